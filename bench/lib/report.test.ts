import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from './lighthouse';
import { markdown, type ProbeResults, type Report, type RouteResult } from './report';

function figures(performance: number, lcpMs: number, tbtMs: number, scored = true): LighthouseFigures {
  const score = scored ? 100 : NaN;
  return {
    performance,
    accessibility: score,
    bestPractices: score,
    seo: score,
    lcpMs,
    fcpMs: 900,
    tbtMs,
    cls: 0,
    totalKb: 120,
    jsKb: 70,
    requests: 6,
    performanceRuns: [performance],
    tbtRuns: [tbtMs],
    lcpRuns: [lcpMs],
    fcpRuns: [900],
    noisyRuns: 0,
    failedAudits: [],
    excusedAudits: [],
    rescoredCategories: [],
    staleExcuses: [],
  };
}

const page = (route: string, gzipKb: number, against?: RouteResult['against']): RouteResult => ({
  route,
  firstLoad: { status: 200, scripts: [], gzipKb, forbidden: [] },
  lighthouse: { mobile: figures(95, 1800, 240), 'low-end': figures(79, 3500, 450, false) },
  against,
});

const probe = (gzipKb: number, lcpMs: number): ProbeResults => ({
  before: page('/', gzipKb),
  after: page('/', gzipKb),
  reference: {
    mobile: { performance: 100, lcpMs, fcpMs: 900, tbtMs: 33, firstLoadJsKb: gzipKb },
    'low-end': { performance: 97, lcpMs: 2100, fcpMs: 1500, tbtMs: 79, firstLoadJsKb: gzipKb },
  },
});

const report: Report = {
  runs: 3,
  duration: 5,
  buildSeconds: 120,
  presets: ['mobile', 'low-end'],
  probes: { next: probe(134, 1800), islands: probe(70, 1060) },
  routes: [page('/terms', 140, 'next'), page('/about-us', 75, 'islands')],
  load: [],
  breaches: [],
};

describe('the markdown report', () => {
  const text = markdown(report);

  it('gives both probes’ reference under both presets', () => {
    expect(text).toContain('| Next probe | mobile | 100 | 1800 | 900 | 33 | 134 |');
    expect(text).toContain('| islands probe | mobile | 100 | 1060 | 900 | 33 | 70 |');
    expect(text).toContain('| islands probe | low-end | 97 | 2100 | 1500 | 79 | 70 |');
  });

  it('says which probe each route was judged against, in a table per preset', () => {
    expect(text).toContain('### Lighthouse low-end (median of 3 runs)');
    expect(text).toMatch(/\| \/terms \| Next probe \| 95 \|/);
    expect(text).toMatch(/\| \/about-us \| islands probe \| 79 \| – \| – \| – \| 3500 \|/);
    expect(text).toContain('| islands probe (after) |  | 95 |');
  });
});
