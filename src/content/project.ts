import { z } from 'zod';
import { categoryId } from './categories';
import {
  imageRef,
  localized,
  localizedRichText,
  localizedText,
  safeUrl,
  slug,
  year,
  yearMonth,
  youtubeId,
} from './fields';

const projectTestimonialSchema = z
  .object({ quote: localized(1000), author: z.string().trim().min(1).max(120), position: localized(160) })
  .strict();

export const projectSchema = z
  .object({
    id: z.number().int().positive(),
    slug: slug.optional(),
    title: localized(120),
    shortDescription: localized(240),
    longDescription: localized(2000),
    detailedDescription: localized(6000).optional(),
    /** The card and hero image; without one the card shows the video thumbnail, else a blank placeholder. */
    image: imageRef.optional(),
    imageAlt: localized(200).optional(),
    /** One or more categories; a combined project (e.g. Mobile App + AI & Automation) lists each. */
    categories: z.array(categoryId).min(1).max(3),
    technologies: z.array(z.string().trim().min(1).max(60)).min(1).max(30),
    features: z.array(localizedText).max(20),
    link: safeUrl.optional(),
    client: z.string().trim().min(1).max(120),
    industry: localized(120),
    services: z.array(localized(120)).min(1).max(10),
    duration: localized(60),
    completedDate: yearMonth,
    year: year.optional(),
    /** Rich text: allowlisted HTML, or a paragraph followed by bullet lines ("• " or "- "), or a paragraph. */
    challenge: localizedRichText.optional(),
    solution: localizedRichText.optional(),
    results: localizedRichText.optional(),
    gallery: z.array(imageRef).max(8),
    testimonial: projectTestimonialSchema.optional(),
    youtubeId: youtubeId.optional(),
    awardWinning: z.boolean(),
  })
  .strict();

export type Project = z.infer<typeof projectSchema>;
