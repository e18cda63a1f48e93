import { expect, test } from './fixtures';
import { localized, publicPaths } from './routes';

test.describe('layout at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no page is wider than a phone screen, left to right or right to left', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [...publicPaths, ...publicPaths.map((p) => localized('ar', p))]) {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    }
  });
});
