import { z } from 'zod';
import { seoEntrySchema, seoKey } from '@/content/seo-entry';

/** What the SEO editor changes (spec 001 "SEO editor"); the entry's other fields are kept as stored. */
export const seoEditSchema = seoEntrySchema.pick({
  title: true,
  description: true,
  ogImage: true,
  keywords: true,
});
export type SeoEdit = z.infer<typeof seoEditSchema>;

export const saveSeoInputSchema = z.strictObject({
  id: seoKey,
  expectedVersion: z.number().int().min(1),
  values: seoEditSchema,
});

export const restoreSeoInputSchema = z.strictObject({
  id: seoKey,
  expectedVersion: z.number().int().min(1),
  /** The version to go back to: the data the entry had before the save that made version + 1. */
  version: z.number().int().min(1),
});
