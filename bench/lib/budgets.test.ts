import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetFor, firstLoadBreaches, lighthouseBreaches, readBudgets, type ProbeReference } from './budgets';
import type { FirstLoadJs } from './first-load-js';
import type { LighthouseFigures } from './lighthouse';
import { median, probeReference } from './probe';
import type { RouteResult } from './report';

const probe: ProbeReference = { performance: 99, tbtMs: 60, lcpMs: 1700, fcpMs: 800, firstLoadJsKb: 131 };

function figures(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    performance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1900,
    fcpMs: 850,
    tbtMs: 100,
    cls: 0,
    totalKb: 200,
    jsKb: 140,
    requests: 12,
    performanceRuns: [98],
    tbtRuns: [100],
    lcpRuns: [1900],
    fcpRuns: [850],
    noisyRuns: 0,
    failedAudits: [],
    excusedAudits: [],
    rescoredCategories: [],
    staleExcuses: [],
    ...overrides,
  };
}

const firstLoad = (gzipKb: number): FirstLoadJs => ({ status: 200, scripts: [], gzipKb, forbidden: [] });

const budgets = readBudgets('bench/budgets.json');

describe('budgets relative to the probe (bench/budgets.json)', () => {
  const mobile = budgetFor(budgets, '/').mobile;

  it('holds a route within every relative limit', () => {
    expect(lighthouseBreaches('/', 'mobile', figures(), mobile, { probe })).toEqual([]);
  });

  it('sets TBT to 1.5 × the probe + 50 ms, performance to the probe − 4 and LCP to the probe + 300 ms', () => {
    const breaches = lighthouseBreaches('/', 'mobile', figures({ tbtMs: 141, performance: 94, lcpMs: 2001 }), mobile, {
      probe,
    });
    expect(breaches).toEqual([
      'BREACH / mobile performance 94 < 95 (probe 99 − 4)',
      'BREACH / mobile TBT 141 ms > 140 ms (1.5 × probe 60 ms + 50 ms)',
      'BREACH / mobile LCP 2001 ms > 2000 ms (probe 1700 ms + 300 ms)',
    ]);
  });

  it('moves with the probe: the same page holds against a slower machine’s probe', () => {
    const slow = { ...probe, tbtMs: 262, lcpMs: 2600, performance: 92 };
    const page = figures({ tbtMs: 400, lcpMs: 2800, performance: 88 });
    expect(lighthouseBreaches('/', 'mobile', page, mobile, { probe })).toHaveLength(3);
    expect(lighthouseBreaches('/', 'mobile', page, mobile, { probe: slow })).toEqual([]);
  });

  it('reports a relative budget without a probe as a breach, never as a pass', () => {
    expect(lighthouseBreaches('/', 'mobile', figures(), mobile, {})).toEqual([
      'BREACH / mobile performance: no reference to set its budget (probe not measured)',
      'BREACH / mobile TBT: no reference to set its budget (probe not measured)',
      'BREACH / mobile LCP: no reference to set its budget (probe not measured)',
    ]);
  });

  it('keeps a translated page’s FCP within 300 ms of its English page', () => {
    const ar = budgetFor(budgets, '/ar').mobile;
    expect(lighthouseBreaches('/ar', 'mobile', figures({ fcpMs: 1150 }), ar, { probe, englishFcpMs: 850 })).toEqual([]);
    expect(lighthouseBreaches('/ar', 'mobile', figures({ fcpMs: 1151 }), ar, { probe, englishFcpMs: 850 })).toEqual([
      'BREACH /ar mobile FCP 1151 ms > 1150 ms (English page 850 ms + 300 ms)',
    ]);
  });

  it('keeps the absolute limits: CLS 0.01 and accessibility, best practices and SEO at 100', () => {
    const breaches = lighthouseBreaches('/', 'mobile', figures({ cls: 0.02, seo: 92 }), mobile, { probe });
    expect(breaches).toEqual(['BREACH / mobile SEO 92 < 100', 'BREACH / mobile CLS 0.02 > 0.01']);
  });

  it('allows 8 KB of JavaScript above the probe, 20 KB on the form pages', () => {
    expect(firstLoadBreaches('/', firstLoad(139), budgetFor(budgets, '/'), probe)).toEqual([]);
    expect(firstLoadBreaches('/', firstLoad(139.1), budgetFor(budgets, '/'), probe)).toEqual([
      'BREACH / first-load JS (gzip) 139.1 KB > 139 KB (probe 131 KB + 8 KB)',
    ]);
    expect(firstLoadBreaches('/contact-us', firstLoad(150), budgetFor(budgets, '/contact-us'), probe)).toEqual([]);
  });

  it('rejects a budgets file with a misspelt relative limit before a run starts', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'budgets-')), 'budgets.json');
    const broken = structuredClone(budgets) as unknown as { routes: { default: { mobile: object } } };
    broken.routes.default.mobile = { vsProbe: { maxTbtMs: 100 } };
    writeFileSync(file, JSON.stringify(broken));
    expect(() => readBudgets(file)).toThrow(/not a valid budgets file/);
  });
});

describe('the probe reference', () => {
  it('is the median of every run before and after the routes, figure by figure', () => {
    const result = (mobile: LighthouseFigures): RouteResult => ({ route: '/', firstLoad: firstLoad(131), mobile });
    const before = figures({ performanceRuns: [100, 99, 97], tbtRuns: [50, 130, 60], lcpRuns: [1700, 2200, 1710] });
    const after = figures({ performanceRuns: [99, 99, 100], tbtRuns: [55, 58, 61], lcpRuns: [1690, 1720, 1705] });
    expect(probeReference(result(before), result(after)).mobile).toMatchObject({
      performance: 99,
      tbtMs: 59,
      lcpMs: 1708,
      firstLoadJsKb: 131,
    });
  });

  it('is missing when the probe failed, so relative budgets cannot pass silently', () => {
    const result = (mobile: LighthouseFigures): RouteResult => ({ route: '/', firstLoad: firstLoad(131), mobile });
    expect(probeReference(result(figures()), result(figures({ error: 'NO_FCP' }))).mobile).toBeUndefined();
  });

  it('takes the median of an odd and an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
