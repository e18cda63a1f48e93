import { seoEntrySchema } from '../../src/content/seo-entry';
import { serviceSchema } from '../../src/content/service';
import { textTestimonialSchema, videoTestimonialSchema } from '../../src/content/testimonial';

/**
 * What the admin's definition-driven forms send as `values`: the content schema without the fields the definition
 * hides. The schemas are strict, so a test that sent a hidden field would be refused and fail loudly.
 */
export const serviceEditSchema = serviceSchema.omit({ id: true, order: true });
export const textTestimonialEditSchema = textTestimonialSchema.omit({ id: true, order: true });
export const videoTestimonialEditSchema = videoTestimonialSchema.omit({ id: true, order: true });
export const seoEditSchema = seoEntrySchema.omit({ id: true, ogTitle: true, ogDescription: true, canonicalUrl: true });
