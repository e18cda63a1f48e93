import { describe, expect, it } from 'vitest';
import { pageDefinitions } from './pages/definitions';
import { definitionKey, type CollectionDefinition } from './collection/definition';
import { byKey, definitionOf } from './collections';

describe('the registry of definitions', () => {
  it('knows a collection edited by one definition by the collection’s name, as the pages have always bound it', () => {
    for (const name of [
      'services',
      'settings',
      'projects',
      'caseStudies',
      'blogPosts',
      'seo',
      'pricing',
      'clientLogos',
      'socialPlans',
    ])
      expect(definitionOf(name)?.collection).toBe(name);
  });

  it('knows each fixed page’s form by its own key, all of them editing the collection `pages`', () => {
    expect(definitionOf('pages.home')?.collection).toBe('pages');
    expect(definitionOf('pages.legal')).toBe(pageDefinitions.at(-1));
    expect(pageDefinitions.every((definition) => definitionOf(definitionKey(definition)) === definition)).toBe(true);
    expect(definitionOf('pages')).toBeUndefined();
  });

  it('refuses two definitions under one key', () => {
    const [home, about] = pageDefinitions.map((definition) => definition as unknown as CollectionDefinition);
    expect(byKey([home!, about!]).size).toBe(2);
    expect(() => byKey([home!, { ...about!, key: 'pages.home' }])).toThrow(/pages\.home/);
  });

  it('answers nothing for a name that is no definition’s, whatever the browser sends', () => {
    for (const name of ['toString', '__proto__', 'constructor', 'users', ''])
      expect(definitionOf(name)).toBeUndefined();
  });
});
