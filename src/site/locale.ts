import { defaultLocale, isLocale, type Locale } from '@/lib/locales';

/**
 * The language of a page from its `[...locale]` parameter: none is English, a prefix names another language. English
 * spelled out (`/en/terms`) or anything else is no page of the site: server.mjs sends neither here
 * (src/node-server/renderers.mjs), and the page answers 404 should one arrive.
 */
export function localeParam(param: string | undefined): Locale | undefined {
  if (param === undefined) return defaultLocale;
  return isLocale(param) && param !== defaultLocale ? param : undefined;
}
