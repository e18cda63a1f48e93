import { describe, expect, it } from 'vitest';
import { homePath, locales } from './locales';
import { isSharedPage, localizedPath, pathAliases, splitLocale } from './paths';

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
