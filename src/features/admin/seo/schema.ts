import { z } from 'zod';
import { seoEntrySchema, seoKey } from '@/content/seo-entry';
import { editorInputs } from '../editor-inputs';

/** What the SEO editor changes (spec 001 "SEO editor"); the entry's other fields are kept as stored. */
export const seoEditSchema = seoEntrySchema.pick({
  title: true,
  description: true,
  ogImage: true,
  keywords: true,
});
export type SeoEdit = z.infer<typeof seoEditSchema>;

/**
 * What the editor's save and restore take: an SEO entry by its key, the version loaded (0 for a page that has no entry
 * yet: the save creates it), the fields or a past version.
 */
export const seoInputs = editorInputs(seoKey, seoEditSchema, { createMissing: true });
