import { z } from 'zod';
import { textTestimonialSchema, videoTestimonialSchema } from '@/content/testimonial';

/** What the testimonials editor changes (spec 001 "Testimonials editor"); `id` and `order` are kept as stored. */
export const textTestimonialEditSchema = textTestimonialSchema.pick({
  name: true,
  role: true,
  quote: true,
  image: true,
  rating: true,
});
export type TextTestimonialEdit = z.infer<typeof textTestimonialEditSchema>;

export const videoTestimonialEditSchema = videoTestimonialSchema.pick({
  company: true,
  reviewer: true,
  role: true,
  videoUrl: true,
  poster: true,
  rating: true,
});
export type VideoTestimonialEdit = z.infer<typeof videoTestimonialEditSchema>;

const saveInput = <S extends z.ZodObject>(values: S) =>
  z.strictObject({ id: z.string().max(80), expectedVersion: z.number().int().min(1), values });

export const saveTextTestimonialInputSchema = saveInput(textTestimonialEditSchema);
export const saveVideoTestimonialInputSchema = saveInput(videoTestimonialEditSchema);

export const restoreTestimonialInputSchema = z.strictObject({
  id: z.string().max(80),
  expectedVersion: z.number().int().min(1),
  /** The version to go back to: the data the document had before the save that made version + 1. */
  version: z.number().int().min(1),
});

/** The two kinds, each with its own tab, collection and URL segment (`/admin/testimonials/<kind>[:<id>]`). */
export const testimonialKinds = ['text', 'video'] as const;
export type TestimonialKind = (typeof testimonialKinds)[number];
