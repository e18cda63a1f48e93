import { z } from 'zod';
import { pricingTabIds } from '@/lib/pricing';
import { localized, slug } from './fields';

// The tab ids live with the pricing rules in lib, so the calculator's browser bundle needs no schema code.
export type { PricingTabId } from '@/lib/pricing';
export const pricingTabId = z.enum(pricingTabIds);

const pricingOptionSchema = z
  .object({
    id: slug,
    label: localized(120),
    /** Whole dollars. */
    price: z.number().int().min(0).max(1_000_000),
    info: localized(400),
    /** Charged once even when billed annually (recurring tabs only). */
    oneTime: z.boolean().optional(),
  })
  .strict();
export type PricingOption = z.infer<typeof pricingOptionSchema>;

const pricingCategorySchema = z
  .object({ id: slug, name: localized(120), options: z.array(pricingOptionSchema).min(1).max(20) })
  .strict();
export type PricingCategory = z.infer<typeof pricingCategorySchema>;

export const pricingCatalogueSchema = z
  .object({
    id: pricingTabId,
    order: z.number().int().min(0),
    label: localized(60),
    description: localized(400),
    categories: z.array(pricingCategorySchema).min(1).max(12),
  })
  .strict()
  .superRefine((catalogue, ctx) => {
    const seen = new Set<string>();
    catalogue.categories.forEach((category, c) =>
      category.options.forEach((option, o) => {
        if (seen.has(option.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['categories', c, 'options', o, 'id'],
            message: `Option id "${option.id}" is used twice in this catalogue`,
          });
        }
        seen.add(option.id);
      }),
    );
  });
export type PricingCatalogue = z.infer<typeof pricingCatalogueSchema>;
