import { z } from 'zod';
import { textTestimonialSchema, videoTestimonialSchema } from '@/content/testimonial';
import { editorInputs } from '../editor-inputs';

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

/** The id of a testimonial, as the editor names it. */
const testimonialId = z.string().max(80);
export const textTestimonialInputs = editorInputs(testimonialId, textTestimonialEditSchema);
export const videoTestimonialInputs = editorInputs(testimonialId, videoTestimonialEditSchema);

/** The two kinds, each with its own tab, collection and URL segment (`/admin/testimonials/<kind>[:<id>]`). */
export const testimonialKinds = ['text', 'video'] as const;
export type TestimonialKind = (typeof testimonialKinds)[number];
