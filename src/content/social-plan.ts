import { z } from 'zod';
import { localized, localizedText, slug } from './fields';

export const socialPlanSchema = z
  .object({
    id: slug,
    order: z.number().int().min(0),
    name: localized(60),
    /** Whole dollars per month. */
    price: z.number().int().positive(),
    originalPrice: z.number().int().positive(),
    description: localized(400),
    quantities: z
      .object({
        blogPosts: z.number().int().min(0),
        videos: z.number().int().min(0),
        carousels: z.number().int().min(0),
      })
      .strict(),
    features: z.array(localizedText).min(1).max(15),
    popular: z.boolean(),
  })
  .strict()
  .refine((plan) => plan.price < plan.originalPrice, {
    message: 'The offer price must be below the original price',
    path: ['price'],
  });
export type SocialPlan = z.infer<typeof socialPlanSchema>;
