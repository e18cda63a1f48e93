/** Lighthouse runs against the shared Chromium, reduced to the figures the budgets speak about. */
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { waitForQuiet } from './server';

/**
 * The device and network a run simulates. `mobile` is Lighthouse's default (a Moto G Power: 4× CPU slowdown, 150 ms
 * round trip, 1.6 Mbps); `low-end` the same phone on a slower CPU and network (6× CPU slowdown, 300 ms round trip,
 * 700 Kbps), the profile issue 44 sets LCP ≤ 2.5 s on; `desktop` Lighthouse's desktop. All use simulated throttling.
 */
export const presets = ['mobile', 'low-end', 'desktop'] as const;
export type Preset = (typeof presets)[number];

/** Lighthouse turns a simulated round trip and throughput into DevTools ones with these factors (its Lantern constants). */
const lowEndRttMs = 300;
const lowEndKbps = 700;
const lowEndConfig: Config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: {
      rttMs: lowEndRttMs,
      throughputKbps: lowEndKbps,
      requestLatencyMs: lowEndRttMs * 3.75,
      downloadThroughputKbps: lowEndKbps * 0.9,
      uploadThroughputKbps: lowEndKbps * 0.9,
      cpuSlowdownMultiplier: 6,
    },
  },
};

const configs: Record<Preset, Config | undefined> = {
  mobile: undefined,
  'low-end': lowEndConfig,
  desktop: desktopConfig,
};

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  /** Script bytes as transferred (compressed as the server sent them). */
  jsKb: number;
  requests: number;
  /** Performance score, TBT, LCP and FCP of every run (the spread); the figures above are their medians. */
  performanceRuns: number[];
  tbtRuns: number[];
  lcpRuns: number[];
  fcpRuns: number[];
  /** Runs that started although the machine was still busy after waiting (their figures may be worse). */
  noisyRuns: number;
  /** Accessibility, best-practice and SEO audits that did not pass (or errored), to say what to fix. */
  failedAudits: string[];
  /** Audits budgets.json expects to fail on this route that did fail, and were left out of the scores. */
  excusedAudits: string[];
  /** Lighthouse category ids whose score above leaves out excused audits. */
  rescoredCategories: string[];
  /** Audits budgets.json expects to fail that passed or do not exist: the excuse is stale and should go. */
  staleExcuses: string[];
  /** Set when Lighthouse could not measure the route (the numbers are then NaN). */
  error?: string;
}

export interface LighthouseRun {
  chromePort: number;
  preset: Preset;
  runs: number;
  /** Audit ids that fail by design on this route (budgets.json `expectedFailingAudits`). */
  expectedFailing: ReadonlySet<string>;
  /**
   * For routes that answer an error status on purpose (the 404 page). Without it Lighthouse stops at the document
   * (ERRORED_DOCUMENT_REQUEST) and scores nothing; with it, it audits the page and only warns about the status.
   */
  ignoreStatusCode: boolean;
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's own category score (weighted mean, 0–100), leaving out the excused audits. */
function categoryScore(lhr: Result, id: string, excused: ReadonlySet<string>): number {
  const category = lhr.categories[id];
  if (!category) return NaN;
  if (!category.auditRefs.some((ref) => excused.has(ref.id))) return Math.round((category.score ?? 0) * 100);
  // Lighthouse has already set the weight of not-applicable, manual and informative audits to 0.
  const refs = category.auditRefs.filter((ref) => ref.weight > 0 && !excused.has(ref.id));
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = refs.reduce((sum, ref) => sum + (lhr.audits[ref.id]?.score ?? 0) * ref.weight, 0);
  return weight ? Math.round((scored / weight) * 100) : 100;
}

function auditPassed(lhr: Result, id: string): boolean {
  const score = lhr.audits[id]?.score;
  return score !== null && score !== undefined && score >= 1;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

function figuresOf(lhr: Result, expectedFailing: ReadonlySet<string>): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)?.items;
  const summary = (type: string) => items?.find((item) => item.resourceType === type);
  const kb = (bytes: number | undefined) => Math.round((bytes ?? NaN) / 1024);
  const weighted = categories
    .slice(1)
    .flatMap((category) => (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0));
  const failing = [...new Set(weighted.map((ref) => ref.id))].filter((id) => !auditPassed(lhr, id));
  const excused = new Set(failing.filter((id) => expectedFailing.has(id)));
  const performance = categoryScore(lhr, 'performance', excused);
  return {
    performance,
    accessibility: categoryScore(lhr, 'accessibility', excused),
    bestPractices: categoryScore(lhr, 'best-practices', excused),
    seo: categoryScore(lhr, 'seo', excused),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    totalKb: kb(summary('total')?.transferSize),
    jsKb: kb(summary('script')?.transferSize),
    requests: summary('total')?.requestCount ?? NaN,
    performanceRuns: [performance],
    tbtRuns: [],
    lcpRuns: [],
    fcpRuns: [],
    noisyRuns: 0,
    failedAudits: failing.filter((id) => !excused.has(id)),
    excusedAudits: [...excused],
    rescoredCategories: categories.filter((id) => lhr.categories[id]?.auditRefs.some((ref) => excused.has(ref.id))),
    // Only a run of every category can tell a stale excuse (a performance-only run has no audit of the others).
    staleExcuses: categories.every((id) => lhr.categories[id])
      ? [...expectedFailing].filter((id) => !lhr.audits[id] || auditPassed(lhr, id))
      : [],
  };
}

interface RunFailure {
  code?: string;
  message: string;
}

/**
 * One run's figures, or why Lighthouse could not produce them. `all` runs every category; otherwise only performance,
 * the one that varies from run to run (accessibility, best practices and SEO audit the same HTML each time, so the
 * low-end preset, whose network and CPU they do not depend on, never runs them).
 */
async function runOnce(url: string, options: LighthouseRun, all: boolean): Promise<LighthouseFigures | RunFailure> {
  const flags: Flags = {
    port: options.chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: all ? categories : ['performance'],
    // Report-only work (weight 0 in every category) that costs about a second a run: the screenshots, and the
    // back/forward-cache check, which navigates away and back; a default bench makes about 90 runs.
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot', 'script-treemap-data'],
    // Every run a first visit, as the probes' are: Lighthouse empties the HTTP cache between runs but keeps local
    // storage, so a run after the first would inherit what the page stored (the islands pages' web-font switch,
    // src/site/web-font.ts) without the files it stands for, a state no visitor is in.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
    ignoreStatusCode: options.ignoreStatusCode,
  };
  try {
    const result = await lighthouse(url, flags, configs[options.preset]);
    const lhr = result?.lhr;
    if (!lhr) return { message: 'Lighthouse gave no result' };
    if (lhr.runtimeError) return { code: lhr.runtimeError.code, message: lhr.runtimeError.message };
    return figuresOf(lhr, options.expectedFailing);
  } catch (error) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
}

const attempts = 3;

/** The document itself failed (an unexpected status, not HTML…): running again would fail again. */
const documentErrors = new Set(['ERRORED_DOCUMENT_REQUEST', 'FAILED_DOCUMENT_REQUEST', 'NOT_HTML', 'DNS_FAILURE']);

/** Lighthouse's trace errors (NO_NAVSTART, NO_FCP, …) come and go on a busy machine, so a failed run is retried. */
async function runWithRetries(
  url: string,
  options: LighthouseRun,
  all: boolean,
): Promise<LighthouseFigures | RunFailure> {
  let outcome: LighthouseFigures | RunFailure = { message: 'not run' };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    outcome = await runOnce(url, options, all);
    if (!('message' in outcome)) return outcome;
    const { code = 'ERROR', message } = outcome;
    console.error(`  lighthouse ${url} ${options.preset}, attempt ${attempt} of ${attempts}: ${code} ${message}`);
    if (documentErrors.has(code)) break;
  }
  return outcome;
}

/** Figures of a route Lighthouse could not measure: every number is NaN and `error` says why. */
function failedFigures(error: string): LighthouseFigures {
  return {
    performance: NaN,
    accessibility: NaN,
    bestPractices: NaN,
    seo: NaN,
    lcpMs: NaN,
    fcpMs: NaN,
    tbtMs: NaN,
    cls: NaN,
    totalKb: NaN,
    jsKb: NaN,
    requests: NaN,
    performanceRuns: [],
    tbtRuns: [],
    lcpRuns: [],
    fcpRuns: [],
    noisyRuns: 0,
    failedAudits: [],
    excusedAudits: [],
    rescoredCategories: [],
    staleExcuses: [],
    error,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * `runs` Lighthouse runs: performance, LCP, FCP and TBT are each the median of their runs; the run with the median
 * performance score gives the rest (CLS, weights, requests). The other categories come from the first run, the only one that audits them (saves a quarter of the time).
 * A route that fails even after retries is reported as failed rather than ending a twenty-minute bench.
 */
export async function runLighthouse(url: string, options: LighthouseRun): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  let noisyRuns = 0;
  for (let run = 0; run < options.runs; run++) {
    // A build, a load run or another program still busy would slow this run down, not the page.
    const { quiet } = await waitForQuiet();
    if (!quiet) noisyRuns++;
    const outcome = await runWithRetries(url, options, run === 0 && options.preset !== 'low-end');
    if ('message' in outcome)
      return failedFigures(outcome.code ? `${outcome.code}: ${outcome.message}` : outcome.message);
    results.push(outcome);
  }
  const [first] = results;
  const byPerformance = [...results].sort((a, b) => a.performance - b.performance);
  const chosen = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!first || !chosen) return failedFigures('no Lighthouse run');
  const { accessibility, bestPractices, seo, failedAudits, excusedAudits, rescoredCategories, staleExcuses } = first;
  const median = (pick: (result: LighthouseFigures) => number) => medianOf(results.map(pick));
  return {
    ...chosen,
    // Each budgeted figure is the median of its own runs, as the tables say: one run's long task must not stand for
    // the route when the other two had none (a run's TBT of 0 / 52 / 18 ms is 18, not the 52 of the median score's run).
    performance: median((result) => result.performance),
    lcpMs: median((result) => result.lcpMs),
    fcpMs: median((result) => result.fcpMs),
    tbtMs: median((result) => result.tbtMs),
    accessibility,
    bestPractices,
    seo,
    failedAudits,
    excusedAudits,
    rescoredCategories,
    staleExcuses,
    performanceRuns: results.map((result) => result.performance),
    tbtRuns: results.map((result) => result.tbtMs),
    lcpRuns: results.map((result) => result.lcpMs),
    fcpRuns: results.map((result) => result.fcpMs),
    noisyRuns,
  };
}
