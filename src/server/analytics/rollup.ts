import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { OTHER_PATH, storedEventTypes, utcDay } from './collect';

export const DAY_MS = 24 * 60 * 60_000;

/** One `event_daily` row: a day's count of one kind of event on one page with one detail (a CTA, a tab, a threshold). */
export interface DailyRow {
  day: string;
  type: string;
  path: string;
  detail: string;
  events: number;
  visitors: number;
}

/**
 * The row holding a day's distinct visitors over all pages (`events` = its page views): per-page rows cannot be added
 * up to it, as one visitor sees several pages. Written for every rolled-up day, even an empty one, so it also marks the
 * day as done.
 */
export const DAY_TOTAL = 'day_total';

/**
 * Rows a day keeps per type of event: the most frequent pages and details; the rest are added up into rows under
 * OTHER_PATH, so made-up paths, labels or referrers cannot grow `event_daily` without end.
 */
export const MAX_DAILY_ROWS_PER_TYPE = 250;

/**
 * The events of one UTC day that count: not marked as a bot, from a visitor who interacted (anything beyond loading a
 * page: the signal that tells a visitor from a bot with a browser's agent). The visitor hash changes every UTC day, so a
 * hash that interacted that day is a person all that day.
 */
function humanEventsOfDay(db: Kysely<Database>, start: number) {
  return unmarkedEventsOfDay(db, start).where('visitor', 'in', interactionsOfDay(db, start).select('visitor'));
}

/** The events of the UTC day beginning at `start` whose agent names no bot. */
function unmarkedEventsOfDay(db: Kysely<Database>, start: number) {
  return db
    .selectFrom('events')
    .where('created_at', '>=', start)
    .where('created_at', '<', start + DAY_MS)
    .where('bot', '=', 0);
}

/**
 * The 404s of one UTC day that count: not marked as a bot, from a visitor who interacted that day, or whose browser ran
 * the site's script that day (a page view: the missing page's own is stored under OTHER_PATH, as every address that is
 * no page of the site). A person who follows a broken link and leaves has nothing to scroll or click there, yet the
 * broken link cost a visit: it counts at once. A client that runs no script sends no page view, and stays out.
 */
function notFoundsOfDay(db: Kysely<Database>, start: number) {
  return unmarkedEventsOfDay(db, start)
    .where('type', '=', 'not_found')
    .where((eb) =>
      eb.or([
        eb('visitor', 'in', interactionsOfDay(db, start).select('visitor')),
        eb.exists(
          eb
            .selectFrom('events as shown')
            .select('shown.id')
            .where('shown.type', '=', 'page_view')
            .where('shown.bot', '=', 0)
            .where('shown.created_at', '>=', start)
            .where('shown.created_at', '<', start + DAY_MS)
            .whereRef('shown.visitor', '=', 'events.visitor'),
        ),
      ]),
    );
}

/** The events of the day beginning at `start` that show a person (not a bot) interacting: their visitors are the day's. */
function interactionsOfDay(db: Kysely<Database>, start: number) {
  return unmarkedEventsOfDay(db, start).where((eb) =>
    eb.or([
      eb('type', 'not in', ['page_view', 'not_found', 'time_on_page']),
      eb.and([eb('type', '=', 'time_on_page'), eb('amount', '>=', 1)]),
    ]),
  );
}

/**
 * One row per human visitor of the day beginning at `start` who viewed a page: the page, language and visit source of
 * their first page view that day (where they landed, and from where), and whether they started a form that day. What
 * the dashboard's funnel and Sources table need.
 */
export function visitorsOfDay(db: Kysely<Database>, start: number) {
  const landings = humanEventsOfDay(db, start)
    .where('type', '=', 'page_view')
    .select((eb) => [
      'visitor',
      'path',
      eb.fn.coalesce('locale', sql.lit('')).as('locale'),
      'visit_source',
      sql<number>`row_number() over (partition by visitor order by created_at, id)`.as('n'),
    ]);
  const starters = db
    .selectFrom('events')
    .select('visitor')
    .where('created_at', '>=', start)
    .where('created_at', '<', start + DAY_MS)
    .where('bot', '=', 0)
    .where('type', '=', 'form_start');
  return db
    .selectFrom(landings.as('landing'))
    .where('n', '=', 1)
    .select((eb) => [
      'visitor',
      'path as landing_path',
      'locale',
      eb.case().when('visitor', 'in', starters).then(1).else(0).end().as('form_started'),
      'visit_source',
    ]);
}

/** Lets other requests run between two queries (SQLite answers each one synchronously, holding the process). */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * For the day beginning at `start`: the human events and distinct visitors per (type, page, detail) (for time on page
 * the summed seconds), and the day's total, counted in SQL; then bounded (`boundDailyRows`).
 */
export async function aggregateDay(db: Kysely<Database>, start: number): Promise<DailyRow[]> {
  const day = utcDay(start);
  // One query per kind of event, with a turn for other requests between them: each row's group includes its type, so
  // the counts are the same, and a busy day never holds SQLite's one connection (and every page waiting on it) for long.
  const groups = [];
  for (const type of storedEventTypes) {
    await yieldToOthers();
    groups.push(
      ...(await (
        type === 'not_found' ? notFoundsOfDay(db, start) : humanEventsOfDay(db, start).where('type', '=', type)
      )
        .select((eb) => [
          'type',
          'path',
          'detail',
          eb.fn.sum<number>('amount').as('events'),
          eb.fn.count<number>('visitor').distinct().as('visitors'),
        ])
        .groupBy(['type', 'path', 'detail'])
        .execute()),
    );
  }
  if (groups.length === 0) return [];
  // Every visitor who interacted has a human event that day (the interaction itself): counting them needs no other row.
  const total = await interactionsOfDay(db, start)
    .select((eb) => eb.fn.count<number>('visitor').distinct().as('visitors'))
    .executeTakeFirstOrThrow();
  const rows = groups.map((row) => ({ day, ...row, events: Number(row.events), visitors: Number(row.visitors) }));
  const pageViews = rows.filter((row) => row.type === 'page_view').reduce((sum, row) => sum + row.events, 0);
  return [
    ...boundDailyRows(rows),
    { day, type: DAY_TOTAL, path: '', detail: '', events: pageViews, visitors: Number(total.visitors) },
  ];
}

/**
 * The detail a folded row keeps: a scroll threshold, a form and 'seconds' are few and stay (so the page figures of the
 * other bucket still add up); a label, tab or referrer is free text and becomes OTHER_PATH (a tab keeps its group).
 */
function foldedDetail(type: string, detail: string): string {
  switch (type) {
    case 'click':
      return `${OTHER_PATH}|`;
    case 'tab':
      return `${detail.slice(0, detail.indexOf(':'))}:${OTHER_PATH}`;
    case 'not_found':
      return OTHER_PATH;
    default:
      return detail;
  }
}

/**
 * A day's rows with at most MAX_DAILY_ROWS_PER_TYPE per type kept as they are (most events first), the rest added up
 * under OTHER_PATH. A folded row's visitors are the sum over the rows it holds (a visitor of two of them counts twice).
 */
function boundDailyRows(rows: readonly DailyRow[]): DailyRow[] {
  const byType = new Map<string, DailyRow[]>();
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row]);
  const bounded: DailyRow[] = [];
  for (const [type, typed] of byType) {
    if (typed.length <= MAX_DAILY_ROWS_PER_TYPE) {
      bounded.push(...typed);
      continue;
    }
    typed.sort((a, b) => b.events - a.events || a.path.localeCompare(b.path) || a.detail.localeCompare(b.detail));
    const kept = typed.slice(0, MAX_DAILY_ROWS_PER_TYPE);
    const folded = new Map<string, DailyRow>();
    for (const row of [...kept.filter((r) => r.path === OTHER_PATH), ...typed.slice(MAX_DAILY_ROWS_PER_TYPE)]) {
      const detail = foldedDetail(type, row.detail);
      const sum = folded.get(detail) ?? { ...row, path: OTHER_PATH, detail, events: 0, visitors: 0 };
      sum.events += row.events;
      sum.visitors += row.visitors;
      folded.set(detail, sum);
    }
    bounded.push(...kept.filter((r) => r.path !== OTHER_PATH), ...folded.values());
  }
  return bounded;
}

const INSERT_CHUNK = 500;

/** The UTC days from `start` to before `end` that have events not marked as a bot. */
async function daysWithEvents(db: Kysely<Database>, start: number, end: number): Promise<number[]> {
  const first = await db
    .selectFrom('events')
    .select((eb) => eb.fn.min<number>('created_at').as('at'))
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('bot', '=', 0)
    .executeTakeFirst();
  if (first?.at === null || first?.at === undefined) return [];
  const days: number[] = [];
  for (let day = Date.parse(utcDay(Number(first.at))); day < end; day += DAY_MS)
    if (await hasEventsOn(db, day)) days.push(day);
  return days;
}

/** Whether the UTC day beginning at `start` has events not marked as a bot. */
export async function hasEventsOn(db: Kysely<Database>, start: number): Promise<boolean> {
  const any = await db
    .selectFrom('events')
    .select('id')
    .where('created_at', '>=', start)
    .where('created_at', '<', start + DAY_MS)
    .where('bot', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return any !== undefined;
}

/**
 * Rolls every complete UTC day (before today) with raw events and no `event_daily` rows yet into daily counts, so the
 * figures outlive the raw events' retention, and keeps its human visitors' funnel rows in `visitor_days` (purged with
 * the raw events). A day is counted in SQL outside any transaction and written in short statements: its visitor rows
 * 500 at a time, then one transaction with the last of them and its daily rows (at most a few thousand, the bound per
 * type), which marks the day done; so the write lock stays short however busy the day was. The counting reads go
 * through `reader` (the server passes its reading connection, DatabaseHandle.reader, so they never hold its event
 * loop). Safe to run twice and from two instances at once: a rolled-up day is skipped, and a row another instance
 * wrote first is left as it is. Returns the days rolled up.
 */
export async function rollUpDays(db: Kysely<Database>, now = Date.now(), reader = db): Promise<string[]> {
  const days = await daysWithEvents(reader, 0, Date.parse(utcDay(now)));
  if (days.length === 0) return [];
  const done = new Set(
    (
      await reader.selectFrom('event_daily').select('day').distinct().where('day', '>=', utcDay(days[0]!)).execute()
    ).map((r) => r.day),
  );
  const pending = days.filter((day) => !done.has(utcDay(day)));
  for (const start of pending) {
    const day = utcDay(start);
    const rows = await aggregateDay(reader, start);
    if (rows.length === 0) rows.push({ day, type: DAY_TOTAL, path: '', detail: '', events: 0, visitors: 0 });
    const visitors = (await visitorsOfDay(reader, start).execute()).flatMap(({ visitor, ...row }) =>
      visitor === null ? [] : [{ day, visitor, ...row }],
    );
    const insertVisitors = (into: Kysely<Database>, chunk: typeof visitors) =>
      into
        .insertInto('visitor_days')
        .values(chunk)
        .onConflict((conflict) => conflict.columns(['day', 'visitor']).doNothing())
        .execute();
    // A busy day has tens of thousands of visitors: all but the last chunk go in statements of their own, so no write
    // lock waits for all of them. They count only once the day's daily rows are written (the dashboard reads the
    // funnel of rolled-up days alone), and writing them again after a crash changes nothing.
    const last = Math.max(0, visitors.length - INSERT_CHUNK);
    for (let i = 0; i < last; i += INSERT_CHUNK)
      await insertVisitors(db, visitors.slice(i, Math.min(i + INSERT_CHUNK, last)));
    await db.transaction().execute(async (trx) => {
      if (visitors.length > last) await insertVisitors(trx, visitors.slice(last));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK)
        await trx
          .insertInto('event_daily')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflict((conflict) => conflict.columns(['day', 'type', 'path', 'detail']).doNothing())
          .execute();
    });
  }
  return pending.map(utcDay);
}

/**
 * Deletes daily rows older than their retention (`EVENTS_DAILY_RETENTION_DAYS`), but never a day whose raw events are
 * still kept: the roll-up would count it again. Returns how many rows went.
 */
export async function purgeDailyRows(
  db: Kysely<Database>,
  {
    now = Date.now(),
    retentionDays,
    eventsRetentionDays,
  }: { now?: number; retentionDays: number; eventsRetentionDays: number },
): Promise<number> {
  const before = utcDay(now - Math.max(retentionDays, eventsRetentionDays) * DAY_MS);
  const result = await db.deleteFrom('event_daily').where('day', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
