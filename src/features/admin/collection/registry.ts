import type { CollectionName } from '@/content';
import { blogDefinition } from '../blog/definition';
import { caseStudyDefinition } from '../case-studies/definition';
import { pricingDefinition } from '../pricing/definition';
import { projectDefinition } from '../projects/definition';
import { seoDefinition } from '../seo/definition';
import { serviceDefinition } from '../services/definition';
import { settingsDefinition } from '../settings/definition';
import { textTestimonialDefinition, videoTestimonialDefinition } from '../testimonials/definitions';
import type { CollectionDefinition } from './definition';

/** Every collection the admin edits through a definition, by collection name. */
export const collectionDefinitions: Partial<Record<CollectionName, CollectionDefinition>> = {
  services: serviceDefinition as unknown as CollectionDefinition,
  settings: settingsDefinition as unknown as CollectionDefinition,
  projects: projectDefinition as unknown as CollectionDefinition,
  caseStudies: caseStudyDefinition as unknown as CollectionDefinition,
  textTestimonials: textTestimonialDefinition as unknown as CollectionDefinition,
  videoTestimonials: videoTestimonialDefinition as unknown as CollectionDefinition,
  blogPosts: blogDefinition as unknown as CollectionDefinition,
  seo: seoDefinition as unknown as CollectionDefinition,
  pricing: pricingDefinition as unknown as CollectionDefinition,
};

export function definitionOf(collection: string): CollectionDefinition | undefined {
  return Object.hasOwn(collectionDefinitions, collection)
    ? collectionDefinitions[collection as CollectionName]
    : undefined;
}
