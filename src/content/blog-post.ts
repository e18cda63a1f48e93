import { z } from 'zod';
import { imageRef, isoDate, localized, localizedMarkdown, slug } from './fields';

export const blogPostSchema = z
  .object({
    id: slug,
    slug,
    title: localized(160),
    date: isoDate,
    author: z.string().trim().min(1).max(120),
    description: localized(400),
    /** The article in the site's Markdown subset: `##`/`###` headings, paragraphs, `-`/`1.` lists, `**bold**`, `[links](https://…)`. */
    content: localizedMarkdown,
    image: imageRef,
    imageAlt: localized(200),
  })
  .strict();
export type BlogPost = z.infer<typeof blogPostSchema>;
