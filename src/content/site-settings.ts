import { z } from 'zod';
import { weekDays } from '@/lib/opening-hours';
import { localized, metric, safeUrl, year } from './fields';

const email = z.email().max(254);

export const siteSettingsSchema = z
  .object({
    id: z.literal('site'),
    name: z.string().trim().min(1).max(80),
    legalName: z.string().trim().min(1).max(120),
    blurb: localized(400),
    phone: z.string().regex(/^\+?[0-9 ()-]{7,20}$/),
    emails: z.object({ contact: email, partnerships: email }).strict(),
    address: z
      .object({
        street: z.string().trim().min(1).max(120),
        city: z.string().trim().min(1).max(80),
        region: z.string().trim().min(2).max(40),
        postalCode: z.string().trim().min(3).max(12),
        country: z.string().length(2),
      })
      .strict(),
    /**
     * The office hours, the one input the site reads them from: days Mo..Su with opening and closing times. The contact
     * page says them in each language (lib/opening-hours.ts), the structured data gives them to search engines, and a
     * text may name them as `{hours}`.
     */
    openingHours: z
      .array(
        z
          .object({
            days: z.array(z.enum(weekDays)).min(1),
            opens: z.string().regex(/^\d{2}:\d{2}$/),
            closes: z.string().regex(/^\d{2}:\d{2}$/),
          })
          .strict(),
      )
      .max(7),
    socials: z.object({ x: safeUrl, linkedin: safeUrl, instagram: safeUrl }).strict(),
    foundedYear: year,
    claims: z
      .object({
        brands: z.string().max(12),
        downloads: z.string().max(12),
        repeatProjects: z.string().max(12),
        support: z.string().max(12),
        completedProjects: z.string().max(12),
        veteranDiscountPercent: z.number().int().min(0).max(100),
      })
      .strict(),
    /** Used when a service id has no row of its own (spec 000 §3.6 "default"). */
    serviceFallback: z
      .object({
        relatedProjectIds: z.array(z.number().int().positive()).max(6),
        metrics: z.array(metric).length(4),
      })
      .strict(),
  })
  .strict();
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
