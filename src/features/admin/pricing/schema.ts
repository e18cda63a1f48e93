import { z } from 'zod';
import { pricingCatalogueSchema, pricingTabId, type PricingCategory } from '@/content/pricing';
import { editorInputs } from '../editor-inputs';

/**
 * What the pricing editor changes (spec 001 "Pricing editor"): the catalogue's groups with their options. The
 * catalogue schema carries a refinement, which zod does not allow `.pick` on, so the field comes from its shape.
 */
export const pricingEditSchema = z.strictObject({ categories: pricingCatalogueSchema.shape.categories });
export type PricingEdit = z.infer<typeof pricingEditSchema>;

/**
 * What a save may not change: the group and option ids (calculator links, shared estimates and quotes name them) in
 * their order, and which options are charged once.
 */
export function catalogueStructure(categories: readonly PricingCategory[]): string {
  return JSON.stringify(
    categories.map((category) => [category.id, category.options.map((option) => [option.id, option.oneTime === true])]),
  );
}

/** What the editor's save and restore take: a pricing catalogue by its calculator tab, the version loaded, the fields or a past version. */
export const pricingInputs = editorInputs(pricingTabId, pricingEditSchema);
