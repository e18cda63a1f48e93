// @ts-check
/**
 * The rendered-page cache in front of Next.js (see server.mjs and README "Performance").
 *
 * Public pages are rendered per request in the sense that matters: every response carries a fresh CSP nonce and the
 * content as of that request. What is reused is the rendering work: a page rendered once is kept, keyed by its URL
 * and the content stamp (the sum of every collection's write counter), and served again with the old nonce replaced
 * by a new one. Any content write changes the stamp, so the next request renders again.
 *
 * Only responses that proxy.ts marks public (`x-render-cache: public`), with status 200, HTML, no Set-Cookie and
 * exactly one nonce in their CSP are kept. Pages with per-visitor state (the lead forms' signed render time) are never
 * marked, and requests that carry router, action or RSC headers are never served from here.
 */

/** Where the app registers, once its database is ready, the function that reads the current content stamp. */
export const CONTENT_STAMP = Symbol.for('agency.contentStamp');

/** The header proxy.ts sets on pages that are the same for every visitor; never sent to the browser. */
export const CACHE_MARK_HEADER = 'x-render-cache';

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {Record<string, string | string[]>} headers  response headers, with the render's nonce in place
 * @property {Buffer[]} parts  the body split at each occurrence of the render's nonce
 * @property {string | undefined} nonce  the nonce the page was rendered with (never sent once cached); none on a page
 *   whose CSP allows its inline scripts by hash (the public site's Astro pages), which is sent as it was rendered
 * @property {Map<'br' | 'gzip', Promise<Buffer>>} encoded  a page without a nonce, compressed once per coding
 * @property {number} bytes
 * @property {number} storedAt
 */

/**
 * A byte-bounded LRU with an age limit (so time-dependent details, like the year in the footer, refresh even when the
 * content does not change).
 * @param {{ maxBytes: number, maxAgeMs: number, now?: () => number }} options
 */
export function createPageStore({ maxBytes, maxAgeMs, now = Date.now }) {
  /** @type {Map<string, CachedPage>} */
  const entries = new Map();
  let bytes = 0;

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    /** @param {string} key */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > maxAgeMs) {
        remove(key);
        return undefined;
      }
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** @param {string} key @param {CachedPage} entry */
    set(key, entry) {
      remove(key);
      if (entry.bytes > maxBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    /** Entries from an older content stamp can never be hit again; dropping them frees memory at once. */
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * The nonce of a Content-Security-Policy, when it has exactly one.
 * @param {unknown} csp
 * @returns {string | undefined}
 */
export function nonceOf(csp) {
  if (typeof csp !== 'string') return undefined;
  const nonces = new Set([...csp.matchAll(/'nonce-([A-Za-z0-9+/_=-]+)'/g)].map((match) => match[1]));
  return nonces.size === 1 ? [...nonces][0] : undefined;
}

/**
 * Whether a Content-Security-Policy allows inline scripts by hash and never by nonce.
 * @param {unknown} csp
 */
function hashesOnly(csp) {
  return typeof csp === 'string' && /'sha(?:256|384|512)-/.test(csp) && !/'nonce-/.test(csp);
}

/**
 * Splits a body at every occurrence of a nonce.
 * @param {Buffer} body
 * @param {string} nonce
 * @returns {Buffer[]}
 */
export function splitAt(body, nonce) {
  const needle = Buffer.from(nonce);
  /** @type {Buffer[]} */
  const parts = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * A cached body with a new nonce wherever the render's nonce was, as pieces to write one after another (copying them
 * into one buffer would cost a page-sized allocation per response).
 * @param {Buffer[]} parts
 * @param {string} nonce
 * @returns {Buffer[]}
 */
export function interleave(parts, nonce) {
  const glue = Buffer.from(nonce);
  /** @type {Buffer[]} */
  const pieces = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return pieces;
}

/**
 * Response headers with every occurrence of one nonce replaced (the CSP header carries it).
 * @param {Record<string, string | string[]>} headers
 * @param {string} from
 * @param {string} to
 * @returns {Record<string, string | string[]>}
 */
export function replaceInHeaders(headers, from, to) {
  /** @param {string} value */
  const swap = (value) => value.split(from).join(to);
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.map(swap) : swap(value)]),
  );
}

/**
 * Whether a request may be answered from the cache: a plain document GET, not a router, action or RSC request.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function isCacheableRequest(request) {
  if (request.method !== 'GET' || !request.url) return false;
  const { headers } = request;
  if (headers.rsc || headers['next-action'] || headers['next-router-prefetch'] || headers['next-router-state-tree'])
    return false;
  if (headers.authorization) return false;
  const [pathname = '', query = ''] = request.url.split('?');
  if (/(^|&)_rsc=/.test(query)) return false;
  // A draft's preview or a review link (src/lib/preview.ts) is one person's, never kept or served from the cache.
  if (/(^|&)(?:preview|review)=/.test(query)) return false;
  // A returning visitor's remembered language may send `/` elsewhere (proxy.ts): that answer is theirs alone.
  if (pathname === '/' && /(?:^|;)\s*NEXT_LOCALE=/.test(String(headers.cookie ?? ''))) return false;
  // Build assets, files and route handlers go straight to Next.js.
  return !/^\/(?:_next|api|admin)(?:\/|-|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Turns a finished render into a cache entry, or says why it cannot be one.
 * @param {{ status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer, now: number }} render
 * @returns {{ entry: CachedPage } | { reason: string }}
 */
export function toCachedPage({ status, headers, body, now }) {
  if (headers[CACHE_MARK_HEADER] !== 'public') return { reason: 'not marked public' };
  if (status !== 200) return { reason: `status ${status}` };
  if (headers['set-cookie'] !== undefined) return { reason: 'sets a cookie' };
  if (headers['content-encoding'] !== undefined) return { reason: 'already encoded' };
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return { reason: 'not HTML' };
  const csp = headers['content-security-policy'];
  const nonce = nonceOf(csp);
  // A page is the same for everyone only if its scripts are allowed the same way for everyone: by one nonce, replaced
  // per response, or by hashes alone.
  if (!nonce && !hashesOnly(csp)) return { reason: 'no single CSP nonce' };
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    // Length and validators describe one body; the served body differs by its nonce, so they are recomputed or dropped.
    if (value === undefined || ['content-length', 'etag', 'date', 'connection', CACHE_MARK_HEADER].includes(name))
      continue;
    kept[name] = Array.isArray(value) ? value : String(value);
  }
  return {
    entry: {
      status,
      headers: kept,
      parts: nonce ? splitAt(body, nonce) : [body],
      nonce,
      encoded: new Map(),
      bytes: body.length,
      storedAt: now,
    },
  };
}
