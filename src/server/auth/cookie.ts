import { SESSION_ABSOLUTE_MS } from './session';

/**
 * The admin session cookie (SECURITY.md A5): `__Host-` prefixed, Secure, HttpOnly, SameSite=Strict, Path=/ when the
 * site is served over https. Browsers refuse `__Host-` and Secure cookies on plain http, so a plain-http start (the
 * local machine, the tests) uses an unprefixed name without Secure and otherwise the same attributes.
 */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-admin-session' : 'admin-session';
}

/** The Set-Cookie value that gives the browser a session (`token` empty and Max-Age=0 end it). */
export function sessionCookieHeader(token: string, https: boolean): string {
  return [
    `${sessionCookieName(https)}=${token}`,
    'Path=/',
    `Max-Age=${token ? Math.floor(SESSION_ABSOLUTE_MS / 1000) : 0}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(https ? ['Secure'] : []),
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
