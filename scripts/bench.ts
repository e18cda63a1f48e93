/**
 * `npm run bench [routes…] [--load=/,/portfolio/11] [--runs=3] [--no-build] [--duration=20]`
 *
 * Builds (timed), starts the production server on loopback with a fresh seeded database, runs Lighthouse (mobile and
 * desktop, median of N runs) on each route and autocannon (50 connections) on the load routes, then prints one
 * markdown table and writes bench/results/latest.json. Nothing leaves the machine: Chromium maps every other host
 * to NOTFOUND.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const defaultRoutes = [
  '/',
  '/services',
  '/services/web-development',
  '/portfolio',
  '/portfolio/11',
  '/case-studies',
  '/case-studies/smart-emr',
  '/blog',
  '/blog/seo-basics-for-small-businesses',
  '/about-us',
  '/process',
  '/contact-us',
  '/whitelabel-solutions',
  '/pricing-calculator',
  '/socialmediaplans',
  '/privacy-policy',
  '/ar',
];

interface Options {
  routes: string[];
  load: string[];
  runs: number;
  build: boolean;
  duration: number;
}

function parseArgs(argv: string[]): Options {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const routes = argv.filter((a) => !a.startsWith('--'));
  return {
    routes: routes.length ? routes : defaultRoutes,
    load: (flag('load') ?? '/').split(',').filter(Boolean),
    runs: Number(flag('runs') ?? 3),
    build: !argv.includes('--no-build'),
    duration: Number(flag('duration') ?? 20),
  };
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

/** `next start` forks a worker; the RSS that matters is the whole process tree's. */
function treeRssMb(pid: number): number {
  const children = spawnSync('pgrep', ['-P', String(pid)])
    .stdout.toString()
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return rssMb(pid) + children.reduce((sum, child) => sum + treeRssMb(child), 0);
}

async function startServer(port: number, dir: string): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(port)],
    {
      env: {
        ...process.env,
        DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
        SITE_URL: `http://localhost:${port}`,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`http://localhost:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not become healthy');
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  jsKb: number;
  requests: number;
  /** Accessibility, best-practice and SEO audits that did not pass, to say what to fix. */
  failedAudits: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function runLighthouse(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  runs: number,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items =
      (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
      )?.items ?? [];
    const summary = (type: string) => items.find((item) => item.resourceType === type);
    results.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      totalKb: Math.round((summary('total')?.transferSize ?? NaN) / 1024),
      jsKb: Math.round((summary('script')?.transferSize ?? NaN) / 1024),
      requests: summary('total')?.requestCount ?? NaN,
      failedAudits: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}:${ref.id}`),
      ),
    });
  }
  // The run with the median performance score stands for the route, so its figures belong together.
  const target = median(results.map((r) => r.performance));
  return results.find((r) => r.performance === target) ?? results[0]!;
}

interface LoadFigures {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

async function runLoad(base: string, route: string, duration: number, serverPid: number): Promise<LoadFigures> {
  const rssBeforeMb = treeRssMb(serverPid);
  const result = await autocannon({ url: `${base}${route}`, connections: 50, duration });
  return {
    route,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssBeforeMb,
    rssAfterMb: treeRssMb(serverPid),
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  let buildSeconds: number | null = null;
  if (options.build) {
    const started = Date.now();
    const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error('next build failed');
    buildSeconds = Math.round((Date.now() - started) / 100) / 10;
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startServer(port, dir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const lighthouseRows: { route: string; mobile: LighthouseFigures; desktop: LighthouseFigures }[] = [];
  const loadRows: LoadFigures[] = [];
  try {
    for (const route of options.routes) {
      await fetch(`${base}${route}`); // warm the data cache
      const mobile = await runLighthouse(`${base}${route}`, chrome.port, 'mobile', options.runs);
      const desktop = await runLighthouse(`${base}${route}`, chrome.port, 'desktop', options.runs);
      lighthouseRows.push({ route, mobile, desktop });
      console.error(`lighthouse ${route}: mobile ${mobile.performance}, desktop ${desktop.performance}`);
      const failed = [...new Set([...mobile.failedAudits, ...desktop.failedAudits])];
      if (failed.length) console.error(`  failed audits: ${failed.join(', ')}`);
    }
    for (const route of options.load) {
      loadRows.push(await runLoad(base, route, options.duration, server.pid!));
      console.error(`load ${route}: ${loadRows.at(-1)!.requestsPerSecond} req/s`);
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }

  const lines = [
    buildSeconds !== null ? `Build: ${buildSeconds} s` : 'Build: skipped',
    '',
    '| Route | Form | Perf | A11y | BP | SEO | LCP ms | FCP ms | TBT ms | CLS | Total KB | JS KB | Requests |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lighthouseRows.flatMap(({ route, mobile, desktop }) =>
      (
        [
          ['mobile', mobile],
          ['desktop', desktop],
        ] as const
      ).map(
        ([form, f]) =>
          `| ${route} | ${form} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.lcpMs} | ${f.fcpMs} | ${f.tbtMs} | ${f.cls} | ${f.totalKb} | ${f.jsKb} | ${f.requests} |`,
      ),
    ),
    '',
    `| Load route (50 connections, ${options.duration} s) | req/s | p50 ms | p99 ms | errors | non-2xx | RSS before MB | RSS after MB |`,
    '|---|---|---|---|---|---|---|---|',
    ...loadRows.map(
      (r) =>
        `| ${r.route} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} | ${r.rssBeforeMb} | ${r.rssAfterMb} |`,
    ),
  ];
  console.log(lines.join('\n'));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/latest.json',
    `${JSON.stringify({ date: new Date().toISOString(), buildSeconds, lighthouse: lighthouseRows, load: loadRows }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
