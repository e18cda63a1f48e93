import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  firstLoadBreaches,
  judgedAgainst,
  lighthouseBreaches,
  loadBreaches,
  loadBudgetFor,
  readBudgets,
  type ProbeReference,
} from './budgets';
import type { FirstLoadJs } from './first-load-js';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures } from './load';
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

describe('budgets relative to the Next probe (bench/budgets.json)', () => {
  const mobile = budgetFor(budgets, '/', 'next').mobile;
  const next = { probe, against: 'next' } as const;

  it('holds a route within every relative limit', () => {
    expect(lighthouseBreaches('/', 'mobile', figures(), mobile, next)).toEqual([]);
  });

  it('sets TBT to 1.5 × the probe + 50 ms, performance to the probe − 4 and LCP to the probe + 300 ms', () => {
    const page = figures({ tbtMs: 141, performance: 94, lcpMs: 2001 });
    expect(lighthouseBreaches('/', 'mobile', page, mobile, next)).toEqual([
      'BREACH / mobile performance 94 < 95 (Next probe 99 − 4)',
      'BREACH / mobile TBT 141 ms > 140 ms (1.5 × Next probe 60 ms + 50 ms)',
      'BREACH / mobile LCP 2001 ms > 2000 ms (Next probe 1700 ms + 300 ms)',
    ]);
  });

  it('moves with the probe: the same page holds against a slower machine’s probe', () => {
    const slow = { ...probe, tbtMs: 262, lcpMs: 2600, performance: 92 };
    const page = figures({ tbtMs: 400, lcpMs: 2800, performance: 88 });
    expect(lighthouseBreaches('/', 'mobile', page, mobile, next)).toHaveLength(3);
    expect(lighthouseBreaches('/', 'mobile', page, mobile, { probe: slow, against: 'next' })).toEqual([]);
  });

  it('reports a relative budget without a probe as a breach, never as a pass', () => {
    expect(lighthouseBreaches('/', 'mobile', figures(), mobile, { against: 'next' })).toEqual([
      'BREACH / mobile performance: no reference to set its budget (Next probe not measured)',
      'BREACH / mobile TBT: no reference to set its budget (Next probe not measured)',
      'BREACH / mobile LCP: no reference to set its budget (Next probe not measured)',
    ]);
  });

  it('keeps a translated page’s FCP within 300 ms of its English page', () => {
    const ar = budgetFor(budgets, '/ar', 'next').mobile;
    expect(lighthouseBreaches('/ar', 'mobile', figures({ fcpMs: 1150 }), ar, { ...next, englishFcpMs: 850 })).toEqual(
      [],
    );
    expect(lighthouseBreaches('/ar', 'mobile', figures({ fcpMs: 1151 }), ar, { ...next, englishFcpMs: 850 })).toEqual([
      'BREACH /ar mobile FCP 1151 ms > 1150 ms (English page 850 ms + 300 ms)',
    ]);
  });

  it('keeps the absolute limits: CLS 0.01 and accessibility, best practices and SEO at 100', () => {
    const breaches = lighthouseBreaches('/', 'mobile', figures({ cls: 0.02, seo: 92 }), mobile, next);
    expect(breaches).toEqual(['BREACH / mobile SEO 92 < 100', 'BREACH / mobile CLS 0.02 > 0.01']);
  });

  it('allows 8 KB of JavaScript above the probe, 20 KB on the form pages', () => {
    expect(firstLoadBreaches('/', firstLoad(139), budgetFor(budgets, '/', 'next'), probe, 'next')).toEqual([]);
    expect(firstLoadBreaches('/', firstLoad(139.1), budgetFor(budgets, '/', 'next'), probe, 'next')).toEqual([
      'BREACH / first-load JS (gzip) 139.1 KB > 139 KB (Next probe 131 KB + 8 KB)',
    ]);
    const contact = budgetFor(budgets, '/contact-us', 'next');
    expect(firstLoadBreaches('/contact-us', firstLoad(150), contact, probe, 'next')).toEqual([]);
  });

  it('sets no low-end budget on a page Next.js still renders', () => {
    const lowEnd = budgetFor(budgets, '/ar', 'next')['low-end'];
    expect(lighthouseBreaches('/ar', 'low-end', figures({ lcpMs: 4200, performance: 57 }), lowEnd, next)).toEqual([]);
  });

  it('rejects a budgets file with a misspelt relative limit before a run starts', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'budgets-')), 'budgets.json');
    const broken = structuredClone(budgets) as unknown as { routes: { default: { mobile: object } } };
    broken.routes.default.mobile = { vsProbe: { maxTbtMs: 100 } };
    writeFileSync(file, JSON.stringify(broken));
    expect(() => readBudgets(file)).toThrow(/not a valid budgets file/);
  });
});

describe('the probe a route is judged against', () => {
  const scripts = (...srcs: string[]): Pick<FirstLoadJs, 'scripts'> => ({
    scripts: srcs.map((src) => ({ src, bytes: 1, gzipBytes: 1 })),
  });

  it('is the Next probe for a page that runs a script under /_next/, deferred or not', () => {
    expect(judgedAgainst(scripts('/_astro/client.js', '/_next/static/chunks/main.js'))).toBe('next');
    expect(judgedAgainst(scripts('http://localhost:3000/_next/static/chunks/page.js?dpl=1'))).toBe('next');
  });

  it('is the islands probe for a page with only Astro scripts, or none at all', () => {
    expect(judgedAgainst(scripts('/_astro/counter.js', '/_astro/client.js'))).toBe('islands');
    expect(judgedAgainst(scripts())).toBe('islands');
    expect(judgedAgainst(scripts('/scripts/_next/theme.js'))).toBe('islands');
  });
});

describe('budgets relative to the islands probe (bench/budgets.json)', () => {
  const islandsProbe: ProbeReference = { performance: 100, tbtMs: 33, lcpMs: 1060, fcpMs: 900, firstLoadJsKb: 70 };
  const islands = { probe: islandsProbe, against: 'islands' } as const;
  const mobile = budgetFor(budgets, '/', 'islands').mobile;
  const lowEnd = (route: string) => budgetFor(budgets, route, 'islands')['low-end'];

  it('sets performance to the islands probe − 2 and TBT to the islands probe + 30 ms', () => {
    expect(lighthouseBreaches('/', 'mobile', figures({ performance: 98, tbtMs: 63 }), mobile, islands)).toEqual([]);
    expect(lighthouseBreaches('/', 'mobile', figures({ performance: 97, tbtMs: 64 }), mobile, islands)).toEqual([
      'BREACH / mobile performance 97 < 98 (islands probe 100 − 2)',
      'BREACH / mobile TBT 64 ms > 63 ms (islands probe 33 ms + 30 ms)',
    ]);
  });

  it('holds a page to the islands probe’s floor, which the Next probe’s would let pass', () => {
    const page = figures({ performance: 95, tbtMs: 140 });
    expect(
      lighthouseBreaches('/', 'mobile', page, budgetFor(budgets, '/', 'next').mobile, { probe, against: 'next' }),
    ).toEqual([]);
    expect(lighthouseBreaches('/', 'mobile', page, mobile, islands)).toHaveLength(2);
  });

  it('keeps the shared absolute limits: accessibility and CLS', () => {
    expect(
      lighthouseBreaches('/', 'mobile', figures({ accessibility: 96, cls: 0.05, tbtMs: 40 }), mobile, islands),
    ).toEqual(['BREACH / mobile accessibility 96 < 100', 'BREACH / mobile CLS 0.05 > 0.01']);
  });

  it('holds LCP within 2,500 ms on the low-end preset on every route, /ar included', () => {
    const slow = figures({ lcpMs: 2501, performance: 80, tbtMs: 400 });
    expect(lighthouseBreaches('/ar', 'low-end', figures({ lcpMs: 2500 }), lowEnd('/ar'), islands)).toEqual([]);
    expect(lighthouseBreaches('/ar', 'low-end', slow, lowEnd('/ar'), islands)).toEqual([
      'BREACH /ar low-end LCP 2501 ms > 2500 ms',
    ]);
    expect(lighthouseBreaches('/contact-us', 'low-end', slow, lowEnd('/contact-us'), islands)).toHaveLength(1);
  });

  it('allows 10 KB of script above the islands probe on a content page', () => {
    const budget = budgetFor(budgets, '/services', 'islands');
    expect(firstLoadBreaches('/services', firstLoad(80), budget, islandsProbe, 'islands')).toEqual([]);
    expect(firstLoadBreaches('/services', firstLoad(80.1), budget, islandsProbe, 'islands')).toEqual([
      'BREACH /services first-load JS (gzip) 80.1 KB > 80 KB (islands probe 70 KB + 10 KB)',
    ]);
  });

  it.each(['/contact-us', '/whitelabel-solutions', '/pricing-calculator', '/es/contact-us', '/ar/pricing-calculator'])(
    'allows 60 KB above the islands probe on the form and calculator page %s',
    (route) => {
      const budget = budgetFor(budgets, route, 'islands');
      expect(firstLoadBreaches(route, firstLoad(130), budget, islandsProbe, 'islands')).toEqual([]);
      expect(firstLoadBreaches(route, firstLoad(130.1), budget, islandsProbe, 'islands')).toEqual([
        `BREACH ${route} first-load JS (gzip) 130.1 KB > 130 KB (islands probe 70 KB + 60 KB)`,
      ]);
    },
  );

  it('gives a translated page its English page’s override, and keeps the 404’s excused audits for both probes', () => {
    expect(budgetFor(budgets, '/de/whitelabel-solutions', 'next').maxFirstLoadJsAboveProbeKb).toBe(20);
    for (const against of ['next', 'islands'] as const) {
      const notFound = budgetFor(budgets, '/no-such-page', against);
      expect(notFound.status).toBe(404);
      expect(Object.keys(notFound.expectedFailingAudits ?? {})).toContain('http-status-code');
    }
  });
});

describe('the probe reference', () => {
  it('is the median of every run before and after the routes, figure by figure', () => {
    const result = (mobile: LighthouseFigures): RouteResult => ({
      route: '/',
      firstLoad: firstLoad(131),
      lighthouse: { mobile },
    });
    const before = figures({ performanceRuns: [100, 99, 97], tbtRuns: [50, 130, 60], lcpRuns: [1700, 2200, 1710] });
    const after = figures({ performanceRuns: [99, 99, 100], tbtRuns: [55, 58, 61], lcpRuns: [1690, 1720, 1705] });
    expect(probeReference(result(before), result(after)).mobile).toMatchObject({
      performance: 99,
      tbtMs: 59,
      lcpMs: 1708,
      firstLoadJsKb: 131,
    });
  });

  it('is set for each preset from that preset’s runs alone', () => {
    const result = (mobile: LighthouseFigures, lowEnd: LighthouseFigures): RouteResult => ({
      route: '/',
      firstLoad: firstLoad(70),
      lighthouse: { mobile, 'low-end': lowEnd },
    });
    const mobile = figures({ lcpRuns: [1000, 1100, 1050] });
    const lowEnd = figures({ lcpRuns: [2100, 2000, 2200] });
    const reference = probeReference(result(mobile, lowEnd), result(mobile, lowEnd));
    expect(reference.mobile?.lcpMs).toBe(1050);
    expect(reference['low-end']?.lcpMs).toBe(2100);
    expect(reference.desktop).toBeUndefined();
  });

  it('is missing when the probe failed, so relative budgets cannot pass silently', () => {
    const result = (mobile: LighthouseFigures): RouteResult => ({
      route: '/',
      firstLoad: firstLoad(131),
      lighthouse: { mobile },
    });
    expect(probeReference(result(figures()), result(figures({ error: 'NO_FCP' }))).mobile).toBeUndefined();
  });

  it('takes the median of an odd and an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('load budgets (bench/budgets.json)', () => {
  const run = (overrides: Partial<LoadFigures>): LoadFigures => ({
    route: '/',
    encoding: 'br',
    responses: 40_000,
    requestsPerSecond: 2000,
    p50Ms: 20,
    p99Ms: 60,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    kbPerResponse: 20,
    rssBeforeMb: 200,
    rssAfterMb: 210,
    liveBeforeMb: 80,
    liveAfterMb: 84,
    liveGrowthPercent: 5,
    staticRequestsPerSecond: 3000,
    shareOfStaticPercent: 67,
    ...overrides,
  });

  it('holds `/` asked for `gzip, br` to half its static reference’s req/s and a p99 under 100 ms', () => {
    const budget = loadBudgetFor(budgets, '/', 'br');
    expect(loadBreaches(run({}), budget)).toEqual([]);
    expect(loadBreaches(run({ requestsPerSecond: 1400, shareOfStaticPercent: 47 }), budget)).toEqual([
      'BREACH / load (br) share of static 47 % < 50 %',
    ]);
    expect(loadBreaches(run({ p99Ms: 130 }), budget)).toEqual(['BREACH / load (br) p99 130 ms > 100 ms']);
  });

  it('holds what the server keeps after full garbage collections, not the RSS its heap grew to, to half again', () => {
    const budget = loadBudgetFor(budgets, '/portfolio/11', 'gzip');
    expect(loadBreaches(run({ rssBeforeMb: 295, rssAfterMb: 462 }), budget)).toEqual([]);
    expect(loadBreaches(run({ liveBeforeMb: 80, liveAfterMb: 130, liveGrowthPercent: 62.5 }), budget)).toEqual([
      `BREACH / load (br) live memory growth 62.5 % > 50 %`,
    ]);
  });

  it('compares no share where no static reference was measured, and none in the encodings without the limit', () => {
    const { staticRequestsPerSecond: _static, shareOfStaticPercent: _share, ...unmatched } = run({});
    expect(loadBreaches(unmatched, loadBudgetFor(budgets, '/', 'br'))).toEqual([]);
    expect(
      loadBreaches(run({ encoding: 'gzip', shareOfStaticPercent: 10 }), loadBudgetFor(budgets, '/', 'gzip')),
    ).toEqual([]);
  });
});
