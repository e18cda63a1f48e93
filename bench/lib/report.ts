/** The markdown printed at the end of a run. */
import type { ProbeReference } from './budgets';
import type { FirstLoadJs } from './first-load-js';
import { gzipLevel } from './first-load-js';
import type { FormFactor, LighthouseFigures } from './lighthouse';
import { connections, type LoadFigures } from './load';

export interface RouteResult {
  route: string;
  firstLoad: FirstLoadJs;
  mobile: LighthouseFigures;
  desktop?: LighthouseFigures;
}

/** The probe measured before and after the site's routes, and the reference its runs give (see probe.ts). */
export interface ProbeResults {
  before: RouteResult;
  after: RouteResult;
  reference: Partial<Record<FormFactor, ProbeReference>>;
}

export interface Report {
  runs: number;
  duration: number;
  buildSeconds: number | null;
  probe: ProbeResults;
  routes: RouteResult[];
  load: LoadFigures[];
  breaches: string[];
}

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The probe's rows first, then the site's routes. */
function measuredRows(report: Report): RouteResult[] {
  return [
    { ...report.probe.before, route: 'probe (before)' },
    { ...report.probe.after, route: 'probe (after)' },
    ...report.routes,
  ];
}

function lighthouseTable(report: Report, formFactor: FormFactor): string[] {
  const rows = measuredRows(report).flatMap(({ route, firstLoad, ...figures }) => {
    const f = figures[formFactor];
    if (!f) return [];
    // An asterisk marks a score computed without the audits budgets.json expects to fail on the route.
    const score = (category: string, value: number) =>
      f.rescoredCategories.includes(category) ? `${value}\\*` : String(value);
    return [
      row([
        route,
        score('performance', f.performance),
        score('accessibility', f.accessibility),
        score('best-practices', f.bestPractices),
        score('seo', f.seo),
        f.lcpMs,
        f.fcpMs,
        f.tbtMs,
        f.cls,
        f.totalKb,
        f.jsKb,
        firstLoad.gzipKb,
        f.requests,
      ]),
    ];
  });
  if (!rows.length) return [];
  const excused = report.routes.flatMap(({ route, ...figures }) => {
    const audits = figures[formFactor]?.excusedAudits ?? [];
    return audits.length
      ? [`\\* ${route}: scored without ${audits.join(', ')} (expected to fail, see budgets.json)`]
      : [];
  });
  const probe = report.probe.reference[formFactor];
  const reference = probe
    ? [
        `Probe reference (median of its ${report.runs * 2} runs): performance ${probe.performance}, ` +
          `LCP ${probe.lcpMs} ms, FCP ${probe.fcpMs} ms, TBT ${probe.tbtMs} ms, first-load JS ${probe.firstLoadJsKb} KB.`,
        '',
      ]
    : [`Probe reference: none (the probe was not measured ${formFactor}).`, ''];
  return [
    `### Lighthouse ${formFactor} (median of ${report.runs} run${report.runs === 1 ? '' : 's'})`,
    '',
    ...reference,
    '',
    row([
      'Route',
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
    row(Array<string>(13).fill('---')),
    ...rows,
    ...(excused.length ? ['', ...excused] : []),
    '',
  ];
}

const spread = (values: readonly number[]) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–');

/** Every run's figures, so a median can be read with its spread (Lighthouse moves by several points run to run). */
function spreadTable(report: Report, formFactor: FormFactor): string[] {
  const rows = measuredRows(report).flatMap(({ route, ...figures }) => {
    const f = figures[formFactor];
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
    `### Spread of the Lighthouse ${formFactor} runs`,
    '',
    row(['Route', 'Perf runs', 'LCP ms', 'FCP ms', 'TBT ms', 'Runs on a busy machine']),
    row(Array<string>(6).fill('---')),
    ...rows,
    '',
  ];
}

/** Audits worth fixing and stale excuses, so a score below 100 says why. */
function auditNotes(report: Report): string[] {
  const notes = report.routes.flatMap(({ route, mobile, desktop }) =>
    (
      [
        ['mobile', mobile],
        ['desktop', desktop],
      ] as const
    ).flatMap(([form, f]) => {
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
      'RSS growth %',
    ]),
    row(Array<string>(12).fill('---')),
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
        r.rssGrowthPercent,
      ]),
    ),
    '',
  ];
}

export function markdown(report: Report): string {
  return [
    ...lighthouseTable(report, 'mobile'),
    ...lighthouseTable(report, 'desktop'),
    ...spreadTable(report, 'mobile'),
    ...spreadTable(report, 'desktop'),
    ...auditNotes(report),
    ...forbiddenCodeSection(report),
    ...loadTable(report),
    report.buildSeconds === null ? 'Build: skipped' : `Build: ${report.buildSeconds} s`,
    '',
    ...(report.breaches.length ? report.breaches : ['All budgets hold.']),
  ].join('\n');
}
