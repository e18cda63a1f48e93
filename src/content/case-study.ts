import { z } from 'zod';
import { categoryId } from './categories';
import { iconName, imageRef, localized, localizedRichText, localizedText, slug, year, youtubeId } from './fields';

const kpiSchema = z
  .object({
    icon: iconName,
    // A bare figure ("64%", "$1.2M"), or a figure with a unit word that each language writes its own way ("3 days").
    value: z.union([z.string().trim().min(1).max(16), localized(16)]),
    label: localized(120),
  })
  .strict();

export const caseStudySchema = z
  .object({
    id: slug,
    title: localized(160),
    category: categoryId,
    description: localized(600),
    client: z.string().trim().min(1).max(120),
    industry: localized(120),
    year: year.optional(),
    duration: localized(60).optional(),
    youtubeId: youtubeId.optional(),
    image: imageRef,
    challenge: localizedRichText,
    /** Allowlisted HTML. */
    analysis: localizedRichText.optional(),
    solution: localizedRichText,
    features: z.array(localizedText).min(1).max(20),
    results: localizedRichText,
    kpis: z.array(kpiSchema).min(3).max(4),
    services: z.array(localized(120)).min(1).max(10),
    technologies: z.array(z.string().trim().min(1).max(60)).min(1).max(30),
    gallery: z.array(imageRef).max(8),
    relatedCaseStudies: z.array(slug).max(6),
    testimonial: z
      .object({ quote: localized(1000), author: z.string().trim().min(1).max(120), title: localized(160) })
      .strict(),
  })
  .strict();

export type CaseStudy = z.infer<typeof caseStudySchema>;
