// @ts-check
import { randomBytes } from 'node:crypto';
import { compressibleAsset, createAssetServer } from './asset-server.mjs';
import { renderToBuffer, send, sendEncoded } from './buffered-render.mjs';
import { CACHE_MARK_HEADER, createPageStore, isCacheableRequest, toCachedPage } from './render-cache.mjs';
import { GONE_HEADER } from './gone-pages.mjs';
import { keepSharedRenderHeaders, preferredEncoding } from './request-rules.mjs';
import { sendPlain, sendRedirect } from './response-rules.mjs';

/**
 * @typedef {import('./buffered-render.mjs').Encoding} Encoding
 * @typedef {import('./buffered-render.mjs').Request} Request
 * @typedef {import('./buffered-render.mjs').Response} Response
 * @typedef {import('./buffered-render.mjs').Handler} Handler
 * @typedef {import('./buffered-render.mjs').Render} Render
 */

/** How soon a client may ask again for a page that failed while the database was away. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A page that failed while the database is away (PostgreSQL restarting, a lock held too long) is answered 503 with
 * `Retry-After`, not 500: nothing is broken, the page will be there in a few seconds, and crawlers and load balancers
 * know to come back. Asked only after a 500, by reading the content stamp once more. The body stays the error page.
 * @param {Render} render @param {() => Promise<number>} readStamp
 * @returns {Promise<{ status: number, headers: Render['headers'], body: Buffer[] }>}
 */
async function whileDatabaseAway(render, readStamp) {
  const page = { ...render, body: [render.body] };
  if (render.status !== 500) return page;
  try {
    await readStamp();
    return page;
  } catch {
    return { ...page, status: 503, headers: { ...render.headers, 'retry-after': String(RETRY_AFTER_SECONDS) } };
  }
}

/**
 * Lets a renderer answer directly, minus the cache mark it may have set (the site's middleware, on every shared
 * page). Node sends headers through writeHead, also when the first write sends them
 * implicitly; Astro passes its headers to writeHead itself, as an object.
 * @param {Response} response
 */
function withoutMark(response) {
  const writeHead = response.writeHead;
  return Object.assign(response, {
    /** @param {unknown[]} args */
    writeHead(...args) {
      response.removeHeader(CACHE_MARK_HEADER);
      const headers = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null);
      if (headers && !Array.isArray(headers))
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === CACHE_MARK_HEADER) delete (/** @type {Record<string, unknown>} */ (headers)[name]);
      return Reflect.apply(writeHead, response, args);
    },
  });
}

/**
 * What the page server needs to answer the addresses of deleted content 410 (src/node-server/gone-pages.mjs): the
 * lookup, and the content stamp for requests the page cache does not read it for.
 * @typedef {{ isGone: import('./gone-pages.mjs').GoneLookup, readStamp: () => Promise<number> }} GonePages
 */

/**
 * What the page server needs to answer old addresses (src/node-server/redirects.mjs): the lookup, and the content stamp
 * for requests the page cache does not read it for.
 * @typedef {{ redirectFor: import('./redirects.mjs').RedirectLookup, readStamp: () => Promise<number> }} RedirectPages
 */

/**
 * A request for an address a redirect may name: GET or HEAD, not a build asset, route handler or admin page. Old files
 * (`/about.html`) may be redirected too.
 * @param {Request} request
 */
function mayBeRedirected(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  return !/^\/(?:_next|api|admin)(?:\/|-|$)/.test(pathname);
}

/**
 * A request that reads a page (a document, or its RSC payload), which may be the address of deleted content: as above,
 * and not a file.
 * @param {Request} request
 */
function readsPage(request) {
  return mayBeRedirected(request) && !/\.[a-z0-9]+$/i.test((request.url ?? '/').split('?')[0] ?? '/');
}

/** What an old address is answered with: the gone page, or a redirect to a location (`{ location, permanent }`). */
const GONE = Symbol('gone');

/**
 * The request handler of server.mjs: build scripts and stylesheets go through the brotli store; old addresses are
 * answered first (a 301 where a redirect sends them, the gone page (410) for deleted content); then cacheable page
 * requests go through the page cache and everything else straight to the renderers. With `debug`, responses say in
 * `X-Render-Cache` whether they were a hit, a miss or bypassed the cache.
 * @param {{ handle: Handler, stamp: () => (() => Promise<number>) | undefined, gone?: () => GonePages | undefined, redirects?: () => RedirectPages | undefined, maxBytes?: number, maxAgeMs?: number, debug?: boolean, onError?: (error: unknown, reference?: string) => void }} options
 */
export function createPageServer({
  handle,
  stamp,
  gone = () => undefined,
  redirects = () => undefined,
  maxBytes = 64 * 1024 * 1024,
  maxAgeMs = 5 * 60_000,
  debug = false,
  onError = console.error,
}) {
  const store = createPageStore({ maxBytes, maxAgeMs });
  const serveAsset = createAssetServer(handle, { maxBytes: maxBytes / 2, onError });
  let currentStamp = -1;

  /** @param {Request} request @param {Response} response */
  async function serve(request, response) {
    const asset = compressibleAsset(request);
    if (asset) return serveAsset(request, withoutMark(response), asset);
    const readStamp = stamp();
    if (!readStamp || !isCacheableRequest(request)) {
      // Without the page cache (RENDER_CACHE=off, HEAD, RSC) the stamp is read here, for page reads only.
      const old = await oldAddressAt(request, undefined);
      if (old) return answerOldAddress(request, response, old);
      return handle(request, withoutMark(response));
    }

    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // HSTS is sent only behind https (the scheme is normalised by server.mjs), and whatever a page derives from the
    // Host header stays with that host: both are part of the key.
    const https = request.headers['x-forwarded-proto'] === 'https';
    const key = `${https ? 'https' : 'http'} ${request.headers.host ?? ''} ${request.url ?? '/'}`;

    let contentStamp;
    try {
      contentStamp = await readStamp();
    } catch (error) {
      onError(error);
      // The database cannot say what the content is just now (PostgreSQL restarting, a lock held too long): the page as
      // last rendered, at most maxAgeMs old, is still the right answer. Without one, the page is rendered, or its error
      // page as a 503.
      const stale = store.get(key);
      if (stale) return sendCached(response, stale, encoding, 'stale');
      delete request.headers['accept-encoding'];
      const render = await renderToBuffer(handle, request, response);
      return send(response, await whileDatabaseAway(render, readStamp), encoding, debug ? 'bypass' : undefined);
    }
    if (contentStamp !== currentStamp) {
      store.clear();
      currentStamp = contentStamp;
    }
    const old = await oldAddressAt(request, contentStamp);
    if (old) return answerOldAddress(request, response, old);
    const cached = store.get(key);
    if (cached) return sendCached(response, cached, encoding, 'hit');

    // What is rendered here may be served to everyone: no header outside the key may shape it (nor compress what is
    // about to be stored).
    keepSharedRenderHeaders(request.headers);
    const render = await renderToBuffer(handle, request, response);
    const result = toCachedPage({ ...render, now: Date.now() });
    if (!('entry' in result))
      return send(response, await whileDatabaseAway(render, readStamp), encoding, debug ? 'bypass' : undefined);
    // A write during the render leaves the stamp read before it, so the next request renders again.
    if (contentStamp === currentStamp) store.set(key, result.entry);
    return sendCached(response, result.entry, encoding, 'miss');
  }

  /**
   * Where an old address goes, at the stamp already read for the request or (undefined) at the one read now: the
   * location a redirect names (and whether for good), GONE for deleted content (a redirect to nowhere, or an item in the trash), or undefined
   * for any other address. A failure leaves the request to the page, which answers a missing item 404.
   * @param {Request} request @param {number | undefined} knownStamp
   * @returns {Promise<{ location: string, permanent: boolean } | typeof GONE | undefined>}
   */
  async function oldAddressAt(request, knownStamp) {
    const moved = mayBeRedirected(request) ? redirects() : undefined;
    const deleted = readsPage(request) ? gone() : undefined;
    if (!moved && !deleted) return undefined;
    const url = request.url ?? '/';
    try {
      const at = knownStamp ?? (await (moved ?? deleted)?.readStamp()) ?? 0;
      const found = await moved?.redirectFor(url, at);
      if (found)
        return found.location === null
          ? readsPage(request)
            ? GONE
            : undefined
          : { location: found.location, permanent: found.rule.permanent };
      return (await deleted?.isGone(url, at)) ? GONE : undefined;
    } catch (error) {
      onError(error);
      return undefined;
    }
  }

  /** @param {Request} request @param {Response} response @param {{ location: string, permanent: boolean } | typeof GONE} old */
  function answerOldAddress(request, response, old) {
    if (old === GONE) return serveGone(request, response);
    return sendRedirect(response, old.location, { head: request.method === 'HEAD', permanent: old.permanent });
  }

  /**
   * The gone page: the site, told by the header, renders it in the path's language with status 410
   * (src/site/pages/410.astro). Never from the cache or into it (only 200s are kept).
   * @param {Request} request @param {Response} response
   */
  function serveGone(request, response) {
    request.headers[GONE_HEADER] = '1';
    return handle(request, withoutMark(response));
  }

  /**
   * A cached page: the same bytes for everyone, compressed once per coding and sent again.
   * @param {Response} response @param {import('./render-cache.mjs').CachedPage} page @param {Encoding} encoding @param {'hit' | 'miss' | 'stale'} outcome
   */
  function sendCached(response, page, encoding, outcome) {
    return sendEncoded(response, page, encoding, debug ? outcome : undefined);
  }

  /** @param {Request} request @param {Response} response */
  return function handler(request, response) {
    serve(request, response).catch((error) => {
      const reference = randomBytes(4).toString('hex');
      onError(error, reference);
      if (!response.headersSent) sendPlain(response, 500, `Something went wrong on our side. Reference: ${reference}`);
      else response.destroy();
    });
  };
}
