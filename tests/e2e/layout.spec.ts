import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { localized, locales, publicPaths } from './routes';

/** Opens each path and expects the page no wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  }
}

test.describe('layout at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no page is wider than a phone screen, in any language', async ({ page }) => {
    // German words are long, Arabic runs right to left: every page in every language.
    test.setTimeout(240_000);
    await expectNoSidewaysScroll(
      page,
      locales.flatMap((locale) => publicPaths.map((p) => localized(locale, p))),
    );
  });

  test('nor in the fallback font of a first visit on a slow network (font-display: optional)', async ({ page }) => {
    // Without the web fonts the header's brand name is set in the size-adjusted fallback, which runs wider.
    await page.route(/\.woff2$/, (route) => route.abort());
    await expectNoSidewaysScroll(
      page,
      locales.flatMap((locale) => ['/', '/services', '/pricing-calculator'].map((p) => localized(locale, p))),
    );
  });
});
