// @ts-check
/**
 * 404s are logged here, where the answer's status is known, and not in the not-found page: Next.js renders that page as
 * the fallback of every layout, so logging there counted every page view as a missing page.
 */
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs';

/** The process's 404 logger, registered by the app once it has started (src/server/startup.ts). */
export const NOT_FOUND_LOG = Symbol.for('agency.notFoundLog');

/**
 * @typedef {{ path: string, referrer: string | undefined, ip: string | undefined, userAgent: string | undefined,
 *   optedOut: boolean }} MissingPage
 */

/** Pages only: not Next.js' files, route handlers or files with an extension. */
const PAGE_PATH = /^\/(?!_next\/|api\/)(?:[^.]*|.*\/[^/.]*)$/;

/**
 * Notes what a request says about its visitor before the page server strips headers for a shared render, and logs the
 * request if it is answered 404.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function logIfNotFound(request, response) {
  if (request.method !== 'GET') return;
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (!PAGE_PATH.test(path)) return;
  const one = (/** @type {string | string[] | undefined} */ value) => (Array.isArray(value) ? value[0] : value);
  /** @type {MissingPage} */
  const page = {
    path,
    referrer: one(request.headers.referer),
    ip: one(request.headers[CLIENT_ADDRESS_HEADER]),
    userAgent: one(request.headers['user-agent']),
    optedOut: request.headers.dnt === '1' || request.headers['sec-gpc'] === '1',
  };
  response.once('finish', () => {
    if (response.statusCode !== 404) return;
    const log = /** @type {Record<symbol, ((page: MissingPage) => void) | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    )[NOT_FOUND_LOG];
    log?.(page);
  });
}
