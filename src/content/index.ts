import type { z } from 'zod';
import { blogPostSchema } from './blog-post';
import { caseStudySchema } from './case-study';
import { clientLogoSchema } from './client-logo';
import { landingPageSchema } from './landing-page';
import { menusSchema } from './menus';
import { pageSchema } from './page';
import { pricingCatalogueSchema } from './pricing';
import { projectSchema } from './project';
import { seoEntrySchema } from './seo-entry';
import { serviceSchema } from './service';
import { sharedBlockSchema } from './shared-block';
import { siteSettingsSchema } from './site-settings';
import { socialPlanSchema } from './social-plan';
import { textTestimonialSchema, videoTestimonialSchema } from './testimonial';

/** Every content collection and the one schema that validates its documents. */
export const collections = {
  services: serviceSchema,
  projects: projectSchema,
  caseStudies: caseStudySchema,
  textTestimonials: textTestimonialSchema,
  videoTestimonials: videoTestimonialSchema,
  clientLogos: clientLogoSchema,
  blogPosts: blogPostSchema,
  seo: seoEntrySchema,
  pricing: pricingCatalogueSchema,
  socialPlans: socialPlanSchema,
  settings: siteSettingsSchema,
  pages: pageSchema,
  landingPages: landingPageSchema,
  sharedBlocks: sharedBlockSchema,
  menus: menusSchema,
} as const;

export type CollectionName = keyof typeof collections;
export type DocumentOf<C extends CollectionName> = z.infer<(typeof collections)[C]>;
export const collectionNames = Object.keys(collections) as CollectionName[];

/** The id under which a document is stored (numbers become their decimal text). */
export function documentId(doc: { id: string | number }): string {
  return String(doc.id);
}

type DocumentInput<C extends CollectionName> = z.input<(typeof collections)[C]>;

/** One file of `content/seed/`: documents of one or more collections. */
export type SeedFile = { [C in CollectionName]?: DocumentInput<C>[] };

interface SeedProblem {
  collection: CollectionName;
  id: string;
  path: string;
  message: string;
}

/** Validates documents against their collection's schema; every problem names the document id and field. */
export function validateSeedFile(file: SeedFile): SeedProblem[] {
  const problems: SeedProblem[] = [];
  for (const collection of collectionNames) {
    for (const [index, doc] of (file[collection] ?? []).entries()) {
      const result = collections[collection].safeParse(doc);
      if (result.success) continue;
      const id = typeof doc === 'object' && doc && 'id' in doc ? String(doc.id) : `#${index}`;
      for (const issue of result.error.issues) {
        problems.push({ collection, id, path: issue.path.join('.'), message: issue.message });
      }
    }
  }
  return problems;
}
