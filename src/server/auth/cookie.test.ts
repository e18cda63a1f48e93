import { describe, expect, it } from 'vitest';
import { readCookie, secureCookies, sessionCookieHeader, sessionCookieName } from './cookie';

describe('the session cookie', () => {
  it('is Secure and __Host- prefixed for an https site, whatever a request says (A5)', () => {
    expect(secureCookies('https://www.emberline.example')).toBe(true);
    expect(secureCookies('https://localhost:3000')).toBe(true);
    expect(sessionCookieName(true)).toBe('__Host-admin-session');
    expect(sessionCookieHeader('token', true)).toBe(
      '__Host-admin-session=token; Path=/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('drops Secure only for a plain-http site on the local machine (A5)', () => {
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1:4000',
      'http://admin.localhost',
      'http://[::1]:3000',
    ])
      expect(secureCookies(local), local).toBe(false);
    for (const remote of ['http://www.emberline.example', 'http://192.168.1.20:3000', 'http://localhost.example.com'])
      expect(secureCookies(remote), remote).toBe(true);
    expect(sessionCookieHeader('token', false)).toBe(
      'admin-session=token; Path=/; Max-Age=28800; HttpOnly; SameSite=Strict',
    );
  });

  it('is ended with an empty value and Max-Age=0', () => {
    expect(sessionCookieHeader('', true)).toMatch(/^__Host-admin-session=; Path=\/; Max-Age=0;/);
  });

  it('is read by its exact name only', () => {
    expect(readCookie('a=1; __Host-admin-session=abc=; admin-session=def', '__Host-admin-session')).toBe('abc=');
    expect(readCookie('x-admin-session=abc', 'admin-session')).toBeUndefined();
    expect(readCookie(null, 'admin-session')).toBeUndefined();
  });
});
