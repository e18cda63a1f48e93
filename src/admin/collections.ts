import { blogDefinition } from './blog/definition';
import { caseStudyDefinition } from './case-studies/definition';
import { definitionKey, type CollectionDefinition } from './collection/definition';
import { landingPageDefinition } from './landing-pages/definition';
import { menusDefinition } from './menus/definition';
import { clientLogoDefinition } from './pages/client-logos-definition';
import { pageDefinitions } from './pages/definitions';
import { socialPlanDefinition } from './pages/social-plans-definition';
import { pricingDefinition } from './pricing/definition';
import { projectDefinition } from './projects/definition';
import { seoDefinition } from './seo/definition';
import { serviceDefinition } from './services/definition';
import { settingsDefinition } from './settings/definition';
import { sharedBlockDefinition } from './shared-blocks/definition';
import { textTestimonialDefinition, videoTestimonialDefinition } from './testimonials/definitions';

/**
 * Every collection the admin edits, declared once, in the order of the panel's navigation: its definition says the
 * rest (section, navigation, labels, fields, public paths). Adding a collection is a content schema, a definition and
 * a line here; a section with an editor of its own adds its view in sections.tsx.
 */
const definitions = [
  serviceDefinition,
  projectDefinition,
  caseStudyDefinition,
  textTestimonialDefinition,
  videoTestimonialDefinition,
  blogDefinition,
  pricingDefinition,
  ...pageDefinitions,
  landingPageDefinition,
  sharedBlockDefinition,
  clientLogoDefinition,
  socialPlanDefinition,
  seoDefinition,
  settingsDefinition,
  menusDefinition,
] satisfies readonly CollectionDefinition[];

/** Definitions by key; two under one key would make one of them unreachable, a programming error said at once. */
export function byKey(list: readonly CollectionDefinition[]): ReadonlyMap<string, CollectionDefinition> {
  const map = new Map<string, CollectionDefinition>();
  for (const definition of list) {
    const key = definitionKey(definition);
    if (map.has(key)) throw new Error(`Two admin definitions have the key "${key}"`);
    map.set(key, definition);
  }
  return map;
}

/**
 * Every definition the admin edits through, by its key: the collection's name (`projects`), or its own key where
 * several definitions share a collection (`pages.home`). The pages bind that key to the collection actions.
 */
export const collectionDefinitions = byKey(definitions);

export function definitionOf(key: string): CollectionDefinition | undefined {
  return collectionDefinitions.get(key);
}
