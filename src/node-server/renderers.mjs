// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createIslandAssets, isIslandAsset } from './island-assets.mjs';

/**
 * The two renderers of the one production server (DESIGN.md §3): the public site is Astro's (islands), every page,
 * file and error page of it; Next.js answers the admin, the API, the media library's files, the files of `public/` and
 * its own build files.
 */

/** The languages with a path prefix (English has none); src/node-server/renderers.test.ts checks them against the app's. */
export const PREFIXED_LOCALES = ['es', 'de', 'ar'];

/**
 * The addresses Next.js answers, as sent (not decoded: an encoded spelling of one is no address of Next's and gets the
 * site's not-found page). `public/`'s entries are here too (renderers.test.ts checks that every one is).
 */
const NEXT_ADDRESS =
  /^\/(?:_next\/|api(?:\/|\?|$)|admin(?:-login|-set-password)?(?:\/|\?|$)|media\/|fonts\/|images\/|videos\/|(?:icon\.svg|apple-icon\.png)(?:\?|$))/;

/**
 * Whether Astro answers this request: anything that is not Next.js's (above), whatever its method (the site's
 * middleware refuses the methods a page does not take).
 * @param {{ url?: string }} request
 */
export function rendersWithIslands({ url = '/' }) {
  return !NEXT_ADDRESS.test(url);
}

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(request: Request, response: Response) => Promise<unknown> | void} Handler
 */

/**
 * Astro's build (`dist/`, made by `npm run build`), mounted in middleware mode: its request handler and the files its
 * pages load; undefined without a build (server.mjs then refuses to start).
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
 * One handler for both renderers: Astro's build files and the public site to Astro (falling back to Next.js should
 * Astro match no route, which its home page's route prevents: src/site/pages/[...locale]/index.astro), the rest to
 * Next.js.
 * @param {Handler} next  Next.js's request handler
 * @param {NonNullable<Awaited<ReturnType<typeof loadIslands>>>} islands
 * @returns {(request: Request, response: Response) => Promise<unknown>}
 */
export function bothRenderers(next, islands) {
  return async (request, response) => {
    if (isIslandAsset(request)) return islands.assets(request, response);
    // Locals of its own per request: Astro shares them between the page and its error page (src/site/middleware.ts).
    if (rendersWithIslands(request)) return islands.handle(request, response, () => next(request, response), {});
    return next(request, response);
  };
}
