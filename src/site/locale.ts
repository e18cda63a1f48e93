import { defaultLocale, isLocale, type Locale } from '@/lib/locales';

/**
 * The language of a page from its `[...locale]` parameter: none is English, a prefix names another language. English
 * spelled out (`/en/terms`, redirected before a page renders: src/lib/page-redirects.ts) or anything else is no page
 * of the site: the page then rewrites to the not-found page (src/site/pages/404.astro).
 */
export function localeParam(param: string | undefined): Locale | undefined {
  if (param === undefined) return defaultLocale;
  return isLocale(param) && param !== defaultLocale ? param : undefined;
}

/**
 * What the rest route's parameter names: a language's home page (none, or `es`), or a page built from blocks in a
 * language (`fair-2027`, `es/fair-2027`); anything else (`en/…`, deeper paths) is no page.
 */
export function restRoute(param: string | undefined): { locale: Locale; address?: string } | undefined {
  const home = localeParam(param);
  if (home) return { locale: home };
  const segments = (param ?? '').split('/');
  const [first = '', second] = segments;
  if (segments.length === 1) return isLocale(first) ? undefined : { locale: defaultLocale, address: first };
  const locale = localeParam(first);
  return segments.length === 2 && locale && locale !== defaultLocale && second
    ? { locale, address: second }
    : undefined;
}
