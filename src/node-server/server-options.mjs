// @ts-check
/**
 * How long the production server (server.mjs) waits for a request, read once at start. Node's own limits (headers in
 * 60 s, the request in 300 s, checked every 30 s) let a client that trickles a large body hold a connection for minutes.
 *
 * HEADERS_TIMEOUT_MS (default 10000): the request line and headers must have arrived within it.
 * BODY_TIMEOUT_MS (default 30000): the whole request, body included, must have arrived within it.
 * Either way the client is answered 408 and the connection closed.
 */

export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;

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
 * The http.Server options for HEADERS_TIMEOUT_MS and BODY_TIMEOUT_MS; throws an Error with a message meant for the
 * operator.
 * @param {Record<string, string | undefined>} env
 * @returns {{ headersTimeout: number, requestTimeout: number, connectionsCheckingInterval: number }}
 */
export function serverTimeouts(env) {
  const headersTimeout = milliseconds('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS);
  const requestTimeout = milliseconds('BODY_TIMEOUT_MS', env.BODY_TIMEOUT_MS, DEFAULT_BODY_TIMEOUT_MS);
  if (headersTimeout > requestTimeout)
    throw new Error('HEADERS_TIMEOUT_MS: must not be longer than BODY_TIMEOUT_MS (which counts from the same start)');
  // Node looks for expired requests only this often: without it a timeout could run up to 30 s late.
  const connectionsCheckingInterval = Math.min(1000, Math.ceil(headersTimeout / 4));
  return { headersTimeout, requestTimeout, connectionsCheckingInterval };
}
