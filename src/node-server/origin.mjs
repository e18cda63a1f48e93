// @ts-check
/**
 * Whether a server-action request or a media upload may come from another site (SECURITY.md C1): its Origin must name
 * the host the request was sent to (as Next.js compares them: X-Forwarded-Host when a trusted proxy set it, else
 * Host); `null` and garbage are foreign. Browsers send Origin with every POST; a request without one passes only when the browser says it is
 * same-origin (`Sec-Fetch-Site`), as the route handlers decide (src/server/auth/origin.ts).
 * next.config.ts names no `serverActions.allowedOrigins`; should it ever, this check must accept them too.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isForeignOrigin(headers) {
  const origin = headers.origin;
  if (origin === undefined) return headers['sec-fetch-site'] !== 'same-origin';
  const forwarded = headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim()) || headers.host;
  try {
    return new URL(String(origin)).host !== host;
  } catch {
    return true;
  }
}
