import { describe, expect, it } from 'vitest';
import { findTargets, isMissingPage, sitePathOf, type KnownPaths, type LinkTarget } from './link-targets';

const targets: LinkTarget[] = [
  { path: '/about-us', kind: 'page', title: { en: 'About Us' } },
  { path: '/blog/seo-basics', kind: 'blogPost', title: { en: 'SEO basics', es: 'Conceptos de SEO' } },
  { path: '/services/web3', kind: 'service', title: { en: 'Web3 development' } },
];
const known: KnownPaths = { targets, redirected: ['/blog/old-seo', '/es/blog/viejo'] };

describe('sitePathOf', () => {
  it('reads a site path as the router does, and nothing else', () => {
    expect(sitePathOf('/es/blog/seo-basics/?a=1#x')).toBe('/blog/seo-basics');
    expect(sitePathOf('/en')).toBe('/');
    expect(sitePathOf('/about%2Dus')).toBe('/about-us');
    expect(sitePathOf('https://example.com/about-us')).toBeUndefined();
    expect(sitePathOf('//evil.example/x')).toBeUndefined();
    expect(sitePathOf('mailto:a@b.c')).toBeUndefined();
  });
});

describe('isMissingPage', () => {
  it('warns of a typo, an item not published and a page that never was, in any language', () => {
    expect(isMissingPage('/contcat-us', known)).toBe(true);
    expect(isMissingPage('/blog/a-draft', known)).toBe(true);
    expect(isMissingPage('/de/services/nope#top', known)).toBe(true);
  });

  it('accepts published pages, their aliases, redirected addresses, files and other sites', () => {
    for (const href of [
      '/about-us',
      '/ar/about-us/',
      '/about',
      '/blog/seo-basics?x=1',
      '/blog/OLD-seo',
      '/es/blog/viejo',
    ]) {
      expect(isMissingPage(href, known), href).toBe(false);
    }
    expect(isMissingPage('/images/a.pdf', known)).toBe(false);
    expect(isMissingPage('https://example.com/nope', known)).toBe(false);
  });
});

describe('findTargets', () => {
  it('finds by every word of the title in the language edited, English, or the path', () => {
    expect(findTargets(targets, 'conceptos', 'es').map((t) => t.path)).toEqual(['/blog/seo-basics']);
    expect(findTargets(targets, 'seo basics', 'es').map((t) => t.path)).toEqual(['/blog/seo-basics']);
    expect(findTargets(targets, 'web3', 'de').map((t) => t.path)).toEqual(['/services/web3']);
    expect(findTargets(targets, 'nothing like it', 'en')).toEqual([]);
    expect(findTargets(targets, '', 'en')).toHaveLength(3);
  });
});
