import { describe, expect, it } from 'vitest';
import type { CollectionName } from '@/content';
import type { LoadCollection } from '../activity/targets';
import { serviceDefinition } from '../services/definition';
import { textTestimonialDefinition } from '../testimonials/definitions';
import type { CollectionDefinition } from '../collection/definition';
import { pageDefinitionOf } from '../pages/definitions';
import { translationGaps } from './translation-gaps';

const all = (en: string) => ({ en, es: en, de: en, ar: en });

const stored: Partial<Record<CollectionName, Record<string, unknown>>> = {
  services: {
    web: { title: all('Web Development'), description: all('Sites') },
    ai: { title: { en: 'AI', de: 'KI' }, description: { en: 'Agents' } },
    seo: { title: { en: 'SEO', es: 'SEO', de: 'SEO' }, description: all('Search') },
  },
  textTestimonials: {
    '3': { name: 'Dana Reyes', role: { en: 'CTO', es: 'CTO', de: 'CTO' }, quote: all('Great') },
  },
};

const load: LoadCollection = async (collection) =>
  new Map(Object.entries(stored[collection] ?? {}).map(([id, data]) => [id, { data }]));

const definitions = [serviceDefinition, textTestimonialDefinition] as unknown as CollectionDefinition[];

describe('translationGaps', () => {
  it('counts, per collection, the items that lack a text in some language', async () => {
    const { collections } = await translationGaps(definitions, load);
    expect(collections).toEqual([
      { collection: 'services', label: 'Services', incomplete: 2, total: 3 },
      { collection: 'textTestimonials', label: 'Text testimonials', incomplete: 1, total: 1 },
    ]);
  });

  it('lists the items missing the most texts first, with their languages and editors', async () => {
    const { worst } = await translationGaps(definitions, load);
    expect(worst.map((item) => item.title)).toEqual(['AI', 'Dana Reyes', 'SEO']);
    expect(worst[0]).toEqual({
      collection: 'Services',
      title: 'AI',
      href: '/admin/services/ai',
      languages: ['es', 'de', 'ar'],
      missingTexts: 5,
    });
    expect(worst[1]).toMatchObject({ languages: ['ar'], href: '/admin/testimonials/text-3', missingTexts: 1 });
  });

  it('keeps the list as short as asked, and empty when everything is translated', async () => {
    expect((await translationGaps(definitions, load, { worst: 1 })).worst).toHaveLength(1);
    const translated: LoadCollection = async () => new Map([['web', { data: { title: all('Web') } }]]);
    const gaps = await translationGaps(definitions, translated);
    expect(gaps.worst).toEqual([]);
    expect(gaps.collections.every((collection) => collection.incomplete === 0)).toBe(true);
  });
});

describe('translationGaps of definitions that share a collection', () => {
  it('counts each fixed page by its own document, not every page of the collection', async () => {
    const pages: LoadCollection = async () =>
      new Map([
        ['home', { data: { id: 'home', hero: { headline: { en: 'Build' } } } }],
        ['about', { data: { id: 'about', intro: all('We are') } }],
        ['terms', { data: { id: 'terms', title: all('Terms') } }],
      ]);
    const { collections } = await translationGaps(
      [pageDefinitionOf('home'), pageDefinitionOf('about')] as unknown as CollectionDefinition[],
      pages,
    );
    expect(collections.map(({ collection, incomplete, total }) => [collection, incomplete, total])).toEqual([
      ['pages.home', 1, 1],
      ['pages.about', 0, 1],
    ]);
  });
});
