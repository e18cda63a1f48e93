// @ts-check
/**
 * The rendered-page cache in front of the public site (see server.mjs and README "Performance").
 *
 * Public pages show the content as of the request. What is reused is the rendering work: a page rendered once is
 * kept, keyed by its URL and the content stamp (the sum of every collection's write counter), and served again, its
 * bytes compressed once per coding. Any content write changes the stamp, so the next request renders again.
 *
 * Only responses the site's middleware marks public (`x-render-cache: public`, src/site/middleware.ts), with status
 * 200, HTML, no Set-Cookie and a CSP that allows inline scripts by hash alone are kept: such a page is the same bytes
 * for everyone. Pages with per-visitor state (the lead forms' signed render time, a preview) are never marked.
 */

/** Where the app registers, once its database is ready, the function that reads the current content stamp. */
export const CONTENT_STAMP = Symbol.for('agency.contentStamp');

/** The header the site's middleware sets on pages that are the same for every visitor; never sent to the browser. */
export const CACHE_MARK_HEADER = 'x-render-cache';

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {Record<string, string | string[]>} headers
 * @property {Buffer} body
 * @property {Map<'br' | 'gzip', Promise<Buffer>>} encoded  the body compressed, once per coding
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
 * Whether a Content-Security-Policy allows inline scripts by hash and never by nonce.
 * @param {unknown} csp
 */
function hashesOnly(csp) {
  return typeof csp === 'string' && /'sha(?:256|384|512)-/.test(csp) && !/'nonce-/.test(csp);
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
  if (/(?:^|&)(?:preview|review)(?:=|&|$)/.test(query)) return false;
  // A returning visitor's remembered language may send `/` elsewhere (src/lib/page-redirects.ts): theirs alone.
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
  // A page is the same for everyone only if its scripts are allowed the same way for everyone: by hashes alone (a
  // nonce must be new for every response).
  if (!hashesOnly(headers['content-security-policy'])) return { reason: 'CSP not by hash alone' };
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    // Length and validators describe the body as rendered, not as compressed: they are recomputed or dropped.
    if (value === undefined || ['content-length', 'etag', 'date', 'connection', CACHE_MARK_HEADER].includes(name))
      continue;
    kept[name] = Array.isArray(value) ? value : String(value);
  }
  return {
    entry: {
      status,
      headers: kept,
      body,
      encoded: new Map(),
      bytes: body.length,
      storedAt: now,
    },
  };
}
