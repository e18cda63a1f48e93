import { describe, expect, it } from 'vitest';
import { at, pageView, seedEvents, type SeedEvent } from '../../../tests/support/analytics-events';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { purgeExpired } from '../maintenance';
import { getFigures } from './dashboard';
import { rollUpDays } from './rollup';
import { leadRow } from '../../../tests/support/lead-rows';

const databases = await testDatabases();
const view = pageView;

/**
 * The 10th: a lands on /en, starts the contact form and sends a lead; b lands on /de and scrolls; idle never interacts;
 * bot is a bot. The 11th: c lands on /en and clicks.
 */
const events: SeedEvent[] = [
  view('/en', 'en', 'a', at('03-10', 8)),
  view('/en/contact', 'en', 'a', at('03-10', 8, 1)),
  { type: 'form_start', path: '/en/contact', data: { form: 'contact' }, visitor: 'a', time: at('03-10', 8, 2) },
  { ...view('/de', 'de', 'b', at('03-10', 9)), data: { title: 'T', locale: 'de', source: 'www.google.com' } },
  { type: 'scroll_depth', path: '/de', data: { percent: 25 }, visitor: 'b', time: at('03-10', 9, 1) },
  view('/en', 'en', 'idle', at('03-10', 10)),
  view('/en', 'en', 'bot', at('03-10', 11), true),
  { type: 'click', path: '/en', data: { label: 'Quote', id: 'cta' }, visitor: 'bot', time: at('03-10', 11), bot: true },
  view('/en', 'en', 'c', at('03-11', 8)),
  { type: 'click', path: '/en', data: { label: 'Quote', id: 'cta' }, visitor: 'c', time: at('03-11', 8, 1) },
];

const lead = (id: string, visitor: string, time: number) =>
  leadRow({ id, name: 'N', email: 'n@example.com', services: '[]', page: '/en/contact', created_at: time, visitor });

const visitorDays = (db: TestDatabase.Opened['db']) =>
  db
    .selectFrom('visitor_days')
    .selectAll()
    .orderBy('day')
    .orderBy('visitor')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, form_started: Number(row.form_started) })));

const rolledUpVisitors = [
  { day: '2026-03-10', visitor: 'a', landing_path: '/en', locale: 'en', form_started: 1, visit_source: null },
  {
    day: '2026-03-10',
    visitor: 'b',
    landing_path: '/de',
    locale: 'de',
    form_started: 0,
    visit_source: 'www.google.com||',
  },
];

describe.each(databases)('the funnel kept by the roll-up on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  async function seeded() {
    const db = await fresh();
    await seedEvents(db, events);
    await db
      .insertInto('leads')
      .values([lead('lead-a', 'a', at('03-10', 8, 5)), lead('lead-c', 'c', at('03-11', 9))])
      .execute();
    return db;
  }

  it('keeps one row per human visitor of a rolled-up day: landing page, language, visit source, form started (F3)', async () => {
    const db = await seeded();
    expect(await rollUpDays(db, at('03-11', 12))).toEqual(['2026-03-10']);
    expect(await visitorDays(db)).toEqual(rolledUpVisitors);
    expect(await rollUpDays(db, at('03-11', 12))).toEqual([]);
    expect(await visitorDays(db)).toEqual(rolledUpVisitors);
  });

  it('keeps every visitor of a busy day, written a chunk at a time', async () => {
    const db = await fresh();
    const crowd = Array.from({ length: 1201 }, (_, i) => `v${i}`);
    await seedEvents(
      db,
      crowd.flatMap((visitor, i) => [
        view(i % 2 ? '/de' : '/en', i % 2 ? 'de' : 'en', visitor, at('03-10', 8) + i),
        { type: 'scroll_depth', path: '/en', data: { percent: 25 }, visitor, time: at('03-10', 9) + i },
      ]),
    );
    expect(await rollUpDays(db, at('03-11', 0))).toEqual(['2026-03-10']);
    expect((await visitorDays(db)).map((row) => row.visitor).sort()).toEqual([...crowd].sort());
    expect((await getFigures(db, { from: '2026-03-10', to: '2026-03-10' })).funnel.byLocale).toEqual([
      { key: 'en', visitors: 601, formStarts: 0, leads: 0 },
      { key: 'de', visitors: 600, formStarts: 0, leads: 0 },
    ]);
  });

  it('shows the funnel of a rolled-up day from the roll-up, and drops a lead marked spam later', async () => {
    const db = await seeded();
    await rollUpDays(db, at('03-11', 12));
    await db.deleteFrom('events').where('created_at', '<', at('03-11', 0)).execute();
    const period = { from: '2026-03-10', to: '2026-03-11' };
    expect((await getFigures(db, period)).funnel).toEqual({
      byLanding: [
        { key: '/en', visitors: 2, formStarts: 1, leads: 2 },
        { key: '/de', visitors: 1, formStarts: 0, leads: 0 },
      ],
      byLocale: [
        { key: 'en', visitors: 2, formStarts: 1, leads: 2 },
        { key: 'de', visitors: 1, formStarts: 0, leads: 0 },
      ],
    });
    await db.updateTable('leads').set({ status: 'spam' }).where('id', '=', 'lead-a').execute();
    expect((await getFigures(db, period)).funnel.byLanding).toEqual([
      { key: '/en', visitors: 2, formStarts: 1, leads: 1 },
      { key: '/de', visitors: 1, formStarts: 0, leads: 0 },
    ]);
  });

  it('deletes the rows of a day with its raw events, even when only part of the day has expired (F3)', async () => {
    const db = await seeded();
    await rollUpDays(db, at('03-12', 12));
    expect((await visitorDays(db)).map((row) => row.day)).toEqual(['2026-03-10', '2026-03-10', '2026-03-11']);
    const counts = await purgeExpired(db, { now: at('03-11', 12), eventsRetentionDays: 1 });
    expect(counts.visitorDays).toBe(2);
    expect((await visitorDays(db)).map((row) => row.day)).toEqual(['2026-03-11']);
    await purgeExpired(db, { now: at('03-12', 8, 30), eventsRetentionDays: 1 });
    expect(await visitorDays(db)).toEqual([]);
    expect((await getFigures(db, { from: '2026-03-10', to: '2026-03-11' })).funnel).toEqual({
      byLanding: [],
      byLocale: [],
    });
  });
});

describe.each(databases)('the migration to visitor days on $name', (kind: TestDatabase) => {
  it('fills in the rows of days rolled up before it from the raw events still kept, and none of other days', async () => {
    const opened = await kind.open();
    try {
      const { db } = opened;
      await migrateToLatest(
        db,
        Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '0005-analytics-bounds')),
      );
      // Page views of that time carried no visit source.
      const sourceless = events.map(({ data, ...event }) => {
        const { source: _source, ...rest } = data ?? {};
        return { ...event, data: rest };
      });
      await seedEvents(db, sourceless);
      await db
        .insertInto('event_daily')
        .values({ day: '2026-03-10', type: 'day_total', path: '', detail: '', events: 3, visitors: 2 })
        .execute();
      await migrateToLatest(db);
      // Days rolled up before visit sources were kept have none.
      expect(await visitorDays(db)).toEqual(rolledUpVisitors.map((row) => ({ ...row, visit_source: null })));
    } finally {
      await opened.dispose();
    }
  });
});
