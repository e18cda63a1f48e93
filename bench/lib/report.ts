/** The markdown printed at the end of a run. */
import { probeIds, probeNames, type ProbeId, type ProbeReference } from './budgets';
import type { FirstLoadJs } from './first-load-js';
import { gzipLevel } from './first-load-js';
import type { LighthouseFigures, Preset } from './lighthouse';
import { connections, type LoadFigures } from './load';

export interface RouteResult {
  route: string;
  firstLoad: FirstLoadJs;
  /** The figures of each preset the run measured. */
  lighthouse: Partial<Record<Preset, LighthouseFigures>>;
  /** The probe a route of the site is judged against (see budgets.ts `judgedAgainst`); a probe has none. */
  against?: ProbeId;
}

/** A probe measured before and after the site's routes, and the reference its runs give (see probe.ts). */
export interface ProbeResults {
  before: RouteResult;
  after: RouteResult;
  reference: Partial<Record<Preset, ProbeReference>>;
}

export interface Report {
  runs: number;
  duration: number;
  buildSeconds: number | null;
  presets: Preset[];
  probes: Record<ProbeId, ProbeResults>;
  routes: RouteResult[];
  load: LoadFigures[];
  breaches: string[];
}

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
/** A figure the run did not measure (the low-end preset scores performance only) shows as a dash. */
const cell = (value: number) => (Number.isNaN(value) ? '–' : value);

/** The probes' rows first, then the site's routes. */
function measuredRows(report: Report): RouteResult[] {
  return [
    ...probeIds.flatMap((id) => [
      { ...report.probes[id].before, route: `${probeNames[id]} (before)` },
      { ...report.probes[id].after, route: `${probeNames[id]} (after)` },
    ]),
    ...report.routes,
  ];
}

/** Each probe's reference under each preset: the figures the relative budgets of the run were set from. */
function probeTable(report: Report): string[] {
  const rows = probeIds.flatMap((id) =>
    report.presets.map((preset) => {
      const probe = report.probes[id].reference[preset];
      return probe
        ? row([probeNames[id], preset, probe.performance, probe.lcpMs, probe.fcpMs, probe.tbtMs, probe.firstLoadJsKb])
        : row([probeNames[id], preset, 'not measured', '–', '–', '–', '–']);
    }),
  );
  return [
    `### Probes (median of their ${report.runs * 2} runs, before and after the routes)`,
    '',
    row(['Probe', 'Preset', 'Perf', 'LCP ms', 'FCP ms', 'TBT ms', `First-load JS KB (gzip -${gzipLevel})`]),
    row(Array<string>(7).fill('---')),
    ...rows,
    '',
  ];
}

function lighthouseTable(report: Report, preset: Preset): string[] {
  const rows = measuredRows(report).flatMap(({ route, firstLoad, lighthouse, against }) => {
    const f = lighthouse[preset];
    if (!f) return [];
    // An asterisk marks a score computed without the audits budgets.json expects to fail on the route.
    const score = (category: string, value: number) =>
      f.rescoredCategories.includes(category) ? `${value}\\*` : cell(value);
    return [
      row([
        route,
        against ? probeNames[against] : '',
        score('performance', f.performance),
        score('accessibility', f.accessibility),
        score('best-practices', f.bestPractices),
        score('seo', f.seo),
        cell(f.lcpMs),
        cell(f.fcpMs),
        cell(f.tbtMs),
        cell(f.cls),
        cell(f.totalKb),
        cell(f.jsKb),
        firstLoad.gzipKb,
        cell(f.requests),
      ]),
    ];
  });
  if (!rows.length) return [];
  const excused = report.routes.flatMap(({ route, lighthouse }) => {
    const audits = lighthouse[preset]?.excusedAudits ?? [];
    return audits.length
      ? [`\\* ${route}: scored without ${audits.join(', ')} (expected to fail, see budgets.json)`]
      : [];
  });
  return [
    `### Lighthouse ${preset} (median of ${report.runs} run${report.runs === 1 ? '' : 's'})`,
    '',
    row([
      'Route',
      'Judged against',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'LCP ms',
      'FCP ms',
      'TBT ms',
      'CLS',
      'Total KB',
      'JS KB',
      `First-load JS KB (gzip -${gzipLevel})`,
      'Requests',
    ]),
    row(Array<string>(16).fill('---')),
    ...rows,
    ...(excused.length ? ['', ...excused] : []),
    '',
  ];
}

const spread = (values: readonly number[]) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–');

/** Every run's figures, so a median can be read with its spread (Lighthouse moves by several points run to run). */
function spreadTable(report: Report, preset: Preset): string[] {
  const rows = measuredRows(report).flatMap(({ route, lighthouse }) => {
    const f = lighthouse[preset];
    if (!f || f.error) return [];
    return [
      row([
        route,
        f.performanceRuns.join('/'),
        spread(f.lcpRuns),
        spread(f.fcpRuns),
        spread(f.tbtRuns),
        f.noisyRuns ? `${f.noisyRuns} of ${f.performanceRuns.length}` : '',
      ]),
    ];
  });
  if (!rows.length) return [];
  return [
    `### Spread of the Lighthouse ${preset} runs`,
    '',
    row(['Route', 'Perf runs', 'LCP ms', 'FCP ms', 'TBT ms', 'Runs on a busy machine']),
    row(Array<string>(6).fill('---')),
    ...rows,
    '',
  ];
}

/** Audits worth fixing and stale excuses, so a score below 100 says why. */
function auditNotes(report: Report): string[] {
  const notes = report.routes.flatMap(({ route, lighthouse }) =>
    report.presets.flatMap((form) => {
      const f = lighthouse[form];
      if (!f) return [];
      return [
        ...(f.failedAudits.length ? [`- ${route} ${form}: failing audits ${f.failedAudits.join(', ')}`] : []),
        ...(f.staleExcuses.length
          ? [`- ${route} ${form}: expected to fail but passed or unknown: ${f.staleExcuses.join(', ')}`]
          : []),
      ];
    }),
  );
  return notes.length ? ['Audit notes:', ...notes, ''] : [];
}

function forbiddenCodeSection(report: Report): string[] {
  const byRule = new Map<string, { markers: Set<string>; routes: string[] }>();
  for (const { route, firstLoad } of report.routes) {
    for (const hit of firstLoad.forbidden) {
      const entry = byRule.get(hit.name) ?? { markers: new Set(), routes: [] };
      hit.markers.forEach((marker) => entry.markers.add(marker));
      entry.routes.push(`${route}${hit.allowed ? '' : ' (NOT ALLOWED)'}`);
      byRule.set(hit.name, entry);
    }
  }
  if (!byRule.size) return ['Forbidden code in first-load JS: none found.', ''];
  return [
    'Forbidden code in first-load JS:',
    ...[...byRule].map(([name, { markers, routes }]) => `- ${name} (${[...markers].join(', ')}): ${routes.join(', ')}`),
    '',
  ];
}

function loadTable(report: Report): string[] {
  if (!report.load.length) return [];
  return [
    `### Load (${connections} connections, ${report.duration} s per run)`,
    '',
    row([
      'Route',
      'Encoding',
      'Responses',
      'req/s',
      'p50 ms',
      'p99 ms',
      'Errors',
      'Non-2xx',
      'KB/response',
      'RSS before MB',
      'RSS after MB',
      'Live before MB',
      'Live after MB',
      'Live growth %',
      'Static req/s',
      'Share of static %',
    ]),
    row(Array<string>(16).fill('---')),
    ...report.load.map((r) =>
      row([
        r.route,
        r.encoding,
        r.responses,
        r.requestsPerSecond,
        r.p50Ms,
        r.p99Ms,
        r.errors,
        r.non2xx,
        r.kbPerResponse,
        r.rssBeforeMb,
        r.rssAfterMb,
        r.liveBeforeMb ?? '',
        r.liveAfterMb ?? '',
        r.liveGrowthPercent ?? '',
        r.staticRequestsPerSecond ?? '',
        r.shareOfStaticPercent ?? '',
      ]),
    ),
    '',
  ];
}

export function markdown(report: Report): string {
  return [
    ...probeTable(report),
    ...report.presets.flatMap((preset) => lighthouseTable(report, preset)),
    ...report.presets.flatMap((preset) => spreadTable(report, preset)),
    ...auditNotes(report),
    ...forbiddenCodeSection(report),
    ...loadTable(report),
    report.buildSeconds === null ? 'Build: skipped' : `Build: ${report.buildSeconds} s`,
    '',
    ...(report.breaches.length ? report.breaches : ['All budgets hold.']),
  ].join('\n');
}
