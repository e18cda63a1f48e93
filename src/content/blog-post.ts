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
    /**
     * The article, per language, in one of two formats. Markdown (the seeded posts): the site's subset, `##`/`###`
     * headings, paragraphs, `-`/`1.` lists, `**bold**`, `[links](https://…)`. Article HTML (what the admin's editor
     * saves, through `sanitizeArticleHtml`): a text that, trimmed, starts with `<p`, `<h2`…`<h4`, `<ul`, `<ol`,
     * `<blockquote`, `<pre`, `<hr` or `<img` and then a space, `/` or `>` (`isArticleHtml`, lib/article.ts). HTML
     * is sanitised again when the page renders it.
     */
    content: localizedMarkdown,
    image: imageRef,
    imageAlt: localized(200).optional(),
  })
  .strict();
export type BlogPost = z.infer<typeof blogPostSchema>;
