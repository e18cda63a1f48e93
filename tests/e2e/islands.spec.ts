import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { waitForHydration } from '../support/hydration';
import { localized, locales } from './routes';

/**
 * The public site, all of it the islands renderer's (Astro, src/node-server/renderers.mjs): HTML with React islands,
 * no Next.js runtime, a CSP by hash (src/site/csp.ts), and cached bytes compressed once. A page of every family, and
 * the not-found page (the gone page, previews and review links are proven so in gone.spec.ts and drafts.spec.ts).
 */
const islandPages = [
  '/',
  '/terms',
  '/privacy-policy',
  '/process',
  '/about-us',
  '/services',
  '/socialmediaplans',
  '/blog',
  '/blog/seo-basics-for-small-businesses',
  '/case-studies',
  '/services/web3',
  '/portfolio',
  '/portfolio/11',
  '/case-studies/smart-emr',
  '/pricing-calculator',
  '/contact-us',
  '/whitelabel-solutions',
  '/no-such-page',
];

/** A GET's status, headers and body bytes as sent (no decoding). */
function fetchBytes(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port: Number(process.env.E2E_PORT), path, headers, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

for (const locale of locales)
  test(`every islands page in ${locale} loads nothing under /_next/, breaks no CSP rule and hydrates its header`, async ({
    page,
    cspViolations,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of islandPages.map((page) => localized(locale, page))) {
      requested.length = 0;
      await page.goto(path);
      await expect(page.locator('h1'), path).toBeVisible();
      // The toggle is the site script's: a click flips the theme under the page's CSP.
      await waitForHydration(page, 'header');
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await page.getByTestId('theme-toggle').click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')), { message: path })
        .toBe(!dark);
      expect(
        requested.filter((pathname) => pathname.startsWith('/_next/')),
        path,
      ).toEqual([]);
      expect(
        requested.filter((pathname) => pathname.startsWith('/_astro/') && pathname.endsWith('.js')).length,
        `${path} island scripts`,
      ).toBeGreaterThan(0);
    }
    expect(await cspViolations()).toEqual([]);
  });

test('islands and the web font are fetched after the first paint; the font serves from the next page’s first frame', async ({
  page,
}) => {
  await page.goto('/terms');
  // A first visit: the fallback (sized to Inter) paints; the font is loaded after that, for the next page.
  await expect(page.locator('html')).not.toHaveClass(/\bweb-font\b/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('web-font'))).toBe('1');
  const timing = await page.evaluate(() => {
    const started = (pattern: RegExp) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => pattern.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      font: started(/\/_astro\/inter-[^/]+\.woff2$/),
      islands: started(/\/_astro\/[^/]+-client\.[^/]+\.js$/),
    };
  });
  expect(timing.font).toHaveLength(1);
  expect(timing.islands.length).toBeGreaterThan(0);
  for (const started of [...timing.font, ...timing.islands]) expect(started).toBeGreaterThanOrEqual(timing.paint);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?inter"?,/);

  await page.goto('/privacy-policy');
  await expect(page.locator('html')).toHaveClass(/\bweb-font\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?inter"?,/);
  expect(await page.evaluate(() => document.fonts.check('1em inter'))).toBe(true);
});

test('an islands page allows only its own inline scripts: one injected into the page is refused', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto('/terms');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    const refused = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
        once: true,
      }),
    );
    document.body.append(script);
    return { directive: await refused, injected: (window as { __injected?: boolean }).__injected === true };
  });
  expect(ran).toEqual({ directive: 'script-src-elem', injected: false });
});

test('a cached islands page is the same bytes for every visitor, compressed once per coding', async () => {
  const path = '/de/privacy-policy';
  await fetchBytes(path);
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await fetchBytes(path, { 'accept-encoding': 'br' }));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['x-render-cache']).toBe('hit');
  }
  const digests = new Set(answers.map((answer) => createHash('sha256').update(answer.body).digest('hex')));
  expect(digests.size).toBe(1);
  expect(new Set(answers.map((answer) => answer.headers['content-security-policy'])).size).toBe(1);
  const html = brotliDecompressSync(answers[0]!.body).toString('utf8');
  expect(html).toContain('<html lang="de" dir="ltr"');
  expect(html).not.toContain('/_next/');
});

test("the renderer's build files are immutable, compressed, and answered 404 or 405 when asked wrongly", async ({
  request,
}) => {
  const html = await (await request.get('/terms')).text();
  const script = /component-url="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const file = await fetchBytes(script!, { 'accept-encoding': 'gzip, br' });
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers['content-encoding']).toBe('br');
  expect(file.headers['x-content-type-options']).toBe('nosniff');
  const again = await fetchBytes(script!, { 'if-none-match': String(file.headers.etag) });
  expect(again.status).toBe(304);
  for (const missing of ['/_astro/no-such-file.js', '/_astro/..%2fserver%2fentry.mjs', '/_astro/../server/entry.mjs']) {
    const answer = await fetchBytes(missing);
    expect(answer.status, missing).toBe(404);
    expect(answer.headers['cache-control'], missing).not.toContain('immutable');
  }
  expect((await request.post(script!, { data: '' })).status()).toBe(405);
});
