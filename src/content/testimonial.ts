import { z } from 'zod';
import { imageRef, localized, rating, safeUrl, slug } from './fields';

export const textTestimonialSchema = z
  .object({
    id: slug,
    order: z.number().int().min(0),
    name: z.string().trim().min(1).max(120),
    role: localized(160),
    quote: localized(1200),
    rating,
    image: imageRef,
  })
  .strict();
export type TextTestimonial = z.infer<typeof textTestimonialSchema>;

export const videoTestimonialSchema = z
  .object({
    id: slug,
    order: z.number().int().min(0),
    company: z.string().trim().min(1).max(120),
    reviewer: z.string().trim().min(1).max(120),
    role: localized(160),
    /** The video file: a site path (`/videos/x.mp4`) or an https URL. */
    videoUrl: safeUrl,
    poster: imageRef,
    rating,
  })
  .strict();
export type VideoTestimonial = z.infer<typeof videoTestimonialSchema>;
