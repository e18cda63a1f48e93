import { expect, test } from './fixtures';
import { localized, locales, publicPaths } from './routes';

test.describe('layout at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no page is wider than a phone screen, in any language', async ({ page }) => {
    // German words are long, Arabic runs right to left: every page in every language.
    test.setTimeout(240_000);
    for (const path of locales.flatMap((locale) => publicPaths.map((p) => localized(locale, p)))) {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    }
  });
});
