import { locales } from './locales';
import { isPagePath, pathAliases, paths } from './paths';

/**
 * Which addresses a page built from blocks may take (issue 45). Its address is one segment under `/` (`/apps-for-clinics`,
 * `/es/apps-for-clinics` in Spanish) and may not shadow anything the site answers there itself.
 */

/** Whether `/<address>` is a page of the site, or an old spelling it redirects to one (`/about`, `/pricing`). */
function isRoute(address: string): boolean {
  const path = `/${address}`;
  return (
    isPagePath(path) ||
    Object.values(paths).includes(path as never) ||
    pathAliases.some(([pattern]) => pattern.test(path))
  );
}

/**
 * Words the site keeps for itself or may use: its files and services (the admin, the API, the build's and the media
 * library's files, robots, the sitemap), its error pages, and the words a page of the site could one day be called by.
 */
const reservedWords: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'media',
  'fonts',
  'images',
  'videos',
  'assets',
  'static',
  'public',
  'robots-txt',
  'sitemap',
  'sitemap-xml',
  'rss',
  'feed',
  'favicon',
  'icon',
  'apple-icon',
  'index',
  'home',
  'search',
  'login',
  'logout',
  'signin',
  'signup',
  'account',
  'preview',
  'page-preview',
  'review',
  'unsubscribe',
  'privacy',
  'imprint',
  'cookies',
  'www',
]);

type PageAddressProblem = 'format' | 'route' | 'language' | 'reserved';

/**
 * What keeps `address` from being a page's address, or nothing: not one lowercase segment (`format`), a page of the
 * site (`route`: `/blog`, `/contact-us`, `/about`), a language (`language`: `/es`), or a word the site keeps
 * (`reserved`: `/admin`, `/api`, `/404`). Another page's or a redirect's address is for the server to check.
 */
export function pageAddressProblem(address: string): PageAddressProblem | undefined {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(address) || address.length > 80) return 'format';
  if ((locales as readonly string[]).includes(address) || /^[a-z]{2}$/.test(address)) return 'language';
  if (isRoute(address)) return 'route';
  if (reservedWords.has(address) || /^(?:admin|api|media|_)|^\d{3}$/.test(address)) return 'reserved';
  return undefined;
}

/** Whether a path (without a language prefix) could be a page built from blocks: one segment that is no other page. */
export function mayBePageAddress(path: string): boolean {
  return path.startsWith('/') && pageAddressProblem(path.slice(1)) === undefined;
}
