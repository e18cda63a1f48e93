import { test as base, expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * Public pages fetch their framework scripts once their first content has painted
 * (src/render-cache/deferred-scripts.mjs), which can be after the load event `page.goto` waits for. A click or a key
 * press before hydration is lost, as it would be for a very quick person, so `goto` here also waits until React has
 * hydrated the header (every public page has its language menu). Polled from the test, not in the page, so a test's
 * fake clock does not hold it back; pages without the deferred loader (admin, 404, no-script) return at once.
 */
async function untilHydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          if (!document.querySelector('script[data-deferred-scripts]')) return true;
          const menu = document.querySelector('header button[aria-expanded]');
          return !menu || Object.keys(menu).some((key) => key.startsWith('__reactProps'));
        }),
      { timeout: 20_000, intervals: [50, 100, 250] },
    )
    .toBe(true);
}

/** Every page records Content-Security-Policy violations; a test fails if any happened. */
export const test = base.extend<{ cspViolations: () => Promise<string[]> }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
      if ((options?.waitUntil ?? 'load') === 'load' && response?.status() === 200 && html) await untilHydrated(page);
      return response;
    };
    await use(page);
  },
  cspViolations: async ({ page }, use) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(() => page.evaluate(() => window.__cspViolations));
  },
});

export { expect };
