import { chromium } from '@playwright/test';
import { chromeFlags, chromiumPath } from '../bench/lib/chrome';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
for (const route of ['/contact-us', '/ar/contact-us'])
  for (const theme of ['light', 'dark'])
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(`http://127.0.0.1:3100${route}`);
      const send = page.locator('form button[type="submit"]');
      await send.scrollIntoViewIfNeeded();
      await page.locator('[data-captcha-status="verified"]').waitFor();
      const box = (await page.locator('form').boundingBox())!;
      const scrollY = await page.evaluate(() => window.scrollY);
      box.y += scrollY;
      const name = `${route.replace(/\W+/g, '_')}-${theme}-${width}`;
      await page.screenshot({
        path: `/tmp/shots/${name}-form.png`,
        clip: { x: 0, y: Math.max(0, box.y + box.height - 330), width, height: 360 },
        fullPage: true,
      });
      const address = page.getByRole('main').locator('bdi').first();
      await address.scrollIntoViewIfNeeded();
      const a = (await address.boundingBox())!;
      await page.screenshot({
        path: `/tmp/shots/${name}-address.png`,
        clip: { x: 0, y: Math.max(0, a.y - 80), width, height: 200 },
      });
      await page.close();
    }
await browser.close();
