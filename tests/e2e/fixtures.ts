import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startAdminServer, workerServerAddress, type AdminServer } from '../support/admin-server';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * Public pages fetch their framework scripts once their first content has painted
 * (src/node-server/deferred-scripts.mjs), which can be after the load event `page.goto` waits for. A click or a key
 * press before hydration is lost, as it would be for a very quick person, so `goto` here also waits until React has
 * hydrated the header (every public page has its language menu; on a page of the islands renderer, the header's
 * islands). Polled from the test, not in the page, so a test's
 * fake clock does not hold it back; pages without the deferred loader (admin, error pages, no-script) return at once.
 */
async function untilHydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => {
            // A page of the islands renderer: its islands hydrated once the page painted (the header's, a lead form,
            // the calculator) have dropped Astro's `ssr` mark; those hydrated when scrolled to are left to the test.
            if (document.querySelector('astro-island'))
              return [...document.querySelectorAll('astro-island:not([client="visible"])')].every(
                (island) => !island.hasAttribute('ssr'),
              );
            if (!document.querySelector('script[data-deferred-scripts]')) return true;
            const menu = document.querySelector('header button[aria-expanded]');
            return !menu || Object.keys(menu).some((key) => key.startsWith('__reactProps'));
          })
          // The page moved on by itself (a redirect after a not-found page): the next look is at the new page.
          .catch((error: Error) => {
            if (/Execution context was destroyed|navigat/i.test(error.message)) return false;
            throw error;
          }),
      { timeout: 20_000, intervals: [50, 100, 250] },
    )
    .toBe(true);
}

const hydrating = new WeakSet<Page>();

/** Makes `page.goto` wait for hydration as well (see untilHydrated); once a page. */
function waitsForHydration(page: Page): Page {
  if (hydrating.has(page)) return page;
  hydrating.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
    const rendered = response?.status() === 200 || response?.status() === 404;
    if ((options?.waitUntil ?? 'load') === 'load' && rendered && html) await untilHydrated(page);
    return response;
  };
  return page;
}

function pagesWaitForHydration(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitsForHydration(await newPage());
  return context;
}

const hydratingBrowsers = new WeakSet<Browser>();

/**
 * Pages a test opens itself, in a context of its own (a second visitor, a signed-out reader), wait the same way,
 * unless the context runs no scripts.
 */
function browserPagesWaitForHydration(browser: Browser): void {
  if (hydratingBrowsers.has(browser)) return;
  hydratingBrowsers.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    return options?.javaScriptEnabled === false ? context : pagesWaitForHydration(context);
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    return options?.javaScriptEnabled === false ? page : waitsForHydration(page);
  };
}

/**
 * Every page records Content-Security-Policy violations; a test fails if any happened. `workerServer` is the production
 * server a worker starts once, on the first spec that asks for it, and shares with every later one (see workerServer in
 * tests/support/admin.ts).
 */
export const test = base.extend<{ cspViolations: () => Promise<string[]> }, { workerServer: AdminServer }>({
  workerServer: [
    async ({}, use) => {
      const { port, dir } = workerServerAddress();
      const { stop, ...server } = await startAdminServer({}, port, dir);
      await use(server);
      await stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  browser: [
    async ({ browser }, use) => {
      browserPagesWaitForHydration(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    await use(waitsForHydration(page));
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
