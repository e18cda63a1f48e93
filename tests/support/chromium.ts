/**
 * The Debian Chromium every test and measurement drives: where it is, and the flags that keep it quiet (no sandbox in
 * containers, no GPU, no QUIC, no background traffic to Google). Playwright (playwright.config.ts) and the bench
 * (bench/lib/chrome.ts) both start it with these.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
