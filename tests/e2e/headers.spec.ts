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
