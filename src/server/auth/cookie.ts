import { SESSION_ABSOLUTE_MS } from './session';

/**
 * Whether the site's session cookie must be `Secure` (and so `__Host-` prefixed), decided once from SITE_URL and never
 * from a request, which a misconfigured proxy could relay as plain http (SECURITY.md A5). Only a plain-http site on the
 * local machine (the quick start, the tests) goes without: browsers refuse Secure cookies over plain http elsewhere.
 */
export function secureCookies(siteUrl: string): boolean {
  const { protocol, hostname } = new URL(siteUrl);
  return protocol === 'https:' || !isLoopbackHost(hostname);
}

function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === '[::1]'
  );
}

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-admin-session' : 'admin-session';
}

/** The Set-Cookie value that gives the browser a session (`token` empty and Max-Age=0 end it). */
export function sessionCookieHeader(token: string, secure: boolean): string {
  return [
    `${sessionCookieName(secure)}=${token}`,
    'Path=/',
    `Max-Age=${token ? Math.floor(SESSION_ABSOLUTE_MS / 1000) : 0}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Whether the request reached the site over https (server.mjs sets the header only from the socket or a trusted proxy). */
export function isHttps(headers: Headers): boolean {
  return headers.get('x-forwarded-proto') === 'https';
}
