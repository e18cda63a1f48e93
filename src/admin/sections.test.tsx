import { describe, expect, it } from 'vitest';
import panelCopy from '@messages/admin/panel.json';
import { collectionDefinitions } from './collections';
import { navFor, sectionLabel, sectionNamed, tabOf } from './sections';

describe('the panel’s sections, derived from the registry of collections', () => {
  it('gives every collection’s section a page, and answers nothing for a name that is no section’s', () => {
    for (const definition of collectionDefinitions.values()) expect(sectionNamed(definition.section)).toBeDefined();
    for (const name of ['toString', '__proto__', 'constructor', 'nope', '']) expect(sectionNamed(name)).toBeUndefined();
  });

  it('lists each section once in the navigation, in its group, in the registry’s order, the tools after', () => {
    const nav = navFor('owner');
    expect(nav.map((group) => group.name)).toEqual(['work', 'content', 'site', 'team']);
    expect(nav.find((group) => group.name === 'content')?.sections).toEqual([
      'services',
      'projects',
      'casestudies',
      'testimonials',
      'blog',
      'pricing',
      'pages',
      'landingpages',
      'sharedblocks',
      'media',
    ]);
    expect(nav.find((group) => group.name === 'site')?.sections).toEqual([
      'seo',
      'settings',
      'menus',
      'translations',
      'redirects',
      'webhooks',
    ]);
    const listed = nav.flatMap((group) => group.sections);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('keeps the owners’ sections out of an editor’s navigation', () => {
    const listed = navFor('editor').flatMap((group) => group.sections);
    for (const owners of ['users', 'redirects', 'webhooks', 'privacy']) expect(listed).not.toContain(owners);
    expect(listed).toContain('leads');
    expect(listed).toContain('trash');
  });

  it('marks Pages while a part of it is open, and lists that part nowhere', () => {
    expect(tabOf('clientlogos')).toBe('pages');
    expect(tabOf('socialplans')).toBe('pages');
    expect(tabOf('blog')).toBe('blog');
    const listed = navFor('owner').flatMap((group) => group.sections);
    expect(listed).not.toContain('clientlogos');
    expect(listed).not.toContain('account');
  });

  it('names every section in the panel’s words', () => {
    const names = [...navFor('owner').flatMap((group) => group.sections), 'clientlogos', 'socialplans', 'account'];
    for (const name of names) expect(sectionLabel(name)).toBe(panelCopy.tabs[name as keyof typeof panelCopy.tabs]);
  });
});
