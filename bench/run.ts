/**
 * `npm run bench [routes…] [--load=/,/x] [--runs=3] [--duration=20] [--presets=mobile,low-end] [--no-build]
 *   [--budgets=file] [--uploaded=<project id>]`
 *
 * Builds the site (timed) and the two probes (bench/probe, an empty Next.js page; bench/islands-probe, the same page
 * as Astro static output with one React island), starts all three on loopback (the site with a fresh seeded
 * database), measures both probes, then for each route measures its first-load JavaScript (gzip) and runs Lighthouse
 * under each preset (median of N runs, each once the machine is quiet), measures the probes again, then loads each
 * load route with autocannon, uncompressed and with gzip. Presets (bench/lib/lighthouse.ts): `mobile` (Lighthouse's
 * default), `low-end` (6× CPU, 300 ms round trip, 700 Kbps; performance only) and `desktop`; the default runs the
 * first two, `--presets=mobile` about halves the Lighthouse time. Each route is judged against one probe, chosen by
 * what its document loads (budgets.ts `judgedAgainst`): a page running a `/_next/` script against the Next probe,
 * any other against the islands probe; the budgets of bench/budgets.json that depend on the machine are relative to
 * that probe in the same run (the medians of its runs before and after the routes). Prints markdown tables and one
 * line per budget breach, writes bench/results/latest.json, and exits 1 on a breach (2 when the bench itself fails).
 * `--load=` with no routes skips the load runs. Nothing leaves the machine: Chromium maps every other host to
 * NOTFOUND. The site's build directory is NEXT_DIST_DIR, as in next.config.ts. `--uploaded=<id>` first gives that
 * project uploaded photos (bench/lib/uploaded-images.ts), so its page is measured with media library images.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import {
  budgetFor,
  buildBreaches,
  firstLoadBreaches,
  judgedAgainst,
  lighthouseBreaches,
  loadBreaches,
  loadBudgetFor,
  probeNames,
  readBudgets,
  type Budgets,
  type ProbeId,
  type Reference,
  type RouteBudget,
} from './lib/budgets';
import { chromeFlags, chromiumPath } from './lib/chrome';
import { firstLoadJsMeter, gzipLevel } from './lib/first-load-js';
import { presets, runLighthouse, type LighthouseFigures, type Preset } from './lib/lighthouse';
import { loadEncodings, memoryProbe, memoryProbeEnv, type LoadFigures } from './lib/load';
import { firstLoadReference, probeReference } from './lib/probe';
import { buildProbe, probeApps, type ProbeApp } from './lib/probe-apps';
import { markdown, type ProbeResults, type Report, type RouteResult } from './lib/report';
import { defaultLoadRoutes, defaultRoutes, routeWithoutLocale } from './lib/routes';
import { freePort, startServer, stopServer } from './lib/server';
import { loadWithStaticReference } from './lib/static-reference';
import { placeUploadedImages } from './lib/uploaded-images';

interface Options {
  routes: string[];
  load: string[];
  runs: number;
  duration: number;
  presets: Preset[];
  build: boolean;
  budgets: string;
  uploaded?: string;
}

const distDir = process.env.NEXT_DIST_DIR ?? '.next';

function positiveNumber(name: string, value: string, integer = false): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number))) {
    throw new Error(`--${name} must be a positive ${integer ? 'integer' : 'number'}, not "${value}"`);
  }
  return number;
}

function presetList(value: string): Preset[] {
  const names = [...new Set(value.split(',').filter(Boolean))];
  const chosen = presets.filter((preset) => names.includes(preset));
  if (!names.length || chosen.length !== names.length) {
    throw new Error(`--presets takes a comma-separated list of ${presets.join(', ')}, not "${value}"`);
  }
  return chosen;
}

function parseOptions(argv: string[]): Options {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      load: { type: 'string', default: defaultLoadRoutes.join(',') },
      runs: { type: 'string', default: '3' },
      duration: { type: 'string', default: '20' },
      presets: { type: 'string', default: 'mobile,low-end' },
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
    presets: presetList(values.presets),
    build: !values['no-build'],
    budgets: values.budgets,
    uploaded: values.uploaded,
  };
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

const progress = (line: string) => console.error(line);

/** The site's build as `npm run build` makes it (`next build`, then `astro build`); returns its time in seconds. */
function timeBuild(): number {
  progress('build: next build and astro build of the site …');
  const started = performance.now();
  for (const [name, cli] of [
    ['next', 'node_modules/next/dist/bin/next'],
    ['astro', 'node_modules/astro/astro.js'],
  ]) {
    const build = spawnSync(process.execPath, [cli!, 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`${name} build of the site failed`);
  }
  const buildSeconds = seconds(started);
  progress(`build: the site in ${buildSeconds} s`);
  return buildSeconds;
}

/** The probes' builds are not timed against the budget: they are not the site's. */
function buildProbes(): void {
  for (const probe of probeApps) {
    progress(`build: ${probe.dir} …`);
    const started = performance.now();
    buildProbe(probe);
    progress(`build: ${probe.dir} in ${seconds(started)} s`);
  }
}

function lighthouseSummary(preset: Preset, figures: LighthouseFigures | undefined): string[] {
  if (!figures) return [];
  if (figures.error) return [`${preset} failed (${figures.error})`];
  const { performance, performanceRuns, lcpMs, tbtMs } = figures;
  return [`${preset} perf ${performance} (runs ${performanceRuns.join('/')}) LCP ${lcpMs} ms TBT ${tbtMs} ms`];
}

/** Each load run lasts `duration` plus a few seconds of warm-up. */
// Each run twice: the static reference's, then the route's.
const loadEstimateMs = (options: Options) =>
  options.load.length * loadEncodings.length * 2 * (options.duration + 3) * 1000;

/** Lighthouse under every preset of the run. */
async function measurePresets(
  options: Options,
  budget: RouteBudget,
  url: URL,
  chromePort: number,
): Promise<RouteResult['lighthouse']> {
  const lighthouse: RouteResult['lighthouse'] = {};
  for (const preset of options.presets) {
    lighthouse[preset] = await runLighthouse(url.href, {
      chromePort,
      preset,
      runs: options.runs,
      expectedFailing: new Set(Object.keys(budget.expectedFailingAudits ?? {})),
      ignoreStatusCode: (budget.status ?? 200) >= 400,
    });
  }
  return lighthouse;
}

function routeSummary({ firstLoad, lighthouse, against }: RouteResult): string {
  const figures = presets.flatMap((preset) => lighthouseSummary(preset, lighthouse[preset])).join(', ');
  const judged = against ? `, judged against the ${probeNames[against]}` : '';
  return `status ${firstLoad.status}, first-load JS ${firstLoad.gzipKb} KB${judged}, ${figures}`;
}

/** A probe's page, measured like a route of the site; `when` says whether before or after the site's routes. */
async function measureProbe(
  options: Options,
  probe: ProbeApp,
  base: string,
  chromePort: number,
  when: string,
): Promise<RouteResult> {
  const started = performance.now();
  // A probe is no route of the site: no forbidden-code rule and no expected failure apply to it.
  const firstLoad = await firstLoadJsMeter(base, probe.distDir, [])('/');
  const lighthouse = await measurePresets(options, {}, new URL('/', base), chromePort);
  const result = { route: '/', firstLoad, lighthouse };
  progress(`${probeNames[probe.id]} (${when}): ${routeSummary(result)}; ${seconds(started)} s`);
  return result;
}

/** Each Lighthouse run waits up to a few seconds for a quiet machine; a route takes about 15 s a preset. */
const routeEstimateMs = (options: Options) => 15_000 * options.presets.length;

/** First-load JS, then the probe the route is judged against, then Lighthouse, for each route of the site. */
async function measureRoutes(
  options: Options,
  budgets: Budgets,
  base: string,
  chromePort: number,
): Promise<RouteResult[]> {
  // Fetching the HTML first also warms the route's data cache.
  const measureFirstLoad = firstLoadJsMeter(base, distDir, budgets.forbiddenCode);
  const started = performance.now();
  const results: RouteResult[] = [];
  for (const [index, route] of options.routes.entries()) {
    const routeStarted = performance.now();
    const firstLoad = await measureFirstLoad(route);
    const against = judgedAgainst(firstLoad);
    const budget = budgetFor(budgets, route, against);
    const lighthouse = await measurePresets(options, budget, new URL(route, base), chromePort);
    const result = { route, firstLoad, lighthouse, against };
    results.push(result);
    const routesLeftMs = ((performance.now() - started) / (index + 1)) * (options.routes.length - index - 1);
    const minutesLeft = Math.ceil((routesLeftMs + routeEstimateMs(options) + loadEstimateMs(options)) / 60_000);
    progress(
      `lighthouse [${index + 1}/${options.routes.length}] ${route}: ${routeSummary(result)}; ` +
        `${seconds(routeStarted)} s, ~${minutesLeft} min left`,
    );
  }
  return results;
}
interface Measured {
  probes: Record<ProbeId, ProbeResults>;
  routes: RouteResult[];
  load: LoadFigures[];
}

type RunningProbe = ProbeApp & { url: string };

/** Starts every probe on a port of its own; stops the ones already started when one fails. */
async function startProbes(): Promise<{ running: RunningProbe[]; stop: () => Promise<void> }> {
  const servers: Awaited<ReturnType<ProbeApp['start']>>[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
  };
  const running: RunningProbe[] = [];
  try {
    for (const probe of probeApps) {
      const port = await freePort();
      servers.push(await probe.start(port));
      running.push({ ...probe, url: probe.base(port) });
      progress(`server: the ${probeNames[probe.id]} on ${probe.base(port)}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { running, stop };
}

/** Everything that needs the running servers and browser; all of them are stopped whatever happens. */
async function measure(options: Options, budgets: Budgets): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  progress(`server: starting the site on ${base} from ${distDir}`);
  // With the load runs' memory probe: what the server keeps is read after full garbage collections (lib/load.ts).
  const memoryProbeFile = path.join(dataDir, 'memory-probe.cjs');
  const memoryFile = path.join(dataDir, 'memory');
  writeFileSync(memoryProbeFile, memoryProbe);
  const server = await startServer(port, dataDir, memoryProbeEnv(memoryProbeFile, memoryFile));
  try {
    if (options.uploaded) {
      progress(`uploaded: project ${options.uploaded} gets uploaded photos …`);
      const ready = await placeUploadedImages(base, `file:${path.join(dataDir, 'site.db')}`, options.uploaded);
      progress(`uploaded: every photo uploaded and its sizes made in ${ready} s`);
    }
    const probes = await startProbes();
    try {
      // One Chromium for every run: launching one per route would cost more than the runs on two cores.
      const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
      try {
        const before = new Map<ProbeId, RouteResult>();
        for (const probe of probes.running) {
          before.set(probe.id, await measureProbe(options, probe, probe.url, chrome.port, 'before the routes'));
        }
        const routes = await measureRoutes(options, budgets, base, chrome.port);
        // The other way round after the routes, so neither probe is always the one measured nearer to them.
        const after = new Map<ProbeId, RouteResult>();
        for (const probe of [...probes.running].reverse()) {
          after.set(probe.id, await measureProbe(options, probe, probe.url, chrome.port, 'after the routes'));
        }
        const load = await loadWithStaticReference(
          options.load,
          options.duration,
          base,
          server.pid,
          progress,
          memoryFile,
        );
        const results = (id: ProbeId): ProbeResults => {
          const [first, last] = [before.get(id), after.get(id)];
          if (!first || !last) throw new Error(`the ${probeNames[id]} was not measured`);
          return { before: first, after: last, reference: probeReference(first, last) };
        };
        return { probes: { next: results('next'), islands: results('islands') }, routes, load };
      } finally {
        chrome.kill();
      }
    } finally {
      await probes.stop();
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Measurements = Omit<Report, 'breaches'>;

/**
 * The reference of a route under one preset: the preset's figures of the probe it is judged against, and the English
 * page's FCP for a translated route measured in the run.
 */
function referenceFor(report: Measurements, route: string, against: ProbeId, preset: Preset): Reference {
  const english = routeWithoutLocale(route);
  const englishResult = english === route ? undefined : report.routes.find((result) => result.route === english);
  return {
    probe: report.probes[against].reference[preset],
    against,
    englishFcpMs: englishResult?.lighthouse[preset]?.fcpMs,
  };
}

function breachesOf(report: Measurements, budgets: Budgets): string[] {
  return [
    ...report.routes.flatMap(({ route, firstLoad, lighthouse, against = judgedAgainst(firstLoad) }) => {
      const budget = budgetFor(budgets, route, against);
      const { before, after } = report.probes[against];
      return [
        ...firstLoadBreaches(route, firstLoad, budget, firstLoadReference(before, after), against),
        ...report.presets.flatMap((preset) => {
          const figures = lighthouse[preset];
          if (!figures) return [];
          return lighthouseBreaches(
            route,
            preset,
            figures,
            budget[preset],
            referenceFor(report, route, against, preset),
          );
        }),
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
  if (options.build) buildProbes();
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}; run without --no-build`);
  for (const probe of probeApps) {
    if (!probe.built()) throw new Error(`no build in ${probe.distDir}; run without --no-build`);
  }
  const { probes, routes, load } = await measure(options, budgets);
  const measured: Measurements = {
    runs: options.runs,
    duration: options.duration,
    buildSeconds,
    presets: options.presets,
    probes,
    routes,
    load,
  };
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
