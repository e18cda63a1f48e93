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
