import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homePath, locales } from './locales';
import { isPagePath, isSharedPage, localizedPath, pathAliases, splitLocale, takesForm } from './paths';

function resolveAlias(path: string): string | undefined {
  for (const [pattern, target] of pathAliases) {
    const match = pattern.exec(path);
    if (match) return target(match);
  }
  return undefined;
}

describe('paths', () => {
  it('prefixes every language but English', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/services')).toBe('/services');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('de', '/portfolio/11')).toBe('/de/portfolio/11');
  });

  it.each([
    ['/about', '/about-us'],
    ['/contact', '/contact-us'],
    ['/whitelabel', '/whitelabel-solutions'],
    ['/pricing', '/pricing-calculator'],
    ['/case-study/smart-emr', '/case-studies/smart-emr'],
    ['/case-study', '/case-studies'],
  ])('sends the alias %s to %s', (alias, canonical) => {
    expect(resolveAlias(alias)).toBe(canonical);
  });

  it.each(['/about-us', '/contact-us', '/pricing-calculator', '/case-studies/m1', '/aboutx'])(
    'leaves %s alone',
    (path) => {
      expect(resolveAlias(path)).toBeUndefined();
    },
  );
});

describe('homePath', () => {
  it('is each language’s localized home page', () => {
    for (const locale of locales) expect(homePath(locale)).toBe(localizedPath(locale, '/'));
    expect(homePath('ar')).toBe('/ar');
  });
});

describe('splitLocale', () => {
  it('splits a language prefix off a path, and leaves English and look-alike paths alone', () => {
    expect(splitLocale('/de/about-us')).toEqual({ locale: 'de', path: '/about-us' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/portfolio/11')).toEqual({ locale: 'en', path: '/portfolio/11' });
    expect(splitLocale('/desk')).toEqual({ locale: 'en', path: '/desk' });
  });
});

describe('isSharedPage', () => {
  it('keeps the lead-form pages out of the rendered-page cache', () => {
    expect(isSharedPage('/contact-us')).toBe(false);
    expect(isSharedPage('/whitelabel-solutions/')).toBe(false);
    expect(isSharedPage('/de/contact-us')).toBe(false);
    expect(isSharedPage('/')).toBe(true);
    expect(isSharedPage('/ar')).toBe(true);
    expect(isSharedPage('/portfolio/11')).toBe(true);
    expect(isSharedPage('/es/blog/seo-basics-for-small-businesses')).toBe(true);
  });

  it('decides on the decoded path, the one the router matches', () => {
    expect(isSharedPage('/contact%2Dus')).toBe(false);
    expect(isSharedPage('/%65s/contact%2dus')).toBe(false);
    expect(isSharedPage('/whitelabel%2Dsolutions')).toBe(false);
    expect(isSharedPage('/portfolio/%31%31')).toBe(true);
  });

  it('shares only the pages it names', () => {
    expect(isSharedPage('/admin')).toBe(false);
    expect(isSharedPage('/some-new-page')).toBe(false);
    expect(isSharedPage('/portfolio/11/extra')).toBe(false);
    expect(isSharedPage('/%ff')).toBe(false);
  });
});

/**
 * The address of every page of src/site/pages/[...locale], a dynamic segment filled in with `some-id` (the catch-all
 * that answers every other address with the not-found page is none).
 */
function sitePageAddresses(): string[] {
  const root = path.resolve(__dirname, '../site/pages/[...locale]');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro') && !file.includes('[...'))
    .map(
      (file) =>
        `/${file
          .replace(/\.astro$/, '')
          .split(path.sep)
          .join('/')}`,
    )
    .map((address) => address.replace(/\/index$/, '') || '/')
    .map((address) => address.replace(/\[[^\]/]+\]/g, 'some-id'));
}

describe('isPagePath', () => {
  it('knows every page of the site, in every language (analytics counts each page by its address)', () => {
    const addresses = sitePageAddresses();
    expect(addresses).toEqual(expect.arrayContaining(['/', '/services/some-id', '/contact-us', '/blog/some-id']));
    expect(addresses).toHaveLength(17);
    for (const address of addresses)
      for (const locale of locales) expect(isPagePath(localizedPath(locale, address)), address).toBe(true);
  });

  it('takes a path as the router does: decoded, with a trailing slash or the /en prefix that are redirected away', () => {
    expect(isPagePath('/services/')).toBe(true);
    expect(isPagePath('/en/services')).toBe(true);
    expect(isPagePath('/en')).toBe(true);
    expect(isPagePath('/de/')).toBe(true);
    expect(isPagePath('/contact%2Dus')).toBe(true);
    expect(isPagePath('/blog/%C3%BCber-uns')).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/de/nichts-hier',
    '/services/web-development/extra',
    '/fr/services',
    '/es/es/services',
    '/blog/a%2Fb',
    '/%E0%A4%A',
    '/Services',
    '/page-not-found',
    '/404',
  ])('has no page at %s', (address) => {
    expect(isPagePath(address)).toBe(false);
  });
});

describe('takesForm', () => {
  it('knows the pages a lead form is posted to, in every language, decoded as the router matches them', () => {
    for (const locale of locales) {
      expect(takesForm(localizedPath(locale, '/contact-us'))).toBe(true);
      expect(takesForm(localizedPath(locale, '/whitelabel-solutions'))).toBe(true);
      expect(takesForm(localizedPath(locale, '/terms'))).toBe(false);
    }
    expect(takesForm('/contact%2Dus')).toBe(true);
    expect(takesForm('/contact-us/x')).toBe(false);
    expect(takesForm('/%ff')).toBe(false);
  });
});
