import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { createSession } from '../../src/server/auth/session';
import { OWNER_ID } from '../../src/server/auth/user';
import { connect } from '../../src/server/db/connect';
import { observatoryScore } from '../../src/lib/security/observatory';
import { expect, test } from './fixtures';
import { adminPaths, localized, locales, publicPaths, SITE_URL } from './routes';

/** The admin beyond the editors of the route table: the inbox, analytics, people, activity, the account. */
const adminSections = ['/admin/leads', '/admin/analytics', '/admin/users', '/admin/activity', '/admin/account'];

/** Both route tables in all four languages, the other spellings, a missing page, the admin, and the files. */
const everyRoute = [
  ...locales.flatMap((locale) => publicPaths.map((path) => localized(locale, path))),
  '/about',
  '/no-such-page',
  '/admin-login',
  '/admin-set-password',
  '/admin-login/forgot',
  '/admin-login/verify',
  ...adminPaths,
  ...adminSections,
  '/admin/leads/export',
  '/sitemap.xml',
  '/robots.txt',
  '/blog/rss.xml',
  '/api/health',
  '/api/captcha/challenge',
  '/api/chat/token',
];

function nonceOf(csp: string | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1];
}

/** The hash sources of a CSP's script-src (a public page on the islands renderer allows its inline scripts so). */
function scriptHashesOf(csp: string | undefined): string[] {
  const scripts = /script-src ([^;]+)/.exec(csp ?? '')?.[1] ?? '';
  return [...scripts.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((match) => match[1] ?? '');
}

/**
 * E1 and E2: the strict CSP, and the protective headers (HSTS exactly when served over https). A Next.js answer allows
 * scripts by its nonce and what they load ('strict-dynamic'); a public page on the islands renderer allows its few
 * inline scripts by hash and script files of the site itself, never by a nonce.
 */
function protectiveHeaderProblems(headers: Record<string, string>, https: boolean): string[] {
  const csp = headers['content-security-policy'] ?? '';
  const nonce = nonceOf(csp);
  const checks: [boolean, string][] = scriptHashesOf(csp).length
    ? [
        [nonce === undefined, 'a nonce beside hashes'],
        [/script-src 'self' 'sha256-/.test(csp), 'scripts not by hash'],
      ]
    : [
        [Boolean(nonce), 'no nonce'],
        [Buffer.from(nonce ?? '', 'base64').length >= 16, 'a nonce under 16 bytes'],
        [csp.includes("'strict-dynamic'"), "no 'strict-dynamic'"],
      ];
  checks.push([!/script-src[^;]*unsafe-(inline|eval)/.test(csp), 'an unsafe script source']);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
    checks.push([csp.includes(directive), `no ${directive}`]);
  checks.push(
    [headers['x-content-type-options'] === 'nosniff', 'X-Content-Type-Options'],
    [headers['referrer-policy'] === 'strict-origin-when-cross-origin', 'Referrer-Policy'],
    [headers['cross-origin-opener-policy'] === 'same-origin', 'Cross-Origin-Opener-Policy'],
    [headers['cross-origin-resource-policy'] === 'same-origin', 'Cross-Origin-Resource-Policy'],
    [headers['x-powered-by'] === undefined, 'X-Powered-By'],
    https
      ? [/max-age=\d{8}/.test(headers['strict-transport-security'] ?? ''), 'HSTS']
      : [headers['strict-transport-security'] === undefined, 'HSTS over http'],
  );
  return checks.filter(([ok]) => !ok).map(([, problem]) => problem);
}

/**
 * One assertion per response, not one per header: Playwright records every expect as a step, and each new step looks
 * through the earlier ones, so the thousands of checks of the route table cost quadratic time (over 30 s beside other
 * load, where one per route takes a few).
 */
function expectProtectiveHeaders(headers: Record<string, string>, label: string, https: boolean) {
  expect(protectiveHeaderProblems(headers, https), `${label}: ${headers['content-security-policy']}`).toEqual([]);
}

test('every route of both route tables in all four languages, the admin and the API sends the strict CSP and the protective headers (E1, E2)', async ({
  request,
}) => {
  // Every public route in four languages, the admin and the API, in turn: 5 s quiet, 25 s beside a second worker and
  // a bench on two cores.
  test.setTimeout(120_000);
  for (const path of everyRoute) {
    const response = await request.get(path, { maxRedirects: 0 });
    expectProtectiveHeaders(response.headers(), path, false);
  }
  test.info().annotations.push({ type: 'figure', description: `${everyRoute.length} routes over plain http` });
});

/**
 * A page's every script is allowed by its own response's header (E1): on a Next.js page each carries the nonce; on an
 * islands page each inline script's hash is listed and each script file is the site's own.
 */
async function expectScriptsWithNonce(response: APIResponse, label: string) {
  const type = response.headers()['content-type'] ?? '';
  if (response.status() !== 200 || !type.includes('text/html')) return;
  const html = await response.text();
  const csp = response.headers()['content-security-policy'];
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length, `${label} scripts`).toBeGreaterThan(0);
  const hashes = scriptHashesOf(csp);
  if (hashes.length === 0) {
    const nonce = nonceOf(csp);
    for (const [script] of scripts) expect(script, label).toContain(` nonce="${nonce}"`);
    return;
  }
  for (const [script, attributes = '', text = ''] of scripts) {
    if (/\btype="application\/ld\+json"/.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) expect(src, `${label} script file`).toMatch(/^\/(?!\/)/);
    else
      expect(hashes, `${label} ${script.slice(0, 80)}`).toContain(
        `sha256-${createHash('sha256').update(text).digest('base64')}`,
      );
  }
}

/** An owner's session in the shared server's database, for the admin as it answers someone signed in. */
async function ownerCookie(): Promise<string> {
  const { db, close } = connect(`file:${process.env.E2E_DIR}/site.db`);
  try {
    const { token } = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null });
    return `__Host-admin-session=${token}`;
  } finally {
    await close();
  }
}

/** The API's mutations, each answered without changing anything (a body that is refused, or no session to end). */
const apiPosts = [
  { path: '/api/events', data: '{}', status: 400 },
  { path: '/api/chat', data: '{}', status: 415 },
  { path: '/api/admin/login', data: '{}', status: 400 },
  { path: '/api/admin/logout', data: '', status: 303 },
];

test('behind https every route of both route tables in all four languages, the admin signed in or not and the API scores A+ (E1–E4)', async ({
  request,
}) => {
  // Every public route in four languages, the admin signed in and not, and the API, each scored and its
  // scripts checked: 9.7 s quiet, 11.5 s with a third core's load.
  test.setTimeout(120_000);
  const https = { 'x-forwarded-proto': 'https' };
  const owner = await ownerCookie();
  const answers: [string, APIResponse][] = [];
  for (const path of everyRoute) answers.push([path, await request.get(path, { headers: https, maxRedirects: 0 })]);
  for (const path of [...adminPaths, ...adminSections, '/admin/leads/export']) {
    const response = await request.get(path, { headers: { ...https, cookie: owner }, maxRedirects: 0 });
    expect(response.status(), `${path} signed in`).toBe(200);
    answers.push([`${path} signed in`, response]);
  }
  for (const { path, data, status } of apiPosts) {
    const headers = { ...https, origin: SITE_URL, 'content-type': 'text/plain' };
    const response = await request.post(path, { headers, data, maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    answers.push([`POST ${path}`, response]);
  }

  for (const [label, response] of answers) {
    const headers = response.headers();
    expectProtectiveHeaders(headers, label, true);
    const score = observatoryScore(headers);
    expect(score.score, `${label} ${JSON.stringify(score.tests)}`).toBeGreaterThanOrEqual(100);
    if (/^(?:POST )?\/(?:admin|api\/admin\/)/.test(label))
      expect(headers['cache-control'], `${label} (E4)`).toContain('no-store');
    // The chat's signed form time is one visitor's: no cache may keep it and hand it to another.
    if (/^(?:POST )?\/api\/chat/.test(label))
      expect(headers['cache-control'], `${label} (per visitor)`).toBe('no-store');
    await expectScriptsWithNonce(response, label);
  }
  expect(answers.find(([label]) => label === 'POST /api/admin/logout')?.[1].headers()['clear-site-data']).toBe(
    '"cookies", "storage"',
  );
  const publicRoutes = publicPaths.length * locales.length;
  test.info().annotations.push({
    type: 'figure',
    description: `${publicPaths.length} routes × ${locales.length} locales = ${publicRoutes} public pages, ${answers.length - publicRoutes} other answers (admin signed in and not, API, files): every one strict and scoring A+ over https`,
  });
});

test('static files carry the protective headers and long-lived caching for images', async ({ request }) => {
  const response = await request.get('/images/og/default.png');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers()['cache-control']).toContain('immutable');
});

test('the page nonce matches the header and changes with every response (E1)', async ({ request }) => {
  const seen = new Set<string>();
  // The pages Next.js draws: the admin's (the public site's are the islands renderer's, by hash).
  for (const path of ['/admin-login', '/admin-login?next=%2Fadmin%2Fleads']) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      const nonce = nonceOf(response.headers()['content-security-policy']);
      const html = await response.text();
      const scriptNonces = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
      expect(scriptNonces.length, `${path} scripts with a nonce`).toBeGreaterThan(0);
      expect(new Set(scriptNonces), `${path} every script nonce`).toEqual(new Set([nonce]));
      expect(
        [...html.matchAll(/<script(?![^>]*\snonce=)[^>]*>/g)].map((m) => m[0]),
        `${path} scripts without nonce`,
      ).toEqual([]);
      seen.add(nonce!);
    }
  }
  expect(seen.size).toBe(4);
});

test('admin responses are never cached (E4)', async ({ request }) => {
  for (const path of ['/admin-login', ...adminPaths]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
});

test('malformed URLs reach the site’s 404 page (or the spec’s redirect) with the security headers, never a 500', async () => {
  const { rawRequest } = await import('../support/raw-http');
  const port = Number(process.env.E2E_PORT);
  for (const path of ['/%ff', '/blog/%c0%ae', '/es/%ff', '/100%25', '/%00', '/ar/%E2%80%AE%ff']) {
    const response = await rawRequest({ port, path });
    expect(response.status, path).toBe(404);
    expect(response.headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    // The site's not-found page, or the blog's for an address under it ("Blog Post Not Found").
    expect(response.body, path).toMatch(/>404<|Not Found</);
  }
  // An undecodable id is an unknown id: the list, as the specification says.
  for (const [path, list] of [
    ['/portfolio/%2', '/portfolio'],
    ['/ar/services/%E2%80%AE%ff', '/ar/services'],
  ]) {
    const response = await rawRequest({ port, path: path! });
    expect(response.status, path).toBe(307);
    expect(response.headers.location, path).toMatch(new RegExp(`${list}$`));
  }
  for (const path of ['/api/%ff', '/_next/%ff', '/images/%ff']) {
    const response = await rawRequest({ port, path });
    expect(response.status, path).toBe(404);
    expect(response.headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test('a missing file is not cached for a year and still carries the security headers', async ({ request }) => {
  for (const path of ['/images/no-such-image.webp', '/videos/none.mp4', '/fonts/none.woff2']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'] ?? '', path).not.toContain('immutable');
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    if ((response.headers()['content-type'] ?? '').includes('html'))
      expect(response.headers()['content-security-policy'], path).toBeTruthy();
  }
});

test('pages in brotli or gzip only for clients that accept them, by the q-values of Accept-Encoding', async ({
  request,
}) => {
  const encoding = async (acceptEncoding: string) =>
    (await request.get('/about-us', { headers: { 'accept-encoding': acceptEncoding } })).headers()['content-encoding'];
  expect(await encoding('gzip, deflate, br, zstd')).toBe('br');
  expect(await encoding('br;q=0, gzip')).toBe('gzip');
  expect(await encoding('gzip')).toBe('gzip');
  expect(await encoding('gzip;q=0')).toBeUndefined();
  expect(await encoding('*;q=0')).toBeUndefined();
  expect(await encoding('identity')).toBeUndefined();
});

test('build scripts and stylesheets reach a browser in brotli, with the same bytes and headers', async ({
  page,
  request,
}) => {
  // The admin's build scripts (Next.js's); the public site's are Astro's, sent the same way (islands.spec.ts).
  await page.goto('/admin-login');
  const sources = await page
    .locator('script[src^="/_next/static/"]')
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src') ?? ''));
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  for (const path of [...sources.slice(0, 3), stylesheet ?? '']) {
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    // The first brotli request starts the compression in the background; a later one is answered from its store.
    await expect
      .poll(
        async () => (await request.get(path, { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding'],
      )
      .toBe('br');
    const brotli = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(await brotli.body(), path).toEqual(await plain.body());
    for (const name of [
      'content-type',
      'cache-control',
      'etag',
      'x-content-type-options',
      'cross-origin-resource-policy',
    ])
      expect(brotli.headers()[name], `${path} ${name}`).toBe(plain.headers()[name]);
    const etag = brotli.headers()['etag'] ?? '';
    const revalidated = await request.get(path, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(revalidated.status(), path).toBe(304);
  }
});

test('no internal routing header reaches a visitor', async ({ request }) => {
  for (const path of ['/', '/es', '/about-us', '/ar/portfolio/11', '/contact-us', '/no-such-page', '/admin']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const internal = Object.keys(response.headers()).filter((name) => /^x-middleware-|^x-nextjs-/.test(name));
    expect(internal, path).toEqual([]);
  }
});
