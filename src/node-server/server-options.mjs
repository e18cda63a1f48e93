// @ts-check
/**
 * How long the production server (server.mjs) waits for a request, read once at start. Node's own limits (headers in
 * 60 s, the request in 300 s, checked every 30 s) let a client that trickles a large body hold a connection for minutes.
 *
 * HEADERS_TIMEOUT_MS (default 10000): the request line and headers must have arrived within it.
 * BODY_TIMEOUT_MS (default 30000): the whole request, body included, must have arrived within it.
 * Either way the client is answered 408 and the connection closed (src/node-server/slow-requests.mjs).
 */

const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_BODY_TIMEOUT_MS = 30_000;

/**
 * @param {string} name
 * @param {string | undefined} value
 * @param {number} fallback
 */
function milliseconds(name, value, fallback) {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 3_600_000)
    throw new Error(`${name}: "${value}" is not a whole number of milliseconds from 1 to 3600000`);
  return Number(text);
}

/**
 * The limits of HEADERS_TIMEOUT_MS and BODY_TIMEOUT_MS for `guardSlowRequests` (src/node-server/slow-requests.mjs),
 * checked this often; throws an Error with a message meant for the operator.
 * @param {Record<string, string | undefined>} env
 * @returns {{ headersTimeout: number, requestTimeout: number, checkEvery: number }}
 */
export function serverTimeouts(env) {
  const headersTimeout = milliseconds('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS);
  const requestTimeout = milliseconds('BODY_TIMEOUT_MS', env.BODY_TIMEOUT_MS, DEFAULT_BODY_TIMEOUT_MS);
  if (headersTimeout > requestTimeout)
    throw new Error('HEADERS_TIMEOUT_MS: must not be longer than BODY_TIMEOUT_MS (which counts from the same start)');
  // Checked this often, so a limit is enforced at most a quarter of the headers timeout (or a second) late.
  const checkEvery = Math.min(1000, Math.ceil(headersTimeout / 4));
  return { headersTimeout, requestTimeout, checkEvery };
}

/** The media library's default largest upload (src/lib/env.ts MEDIA_MAX_BYTES). */
export const DEFAULT_MEDIA_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The largest body the media library's upload address may receive (MEDIA_MAX_BYTES); every other request keeps the
 * 2 MB cap of request-rules.mjs. The app checks the same variable, with its message, at start.
 * @param {Record<string, string | undefined>} env
 */
export function uploadLimit(env) {
  const text = (env.MEDIA_MAX_BYTES ?? '').trim();
  if (text === '') return DEFAULT_MEDIA_MAX_BYTES;
  if (!/^\d+$/.test(text)) throw new Error(`MEDIA_MAX_BYTES: "${env.MEDIA_MAX_BYTES}" is not a whole number of bytes`);
  return Number(text);
}
