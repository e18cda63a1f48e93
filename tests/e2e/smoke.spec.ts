import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

test('the home page renders its seeded content under a strict CSP without violations', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ROI');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The islands renderer's policy (src/site/csp.ts): inline scripts only by their hash, files only from the site.
  const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  await page.waitForLoadState('networkidle');
  expect(await cspViolations()).toEqual([]);
});

test('the nonce of the CSP header is on the page scripts and differs per request', async ({ request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    // An admin page, which Next.js renders (the public site's pages allow their inline scripts by hash).
    const response = await request.get('/admin-login');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('Arabic pages are right-to-left', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('the health check reports the database and its migration level', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: 'ok',
    database: 'sqlite',
    migration: expect.stringMatching(/^\d{4}-/),
  });
});

test('the build did not open the runtime database', () => {
  const report = path.join(process.env.NEXT_DIST_DIR ?? '.next', 'e2e-build.json');
  test.skip(!existsSync(report), 'the build was not made by tests/support/e2e-build.mjs');
  expect(JSON.parse(readFileSync(report, 'utf8'))).toEqual({ openedDatabase: false });
});
