import { describe, expect, it } from 'vitest';
import { linkTest } from './menus';

describe('a menu link', () => {
  const followable = linkTest(new Set(['/fair-2027']));

  it('is followed to a page of the site, in any language form, or to an https address', () => {
    for (const href of [
      '/',
      '/services',
      '/services/web3',
      '/blog?tag=seo',
      '/contact-us#form',
      'https://example.com/x',
    ])
      expect(followable(href), href).toBe(true);
  });

  it('is followed to a published page built from blocks, and left out for one that is not there', () => {
    expect(followable('/fair-2027')).toBe(true);
    expect(followable('/fair-2026')).toBe(false);
    expect(followable('/no/such/page')).toBe(false);
  });
});
