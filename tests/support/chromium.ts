/**
 * The Debian Chromium every test and measurement drives: where it is, and the flags that keep it quiet (no sandbox in
 * containers, no GPU, no QUIC, no background traffic to Google). Playwright (playwright.config.ts) and the bench
 * (bench/lib/chrome.ts) both start it with these. CI points CHROMIUM_PATH at Debian's headless build of the same Chromium
 * (/usr/bin/chromium-headless-shell, see .ci/run); the bench keeps to whatever the environment names.
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
