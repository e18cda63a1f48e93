import type { Page } from '@playwright/test';
import { adminServer } from '../support/admin';
import { expect, test } from './fixtures';

/**
 * Third parties by env (issue 18): a chat provider's script replaces our widget, and a hosted analytics provider gets
 * page views too. Both load by their origin, named in the CSP only when configured. The provider hosts are answered by
 * the test itself, so nothing leaves the machine.
 */
test.describe.configure({ mode: 'serial' });

const CHAT = 'https://chat.provider.example/widget.js';
const STATS = 'https://stats.provider.example/script.js';
const { base } = adminServer({ CHAT_PROVIDER_SCRIPT: CHAT, ANALYTICS_PROVIDER_SCRIPT: STATS });

/** Answers both provider hosts with a script that says it ran. */
async function fakeProviders(page: Page) {
  for (const [url, flag] of [
    [CHAT, '__chatProviderRan'],
    [STATS, '__statsProviderRan'],
  ] as const)
    await page.route(url, (route) => route.fulfill({ contentType: 'text/javascript', body: `window.${flag} = true;` }));
}

// A public page (src/site/csp.ts) has no nonce and allows script files by origin: the site's own and, when configured,
// each provider's. The not-found page is a page like any other.
for (const path of ['/services', '/no-such-page']) {
  test(`the configured providers load after the page, and the CSP names only their origins (${path})`, async ({
    page,
    cspViolations,
  }) => {
    await fakeProviders(page);
    const response = await page.goto(`${base}${path}`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(csp).toContain('https://chat.provider.example');
    expect(csp).toContain('https://stats.provider.example');
    // With no nonce, script-src itself names them.
    expect(scriptSrc).toMatch(
      /chat\.provider\.example.*stats\.provider\.example|stats\.provider\.example.*chat\.provider\.example/,
    );
    expect(csp).not.toContain('widget.js');
    expect(scriptSrc.includes("'nonce-"), csp).toBe(false);
    // Neither is in the page as served.
    const html = await response!.text();
    expect(html).not.toContain('<script src="https://chat.provider.example');
    await expect
      .poll(() => page.evaluate(() => (window as { __statsProviderRan?: boolean }).__statsProviderRan))
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as { __chatProviderRan?: boolean }).__chatProviderRan), {
        timeout: 6_000,
      })
      .toBe(true);
    // The provider replaces our widget.
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    const nonces = await page.evaluate(() =>
      [...document.querySelectorAll('script[src*="provider.example"]')].map(
        (script) => (script as HTMLScriptElement).nonce,
      ),
    );
    expect(nonces).toEqual(['', '']);
    expect(await cspViolations()).toEqual([]);
  });
}

test('a visitor with Global Privacy Control gets no analytics provider', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
  const page = await context.newPage();
  await fakeProviders(page);
  await page.goto(`${base}/about-us`);
  await expect
    .poll(() => page.evaluate(() => (window as { __chatProviderRan?: boolean }).__chatProviderRan), {
      timeout: 6_000,
    })
    .toBe(true);
  expect(await page.evaluate(() => (window as { __statsProviderRan?: boolean }).__statsProviderRan)).toBeUndefined();
  await context.close();
});
