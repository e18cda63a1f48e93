// @ts-check
/**
 * What the production server (server.mjs) checks or mends in a request before Next.js sees it.
 */
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs';
import { isForeignOrigin } from './origin.mjs';
import { GONE_HEADER } from './gone-pages.mjs';

/** SECURITY.md F2: no request body above this is read. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** What Next.js cannot take in a path segment: control characters, and a literal `%` (it decodes params twice). */
const UNSAFE_DECODED = /[%\u0000-\u001f\u007f]/;
const UNSAFE_DECODED_ALL = new RegExp(UNSAFE_DECODED.source, 'g');

/**
 * Decodes a segment the way a browser does: bytes that are not UTF-8 become U+FFFD instead of failing.
 * @param {string} segment
 */
function lenientDecode(segment) {
  const utf8 = new TextDecoder('utf-8', { fatal: false });
  return segment.replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
    utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))),
  );
}

/** @param {string} segment */
function strictDecode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** @param {string} segment */
function mendSegment(segment) {
  const decoded = strictDecode(segment);
  if (decoded !== undefined && !UNSAFE_DECODED.test(decoded)) return segment;
  return encodeURIComponent((decoded ?? lenientDecode(segment)).replace(UNSAFE_DECODED_ALL, '\uFFFD'));
}

/**
 * A request path in which every segment decodes to something Next.js can route. Undecodable escapes (`%ff`, `%2`,
 * overlong UTF-8 such as `%c0%ae`), a literal `%` and control characters become U+FFFD, as a browser shows them;
 * Next.js would otherwise answer 500. Mended paths name no page, so they reach the site's 404 page. Returns the URL
 * unchanged when nothing needed mending.
 * @param {string} url
 */
export function mendUrl(url) {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!pathname.includes('%')) return url;
  const mended = pathname.split('/').map(mendSegment).join('/');
  return mended === pathname ? url : mended + (queryAt === -1 ? '' : url.slice(queryAt));
}

/** Request headers this server sets to tell the app something; one a client sends is its choice, not the server's. */
const INTERNAL_HEADERS = [GONE_HEADER];

/** @param {import('node:http').IncomingHttpHeaders} headers */
export function dropInternalHeaders(headers) {
  for (const name of INTERNAL_HEADERS) delete headers[name];
}

/** The media library's upload address (src/server/media/upload.ts), the one place a larger body is taken. */
export const UPLOAD_PATH = '/api/admin/media';

/** The names the admin's session cookie has (src/server/auth/cookie.ts): `__Host-` prefixed over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?admin-session=[^;\s]/;

/** @param {{ method?: string, url?: string }} request */
export const isUpload = ({ method, url }) => method === 'POST' && url?.split('?')[0] === UPLOAD_PATH;

/**
 * Why an upload to the media library is refused from its headers alone, before a byte of its body is read: another
 * site's (403), or nobody's, without a session cookie (401). The route checks the session itself, and the person's
 * upload limit, still before reading (src/app/api/admin/media/route.ts).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {403 | 401 | undefined}
 */
export function refusedUpload(headers) {
  if (isForeignOrigin(headers)) return 403;
  return SESSION_COOKIE.test(String(headers.cookie ?? '')) ? undefined : 401;
}

/**
 * The largest body a request may have: MAX_BODY_BYTES, except an upload to the media library (`uploadBytes`, from
 * MEDIA_MAX_BYTES) that `refusedUpload` lets through.
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} request
 * @param {number} uploadBytes
 */
export function bodyLimit(request, uploadBytes) {
  return isUpload(request) && !refusedUpload(request.headers) ? Math.max(uploadBytes, MAX_BODY_BYTES) : MAX_BODY_BYTES;
}

/**
 * The slowest an upload to the media library may arrive once BODY_TIMEOUT_MS has passed: 16 KiB a second on average
 * (128 kbit/s, a poor mobile link), at which a 20 MB photo takes 21 minutes. Any other body must arrive whole within
 * the timeout; an upload that keeps coming at least this fast is let through, one that trickles slower is cut off.
 */
export const UPLOAD_MIN_BYTES_PER_SECOND = 16 * 1024;

/**
 * The average rate below which a request's body is cut off once the body timeout has passed, or undefined where the
 * timeout alone decides (every request but an upload from this site with a session cookie).
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} request
 * @returns {number | undefined}
 */
export function bodyRateFloor(request) {
  return isUpload(request) && !refusedUpload(request.headers) ? UPLOAD_MIN_BYTES_PER_SECOND : undefined;
}

/**
 * Why a request's body is refused before it is read, as an HTTP status: 413 above the limit (MAX_BODY_BYTES unless
 * `bodyLimit` says otherwise), 411 for a body of unknown length (chunked), which no browser sends to this site and
 * which could otherwise be of any size.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {number} [limit]
 * @returns {411 | 413 | undefined}
 */
export function refusedBody(headers, limit = MAX_BODY_BYTES) {
  const length = headers['content-length'];
  if (length !== undefined) return Number(length) > limit ? 413 : undefined;
  return headers['transfer-encoding'] ? 411 : undefined;
}

/**
 * The only request headers a render that may be cached and served to everyone gets to see. Anything else (cookies,
 * Accept-Language, User-Agent, X-Forwarded-Host, …) could shape a page that is then served to every later visitor,
 * so it is dropped. Host and scheme are part of the cache key; the referrer only feeds the 404 log, which is never
 * cached.
 */
const SHARED_RENDER_HEADERS = new Set(['host', 'x-forwarded-proto', 'referer', CLIENT_ADDRESS_HEADER]);

/** @param {import('node:http').IncomingHttpHeaders} headers */
export function keepSharedRenderHeaders(headers) {
  for (const name of Object.keys(headers)) if (!SHARED_RENDER_HEADERS.has(name)) delete headers[name];
}

/**
 * The content codings of an Accept-Encoding header with their weights (a malformed weight counts as 0).
 * @param {string | string[] | undefined} header
 */
function acceptedCodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const item of String(header ?? '').split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * Whether a client accepts a coding, by the rules of Accept-Encoding: `gzip;q=0` (or `*;q=0` without gzip) refuses it.
 * @param {Map<string, number>} weights @param {string[]} names  the coding and its aliases
 */
function accepts(weights, names) {
  const weight = names.map((name) => weights.get(name)).find((value) => value !== undefined) ?? weights.get('*');
  return weight !== undefined && weight > 0;
}

/**
 * Whether a client accepts gzip.
 * @param {string | string[] | undefined} header
 */
export function acceptsGzip(header) {
  return accepts(acceptedCodings(header), ['gzip', 'x-gzip']);
}

/**
 * The coding to answer with: brotli when the client accepts it (every current browser does; it compresses HTML and
 * scripts about a sixth smaller than gzip), else gzip, else none.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | undefined}
 */
export function preferredEncoding(header) {
  const weights = acceptedCodings(header);
  if (accepts(weights, ['br'])) return 'br';
  return accepts(weights, ['gzip', 'x-gzip']) ? 'gzip' : undefined;
}
