// @ts-check
/**
 * What the production server (server.mjs) guarantees of every response, whoever wrote it: no internal headers reach
 * the visitor, only a successful file is cached for a year, a response that went around proxy.ts (a file, a missing
 * file, a refusal of the server itself) still carries the security headers, and every response over https HSTS.
 */

/** SECURITY.md E2: sent with every response over https (src/lib/security/csp.ts sends the same from proxy.ts). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/** Headers Next.js uses between its proxy and its renderer; they tell a visitor about internal routing. */
const INTERNAL_HEADER = /^x-middleware-|^x-nextjs-(?:rewrite|redirect|matched-path)$|^x-invoke-/;

/**
 * The headers of SECURITY.md E2 that are the same on every page (its CSP is its own: it names the page's scripts). The
 * bench's probes are served with them too (bench/probe, bench/islands-probe): COOP alone puts a browsing-context-group
 * switch into every measured load, which costs an empty page about 400 ms of Lighthouse's mobile TBT on this machine.
 */
export const PAGE_SECURITY_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
});

/** The headers of SECURITY.md E2 for a response that has none of its own; its CSP lets nothing run. */
export const FALLBACK_SECURITY_HEADERS = Object.freeze({
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  ...PAGE_SECURITY_HEADERS,
});

/**
 * Adjusts a response's headers just before they are sent.
 * @param {import('node:http').ServerResponse} response
 * @param {{ https?: boolean }} [options]  https: the request came over https (client-address.mjs decided it)
 */
function tidyHeaders(response, { https = false } = {}) {
  for (const name of response.getHeaderNames()) if (INTERNAL_HEADER.test(name)) response.removeHeader(name);
  const ok = response.statusCode < 300 || response.statusCode === 304;
  if (!ok && /immutable/.test(String(response.getHeader('cache-control') ?? '')))
    response.setHeader('cache-control', 'no-store');
  const html = /html/.test(String(response.getHeader('content-type') ?? ''));
  for (const [name, value] of Object.entries(FALLBACK_SECURITY_HEADERS))
    if (!response.hasHeader(name) && (html || name !== 'content-security-policy')) response.setHeader(name, value);
  if (https && !response.hasHeader('strict-transport-security'))
    response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/**
 * Runs `tidyHeaders` whenever the response's headers go out: Node sends them through writeHead, also when the first
 * write sends them implicitly. Headers passed to writeHead itself are set first, so they are tidied too.
 * @param {import('node:http').ServerResponse} response
 * @param {{ https?: boolean }} [options]
 */
export function tidyOnWriteHead(response, options = {}) {
  const writeHead = response.writeHead;
  return Object.assign(response, {
    /** @param {number} status @param {unknown[]} rest */
    writeHead(status, ...rest) {
      const message = typeof rest[0] === 'string' ? rest[0] : undefined;
      const headers = rest.find((item) => typeof item === 'object' && item !== null);
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(headers[i], headers[i + 1]);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
      }
      response.statusCode = status;
      tidyHeaders(response, options);
      return message === undefined
        ? Reflect.apply(writeHead, response, [status])
        : Reflect.apply(writeHead, response, [status, message]);
    },
  });
}

/**
 * A short plain-text answer of the server itself (400, 411, 413, 500), with the security headers.
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} text
 */
export function sendPlain(response, status, text) {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(FALLBACK_SECURITY_HEADERS)) response.setHeader(name, value);
  response.setHeader('content-length', Buffer.byteLength(text));
  response.end(text);
}

/**
 * A redirect of the server itself (src/node-server/redirects.mjs). Browsers keep a 301 for as long as it allows: an
 * hour here, so a redirect an owner edits or removes reaches returning browsers within the hour. A temporary one (302)
 * is kept by no one: the address is asked again each time, so it goes back to its own page when the owner says.
 * @param {import('node:http').ServerResponse} response
 * @param {string} location  already encoded for the header
 * @param {{ head?: boolean, permanent?: boolean }} [options]
 */
export function sendRedirect(response, location, { head = false, permanent = true } = {}) {
  const text = `${permanent ? 'Moved permanently' : 'Moved for now'} to ${location}`;
  response.statusCode = permanent ? 301 : 302;
  response.setHeader('location', location);
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', permanent ? 'public, max-age=3600' : 'no-store');
  for (const [name, value] of Object.entries(FALLBACK_SECURITY_HEADERS)) response.setHeader(name, value);
  response.setHeader('content-length', Buffer.byteLength(text));
  response.end(head ? undefined : text);
}
