// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GONE_HEADER } from './gone-pages.mjs';
import { createIslandAssets, isIslandAsset } from './island-assets.mjs';

/**
 * The two renderers of the one production server (DESIGN.md §3): the public site's pages move to Astro (islands) page
 * family by page family (issue 44); Next.js answers everything else (the admin, the API, route handlers, public files
 * and the public pages not moved yet).
 */

/** The languages with a path prefix (English has none); src/node-server/renderers.test.ts checks them against the app's. */
export const PREFIXED_LOCALES = ['es', 'de', 'ar'];

/** The public pages Astro renders (besides the home page), by their path without a language prefix. */
const ISLAND_PAGES = [
  '/terms',
  '/privacy-policy',
  '/process',
  '/pricing-calculator',
  '/contact-us',
  '/whitelabel-solutions',
  '/about-us',
  '/services',
  '/socialmediaplans',
  '/blog',
  '/case-studies',
  '/portfolio',
];
/** The families of pages Astro renders, one page per item: a slug as the content schema allows it (src/content/fields.ts). */
const ISLAND_ITEMS = ['/blog/', '/services/', '/portfolio/', '/case-studies/'];
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

const literal = (/** @type {string} */ text) => text.replace(/[/-]/g, '\\$&');
const islandPage = new RegExp(
  `^(?:/(?:${PREFIXED_LOCALES.join('|')}))?(?:${[
    ...ISLAND_PAGES.map(literal),
    ...ISLAND_ITEMS.map((family) => literal(family) + SLUG),
  ].join('|')})$`,
);
/** The site's files Astro answers, in one language: the sitemap, robots.txt and the blog's feed. */
const ISLAND_FILES = new Set(['/sitemap.xml', '/robots.txt', '/blog/rss.xml']);
/** The pages with a lead form, which is sent to the page itself (src/features/leads/receive.ts). */
const formPage = new RegExp(`^(?:/(?:${PREFIXED_LOCALES.join('|')}))?/(?:contact-us|whitelabel-solutions)$`);
/** The home page: `/` in English, the language's prefix alone in the others (`/es`). */
const homePage = new RegExp(`^/(?:${PREFIXED_LOCALES.join('|')})?$`);

/**
 * Whether Astro answers this request: a GET or HEAD of a moved page or file, or a lead form sent to its page. A language switch (`_gtl`), a draft's preview, a
 * review link and the gone page (410) of a deleted item are still answered by Next.js, which keeps every public page
 * until the last family has moved.
 * @param {{ method?: string, url?: string, headers?: Record<string, unknown> }} request
 */
export function rendersWithIslands({ method, url = '/', headers = {} }) {
  const [pathname = '/', query = ''] = url.split('?');
  if (method === 'POST') return formPage.test(pathname);
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (headers[GONE_HEADER]) return false;
  if (ISLAND_FILES.has(pathname)) return true;
  if (/(?:^|&)(?:_gtl|preview|review)(?:=|&|$)/.test(query)) return false;
  return islandPage.test(pathname) || homePage.test(pathname);
}

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(request: Request, response: Response) => Promise<unknown> | void} Handler
 */

/**
 * Astro's build (`dist/`, made by `npm run build`), mounted in middleware mode: its request handler and the files its
 * pages load. Without a build (a Next.js-only checkout) every request goes to Next.js, and the server says so once.
 * @param {{ dir?: string, onError: (error: unknown, reference?: string) => void }} options
 * @returns {Promise<{ handle: (request: Request, response: Response, next: () => unknown, locals: object) => Promise<unknown>, assets: Handler } | undefined>}
 */
export async function loadIslands({ dir = process.env.ASTRO_DIST_DIR ?? 'dist', onError }) {
  const entry = path.resolve(dir, 'server', 'entry.mjs');
  if (!existsSync(entry)) return undefined;
  /** @type {{ handler: (request: Request, response: Response, next: () => unknown, locals: object) => Promise<unknown> }} */
  const astro = await import(pathToFileURL(entry).href);
  return { handle: astro.handler, assets: createIslandAssets(path.resolve(dir, 'client'), { onError }) };
}

/**
 * One handler for both renderers: Astro's build files and moved pages to Astro (falling back to Next.js should Astro
 * match no page), the rest to Next.js.
 * @param {Handler} next  Next.js's request handler
 * @param {Awaited<ReturnType<typeof loadIslands>>} islands
 * @returns {(request: Request, response: Response) => Promise<unknown>}
 */
export function bothRenderers(next, islands) {
  return async (request, response) => {
    if (!islands) return next(request, response);
    if (isIslandAsset(request)) return islands.assets(request, response);
    // Locals of its own per request: Astro shares them between the page and its error page (src/site/middleware.ts).
    if (rendersWithIslands(request)) return islands.handle(request, response, () => next(request, response), {});
    return next(request, response);
  };
}
