import { describe, expect, it } from 'vitest';
import { at, pageView, seedEvents, type SeedEvent } from '../../../tests/support/analytics-events';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { purgeExpired } from '../maintenance';
import { getFigures, parsePeriod, previousPeriod, type Figures } from './dashboard';
import { rollUpDays } from './rollup';
import { leadRow } from '../../../tests/support/lead-rows';

const databases = await testDatabases();
const period = { from: '2026-03-10', to: '2026-03-16' };
const view = pageView;

/**
 * The current period: a (lands on /en, starts the contact form, becomes a lead), d (calculator tabs, a 404), e (scrolls
 * all the way, starts a form, sends spam), g (clicks a phone CTA); b never interacts, bot is a bot. The previous
 * period: p and q.
 */
const events: SeedEvent[] = [
  view('/en', 'en', 'a', at('03-10', 10)),
  { type: 'scroll_depth', path: '/en', data: { percent: 25 }, visitor: 'a', time: at('03-10', 10, 1) },
  { type: 'scroll_depth', path: '/en', data: { percent: 50 }, visitor: 'a', time: at('03-10', 10, 2) },
  {
    type: 'click',
    path: '/en',
    data: { label: 'Get a quote', id: 'hero-cta' },
    visitor: 'a',
    time: at('03-10', 10, 3),
  },
  { type: 'time_on_page', path: '/en', data: { seconds: 30 }, visitor: 'a', time: at('03-10', 10, 4) },
  view('/en/contact', 'en', 'a', at('03-10', 10, 5)),
  { type: 'form_start', path: '/en/contact', data: { form: 'contact' }, visitor: 'a', time: at('03-10', 10, 6) },
  { type: 'time_on_page', path: '/en/contact', data: { seconds: 60 }, visitor: 'a', time: at('03-10', 10, 9) },
  view('/de', 'de', 'b', at('03-10', 11)),
  { type: 'time_on_page', path: '/de', data: { seconds: 0 }, visitor: 'b', time: at('03-10', 11, 1) },
  view('/en', 'en', 'bot', at('03-10', 12), true),
  { type: 'scroll_depth', path: '/en', data: { percent: 25 }, visitor: 'bot', time: at('03-10', 12), bot: true },
  {
    type: 'click',
    path: '/en',
    data: { label: 'Get a quote', id: 'hero-cta' },
    visitor: 'bot',
    time: at('03-10', 12),
    bot: true,
  },
  view('/en/pricing', 'en', 'd', at('03-11', 9)),
  ...['web', 'app', 'web'].map((tab, i) => ({
    type: 'tab',
    path: '/en/pricing',
    data: { group: 'calculator', tab },
    visitor: 'd',
    time: at('03-11', 9, i + 1),
  })),
  {
    type: 'tab',
    path: '/en/portfolio',
    data: { group: 'portfolio', tab: 'web' },
    visitor: 'd',
    time: at('03-11', 9, 5),
  },
  { type: 'scroll_depth', path: '/en/pricing', data: { percent: 25 }, visitor: 'd', time: at('03-11', 9, 6) },
  { type: 'time_on_page', path: '/en/pricing', data: { seconds: 20 }, visitor: 'd', time: at('03-11', 9, 7) },
  {
    type: 'not_found',
    path: '/en/old',
    data: { referrer: 'https://ex.com/post' },
    visitor: 'd',
    time: at('03-11', 9, 8),
  },
  view('/en', 'en', 'd', at('03-11', 9, 9)),
  view('/de', 'de', 'e', at('03-11', 14)),
  ...[25, 50, 75, 90].map((percent) => ({
    type: 'scroll_depth',
    path: '/de',
    data: { percent },
    visitor: 'e',
    time: at('03-11', 14, 1),
  })),
  { type: 'form_start', path: '/de', data: { form: 'contact' }, visitor: 'e', time: at('03-11', 14, 2) },
  {
    type: 'click',
    path: '/de',
    data: { label: 'Get a quote', id: 'hero-cta' },
    visitor: 'e',
    time: at('03-11', 14, 3),
  },
  { type: 'time_on_page', path: '/de', data: { seconds: 45 }, visitor: 'e', time: at('03-11', 14, 4) },
  view('/en', 'en', 'g', at('03-12', 8)),
  { type: 'click', path: '/en', data: { label: 'Call us', id: 'phone' }, visitor: 'g', time: at('03-12', 8, 1) },
  view('/en', 'en', 'p', at('03-05', 8)),
  { type: 'scroll_depth', path: '/en', data: { percent: 25 }, visitor: 'p', time: at('03-05', 8, 1) },
  { type: 'time_on_page', path: '/en', data: { seconds: 10 }, visitor: 'p', time: at('03-05', 8, 2) },
  view('/en/pricing', 'en', 'q', at('03-06', 8)),
  {
    type: 'tab',
    path: '/en/pricing',
    data: { group: 'calculator', tab: 'web' },
    visitor: 'q',
    time: at('03-06', 8, 1),
  },
];

const lead = (id: string, visitor: string | null, time: number, status = 'new') =>
  leadRow({
    id,
    status,
    name: 'N',
    email: 'n@example.com',
    services: '[]',
    page: '/en/contact',
    created_at: time,
    visitor,
  });

const day = (d: number, visitors = 0, pageViews = 0) => ({ day: `2026-03-${d}`, visitors, pageViews });

const expectedCurrent: Figures = {
  daily: [day(10, 1, 2), day(11, 2, 3), day(12, 1, 1), day(13), day(14), day(15), day(16)],
  totals: { visitors: 4, pageViews: 6, leads: 2, averageSeconds: (30 + 60 + 20 + 45) / 6 },
  pages: [
    { path: '/en', views: 3, visitors: 3, averageSeconds: 10 },
    { path: '/en/contact', views: 1, visitors: 1, averageSeconds: 60 },
    { path: '/en/pricing', views: 1, visitors: 1, averageSeconds: 20 },
    { path: '/de', views: 1, visitors: 1, averageSeconds: 45 },
  ],
  scroll: [
    { path: '/en', views: 3, reached: { 25: 1 / 3, 50: 1 / 3, 75: 0, 90: 0 } },
    { path: '/en/contact', views: 1, reached: { 25: 0, 50: 0, 75: 0, 90: 0 } },
    { path: '/en/pricing', views: 1, reached: { 25: 1, 50: 0, 75: 0, 90: 0 } },
    { path: '/de', views: 1, reached: { 25: 1, 50: 1, 75: 1, 90: 1 } },
  ],
  ctas: [
    { label: 'Get a quote', id: 'hero-cta', clicks: 2 },
    { label: 'Call us', id: 'phone', clicks: 1 },
  ],
  calculatorTabs: [
    { tab: 'web', views: 2, visitors: 1 },
    { tab: 'app', views: 1, visitors: 1 },
  ],
  notFound: [{ path: '/en/old', referrer: 'https://ex.com/post', count: 1 }],
  funnel: {
    byLanding: [
      { key: '/en', visitors: 2, formStarts: 1, leads: 1 },
      { key: '/en/pricing', visitors: 1, formStarts: 0, leads: 0 },
      { key: '/de', visitors: 1, formStarts: 1, leads: 0 },
    ],
    byLocale: [
      { key: 'en', visitors: 3, formStarts: 1, leads: 1 },
      { key: 'de', visitors: 1, formStarts: 1, leads: 0 },
    ],
  },
  sources: [
    { key: '(not recorded)||', source: '(not recorded)', medium: '', campaign: '', visitors: 4, leads: 2, won: 0 },
  ],
  landingPages: [
    { path: '(not recorded)', visitors: 0, leads: 2, won: 0 },
    { path: '/en', visitors: 2, leads: 0, won: 0 },
    { path: '/de', visitors: 1, leads: 0, won: 0 },
    { path: '/en/pricing', visitors: 1, leads: 0, won: 0 },
  ],
};

/** Sorted so that rows with equal counts compare whatever order the database returned them in. */
const normalized = (figures: Figures) => {
  const sort = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    ...figures,
    pages: sort(figures.pages),
    scroll: sort(figures.scroll),
    funnel: { byLanding: sort(figures.funnel.byLanding), byLocale: sort(figures.funnel.byLocale) },
  };
};

describe('the dashboard period', () => {
  it('defaults to the last 28 days up to today and refuses malformed or reversed dates', () => {
    const now = at('03-20', 12);
    const fallback = { from: '2026-02-21', to: '2026-03-20' };
    expect(parsePeriod({}, now)).toEqual(fallback);
    expect(parsePeriod({ from: '2026-02-30', to: '2026-03-01' }, now)).toEqual(fallback);
    expect(parsePeriod({ from: '2026-03-10', to: '2026-03-01' }, now)).toEqual(fallback);
    expect(parsePeriod({ from: '2026-03-01', to: '2026-03-07' }, now)).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
    });
  });

  it('compares with the period of the same length just before it', () => {
    expect(previousPeriod(period)).toEqual({ from: '2026-03-03', to: '2026-03-09' });
  });
});

describe.each(databases)('getFigures on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  async function seeded() {
    const db = await fresh();
    await seedEvents(db, events);
    await db
      .insertInto('leads')
      .values([
        lead('lead-a', 'a', at('03-10', 10, 8)),
        lead('lead-e', 'e', at('03-11', 14, 5), 'spam'),
        lead('lead-f', null, at('03-12', 9)),
        lead('lead-old', 'a', at('03-01', 9)),
      ])
      .execute();
    return db;
  }

  it('counts human visitors only, per day, page, CTA, tab, 404 and landing page', async () => {
    const db = await seeded();
    expect(normalized(await getFigures(db, period))).toEqual(normalized(expectedCurrent));
  });

  it('agrees with page views and leads counted in SQL', async () => {
    const db = await seeded();
    const humans = ['a', 'd', 'e', 'g'];
    const { n: pageViews } = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'page_view')
      .where('bot', '=', 0)
      .where('visitor', 'in', humans)
      .where('created_at', '>=', at('03-10', 0))
      .executeTakeFirstOrThrow();
    const { n: leads } = await db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '<>', 'spam')
      .where('created_at', '>=', at('03-10', 0))
      .executeTakeFirstOrThrow();
    const { totals } = await getFigures(db, period);
    expect([totals.pageViews, totals.leads]).toEqual([Number(pageViews), Number(leads)]);
  });

  it('counts visitors, leads and won leads per source, medium and campaign, spam left out, rolled up or not', async () => {
    const db = await seeded();
    const launch = { source: 'newsletter', medium: 'email', campaign: 'launch' };
    await seedEvents(db, [
      { ...view('/services/web3', 'en', 'n1', at('03-11', 9)), data: { title: 'T', locale: 'en', ...launch } },
      { ...view('/services/web3', 'en', 'n2', at('03-12', 9)), data: { title: 'T', locale: 'en', ...launch } },
      { ...view('/blog', 'en', 'n2', at('03-12', 10)), data: { title: 'T', locale: 'en', ...launch } },
      { ...view('/', 'en', 'g1', at('03-13', 10)), data: { title: 'T', locale: 'en', source: 'www.google.com' } },
      // Visitors count once they interact (here, a few seconds on the page).
      ...(['n1', 'n2', 'g1'] as const).map((visitor, i) => ({
        type: 'time_on_page',
        path: '/',
        data: { seconds: 5 },
        visitor,
        time: at(`03-1${i + 1}`, 11),
      })),
    ]);
    const campaign = { landing_page: '/services/web3', utm_source: 'newsletter', utm_medium: 'email' };
    await db
      .insertInto('leads')
      .values([
        { ...lead('n1', null, at('03-11', 9), 'won'), ...campaign, utm_campaign: 'launch' },
        { ...lead('n2', null, at('03-12', 9)), ...campaign, utm_campaign: 'launch' },
        { ...lead('n3', null, at('03-12', 10), 'spam'), ...campaign, utm_campaign: 'launch' },
        { ...lead('n4', null, at('03-13', 9)), ...campaign, utm_campaign: 'spring' },
        { ...lead('g1', null, at('03-13', 10), 'won'), landing_page: '/', referrer_host: 'www.google.com' },
        { ...lead('d1', null, at('03-14', 10)), landing_page: '/pricing-calculator' },
        { ...lead('n0', null, at('03-05', 10), 'won'), ...campaign, utm_campaign: 'launch' },
      ])
      .execute();
    const row = (source: string, medium: string, campaign: string, visitors: number, leads: number, won: number) => ({
      key: `${source}|${medium}|${campaign}`,
      source,
      medium,
      campaign,
      visitors,
      leads,
      won,
    });
    const expected = [
      row('newsletter', 'email', 'launch', 2, 2, 1),
      row('(not recorded)', '', '', 4, 2, 0),
      row('www.google.com', '', '', 1, 1, 1),
      // A lead is at least one visitor of its source, though no page view of that source was kept.
      row('(direct)', '', '', 1, 1, 0),
      row('newsletter', 'email', 'spring', 1, 1, 0),
    ];
    expect((await getFigures(db, period)).sources).toEqual(expected);
    expect((await getFigures(db, previousPeriod(period))).sources).toEqual([
      row('newsletter', 'email', 'launch', 1, 1, 1),
      row('(not recorded)', '', '', 2, 0, 0),
    ]);
    // Rolled up, the visitors come from `visitor_days` and count the same.
    await rollUpDays(db, at('03-20', 0));
    expect((await getFigures(db, period)).sources).toEqual(expected);
  });

  it('shows the previous period on its own', async () => {
    const db = await seeded();
    const previous = await getFigures(db, previousPeriod(period));
    expect(previous.totals).toEqual({ visitors: 2, pageViews: 2, leads: 0, averageSeconds: 5 });
    expect(previous.calculatorTabs).toEqual([{ tab: 'web', views: 1, visitors: 1 }]);
    expect(previous.funnel.byLocale).toEqual([{ key: 'en', visitors: 2, formStarts: 0, leads: 0 }]);
  });

  it('keeps every per-day figure after the roll-up, and all but the funnel and visitors per source and landing page once raw events expire', async () => {
    const db = await seeded();
    const before = normalized(await getFigures(db, period));
    expect(await rollUpDays(db, at('03-20', 0))).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
    expect(normalized(await getFigures(db, period))).toEqual(before);
    await purgeExpired(db, { now: at('03-20', 0), eventsRetentionDays: 1 });
    const purged = normalized(await getFigures(db, period));
    expect({ ...purged, funnel: before.funnel, sources: before.sources, landingPages: before.landingPages }).toEqual(
      before,
    );
    expect(purged.funnel).toEqual({ byLanding: [], byLocale: [] });
    // The visitors per source and landing page go with the raw events too; the leads stay, and the people who sent them
    // are still visitors of their source.
    expect(purged.sources).toEqual(before.sources.map((row) => ({ ...row, visitors: 2 })));
    expect(purged.landingPages).toEqual([{ path: '(not recorded)', visitors: 0, leads: 2, won: 0 }]);
  });

  it('reads counts, not raw events: what it reads from the database does not grow with the events stored', async () => {
    const db = await seeded();
    const crowd = Array.from({ length: 2000 }, (_, i) => ({
      ...(i % 2
        ? { type: 'scroll_depth', data: { percent: 25 } }
        : { type: 'page_view', data: { title: 'T', locale: 'en' } }),
      path: '/en',
      visitor: `crowd-${Math.floor(i / 40)}`,
      time: at('03-13', 10) + i,
    }));
    await seedEvents(db, crowd);
    let rowsRead = 0;
    const counted = db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        rowsRead += result.rows.length;
        return result;
      },
    });
    const figures = await getFigures(counted, period);
    expect(figures.totals.pageViews).toBe(expectedCurrent.totals.pageViews + 1000);
    expect(figures.daily.find((row) => row.day === '2026-03-13')).toEqual(day(13, 50, 1000));
    expect(rowsRead).toBeLessThan(200);
  });
});
