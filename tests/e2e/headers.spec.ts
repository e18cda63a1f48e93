import { observatoryScore } from '../../src/lib/security/observatory';
import { expect, test } from './fixtures';
import { adminPaths, localized, publicPaths } from './routes';

const everyRoute = [
  ...publicPaths,
  ...publicPaths.map((path) => localized('ar', path)),
  '/about',
  '/no-such-page',
  '/admin-login',
  ...adminPaths,
  '/sitemap.xml',
  '/robots.txt',
  '/api/health',
];

function nonceOf(csp: string | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1];
}

test('every route sends the strict CSP and the protective headers (E1, E2)', async ({ request }) => {
  for (const path of everyRoute) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(nonceOf(csp), `${path} nonce`).toBeTruthy();
    expect(Buffer.from(nonceOf(csp) ?? '', 'base64').length, `${path} nonce bytes`).toBeGreaterThanOrEqual(16);
    expect(csp, path).toContain("'strict-dynamic'");
    expect(/script-src[^;]*unsafe-(inline|eval)/.test(csp), `${path} unsafe script source`).toBe(false);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp, `${path} ${directive}`).toContain(directive);
    }
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    expect(headers['x-powered-by'], path).toBeUndefined();
    expect(headers['strict-transport-security'], `${path} HSTS over http`).toBeUndefined();
  }
});

test('static files carry the protective headers and long-lived caching for images', async ({ request }) => {
  const response = await request.get('/images/og/default.png');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers()['cache-control']).toContain('immutable');
});

test('behind https the pages add HSTS and score A+ on the Observatory table (E2, E3)', async ({ request }) => {
  const response = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  const headers = response.headers();
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  const result = observatoryScore(headers);
  expect(result.grade, JSON.stringify(result.tests)).toBe('A+');
});

test('the page nonce matches the header and changes with every response (E1)', async ({ request }) => {
  const seen = new Set<string>();
  for (const path of ['/', '/privacy-policy', '/ar/services', '/admin-login']) {
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
  expect(seen.size).toBe(8);
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
    expect(response.headers['content-security-policy'], path).toContain("'nonce-");
    expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    expect(response.body, path).toContain('404');
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
  await page.goto('/about-us');
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
