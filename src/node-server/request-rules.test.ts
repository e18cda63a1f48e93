import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  bodyLimit,
  keepSharedRenderHeaders,
  MAX_BODY_BYTES,
  mendUrl,
  preferredEncoding,
  refusedBody,
  refusedUpload,
  UPLOAD_PATH,
} from './request-rules.mjs';

/** What a browser of the site with a session sends with an upload. */
const signedIn = { host: 'site.test', origin: 'http://site.test', cookie: 'theme=dark; admin-session=abc123' };

describe('mendUrl', () => {
  const replacement = encodeURIComponent('\uFFFD');
  it.each([
    ['/%ff', `/${replacement}`],
    ['/portfolio/%2', `/portfolio/${replacement}2`],
    ['/blog/%c0%ae', `/blog/${replacement}${replacement}`],
    ['/es/%ff?x=%ff', `/es/${replacement}?x=%ff`],
    ['/%00', `/${replacement}`],
    ['/100%25', `/100${replacement}`],
    ['/caf%C3%A9%ff', `/caf%C3%A9${replacement}`],
  ])('reads the undecodable %s as a browser would: %s', (url, mended) => {
    expect(mendUrl(url)).toBe(mended);
  });

  it.each(['/', '/portfolio/11', '/contact%2Dus', '/es/services/web-development?a=%ff', '/caf%C3%A9'])(
    'leaves the decodable %s alone',
    (url) => {
      expect(mendUrl(url)).toBe(url);
    },
  );

  it('always yields segments that decode, even twice, without control characters (property)', () => {
    const piece = fc.oneof(fc.string(), fc.constantFrom('%', '%f', '%ff', '%c0%ae', '%00', '%2F', '%25', '%C3%A9'));
    fc.assert(
      fc.property(fc.array(piece), (parts) => {
        const pathname = mendUrl(`/${parts.join('')}`).split('?')[0] ?? '';
        for (const segment of pathname.split('/')) {
          const decoded = decodeURIComponent(segment);
          expect(decodeURIComponent(decoded)).toBe(decoded);
          expect(/[\u0000-\u001f\u007f]/.test(decoded)).toBe(false);
        }
      }),
    );
  });
});

describe('refusedBody', () => {
  it('refuses a declared body above 2 MB with 413 and a body of unknown length with 411', () => {
    expect(refusedBody({ 'content-length': String(MAX_BODY_BYTES + 1) })).toBe(413);
    expect(refusedBody({ 'content-length': String(MAX_BODY_BYTES) })).toBeUndefined();
    expect(refusedBody({ 'transfer-encoding': 'chunked' })).toBe(411);
    expect(refusedBody({})).toBeUndefined();
  });

  it('lets only a POST to the media upload address from this site with a session cookie send more, up to its own limit', () => {
    const upload = 20 * 1024 * 1024;
    expect(bodyLimit({ method: 'POST', url: UPLOAD_PATH, headers: signedIn }, upload)).toBe(upload);
    expect(bodyLimit({ method: 'POST', url: `${UPLOAD_PATH}?x=1`, headers: signedIn }, upload)).toBe(upload);
    for (const request of [
      { method: 'PUT', url: UPLOAD_PATH, headers: signedIn },
      { method: 'POST', url: `${UPLOAD_PATH}/more`, headers: signedIn },
      { method: 'POST', url: '/admin/media', headers: signedIn },
      { method: 'POST', url: '/contact-us', headers: signedIn },
      { method: 'POST', url: UPLOAD_PATH, headers: { ...signedIn, cookie: 'theme=dark' } },
      { method: 'POST', url: UPLOAD_PATH, headers: { ...signedIn, origin: 'https://evil.example' } },
    ])
      expect(bodyLimit(request, upload), JSON.stringify(request)).toBe(MAX_BODY_BYTES);
    const length = { 'content-length': String(upload) };
    expect(
      refusedBody(length, bodyLimit({ method: 'POST', url: UPLOAD_PATH, headers: signedIn }, upload)),
    ).toBeUndefined();
    expect(refusedBody({ 'content-length': String(upload + 1) }, upload)).toBe(413);
  });
});

describe('refusedUpload', () => {
  it('refuses an upload from another site, or without a session cookie, from its headers alone (A1, C1)', () => {
    expect(refusedUpload(signedIn)).toBeUndefined();
    expect(refusedUpload({ ...signedIn, cookie: '__Host-admin-session=abc123' })).toBeUndefined();
    expect(refusedUpload({ ...signedIn, origin: 'https://evil.example' })).toBe(403);
    expect(refusedUpload({ ...signedIn, origin: 'null' })).toBe(403);
    for (const cookie of [undefined, '', 'theme=dark', 'admin-session=', 'my-admin-session=abc', 'xadmin-session=abc'])
      expect(refusedUpload({ ...signedIn, cookie }), String(cookie)).toBe(401);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
    ['', false],
    [undefined, false],
    ['gzip;q=abc', false],
  ])('reads %j as %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0.5, *;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('answers %j with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('keepSharedRenderHeaders', () => {
  it('keeps host, scheme, referrer and the client address, and drops everything a visitor could use to shape a page', () => {
    const headers = {
      host: 'www.emberline.example',
      'x-forwarded-proto': 'https',
      referer: 'https://search.example/',
      'x-client-address': '203.0.113.7',
      cookie: 'NEXT_LOCALE=de',
      'accept-language': 'de',
      'user-agent': 'Googlebot',
      'x-forwarded-host': 'attacker.example',
      'accept-encoding': 'gzip',
    };
    keepSharedRenderHeaders(headers);
    expect(Object.keys(headers).sort()).toEqual(['host', 'referer', 'x-client-address', 'x-forwarded-proto']);
  });
});
