import { z } from 'zod';
import { imageRef, localized, safeUrl } from './fields';

/** The page keys of the site (spec 001 "Page metadata tables" plus the pages this build adds). */
export const seoPageKeys = [
  'home',
  'about',
  'services',
  'portfolio',
  'contact',
  'whitelabel',
  'process',
  'pricing',
  'caseStudies',
  'blog',
  'socialPlans',
  'privacy',
  'terms',
] as const;

/**
 * Keys are a page key, `service:<id>`, `project:<id>`, `case-study:<slug>`, `blog:<slug>` or `page:<address>` (a page
 * built from blocks).
 */
export const seoKey = z
  .string()
  .regex(/^(?:[a-zA-Z]+|service:[a-z0-9-]+|project:\d+|case-study:[a-z0-9-]+|blog:[a-z0-9-]+|page:[a-z0-9-]+)$/);

export const seoEntrySchema = z
  .object({
    id: seoKey,
    title: localized(60),
    description: localized(160),
    ogImage: imageRef,
    keywords: z.array(z.string().trim().min(1).max(60)).max(15).optional(),
    ogTitle: localized(90).optional(),
    ogDescription: localized(200).optional(),
    /** Another address this page repeats, which search engines should list instead (a site path or an https URL). */
    canonicalUrl: safeUrl.optional(),
    /** Kept out of search results and the sitemap (a thank-you page, a campaign page for one mailing). */
    noindex: z.boolean().optional(),
  })
  .strict();
export type SeoEntry = z.infer<typeof seoEntrySchema>;
