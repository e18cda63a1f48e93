/**
 * SECURITY.md C1: a state-changing request must come from this site's own pages. The browser's Origin must be this
 * site's (never `null`); a request without Origin passes only when the browser says it is same-origin
 * (`Sec-Fetch-Site`). Anything else — another site, a sandboxed frame, a script without those headers — is refused.
 */
export function isSameOrigin(headers: Headers, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null) {
    const scheme = headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
    const own = [`${scheme}://${headers.get('host') ?? ''}`, new URL(siteUrl).origin];
    return origin !== 'null' && own.includes(origin);
  }
  return headers.get('sec-fetch-site') === 'same-origin';
}
