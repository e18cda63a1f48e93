import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';
import { PORTS_PER_WORKER } from './tests/support/ports';

/** Two on two cores (see `workers` below). */
const WORKERS = 2;
/** How many ports from E2E_PORT on the suite uses: the shared server's, then a block per worker (tests/support/ports.ts). */
const PORTS_USED = 1 + WORKERS * PORTS_PER_WORKER;

/**
 * A free block of loopback ports, chosen once and inherited by the workers through the environment. It lies below the
 * kernel's ephemeral range (32768 and up here), so no outgoing connection of the tests — to PostgreSQL, to Chromium —
 * can be handed one of the dedicated servers' ports while the suite runs.
 */
function freePort(): string {
  const script = `
    const net = require('net');
    const bindable = (port) => new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    (async () => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const base = 20000 + Math.floor(Math.random() * (12000 - ${PORTS_USED}));
        let free = true;
        for (let port = base; free && port < base + ${PORTS_USED}; port++) free = await bindable(port);
        if (free) return process.stdout.write(String(base));
      }
      process.exit(1);
    })();`;
  return execFileSync(process.execPath, ['-e', script]).toString();
}

process.env.E2E_PORT ??= freePort();
// Every server the suite starts inherits this: the real ALTCHA widget and check, at the production cost (500, see
// src/lib/env.ts), said here so a different default never slows the suite unnoticed.
process.env.ALTCHA_COST ??= '500';
process.env.E2E_DIR ??= mkdtempSync(path.join(tmpdir(), 'agency-e2e-'));
/** The reliability specs that take minutes each (kill -9 runs, fuzzing, the auth matrix, outages, two instances). */
const LONG_SPECS = /\/(crash-safety|fuzz|auth-matrix|outages|instances)\.spec\.ts$/;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const reportDir = process.env.CI_REPORT_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  // Two on two cores. Three were tried: the cores were over 90% busy, every test slowed, the suite went no faster
  // (about 7.5 tests a minute either way) and failures that only load causes appeared.
  workers: WORKERS,
  fullyParallel: true,
  retries: 0,
  // Playwright's own defaults: what a test and an assertion need on a quiet machine. A test that does more (a walk
  // through every route, a kill loop, a fuzz run) says so with its own time, and why, where it is set.
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: reportDir ? [['list'], ['json', { outputFile: path.join(reportDir, 'playwright.json') }]] : 'list',
  projects: [
    // The long reliability specs go first (Playwright hands out test groups in project order), one at a time on one
    // worker, so the short tests fill the other worker beside them: no long serial file runs alone at the end, and no two
    // of them (the auth matrix beside crash-safety's kill loops) slow each other past their time.
    { name: 'long', testMatch: LONG_SPECS, workers: 1 },
    { name: 'suite', testIgnore: [LONG_SPECS, /logs\.spec\.ts$/] },
    // Reads the logs of every server the suite started, so it runs once everything else has finished.
    { name: 'logs', testMatch: /logs\.spec\.ts$/, dependencies: ['long', 'suite'] },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: 'node tests/support/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
