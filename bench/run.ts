/**
 * `npm run bench [routes…] [--load=/,/x] [--runs=3] [--duration=20] [--desktop] [--no-build] [--budgets=file]
 *   [--uploaded=<project id>]`
 *
 * Builds the site (timed) and the probe (bench/probe, an empty Next.js page), starts both on loopback (the site with
 * a fresh seeded database), measures the probe, then for each route measures its first-load JavaScript (gzip) and
 * runs Lighthouse mobile (median of N runs, each once the machine is quiet; desktop too with `--desktop`), measures
 * the probe again, then loads each load route with autocannon, uncompressed and with gzip. The budgets of
 * bench/budgets.json that depend on the machine are relative to the probe of the same run (the medians of its runs
 * before and after the routes). Prints markdown tables and one line per budget breach, writes
 * bench/results/latest.json, and exits 1 on a breach (2 when the bench itself fails). `--load=` with no routes skips
 * the load runs. Nothing leaves the machine: Chromium maps every other host to NOTFOUND. The site's build directory
 * is NEXT_DIST_DIR, as in next.config.ts. Desktop figures are only checked where budgets.json gives `desktop` limits.
 * `--uploaded=<id>` first gives that project uploaded photos (bench/lib/uploaded-images.ts), so its page is
 * measured with media library images.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import {
  budgetFor,
  type Reference,
  type RouteBudget,
  buildBreaches,
  firstLoadBreaches,
  lighthouseBreaches,
  loadBreaches,
  loadBudgetFor,
  readBudgets,
  type Budgets,
} from './lib/budgets';
import { firstLoadJsMeter, gzipLevel } from './lib/first-load-js';
import { runLighthouse, type FormFactor, type LighthouseFigures } from './lib/lighthouse';
import { loadEncodings, runLoad, type LoadFigures } from './lib/load';
import { probeReference } from './lib/probe';
import { markdown, type ProbeResults, type Report, type RouteResult } from './lib/report';
import { chromeFlags, chromiumPath } from './lib/chrome';
import { defaultLoadRoutes, defaultRoutes, routeWithoutLocale } from './lib/routes';
import { freePort, startProbe, startServer, stopServer } from './lib/server';
import { placeUploadedImages } from './lib/uploaded-images';

interface Options {
  routes: string[];
  load: string[];
  runs: number;
  duration: number;
  desktop: boolean;
  build: boolean;
  budgets: string;
  uploaded?: string;
}

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const probeDir = 'bench/probe';
const probeDistDir = path.join(probeDir, '.next');

function positiveNumber(name: string, value: string, integer = false): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number))) {
    throw new Error(`--${name} must be a positive ${integer ? 'integer' : 'number'}, not "${value}"`);
  }
  return number;
}

function parseOptions(argv: string[]): Options {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      load: { type: 'string', default: defaultLoadRoutes.join(',') },
      runs: { type: 'string', default: '3' },
      duration: { type: 'string', default: '20' },
      desktop: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      budgets: { type: 'string', default: 'bench/budgets.json' },
      uploaded: { type: 'string' },
    },
  });
  const routes = positionals.length ? positionals : [...defaultRoutes];
  const load = values.load.split(',').filter(Boolean);
  const invalid = [...routes, ...load].filter((route) => !route.startsWith('/'));
  if (invalid.length) throw new Error(`routes start with "/": ${invalid.join(', ')}`);
  return {
    routes,
    load,
    runs: positiveNumber('runs', values.runs, true),
    duration: positiveNumber('duration', values.duration),
    desktop: values.desktop,
    build: !values['no-build'],
    budgets: values.budgets,
    uploaded: values.uploaded,
  };
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

const progress = (line: string) => console.error(line);

/** `next build` of the site into NEXT_DIST_DIR (`dir` unset) or of the app in `dir`; returns its time in seconds. */
function timeBuild(dir?: string): number {
  const name = dir ?? 'the site';
  progress(`build: next build of ${name} …`);
  const started = performance.now();
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', ...(dir ? [dir] : [])], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`next build of ${name} failed`);
  const buildSeconds = seconds(started);
  progress(`build: ${name} in ${buildSeconds} s`);
  return buildSeconds;
}

function lighthouseSummary(form: FormFactor, figures: LighthouseFigures | undefined): string[] {
  if (!figures) return [];
  if (figures.error) return [`${form} failed (${figures.error})`];
  const { performance, performanceRuns, lcpMs, tbtMs } = figures;
  return [`${form} perf ${performance} (runs ${performanceRuns.join('/')}) LCP ${lcpMs} ms TBT ${tbtMs} ms`];
}

/** Each load run lasts `duration` plus a few seconds of warm-up. */
const loadEstimateMs = (options: Options) => options.load.length * loadEncodings.length * (options.duration + 3) * 1000;

/** First-load JS, then Lighthouse, of one route; fetching the HTML first also warms the route's data cache. */
async function measureRoute(
  options: Options,
  budget: RouteBudget,
  measureFirstLoad: ReturnType<typeof firstLoadJsMeter>,
  url: URL,
  chromePort: number,
): Promise<RouteResult> {
  const route = url.pathname;
  const firstLoad = await measureFirstLoad(route);
  const lighthouseRun = {
    chromePort,
    runs: options.runs,
    expectedFailing: new Set(Object.keys(budget.expectedFailingAudits ?? {})),
    ignoreStatusCode: (budget.status ?? 200) >= 400,
  };
  const mobile = await runLighthouse(url.href, { ...lighthouseRun, formFactor: 'mobile' });
  const desktop = options.desktop
    ? await runLighthouse(url.href, { ...lighthouseRun, formFactor: 'desktop' })
    : undefined;
  return { route, firstLoad, mobile, desktop };
}

function routeSummary({ firstLoad, mobile, desktop }: RouteResult): string {
  const figures = [...lighthouseSummary('mobile', mobile), ...lighthouseSummary('desktop', desktop)].join(', ');
  return `status ${firstLoad.status}, first-load JS ${firstLoad.gzipKb} KB, ${figures}`;
}

/** The probe's page, measured like a route of the site; `when` says whether before or after the site's routes. */
async function measureProbe(options: Options, base: string, chromePort: number, when: string): Promise<RouteResult> {
  const started = performance.now();
  // The probe is no route of the site: no forbidden-code rule and no expected failure apply to it.
  const meter = firstLoadJsMeter(base, probeDistDir, []);
  const result = await measureRoute(options, {}, meter, new URL('/', base), chromePort);
  progress(`probe (${when}): ${routeSummary(result)}; ${seconds(started)} s`);
  return result;
}

/** Each Lighthouse run waits up to a few seconds for a quiet machine; a route takes about 15 s. */
const routeEstimateMs = 15_000;

/** First-load JS, then Lighthouse, for each route of the site. */
async function measureRoutes(
  options: Options,
  budgets: Budgets,
  base: string,
  chromePort: number,
): Promise<RouteResult[]> {
  const measureFirstLoad = firstLoadJsMeter(base, distDir, budgets.forbiddenCode);
  const started = performance.now();
  const results: RouteResult[] = [];
  for (const [index, route] of options.routes.entries()) {
    const routeStarted = performance.now();
    const url = new URL(route, base);
    const result = await measureRoute(options, budgetFor(budgets, route), measureFirstLoad, url, chromePort);
    results.push(result);
    const routesLeftMs = ((performance.now() - started) / (index + 1)) * (options.routes.length - index - 1);
    const minutesLeft = Math.ceil((routesLeftMs + routeEstimateMs + loadEstimateMs(options)) / 60_000);
    progress(
      `lighthouse [${index + 1}/${options.routes.length}] ${route}: ${routeSummary(result)}; ` +
        `${seconds(routeStarted)} s, ~${minutesLeft} min left`,
    );
  }
  return results;
}

async function measureLoad(options: Options, base: string, serverPid: number): Promise<LoadFigures[]> {
  const results: LoadFigures[] = [];
  for (const route of options.load) {
    for (const encoding of loadEncodings) {
      const figures = await runLoad(base, route, encoding, options.duration, serverPid);
      results.push(figures);
      progress(
        `load ${route} (${encoding}): ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms, ` +
          `RSS ${figures.rssBeforeMb} → ${figures.rssAfterMb} MB`,
      );
    }
  }
  return results;
}

interface Measured {
  probe: ProbeResults;
  routes: RouteResult[];
  load: LoadFigures[];
}

/** Everything that needs the running servers and browser; all of them are stopped whatever happens. */
async function measure(options: Options, budgets: Budgets): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
  const [port, probePort] = [await freePort(), await freePort()];
  const base = `http://localhost:${port}`;
  const probeBase = `http://localhost:${probePort}`;
  progress(`server: starting the site on ${base} from ${distDir}, the probe on ${probeBase}`);
  const server = await startServer(port, dataDir);
  try {
    if (options.uploaded) {
      progress(`uploaded: project ${options.uploaded} gets uploaded photos …`);
      const ready = await placeUploadedImages(base, `file:${path.join(dataDir, 'site.db')}`, options.uploaded);
      progress(`uploaded: every photo uploaded and its sizes made in ${ready} s`);
    }
    const probeServer = await startProbe(probePort, probeDir);
    try {
      // One Chromium for every run: launching one per route would cost more than the runs on two cores.
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags,
      });
      try {
        const before = await measureProbe(options, probeBase, chrome.port, 'before the routes');
        const routes = await measureRoutes(options, budgets, base, chrome.port);
        const after = await measureProbe(options, probeBase, chrome.port, 'after the routes');
        const load = await measureLoad(options, base, server.pid);
        return { probe: { before, after, reference: probeReference(before, after) }, routes, load };
      } finally {
        chrome.kill();
      }
    } finally {
      await stopServer(probeServer);
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The probe reference of the form factor, and the English page's FCP for a translated route measured in the run. */
function referenceFor(report: Omit<Report, 'breaches'>, route: string, formFactor: 'mobile' | 'desktop'): Reference {
  const english = routeWithoutLocale(route);
  const englishResult = english === route ? undefined : report.routes.find((result) => result.route === english);
  return {
    probe: report.probe.reference[formFactor],
    englishFcpMs: englishResult?.[formFactor]?.fcpMs,
  };
}

function breachesOf(report: Omit<Report, 'breaches'>, budgets: Budgets): string[] {
  return [
    ...report.routes.flatMap(({ route, firstLoad, mobile, desktop }) => {
      const budget = budgetFor(budgets, route);
      return [
        ...firstLoadBreaches(route, firstLoad, budget, report.probe.reference.mobile),
        ...lighthouseBreaches(route, 'mobile', mobile, budget.mobile, referenceFor(report, route, 'mobile')),
        ...(desktop
          ? lighthouseBreaches(route, 'desktop', desktop, budget.desktop, referenceFor(report, route, 'desktop'))
          : []),
      ];
    }),
    ...report.load.flatMap((figures) => loadBreaches(figures, loadBudgetFor(budgets, figures.route, figures.encoding))),
    ...buildBreaches(report.buildSeconds, budgets),
  ];
}

async function main(): Promise<number> {
  const started = performance.now();
  const options = parseOptions(process.argv.slice(2));
  // Read first, so a broken budgets file fails before a twenty-minute run.
  const budgets = readBudgets(options.budgets);
  const buildSeconds = options.build ? timeBuild() : null;
  // The probe's build is not timed against the budget: it is not the site's.
  if (options.build) timeBuild(probeDir);
  for (const dir of [distDir, probeDistDir]) {
    if (!existsSync(path.join(dir, 'BUILD_ID'))) throw new Error(`no build in ${dir}; run without --no-build`);
  }
  const { probe, routes, load } = await measure(options, budgets);
  const measured = { runs: options.runs, duration: options.duration, buildSeconds, probe, routes, load };
  const report: Report = { ...measured, breaches: breachesOf(measured, budgets) };

  console.log(markdown(report));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/latest.json',
    `${JSON.stringify({ date: new Date().toISOString(), options, distDir, gzipLevel, ...report }, null, 2)}\n`,
  );
  progress(`bench: ${Math.round(seconds(started))} s in all`);
  return report.breaches.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
