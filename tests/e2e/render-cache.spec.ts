import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer } from '../support/production-server';
import { expect, test } from './fixtures';
import { waitForHydration } from '../support/hydration';
import { serverPort } from '../support/ports';

/** The rendered-page cache of server.mjs (src/render-cache): reused work, never a reused nonce or form token. */

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('a public page is served again from the cache, whole, under the same hash-based policy', async ({ request }) => {
  const path = '/pricing-calculator';
  const first = await request.get(path);
  const bodies = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await request.get(path);
    expect(response.headers()['x-render-cache']).toBe('hit');
    expect(response.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    expect(nonceOf(response.headers()['content-security-policy'])).toBeUndefined();
    bodies.add(await response.text());
  }
  expect(bodies.size).toBe(1);
});

test('pages with a lead form are rendered for every visitor, each with its own signed render time', async ({
  request,
}) => {
  for (const path of ['/contact-us', '/es/whitelabel-solutions']) {
    const tokens = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.headers()['x-render-cache'], path).toBe('bypass');
      tokens.push(/name="issuedAt" value="([^"]+)"/.exec(await response.text())?.[1]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(tokens[0], path).toBeTruthy();
    expect(tokens[0], path).not.toBe(tokens[1]);
  }
});

test('HEAD never sees the cache mark', async ({ request }) => {
  const head = await request.head('/pricing-calculator');
  expect(head.status()).toBe(200);
  expect(head.headers()['x-render-cache']).toBeUndefined();
});

test('a page served from the cache hydrates under the strict CSP', async ({ page, request }) => {
  await request.get('/about-us');
  const response = await page.goto('/about-us');
  expect(response?.headers()['x-render-cache']).toBe('hit');
  await waitForHydration(page, 'header');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('with RENDER_CACHE=off every page is rendered for its request', async ({ request }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-nocache-'));
  const port = serverPort();
  const server = await startProductionServer(port, {
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    RENDER_CACHE: 'off',
  });
  try {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(`http://localhost:${port}/portfolio/16`);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-render-cache']).toBeUndefined();
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A page's markup with its nonce and the probe's own query taken out: what every visitor of that URL shares. Inline
 * scripts are emptied: React streams their payload rows in whatever order its work finishes, which differs between
 * two renders of the same page; the markup they hydrate is compared instead.
 */
function shared(html: string, nonce: string | undefined, probe: string): string {
  return html
    .split(nonce ?? '\u0000')
    .join('NONCE')
    .split(probe)
    .join('PROBE')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
}

/** Where two texts first differ, with some context (a whole page in a failure message says nothing). */
function firstDifference(a: string, b: string): string | undefined {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  if (at === a.length && at === b.length) return undefined;
  return `at ${at}:\n  ${a.slice(Math.max(0, at - 200), at + 200)}\n  ${b.slice(Math.max(0, at - 200), at + 200)}`;
}

test('a request header outside the cache key never shapes a cached page', async ({ request }) => {
  const hostile = {
    'x-forwarded-host': 'attacker.example',
    'x-forwarded-for': '203.0.113.66',
    cookie: 'NEXT_LOCALE=de; session=x',
    'accept-language': 'ar',
    'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    referer: 'https://attacker.example/landing',
    'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
  };
  for (const path of ['/', '/services', '/es/portfolio/11', '/ar/blog']) {
    const probe = `probe${Math.random().toString(36).slice(2)}`;
    const url = `${path}?${probe}=1`;
    // On `/` a remembered language is the visitor's own redirect (tested below), so there it is left out.
    const headers = path === '/' ? { ...hostile, cookie: 'session=x' } : hostile;
    const first = await request.get(url, { headers });
    expect(first.headers()['x-render-cache'], `${path} filled by the hostile request`).toBe('miss');

    const later = await request.get(url);
    expect(later.headers()['x-render-cache'], path).toBe('hit');
    const laterHtml = await later.text();
    const serialized = JSON.stringify(later.headers()) + laterHtml;
    expect(serialized, path).not.toContain('attacker.example');
    expect(later.headers().link ?? '', path).not.toContain('hreflang');

    // The same page rendered for a plain request, in the same run, is what the hostile one stored.
    const reference = `reference${Math.random().toString(36).slice(2)}`;
    const clean = await request.get(`${path}?${reference}=1`);
    expect(clean.headers()['x-render-cache'], path).toBe('miss');
    const laterNonce = nonceOf(later.headers()['content-security-policy']);
    const cleanNonce = nonceOf(clean.headers()['content-security-policy']);
    const difference = firstDifference(
      shared(laterHtml, laterNonce, probe),
      shared(await clean.text(), cleanNonce, reference),
    );
    expect(difference, path).toBeUndefined();
    for (const name of ['link', 'content-language', 'vary', 'cache-control', 'content-type'])
      expect(
        later
          .headers()
          [name]?.split(laterNonce ?? '')
          .join(''),
        `${path} ${name}`,
      ).toBe(
        clean
          .headers()
          [name]?.split(cleanNonce ?? '')
          .join(''),
      );
  }
});

test('a remembered language sends / to its page without going through the cache, which keeps the English page', async ({
  request,
}) => {
  const url = `/?probe${Math.random().toString(36).slice(2)}=1`;
  const english = await request.get(url);
  expect(english.headers()['x-render-cache']).toBe('miss');
  const returning = await request.get(url, { headers: { cookie: 'NEXT_LOCALE=de' }, maxRedirects: 0 });
  expect(returning.status()).toBe(307);
  expect(returning.headers().location).toMatch(/\/de\?probe/);
  expect(returning.headers()['cache-control']).toContain('no-store');
  expect(returning.headers()['x-render-cache']).toBeUndefined();
  const again = await request.get(url);
  expect(again.headers()['x-render-cache']).toBe('hit');
  expect(await again.text()).toContain('lang="en"');
});

test('a lead-form page is rendered per visitor however its path is spelled', async ({ request }) => {
  for (const path of ['/contact%2Dus', '/contact%2dus', '/whitelabel%2Dsolutions', '/de/contact%2Dus']) {
    const tokens = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-render-cache'], path).toBe('bypass');
      tokens.push(/name="issuedAt" value="([^"]+)"/.exec(await response.text())?.[1]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(tokens[0], path).toBeTruthy();
    expect(tokens[0], path).not.toBe(tokens[1]);
  }
});
