import { z } from 'zod';
import { pricingCatalogueSchema, pricingTabId, type PricingCategory } from '@/content/pricing';

/**
 * What the pricing editor changes (spec 001 "Pricing editor"): the catalogue's groups with their options. The
 * catalogue schema carries a refinement, which zod does not allow `.pick` on, so the field comes from its shape.
 */
export const pricingEditSchema = z.strictObject({ categories: pricingCatalogueSchema.shape.categories });
export type PricingEdit = z.infer<typeof pricingEditSchema>;

export const savePricingInputSchema = z.strictObject({
  id: pricingTabId,
  expectedVersion: z.number().int().min(1),
  values: pricingEditSchema,
});

export const restorePricingInputSchema = z.strictObject({
  id: pricingTabId,
  expectedVersion: z.number().int().min(1),
  /** The version to go back to: the data the catalogue had before the save that made version + 1. */
  version: z.number().int().min(1),
});

/**
 * What a save may not change: the group and option ids (calculator links, shared estimates and quotes name them) in
 * their order, and which options are charged once.
 */
export function catalogueStructure(categories: readonly PricingCategory[]): string {
  return JSON.stringify(
    categories.map((category) => [category.id, category.options.map((option) => [option.id, option.oneTime === true])]),
  );
}
