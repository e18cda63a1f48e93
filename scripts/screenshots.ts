/**
 * Screenshots of pages for a visual check: `npx tsx scripts/screenshots.ts http://localhost:3000 / /services`.
 * Writes light and dark, 1280 px and 375 px shots to /tmp/screenshots (or SCREENSHOT_DIR). SCREENSHOT_COOKIE=name=value
 * sends a cookie with every page (an admin session, to look at the admin).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...routes] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? '/tmp/screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const route of routes.length ? routes : ['/']) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 375]) {
        const page = await browser.newPage({ viewport: { width, height: width > 400 ? 800 : 740 } });
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const cookie = process.env.SCREENSHOT_COOKIE?.split('=');
        if (cookie?.[0])
          await page.context().addCookies([{ name: cookie[0], value: cookie.slice(1).join('='), url: base }]);
        await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
        const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${theme}-${width}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL_PAGE === '1' });
        console.log(path.join(out, name));
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
