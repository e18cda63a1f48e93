/** bench/budgets.json: its shape, how a route's budget is resolved, and the comparisons that produce breach lines. */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { FirstLoadJs } from './first-load-js';
import { forbiddenCodeSchema } from './forbidden-code';
import type { LighthouseFigures, Preset } from './lighthouse';
import type { Encoding, LoadFigures } from './load';
import { routeWithoutLocale } from './routes';

/**
 * The two probes a route can be judged against: `next` (bench/probe, an empty Next.js page) and `islands`
 * (bench/islands-probe, the same page as Astro static output with one React island at idle).
 */
export const probeIds = ['next', 'islands'] as const;
export type ProbeId = (typeof probeIds)[number];

export const probeNames: Record<ProbeId, string> = { next: 'Next probe', islands: 'islands probe' };

/**
 * Limits set by the route's probe measured in the same run, so they hold on any machine: what the site may spend
 * above the floor of its renderer.
 */
const probeLimits = z.strictObject({
  /** performance ≥ probe performance − this */
  maxPerformanceBelow: z.number().optional(),
  /** TBT ≤ times × probe TBT + plusMs */
  maxTbt: z.strictObject({ times: z.number().positive(), plusMs: z.number() }).optional(),
  /** LCP ≤ probe LCP + this */
  maxLcpAboveMs: z.number().optional(),
});

const lighthouseBudget = z.strictObject({
  vsProbe: probeLimits.optional(),
  /** A translated page's FCP ≤ its English page's FCP (same run) + this; checked when both were measured. */
  maxFcpAboveEnglishMs: z.number().optional(),
  minPerformance: z.number().optional(),
  minAccessibility: z.number().optional(),
  minBestPractices: z.number().optional(),
  minSeo: z.number().optional(),
  maxLcpMs: z.number().optional(),
  maxCls: z.number().optional(),
  maxTbtMs: z.number().optional(),
});

/** The limits that can depend on the probe a route is judged against. */
const probeBudget = z.strictObject({
  mobile: lighthouseBudget.optional(),
  'low-end': lighthouseBudget.optional(),
  desktop: lighthouseBudget.optional(),
  maxFirstLoadJsKb: z.number().optional(),
  /** first-load JS ≤ the probe's first-load JS + this */
  maxFirstLoadJsAboveProbeKb: z.number().optional(),
});

const routeBudget = probeBudget.extend({
  /** The HTTP status the route must answer with (a 404 page is benchmarked as a 404). */
  status: z.number().int().optional(),
  /** Lighthouse audit id → why it fails by design; such audits are left out of their category's score. */
  expectedFailingAudits: z.record(z.string(), z.string().min(1)).optional(),
  /** Laid over the rest when the route is judged against the Next probe (see `judgedAgainst`). */
  next: probeBudget.optional(),
  /** Laid over the rest when the route is judged against the islands probe. */
  islands: probeBudget.optional(),
});

const loadBudget = z.strictObject({
  minRequestsPerSecond: z.number().optional(),
  maxP99Ms: z.number().optional(),
  maxErrors: z.number().optional(),
  maxNon2xx: z.number().optional(),
  /** What the server holds after full garbage collections may grow by at most this much over one run. */
  maxLiveGrowthPercent: z.number().optional(),
  /** req/s at least this share of the static reference's for the same page, encoding and run. */
  minShareOfStaticPercent: z.number().optional(),
});

const route = z.string().startsWith('/');

const budgetsSchema = z.strictObject({
  $comment: z.string().optional(),
  routes: z.strictObject({ default: routeBudget, overrides: z.record(route, routeBudget) }),
  forbiddenCode: z.array(forbiddenCodeSchema),
  load: z.strictObject({
    default: loadBudget,
    overrides: z.array(loadBudget.extend({ route, encoding: z.enum(['identity', 'gzip', 'br']).optional() })),
  }),
  maxBuildSeconds: z.number().optional(),
});

export type Budgets = z.infer<typeof budgetsSchema>;
/** A route's budget once resolved for the probe it is judged against. */
export type RouteBudget = Omit<z.infer<typeof routeBudget>, ProbeId>;
export type LighthouseBudget = z.infer<typeof lighthouseBudget>;
export type LoadBudget = z.infer<typeof loadBudget>;

export function readBudgets(file: string): Budgets {
  const parsed = budgetsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid budgets file:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function mergeLighthouse(
  base: LighthouseBudget | undefined,
  override: LighthouseBudget | undefined,
): LighthouseBudget | undefined {
  if (!base && !override) return undefined;
  const vsProbe = base?.vsProbe || override?.vsProbe ? { ...base?.vsProbe, ...override?.vsProbe } : undefined;
  return { ...base, ...override, ...(vsProbe ? { vsProbe } : {}) };
}

/** `override` laid over `base`, one level deep (so `mobile` keys and expected failures merge). */
function mergeRoute(base: RouteBudget, override: RouteBudget): RouteBudget {
  return {
    ...base,
    ...override,
    mobile: mergeLighthouse(base.mobile, override.mobile),
    'low-end': mergeLighthouse(base['low-end'], override['low-end']),
    desktop: mergeLighthouse(base.desktop, override.desktop),
    expectedFailingAudits: { ...base.expectedFailingAudits, ...override.expectedFailingAudits },
  };
}

/**
 * A route's budget against one probe: the default, then the route's override for every language (keyed by the
 * English route: `/contact-us` holds for `/es/contact-us`), then the route's own; each followed by its block for
 * that probe.
 */
export function budgetFor(budgets: Budgets, route: string, probe: ProbeId): RouteBudget {
  const english = routeWithoutLocale(route);
  const { default: base, overrides } = budgets.routes;
  const layers = [base, english === route ? undefined : overrides[english], overrides[route]];
  let budget: RouteBudget = {};
  for (const layer of layers) {
    if (!layer) continue;
    const { next, islands, ...shared } = layer;
    budget = mergeRoute(mergeRoute(budget, shared), (probe === 'next' ? next : islands) ?? {});
  }
  return budget;
}

/**
 * The probe a route is judged against, from what its document loads: a page that still runs a script under
 * `/_next/` is rendered by Next.js (during the move to Astro, and the admin for good), so the Next probe is its floor;
 * any other is held to the islands probe's.
 */
export function judgedAgainst(firstLoad: Pick<FirstLoadJs, 'scripts'>): ProbeId {
  const next = firstLoad.scripts.some(({ src }) => new URL(src, 'http://localhost').pathname.startsWith('/_next/'));
  return next ? 'next' : 'islands';
}

export function loadBudgetFor(budgets: Budgets, route: string, encoding: Encoding): LoadBudget {
  let budget: LoadBudget = { ...budgets.load.default };
  for (const { route: overrideRoute, encoding: overrideEncoding, ...limits } of budgets.load.overrides) {
    if (overrideRoute === route && (overrideEncoding ?? encoding) === encoding) budget = { ...budget, ...limits };
  }
  return budget;
}

/** `BREACH <subject> <figure> <value> <op> <limit>`, or nothing when the figure holds or has no budget. */
function compare(
  subject: string,
  figure: string,
  value: number,
  limit: number | undefined,
  kind: 'min' | 'max',
  unit = '',
  basis = '',
): string[] {
  if (limit === undefined) return [];
  const suffix = unit ? ` ${unit}` : '';
  const why = basis ? ` (${basis})` : '';
  if (Number.isNaN(limit)) return [`BREACH ${subject} ${figure}: no reference to set its budget${why}`];
  if (Number.isNaN(value)) return [`BREACH ${subject} ${figure} not measured (budget ${limit}${suffix}${why})`];
  const holds = kind === 'min' ? value >= limit : value <= limit;
  const sign = kind === 'min' ? '<' : '>';
  return holds ? [] : [`BREACH ${subject} ${figure} ${value}${suffix} ${sign} ${limit}${suffix}${why}`];
}

/** The probe's figures in this run that relative budgets are set from (medians of all its runs). */
export interface ProbeReference {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  firstLoadJsKb: number;
}

/** What a route is compared with besides its own absolute budget. */
export interface Reference {
  probe?: ProbeReference;
  /** Which probe `probe` is, for the breach lines (`probe` alone when unnamed). */
  against?: ProbeId;
  /** FCP of the English page of a translated route, when it was measured in the same run. */
  englishFcpMs?: number;
}

/** A limit of this run: its value and how it was derived from the reference, for the breach line. */
export interface ResolvedLimit {
  limit: number;
  basis: string;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The relative limits of a Lighthouse budget turned into numbers for this run (NaN where the reference is missing). */
export function resolveLighthouseLimits(budget: LighthouseBudget, reference: Reference) {
  const { probe, against, englishFcpMs } = reference;
  const name = against ? probeNames[against] : 'probe';
  const { maxPerformanceBelow, maxTbt, maxLcpAboveMs } = budget.vsProbe ?? {};
  const resolve = (given: unknown, compute: (probe: ProbeReference) => number, basis: () => string) =>
    given === undefined
      ? undefined
      : probe
        ? { limit: round(compute(probe)), basis: basis() }
        : { limit: NaN, basis: `${name} not measured` };
  return {
    performance: resolve(
      maxPerformanceBelow,
      (p) => p.performance - (maxPerformanceBelow ?? 0),
      () => `${name} ${probe?.performance} − ${maxPerformanceBelow}`,
    ),
    tbt: resolve(
      maxTbt,
      (p) => (maxTbt?.times ?? 1) * p.tbtMs + (maxTbt?.plusMs ?? 0),
      () =>
        maxTbt?.times === 1
          ? `${name} ${probe?.tbtMs} ms + ${maxTbt.plusMs} ms`
          : `${maxTbt?.times} × ${name} ${probe?.tbtMs} ms + ${maxTbt?.plusMs} ms`,
    ),
    lcp: resolve(
      maxLcpAboveMs,
      (p) => p.lcpMs + (maxLcpAboveMs ?? 0),
      () => `${name} ${probe?.lcpMs} ms + ${maxLcpAboveMs} ms`,
    ),
    fcp:
      budget.maxFcpAboveEnglishMs === undefined || englishFcpMs === undefined
        ? undefined
        : {
            limit: englishFcpMs + budget.maxFcpAboveEnglishMs,
            basis: `English page ${englishFcpMs} ms + ${budget.maxFcpAboveEnglishMs} ms`,
          },
  } satisfies Record<string, ResolvedLimit | undefined>;
}

export function lighthouseBreaches(
  route: string,
  preset: Preset,
  figures: LighthouseFigures,
  budget: LighthouseBudget | undefined,
  reference: Reference = {},
): string[] {
  if (!budget) return [];
  const subject = `${route} ${preset}`;
  if (figures.error) return [`BREACH ${subject} Lighthouse failed: ${figures.error}`];
  const relative = resolveLighthouseLimits(budget, reference);
  const vs = (figure: string, value: number, resolved: ResolvedLimit | undefined, kind: 'min' | 'max', unit = '') =>
    resolved ? compare(subject, figure, value, resolved.limit, kind, unit, resolved.basis) : [];
  return [
    ...vs('performance', figures.performance, relative.performance, 'min'),
    ...vs('TBT', figures.tbtMs, relative.tbt, 'max', 'ms'),
    ...vs('LCP', figures.lcpMs, relative.lcp, 'max', 'ms'),
    ...vs('FCP', figures.fcpMs, relative.fcp, 'max', 'ms'),
    ...compare(subject, 'performance', figures.performance, budget.minPerformance, 'min'),
    ...compare(subject, 'accessibility', figures.accessibility, budget.minAccessibility, 'min'),
    ...compare(subject, 'best practices', figures.bestPractices, budget.minBestPractices, 'min'),
    ...compare(subject, 'SEO', figures.seo, budget.minSeo, 'min'),
    ...compare(subject, 'LCP', figures.lcpMs, budget.maxLcpMs, 'max', 'ms'),
    ...compare(subject, 'CLS', figures.cls, budget.maxCls, 'max'),
    ...compare(subject, 'TBT', figures.tbtMs, budget.maxTbtMs, 'max', 'ms'),
  ];
}

export function firstLoadBreaches(
  route: string,
  firstLoad: FirstLoadJs,
  budget: RouteBudget,
  probe?: Pick<ProbeReference, 'firstLoadJsKb'>,
  against?: ProbeId,
): string[] {
  const expectedStatus = budget.status ?? 200;
  const above = budget.maxFirstLoadJsAboveProbeKb;
  const name = against ? probeNames[against] : 'probe';
  return [
    ...(firstLoad.status === expectedStatus ? [] : [`BREACH ${route} status ${firstLoad.status} ≠ ${expectedStatus}`]),
    ...compare(route, 'first-load JS (gzip)', firstLoad.gzipKb, budget.maxFirstLoadJsKb, 'max', 'KB'),
    ...(above === undefined
      ? []
      : compare(
          route,
          'first-load JS (gzip)',
          firstLoad.gzipKb,
          probe ? round(probe.firstLoadJsKb + above) : NaN,
          'max',
          'KB',
          probe ? `${name} ${probe.firstLoadJsKb} KB + ${above} KB` : `${name} not measured`,
        )),
    ...firstLoad.forbidden
      .filter((hit) => !hit.allowed)
      .map(
        (hit) => `BREACH ${route} forbidden code ${hit.name} (${hit.markers.join(', ')} in ${hit.files.join(', ')})`,
      ),
  ];
}

export function loadBreaches(figures: LoadFigures, budget: LoadBudget): string[] {
  const subject = `${figures.route} load (${figures.encoding})`;
  // Without a single response the other figures are zeros, not measurements.
  if (!figures.responses) return [`BREACH ${subject} no response completed`];
  return [
    ...compare(subject, 'req/s', figures.requestsPerSecond, budget.minRequestsPerSecond, 'min'),
    ...compare(subject, 'p99', figures.p99Ms, budget.maxP99Ms, 'max', 'ms'),
    ...compare(subject, 'errors', figures.errors, budget.maxErrors, 'max'),
    ...compare(subject, 'non-2xx', figures.non2xx, budget.maxNon2xx, 'max'),
    ...(figures.liveGrowthPercent === undefined
      ? []
      : compare(subject, 'live memory growth', figures.liveGrowthPercent, budget.maxLiveGrowthPercent, 'max', '%')),
    ...(figures.shareOfStaticPercent === undefined
      ? []
      : compare(subject, 'share of static', figures.shareOfStaticPercent, budget.minShareOfStaticPercent, 'min', '%')),
  ];
}

export function buildBreaches(buildSeconds: number | null, budgets: Budgets): string[] {
  return buildSeconds === null ? [] : compare('build', 'time', buildSeconds, budgets.maxBuildSeconds, 'max', 's');
}
