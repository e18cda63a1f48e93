import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getFigures } from '../analytics/dashboard';
import { aggregateDay, rollUpDays } from '../analytics/rollup';
import { connect, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

/** A count that keeps SQLite busy for a while: every number up to `n`, made one row at a time. */
const longCount = (db: Kysely<Database>, n: number) =>
  sql<{ total: number }>`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n})
    select count(*) as total from s`.execute(db);

/** How many times a 10 ms timer of this thread fired while `work` ran. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('the reading connection of a SQLite file', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'reader-'));
    handle = connect(`file:${path.join(dir, 'site.db')}`);
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads what the main connection committed', async () => {
    await handle.db
      .insertInto('event_daily')
      .values({ day: '2026-11-27', type: 'day_total', path: '', detail: '', events: 7, visitors: 3 })
      .execute();
    expect(handle.reader).not.toBe(handle.db);
    expect(await handle.reader.selectFrom('event_daily').select(['day', 'events']).execute()).toEqual([
      { day: '2026-11-27', events: 7 },
    ]);
  });

  it('runs a long query on its own thread: this thread’s timers go on meanwhile, as they cannot on the main connection (F8)', async () => {
    const n = 3_000_000;
    const onMain = await ticksDuring(() => longCount(handle.db, n));
    let total = 0;
    const onReader = await ticksDuring(async () => {
      total = (await longCount(handle.reader, n)).rows[0]!.total;
    });
    expect(total).toBe(n);
    // The main connection answers synchronously: not one timer runs until the count is done.
    expect(onMain).toBe(0);
    expect(onReader).toBeGreaterThan(5);
  });

  it('counts the dashboard’s figures and the roll-up’s day exactly as the main connection does (F8)', async () => {
    const day = Date.parse('2026-11-27');
    // 60,000 events of 6,000 visitors over ten pages: views, scrolls, clicks, tabs, time on page and form starts.
    await sql`with recursive s(i) as (select 0 union all select i + 1 from s where i < 59999)
      insert into events (type, path, data, detail, amount, created_at, visitor, bot, locale, visit_source)
      select case i % 6 when 0 then 'page_view' when 1 then 'scroll_depth' when 2 then 'click' when 3 then 'tab'
          when 4 then 'time_on_page' else 'form_start' end,
        '/page-' || (i / 6 % 10), '{}',
        case i % 6 when 1 then '50' when 2 then 'Get a quote|cta' when 3 then 'calculator:web' when 4 then 'seconds'
          else '' end,
        case i % 6 when 4 then i % 90 else 1 end,
        ${day} + i * 1000, 'v-' || (i / 10), 0, 'en', case when i % 12 = 0 then 'google|organic|' end
      from s`.execute(handle.db);
    const period = { from: '2026-11-01', to: '2026-11-28' };
    const onMain = await getFigures(handle.db, period);
    const onReader = await getFigures(handle.reader, period);
    expect(onReader.totals.pageViews).toBe(10_000);
    expect(onReader.totals.visitors).toBe(6_000);
    expect(onReader).toEqual(onMain);

    expect(await rollUpDays(handle.db, Date.parse('2026-11-28T12:00:00Z'), handle.reader)).toEqual(['2026-11-27']);
    const stored = await handle.db.selectFrom('event_daily').selectAll().where('day', '=', '2026-11-27').execute();
    const dailyRows = await aggregateDay(handle.db, day);
    expect(
      stored.map(({ type, path, detail, events, visitors }) => ({ type, path, detail, events, visitors })),
    ).toEqual(
      expect.arrayContaining(
        dailyRows.map(({ type, path, detail, events, visitors }) => ({ type, path, detail, events, visitors })),
      ),
    );
    expect(stored).toHaveLength(dailyRows.length);
    const funnelRows = await handle.db.selectFrom('visitor_days').select('visitor').execute();
    expect(funnelRows).toHaveLength(6_000);
  });

  it('never writes, and refuses a transaction, with a clear error; the database is unchanged', async () => {
    const row = { day: '2026-11-27', type: 'day_total', path: '', detail: '', events: 1, visitors: 1 };
    await expect(handle.reader.insertInto('event_daily').values(row).execute()).rejects.toThrow(
      'the reading connection only reads',
    );
    await expect(handle.reader.transaction().execute(async () => undefined)).rejects.toThrow(
      'the reading connection has no transactions',
    );
    await expect(sql`delete from event_daily`.execute(handle.reader)).rejects.toThrow(/only reads/);
    expect(await handle.db.selectFrom('event_daily').selectAll().execute()).toEqual([]);
  });

  it('is the main connection itself for an in-memory database, which has no second connection', async () => {
    const memory = connect('file::memory:');
    try {
      expect(memory.reader).toBe(memory.db);
    } finally {
      await memory.close();
    }
  });
});
