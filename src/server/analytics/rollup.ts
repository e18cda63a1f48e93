import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { utcDay } from './collect';

export const DAY_MS = 24 * 60 * 60_000;

/** A stored event as the figures read it. */
export interface RawEvent {
  id: number;
  type: string;
  path: string;
  data: string | null;
  visitor: string | null;
  created_at: number;
  locale: string | null;
}

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

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function parseData(data: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(data ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What distinguishes one event of a type from another in the roll-up. A 404 keeps its referrer (not '') so the broken
 * links that lead there can still be found once the raw rows are gone.
 */
function detailOf(type: string, data: Record<string, unknown>): string {
  switch (type) {
    case 'not_found':
      return text(data.referrer);
    case 'scroll_depth':
      return text(data.percent);
    case 'click':
      return `${text(data.label)}|${text(data.id)}`;
    case 'tab':
      return `${text(data.group)}:${text(data.tab)}`;
    case 'form_start':
    case 'form_submit':
      return text(data.form);
    case 'time_on_page':
      return 'seconds';
    default:
      return '';
  }
}

/** Anything a person does beyond loading a page: the signal that tells a visitor from a bot with a browser's agent. */
function isInteraction(event: RawEvent): boolean {
  if (event.type === 'page_view' || event.type === 'not_found') return false;
  if (event.type === 'time_on_page') return Number(parseData(event.data).seconds) >= 1;
  return true;
}

/**
 * The human events in [start, end): not marked as a bot, from a visitor who interacted. The visitor hash changes every
 * UTC day, so a hash that interacted anywhere in the window interacted on that same day.
 */
export async function readHumanEvents(db: Kysely<Database>, start: number, end: number): Promise<RawEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'type', 'path', 'data', 'visitor', 'created_at', 'locale'])
    .where('bot', '=', 0)
    .where('visitor', 'is not', null)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const humans = new Set(rows.filter(isInteraction).map((event) => event.visitor));
  return rows.filter((event) => humans.has(event.visitor));
}

/**
 * Counts human events per (day, type, page, detail): the events and the distinct visitors; for time on page the summed
 * seconds. Done here rather than in SQL because the detail sits in JSON text, which SQLite and PostgreSQL read apart.
 */
export function aggregateDaily(events: readonly RawEvent[]): DailyRow[] {
  const groups = new Map<string, DailyRow & { seen: Set<string | null> }>();
  const add = (day: string, type: string, path: string, detail: string, count: number, visitor: string | null) => {
    const key = JSON.stringify([day, type, path, detail]);
    const group = groups.get(key) ?? { day, type, path, detail, events: 0, visitors: 0, seen: new Set() };
    group.events += count;
    group.seen.add(visitor);
    groups.set(key, group);
  };
  for (const event of events) {
    const day = utcDay(event.created_at);
    const data = parseData(event.data);
    const count = event.type === 'time_on_page' ? Number(data.seconds) || 0 : 1;
    add(day, event.type, event.path, detailOf(event.type, data), count, event.visitor);
    add(day, DAY_TOTAL, '', '', event.type === 'page_view' ? 1 : 0, event.visitor);
  }
  return [...groups.values()].map(({ seen, ...row }) => ({ ...row, visitors: seen.size }));
}

const INSERT_CHUNK = 500;

/**
 * Rolls every complete UTC day (before today) with raw events and no `event_daily` rows yet into daily counts, one
 * transaction per day, so the figures outlive the raw events' retention. Safe to run twice and from two instances at
 * once: a rolled-up day is skipped, and a row another instance wrote first is left as it is. Returns the days rolled up.
 */
export async function rollUpDays(db: Kysely<Database>, now = Date.now()): Promise<string[]> {
  const today = Date.parse(utcDay(now));
  const dayNumbers = await db
    .selectFrom('events')
    .select(sql<number>`created_at / ${sql.lit(DAY_MS)}`.as('n'))
    .distinct()
    .where('created_at', '<', today)
    .where('bot', '=', 0)
    .execute();
  const days = dayNumbers.map(({ n }) => utcDay(Number(n) * DAY_MS)).sort();
  if (days.length === 0) return [];
  const done = new Set(
    (await db.selectFrom('event_daily').select('day').distinct().where('day', 'in', days).execute()).map((r) => r.day),
  );
  const pending = days.filter((day) => !done.has(day));
  for (const day of pending) {
    const start = Date.parse(day);
    await db.transaction().execute(async (trx) => {
      const rows = aggregateDaily(await readHumanEvents(trx, start, start + DAY_MS));
      if (rows.length === 0) rows.push({ day, type: DAY_TOTAL, path: '', detail: '', events: 0, visitors: 0 });
      for (let i = 0; i < rows.length; i += INSERT_CHUNK)
        await trx
          .insertInto('event_daily')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflict((conflict) => conflict.columns(['day', 'type', 'path', 'detail']).doNothing())
          .execute();
    });
  }
  return pending;
}
