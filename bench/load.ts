/**
 * `npm run test:load [-- --duration=20 --other-duration=5 --post-duration=5]` — SECURITY.md I1 against the production
 * build.
 *
 * Starts server.mjs on a free loopback port, serving the existing build (NEXT_DIST_DIR, default .next; never built
 * here) with a fresh SQLite database, the test captcha and one trusted proxy hop (this script). Then:
 *  1. pages: 50 connections after a warm-up for `duration` s on `/` and `/portfolio/11` (the two routes I1 names) and
 *     `other-duration` s on each other page route (the admin page with a real owner session) → no connection errors,
 *     every answer 2xx;
 *  2. posts: the contact and white-label forms (posted as a browser without script does, with a real signed form
 *     token) and analytics events, 20 connections for `post-duration` s each, from a few X-Forwarded-For addresses in
 *     turn so some posts pass and the rest reach the rate limit → no errors, every answer 2xx or 429, every form
 *     answer "sent" or "rate limited", both outcomes seen, no more stored than the limit lets through, and every
 *     accepted post stored;
 *  3. memory: what the server still holds after a full garbage collection (JS heap and Buffers) is at most 1.5× after
 *     the run what it was after the warm-up. Process tree RSS is shown beside it but not checked: V8 grows its heap
 *     with the load (150 → 275 MB committed around a steady 80 MB live heap, in `--trace-gc`), so RSS follows the
 *     load, not what the server keeps.
 * Prints one markdown table and a PASS/FAIL line per check; exits 1 when a check fails, 2 when the run itself fails.
 *
 * With CI_REPORT_DIR set, it also writes $CI_REPORT_DIR/load.json:
 *   {
 *     passed: boolean,                 // every check passed (false when the run itself failed)
 *     seconds: number,                 // wall time of the whole run
 *     error?: string,                  // why the run itself failed (no build, the server did not start, …)
 *     targets: [{                      // one per page route or post target, in the order run
 *       name: string,                  // "/", "/admin/leads (owner session)", "POST /api/events", …
 *       connections: number, seconds: number,
 *       responses: number, requestsPerSecond: number, p50Ms: number, p99Ms: number,
 *       errors: number,                // connection errors, timeouts included
 *       timeouts: number,              // requests without an answer within 60 s
 *       non2xx: number,                // answers outside 2xx, 429s included
 *       rateLimited?: number,          // posts: 429 answers
 *       statuses?: { [code]: count },  // posts: every status code seen
 *       outcomes?: { [name]: count },  // posts: what the answers said ("ok"/"rate_limited" for forms, codes for events)
 *       stored?: number,               // posts: accepted posts in the database after the run
 *       rssBeforeMb: number, rssAfterMb: number,
 *       failures: string[],            // why the check failed; empty when it passed
 *       passed: boolean,
 *     }],
 *     memory?: { liveBeforeMb, liveAfterMb, rssBeforeMb, rssAfterMb: number, maxRatio: number, passed: boolean },
 *   }
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  connections as PAGE_CONNECTIONS,
  headersFor,
  liveMemoryMb,
  memoryProbe,
  memoryProbeEnv,
  warmUp,
} from './lib/load';
import {
  PAGE_ENCODING,
  TIMEOUT_SECONDS,
  runPage,
  runPostTarget,
  table,
  verdicts,
  type LoadReport,
} from './lib/load-checks';
import { eventsTarget, formTargets, pageTargets } from './lib/load-targets';
import { freePort, startServer, stopServer, treeRssMb } from './lib/server';

const MAX_MEMORY_RATIO = 1.5;
/** Posted sooner than this after the form was rendered, a lead is taken for a bot's (stored as spam). */
const MIN_FILL_MS = 3_100;

const distDir = process.env.NEXT_DIST_DIR ?? '.next';

/**
 * The test captcha is refused in production, so NODE_ENV=test; TRUST_PROXY=1 makes this script the proxy that names
 * each post's client, so one run reaches both sides of the per-address rate limits. Errors only in the log: every
 * refused post would log a warning.
 */
const serverEnv = {
  LOG_LEVEL: 'error',
  NODE_ENV: 'test',
  CAPTCHA_PROVIDER: 'test',
  TRUST_PROXY: '1',
  ADMIN_PASSWORD: 'load test admin password, long enough',
};

interface Options {
  duration: number;
  otherDuration: number;
  postDuration: number;
}

const progress = (line: string) => console.error(`test:load: ${line}`);

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '20' },
      'other-duration': { type: 'string', default: '5' },
      'post-duration': { type: 'string', default: '5' },
    },
  });
  const seconds = (name: string, value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} must be a whole number of seconds`);
    return number;
  };
  return {
    duration: seconds('duration', values.duration),
    otherDuration: seconds('other-duration', values['other-duration']),
    postDuration: seconds('post-duration', values['post-duration']),
  };
}

async function run(options: Options, report: LoadReport): Promise<void> {
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(`no production build in ${distDir}/: run \`npm run build\` first (test:load never builds)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'test-load-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  const memoryProbeFile = path.join(dir, 'memory-probe.cjs');
  const memoryFile = path.join(dir, 'memory');
  writeFileSync(memoryProbeFile, memoryProbe);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  progress(`starting the production server (${distDir}) on port ${port} …`);
  const server = await startServer(port, dir, { ...serverEnv, ...memoryProbeEnv(memoryProbeFile, memoryFile) });
  try {
    const pages = await pageTargets(databaseUrl);
    const posts = [...(await formTargets(base, databaseUrl)), eventsTarget(databaseUrl)];
    const formsLoadedAt = Date.now();

    progress('warming up every page …');
    for (const page of pages) {
      const headers = { ...headersFor(PAGE_ENCODING), ...page.headers };
      await warmUp(`${base}${page.route}`, { headers, timeoutSeconds: TIMEOUT_SECONDS });
    }
    const liveBeforeMb = await liveMemoryMb(server.pid, memoryFile);
    const rssBeforeMb = treeRssMb(server.pid);

    for (const page of pages) {
      const duration = page.named ? options.duration : options.otherDuration;
      progress(`${page.name}: ${PAGE_CONNECTIONS} connections, ${duration} s …`);
      report.targets.push(await runPage(base, page, duration, server.pid));
    }
    await sleep(Math.max(0, formsLoadedAt + MIN_FILL_MS - Date.now()));
    for (const post of posts) {
      progress(`${post.name}: ${post.connections} connections, ${options.postDuration} s …`);
      report.targets.push(await runPostTarget(base, post, options.postDuration, server.pid));
    }

    const rssAfterMb = treeRssMb(server.pid);
    const liveAfterMb = await liveMemoryMb(server.pid, memoryFile);
    const passed = liveAfterMb <= liveBeforeMb * MAX_MEMORY_RATIO;
    report.memory = { liveBeforeMb, liveAfterMb, rssBeforeMb, rssAfterMb, maxRatio: MAX_MEMORY_RATIO, passed };
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const report: LoadReport = { passed: false, seconds: 0, targets: [] };
  try {
    await run(parseOptions(process.argv.slice(2)), report);
    report.passed = report.targets.every((t) => t.passed) && Boolean(report.memory?.passed);
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
  }
  report.seconds = Math.round((performance.now() - started) / 1000);

  if (report.targets.length) console.log(`${table(report.targets)}\n`);
  console.log([...verdicts(report), `${report.passed ? 'PASS' : 'FAIL'} test:load (${report.seconds} s)`].join('\n'));
  const reportDir = process.env.CI_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
  }
  if (report.error) return 2;
  return report.passed ? 0 : 1;
}

process.exitCode = await main();
