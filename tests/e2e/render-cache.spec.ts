import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer } from '../support/production-server';
import { expect, test } from './fixtures';

/** The rendered-page cache of server.mjs (src/render-cache): reused work, never a reused nonce or form token. */

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('a public page is served again from the cache with a fresh nonce in header and body', async ({ request }) => {
  const path = '/portfolio/16';
  await request.get(path);
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await request.get(path);
    expect(response.headers()['x-render-cache']).toBe('hit');
    const nonce = nonceOf(response.headers()['content-security-policy']);
    const html = await response.text();
    const bodyNonces = new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]));
    expect(bodyNonces).toEqual(new Set([nonce]));
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(3);
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

test('router requests and HEAD go to Next.js and never see the cache mark', async ({ request }) => {
  const rsc = await request.get('/portfolio', { headers: { rsc: '1' } });
  expect(rsc.headers()['x-render-cache']).toBeUndefined();
  expect(rsc.headers()['content-type']).toContain('text/x-component');
  const head = await request.head('/portfolio');
  expect(head.status()).toBe(200);
  expect(head.headers()['x-render-cache']).toBeUndefined();
});

test('a page served from the cache hydrates under the strict CSP', async ({ page, request }) => {
  await request.get('/about-us');
  const response = await page.goto('/about-us');
  expect(response?.headers()['x-render-cache']).toBe('hit');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('with RENDER_CACHE=off every page is rendered for its request', async ({ request }) => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-nocache-'));
  const port = Number(process.env.E2E_PORT) + 3;
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
