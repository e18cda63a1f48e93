import { waitForHydration } from '../support/hydration';
import { expect, test } from './fixtures';

/**
 * Issue 16: a page paints its server-rendered content first and asks for the framework's scripts only then
 * (src/node-server/deferred-scripts.mjs), so on a slow network the first frame shares the link with no script and
 * waits for none to run. The page still hydrates, under the CSP, in every language.
 */
/** The language menu's button in the header, on every page and in every language. */
const MENU = 'header button[aria-expanded]';
/**
 * Public pages Next.js still renders: "page not found" in each language (issue 44 moves the rest to islands;
 * islands.spec.ts proves the same of those).
 */
const routes = ['/no-such-page', '/es/no-such-page', '/ar/no-such-page', '/de/no-such-page'];

for (const route of routes) {
  test(`${route} paints before it requests its scripts, then hydrates`, async ({ page, cspViolations }) => {
    const html = await (await page.request.get(route)).text();
    expect(html, 'no framework script in the document itself').not.toMatch(
      /<script src="\/_next\/static\/[^"]+" async/,
    );
    expect(html).toMatch(/<script nonce="[^"]+" data-deferred-scripts="\/_next\/static\//);

    await page.goto(route);
    await waitForHydration(page, MENU);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return {
        paint,
        firstScript: Math.min(...scripts),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    // Requested at the first contentful paint (the fallback without paint timing waits half a second after load).
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);

    // Hydrated: the language menu opens, and nothing was blocked.
    const menu = page.locator(MENU).first();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await cspViolations()).toEqual([]);
  });
}
