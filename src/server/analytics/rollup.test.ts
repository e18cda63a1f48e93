import { describe, expect, it } from 'vitest';
import { at, seedEvents } from '../../../tests/support/analytics-events';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { migrateToLatest } from '../db/migrate';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { migrations } from '../db/migrations';
import { eventColumns, OTHER_PATH } from './collect';
import { DAY_TOTAL, MAX_DAILY_ROWS_PER_TYPE, purgeDailyRows, rollUpDays } from './rollup';

/** A handle that notes every query run inside one of its transactions, and how many transactions it opened. */
function watched(db: Kysely<Database>) {
  const seen = { transactions: 0, readsInside: [] as string[] };
  let inside = 0;
  const noting = db.withPlugin({
    transformQuery: ({ node }) => {
      if (inside > 0 && node.kind === 'SelectQueryNode') seen.readsInside.push(node.kind);
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  const handle = new Proxy(noting, {
    get(target, key) {
      if (key === 'transaction')
        return () => {
          const builder = target.transaction();
          return {
            execute: async <T>(work: Parameters<typeof builder.execute<T>>[0]) => {
              seen.transactions += 1;
              inside += 1;
              try {
                return await builder.execute(work);
              } finally {
                inside -= 1;
              }
            },
          };
        };
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { handle, seen };
}

const databases = await testDatabases();
const now = at('03-12', 9);

const dailyRows = (db: TestDatabase.Opened['db']) =>
  db
    .selectFrom('event_daily')
    .selectAll()
    .orderBy('day')
    .orderBy('type')
    .orderBy('path')
    .orderBy('detail')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, events: Number(row.events), visitors: Number(row.visitors) })));

describe.each(databases)('rollUpDays on $name', (kind: TestDatabase) => {
  const { fresh, opened } = freshDatabase(kind);

  async function seeded() {
    const db = await fresh();
    await seedEvents(db, [
      { type: 'page_view', path: '/en', data: { title: 'Home', locale: 'en' }, visitor: 'a', time: at('03-10', 8) },
      { type: 'page_view', path: '/en', data: { title: 'Home', locale: 'en' }, visitor: 'a', time: at('03-10', 9) },
      { type: 'scroll_depth', path: '/en', data: { percent: 50 }, visitor: 'a', time: at('03-10', 9, 1) },
      { type: 'time_on_page', path: '/en', data: { seconds: 40 }, visitor: 'a', time: at('03-10', 9, 2) },
      { type: 'page_view', path: '/en', data: { title: 'Home', locale: 'en' }, visitor: 'b', time: at('03-10', 10) },
      { type: 'click', path: '/en', data: { label: 'Quote', id: 'cta' }, visitor: 'b', time: at('03-10', 10, 1) },
      { type: 'time_on_page', path: '/en', data: { seconds: 5 }, visitor: 'b', time: at('03-10', 10, 2) },
      {
        type: 'tab',
        path: '/en/pricing',
        data: { group: 'calculator', tab: 'web' },
        visitor: 'b',
        time: at('03-10', 11),
      },
      { type: 'form_start', path: '/en/contact', data: { form: 'contact' }, visitor: 'b', time: at('03-10', 12) },
      { type: 'not_found', path: '/old', data: { referrer: 'https://ex.com/' }, visitor: 'b', time: at('03-10', 13) },
      // A bot, and a browser that never interacted: neither is counted.
      {
        type: 'page_view',
        path: '/en',
        data: { title: 'Home', locale: 'en' },
        visitor: 'bot',
        time: at('03-10', 14),
        bot: true,
      },
      {
        type: 'click',
        path: '/en',
        data: { label: 'Quote', id: 'cta' },
        visitor: 'bot',
        time: at('03-10', 14),
        bot: true,
      },
      { type: 'page_view', path: '/en', data: { title: 'Home', locale: 'en' }, visitor: 'idle', time: at('03-10', 15) },
      { type: 'time_on_page', path: '/en', data: { seconds: 0 }, visitor: 'idle', time: at('03-10', 15) },
      // A person who followed a broken link and left: no interaction, but the missing page's own script ran (its view is
      // stored under OTHER_PATH, as every address that is no page of the site).
      { type: 'not_found', path: '/gone-link', data: { referrer: null }, visitor: 'lost', time: at('03-10', 16) },
      {
        type: 'page_view',
        path: OTHER_PATH,
        data: { title: 'Page not found', locale: 'en' },
        visitor: 'lost',
        time: at('03-10', 16, 1),
      },
      // A client that ran no script (no page view of it) and did nothing else: not counted.
      { type: 'not_found', path: '/wp-login.php', data: { referrer: null }, visitor: 'probe', time: at('03-10', 17) },
      // Only bots on the 11th; today (the 12th) is not complete.
      {
        type: 'page_view',
        path: '/de',
        data: { title: 'Start', locale: 'de' },
        visitor: 'bot2',
        time: at('03-11', 1),
        bot: true,
      },
      { type: 'page_view', path: '/de', data: { title: 'Start', locale: 'de' }, visitor: 'c', time: at('03-12', 1) },
      { type: 'scroll_depth', path: '/de', data: { percent: 25 }, visitor: 'c', time: at('03-12', 1) },
    ]);
    return db;
  }

  it('counts each complete day’s human events and distinct visitors per type, page and detail', async () => {
    const db = await seeded();
    expect(await rollUpDays(db, now)).toEqual(['2026-03-10']);
    const day = '2026-03-10';
    expect(await dailyRows(db)).toEqual([
      { day, type: 'click', path: '/en', detail: 'Quote|cta', events: 1, visitors: 1 },
      { day, type: 'day_total', path: '', detail: '', events: 3, visitors: 2 },
      { day, type: 'form_start', path: '/en/contact', detail: 'contact', events: 1, visitors: 1 },
      { day, type: 'not_found', path: '/gone-link', detail: '', events: 1, visitors: 1 },
      { day, type: 'not_found', path: '/old', detail: 'https://ex.com/', events: 1, visitors: 1 },
      { day, type: 'page_view', path: '/en', detail: '', events: 3, visitors: 2 },
      { day, type: 'scroll_depth', path: '/en', detail: '50', events: 1, visitors: 1 },
      { day, type: 'tab', path: '/en/pricing', detail: 'calculator:web', events: 1, visitors: 1 },
      { day, type: 'time_on_page', path: '/en', detail: 'seconds', events: 45, visitors: 2 },
    ]);
  });

  it('matches the raw human page views counted in SQL', async () => {
    const db = await seeded();
    await rollUpDays(db, now);
    const raw = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'page_view')
      .where('bot', '=', 0)
      .where('visitor', 'in', ['a', 'b'])
      .where('created_at', '<', at('03-11', 0))
      .executeTakeFirstOrThrow();
    const rolled = await db
      .selectFrom('event_daily')
      .select('events')
      .where('type', '=', 'page_view')
      .executeTakeFirstOrThrow();
    expect(Number(rolled.events)).toBe(Number(raw.n));
  });

  it('rolls a day up once: a second run, and a second instance, change nothing', async () => {
    const db = await seeded();
    await rollUpDays(db, now);
    const first = await dailyRows(db);
    expect(await rollUpDays(db, now)).toEqual([]);
    expect(await dailyRows(db)).toEqual(first);
  });

  it('is safe when two instances roll up the same days at once', async () => {
    const db = await seeded();
    const other = opened().reopen().db;
    // Two SQLite connections in one thread cannot overlap write transactions (the second waits synchronously on the
    // lock the first holds), so there the instances take turns; PostgreSQL runs them truly at once.
    const results =
      kind.name === 'postgres'
        ? await Promise.all([rollUpDays(db, now), rollUpDays(other, now)])
        : [await rollUpDays(db, now), await rollUpDays(other, now)];
    expect(results.flat()).toContain('2026-03-10');
    const rows = await dailyRows(db);
    expect(rows.filter((row) => row.type === 'page_view')).toEqual([
      { day: '2026-03-10', type: 'page_view', path: '/en', detail: '', events: 3, visitors: 2 },
    ]);
  });

  it('leaves out a day with only bots, and marks a day with no interacting visitor as rolled up', async () => {
    const db = await seeded();
    await seedEvents(db, [
      { type: 'page_view', path: '/en', data: { title: 'Home', locale: 'en' }, visitor: 'd', time: at('03-09', 1) },
    ]);
    expect(await rollUpDays(db, at('03-13', 0))).toEqual(['2026-03-09', '2026-03-10', '2026-03-12']);
    const days = (await dailyRows(db)).filter((row) => row.day !== '2026-03-10');
    expect(days.filter((row) => row.day === '2026-03-11')).toEqual([]);
    expect(days.filter((row) => row.day === '2026-03-09')).toEqual([
      { day: '2026-03-09', type: 'day_total', path: '', detail: '', events: 0, visitors: 0 },
    ]);
    expect(await rollUpDays(db, at('03-13', 0))).toEqual([]);
  });

  it('reads the raw events outside its write transactions, and writes each day in one short one', async () => {
    const db = await seeded();
    const { handle, seen } = watched(db);
    expect(await rollUpDays(handle, now)).toEqual(['2026-03-10']);
    expect(seen).toEqual({ transactions: 1, readsInside: [] });
    expect((await dailyRows(db)).filter((row) => row.type === 'page_view')).toEqual([
      { day: '2026-03-10', type: 'page_view', path: '/en', detail: '', events: 3, visitors: 2 },
    ]);
  });

  it('keeps at most a bounded number of rows per day and type, the long tail added up under "other" (F3)', async () => {
    const db = await fresh();
    const pages = MAX_DAILY_ROWS_PER_TYPE + 50;
    const data = { title: 'Post', locale: 'en' };
    await seedEvents(db, [
      ...Array.from({ length: pages }, (_, i) => ({
        type: 'page_view',
        path: `/blog/post-${String(i).padStart(3, '0')}`,
        data,
        visitor: 'a',
        time: at('03-10', 8) + i,
      })),
      { type: 'page_view', path: '/blog/post-299', data, visitor: 'b', time: at('03-10', 9) },
      ...['a', 'b'].map((visitor) => ({
        type: 'click',
        path: '/',
        data: { label: 'Quote', id: 'cta' },
        visitor,
        time: at('03-10', 10),
      })),
    ]);
    await rollUpDays(db, now);
    const rows = await dailyRows(db);
    const views = rows.filter((row) => row.type === 'page_view');
    expect(views).toHaveLength(MAX_DAILY_ROWS_PER_TYPE + 1);
    expect(views.find((row) => row.path === '/blog/post-299')).toMatchObject({ events: 2, visitors: 2 });
    expect(views.find((row) => row.path === OTHER_PATH)).toMatchObject({ events: 50 });
    expect(views.reduce((sum, row) => sum + row.events, 0)).toBe(pages + 1);
    expect(rows.find((row) => row.type === DAY_TOTAL)).toMatchObject({ events: pages + 1, visitors: 2 });
    expect(rows.filter((row) => row.type === 'click')).toMatchObject([{ detail: 'Quote|cta', events: 2 }]);
  });

  it('deletes daily rows past their own retention, but never a day whose raw events are still kept (F3)', async () => {
    const db = await fresh();
    const row = (day: string) => ({ day, type: DAY_TOTAL, path: '', detail: '', events: 1, visitors: 1 });
    await db.insertInto('event_daily').values(['2024-03-10', '2024-03-12', '2026-01-01'].map(row)).execute();
    expect(await purgeDailyRows(db, { now, retentionDays: 730, eventsRetentionDays: 90 })).toBe(1);
    expect((await dailyRows(db)).map((r) => r.day)).toEqual(['2024-03-12', '2026-01-01']);
    expect(await purgeDailyRows(db, { now, retentionDays: 1, eventsRetentionDays: 90 })).toBe(1);
    expect((await dailyRows(db)).map((r) => r.day)).toEqual(['2026-01-01']);
  });
});

describe.each(databases)('the migration to counted columns on $name', (kind: TestDatabase) => {
  it('gives events stored before it their detail and amount from their JSON, as storing them now would', async () => {
    const opened = await kind.open();
    try {
      const { db } = opened;
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0005'));
      await migrateToLatest(db, before);
      const old = [
        { type: 'click', data: { label: 'Get a quote', id: 'hero' } },
        { type: 'time_on_page', data: { seconds: 42 } },
        { type: 'scroll_depth', data: { percent: 75 } },
        { type: 'tab', data: { group: 'calculator', tab: 'web3' } },
        { type: 'not_found', data: { referrer: null } },
        { type: 'page_view', data: { title: 'Home', locale: 'en' } },
      ];
      await db
        .insertInto('events')
        .values(old.map(({ type, data }, i) => ({ type, path: '/', data: JSON.stringify(data), created_at: i })))
        .execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom('events').select(['detail', 'amount']).orderBy('created_at').execute();
      expect(rows.map((row) => ({ ...row, amount: Number(row.amount) }))).toEqual(
        old.map(({ type, data }) => eventColumns(type, data)),
      );
    } finally {
      await opened.dispose();
    }
  });
});
