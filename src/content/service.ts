import { z } from 'zod';
import { serviceId } from './categories';
import { faq, iconName, imageRef, localized, localizedRichText, localizedText, metric, titledText } from './fields';

export const serviceSchema = z
  .object({
    id: serviceId,
    order: z.number().int().min(0),
    title: localized(120),
    description: localized(600),
    /** The longer text of the detail page's Overview section: paragraphs as plain text (the seed) or rich text. */
    overview: localizedRichText,
    icon: iconName,
    features: z.array(localizedText).min(3).max(12),
    /** Names looked up case-insensitively in the technology icon table. */
    technologies: z.array(z.string().trim().min(1).max(60)).min(4).max(24),
    process: z.array(titledText).length(6),
    benefits: z.array(localizedText).min(3).max(12),
    faqs: z.array(faq).max(12),
    image: imageRef,
    secondaryImage: imageRef,
    metrics: z.array(metric).length(4),
    relatedProjectIds: z.array(z.number().int().positive()).max(6),
  })
  .strict();

export type Service = z.infer<typeof serviceSchema>;
