import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * What the dashboard's funnel needs of each human visitor of a rolled-up day (landing page, language, whether a form
 * was started), so it is one query over these rows instead of one over each day's raw events. Days rolled up before
 * this migration get their rows from the raw events still kept (the rules of `visitorsOfDay` in
 * src/server/analytics/rollup.ts, written out here because a migration must not change when that code does).
 */
export const visitorDays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('visitor_days')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('landing_path', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('form_started', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('visitor_days_pk', ['day', 'visitor'])
      .execute();
    const postgres = await isPostgres(db);
    // Which visitors of a day interacted, read from the index alone: measured at 140,000 events a day, SQLite's
    // queries of a day not rolled up yet hold its one connection about 50 ms less each; PostgreSQL gained nothing.
    if (!postgres)
      await db.schema
        .createIndex('events_human_day')
        .on('events')
        .columns(['created_at', 'bot', 'visitor', 'type', 'amount'])
        .execute();
    const day = postgres
      ? sql.raw(`to_char(to_timestamp(created_at / 1000) at time zone 'UTC', 'YYYY-MM-DD')`)
      : sql.raw(`strftime('%Y-%m-%d', created_at / 1000, 'unixepoch')`);
    await sql`
      with counted as (
        select id, type, path, locale, visitor, created_at, amount, ${day} as day
        from events where bot = 0 and visitor is not null
      ),
      interacted as (
        select distinct day, visitor from counted
        where type not in ('page_view', 'not_found', 'time_on_page') or (type = 'time_on_page' and amount >= 1)
      ),
      starters as (select distinct day, visitor from counted where type = 'form_start'),
      landings as (
        select c.day, c.visitor, c.path, coalesce(c.locale, '') as locale,
          row_number() over (partition by c.day, c.visitor order by c.created_at, c.id) as n
        from counted c join interacted i on i.day = c.day and i.visitor = c.visitor
        where c.type = 'page_view' and c.day in (select day from event_daily)
      )
      insert into visitor_days (day, visitor, landing_path, locale, form_started)
      select l.day, l.visitor, l.path, l.locale, case when s.visitor is null then 0 else 1 end
      from landings l left join starters s on s.day = l.day and s.visitor = l.visitor
      where l.n = 1`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (!(await isPostgres(db))) await db.schema.dropIndex('events_human_day').execute();
    await db.schema.dropTable('visitor_days').execute();
  },
};
