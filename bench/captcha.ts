/**
 * `npm run bench:captcha [-- --costs=500,1000,2000,5000] [--runs=5] [--route=/contact-us]`
 *
 * How long a visitor waits for the contact form's Send button because of the proof-of-work captcha (ALTCHA), at each
 * ALTCHA_COST, on two phone profiles: the bench's default mobile one (Lighthouse's: 4× CPU slowdown, slow 4G) and a
 * low-end one (6× CPU slowdown, the same network). For each cost it starts the production server (the build in
 * NEXT_DIST_DIR, built first if there is none) on a fresh seeded database; for each profile and run it opens the page
 * in a fresh Chromium context, scrolls the form on screen and touches its first field at once (the earliest a visitor
 * can start typing), and times how long from that touch until the widget reports "verified", which is when Send can
 * be pressed. The CPU slowdown applies to the page; the proof of work runs in workers, which Chromium cannot slow down,
 * so its own time (the widget reports it) is multiplied by the slowdown and added. Prints one markdown table (median,
 * fastest and slowest of the runs) and the cores the browser offered the widget; nothing leaves the machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { chromeFlags, chromiumPath } from './lib/chrome';
import { freePort, startServer, stopServer, waitForQuiet } from './lib/server';

interface Profile {
  name: string;
  cpuSlowdown: number;
}

/** Lighthouse's mobile throttling (its `mobileSlow4G` DevTools values), and a phone half again as slow. */
const profiles: Profile[] = [
  { name: 'mobile (4× CPU, slow 4G)', cpuSlowdown: 4 },
  { name: 'low-end (6× CPU, slow 4G)', cpuSlowdown: 6 },
];
const slow4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** Moto G Power, Lighthouse's mobile screen. */
const viewport = { width: 412, height: 823 };

const { values } = parseArgs({
  options: {
    costs: { type: 'string', default: '500,1000,2000,5000' },
    runs: { type: 'string', default: '5' },
    route: { type: 'string', default: '/contact-us' },
  },
});
const costs = values.costs.split(',').map(Number);
const runs = Number(values.runs);
if (costs.some((cost) => !Number.isInteger(cost) || cost < 100) || !Number.isInteger(runs) || runs < 1) {
  throw new Error('--costs takes whole numbers of at least 100, --runs a positive whole number');
}

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`build: no build in ${distDir}, running next build …`);
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');
}

/**
 * Throttles the page's CPU and network. Chromium cannot slow a worker down (the DevTools protocol answers "Operation is
 * only supported for pages, not workers"), and the proof of work runs in workers: see `timeToReady`.
 */
async function throttle(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

interface Visit {
  /** From the first touch to "verified", as measured: the page throttled, the workers at this machine's speed. */
  measuredMs: number;
  /** The widget's own time for the proof of work (its payload's `solution.time`), at this machine's speed. */
  solveMs: number;
  /** The same visit on the profile's phone: the solving slowed down like the page (measured + solve × (slowdown − 1)). */
  readyMs: number;
  cores: number;
}

/** One visit: how long from the first touch of the form until the captcha is verified. */
async function timeToReady(browser: Browser, base: string, profile: Profile): Promise<Visit> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), profile);
    await page.goto(new URL(values.route, base).href, { waitUntil: 'load', timeout: 120_000 });
    const field = page.locator('form input[name="name"]').first();
    await field.scrollIntoViewIfNeeded();
    const touched = Date.now();
    await field.tap();
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ state: 'attached', timeout: 120_000 });
    const measuredMs = Date.now() - touched;
    const token = await page.locator('form input[name="captcha"]').first().inputValue();
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { solution?: { time?: number } };
    const solveMs = Math.round(payload.solution?.time ?? NaN);
    if (!Number.isFinite(solveMs)) throw new Error('the widget gave no solving time');
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    return { measuredMs, solveMs, readyMs: measuredMs + solveMs * (profile.cpuSlowdown - 1), cores };
  } finally {
    await context.close();
  }
}

const summary = (figures: number[]) => {
  const sorted = [...figures].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const s = (ms: number) => (ms / 1000).toFixed(1);
  return `${s(median)} s (${s(sorted[0] ?? NaN)}–${s(sorted.at(-1) ?? NaN)})`;
};

const rows: string[] = [];
let cores = 0;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags, headless: true });
try {
  for (const cost of costs) {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-captcha-'));
    const server = await startServer(port, dataDir, { ALTCHA_COST: String(cost), CAPTCHA_PROVIDER: 'altcha' });
    try {
      const cells: string[] = [];
      for (const profile of profiles) {
        const visits: Visit[] = [];
        for (let run = 0; run < runs; run++) {
          await waitForQuiet();
          const visit = await timeToReady(browser, `http://localhost:${port}`, profile);
          visits.push(visit);
          cores = visit.cores;
          console.error(
            `cost ${cost}, ${profile.name}, run ${run + 1}: ready in ${visit.readyMs} ms (measured ${visit.measuredMs} ms, solving ${visit.solveMs} ms here)`,
          );
        }
        cells.push(summary(visits.map((visit) => visit.readyMs)), summary(visits.map((visit) => visit.solveMs)));
      }
      rows.push(`| ${cost} | ${cells.join(' | ')} |`);
    } finally {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

console.log(`Time from the first touch of ${values.route}'s form to a solved captcha (Send ready), on each profile's phone: median of ${runs} runs (fastest–slowest).
The solving column is the proof of work alone at this machine's speed, which the ready figure multiplies by the profile's slowdown
(Chromium cannot throttle workers). The browser offered the widget ${cores} cores (one worker each).

| ALTCHA_COST | ${profiles.map((profile) => `${profile.name}: ready | solving here`).join(' | ')} |
| ---: | ${profiles.map(() => '---: | ---:').join(' | ')} |
${rows.join('\n')}`);
