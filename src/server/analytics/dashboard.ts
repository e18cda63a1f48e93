import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/server/db/schema';
import { scrollThresholds, utcDay } from './collect';
import { aggregateDay, DAY_MS, DAY_TOTAL, daysWithEvents, humanEventsOfDay, type DailyRow } from './rollup';

/** Inclusive UTC days, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

export const DEFAULT_PERIOD_DAYS = 28;
const MAX_PERIOD_DAYS = 366;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => utcDay(Date.parse(value) || 0) === value);

/** The period the URL asks for; anything malformed, reversed or longer than a year is the last 28 days instead. */
export function parsePeriod(query: { from?: string; to?: string }, now = Date.now()): Period {
  const from = isoDay.safeParse(query.from);
  const to = isoDay.safeParse(query.to);
  if (from.success && to.success) {
    const days = (Date.parse(to.data) - Date.parse(from.data)) / DAY_MS + 1;
    if (days >= 1 && days <= MAX_PERIOD_DAYS) return { from: from.data, to: to.data };
  }
  return { from: utcDay(now - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS), to: utcDay(now) };
}

export function periodDays({ from, to }: Period): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) days.push(utcDay(time));
  return days;
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: Period): Period {
  const length = periodDays(period).length;
  const start = Date.parse(period.from);
  return { from: utcDay(start - length * DAY_MS), to: utcDay(start - DAY_MS) };
}

export interface FunnelRow {
  key: string;
  visitors: number;
  formStarts: number;
  leads: number;
}

export interface Figures {
  daily: { day: string; visitors: number; pageViews: number }[];
  totals: { visitors: number; pageViews: number; leads: number; averageSeconds: number | null };
  pages: { path: string; views: number; visitors: number; averageSeconds: number | null }[];
  /** Per page, the share (0–1) of its page views that reached each scroll threshold. */
  scroll: { path: string; views: number; reached: Record<(typeof scrollThresholds)[number], number> }[];
  ctas: { label: string; id: string; clicks: number }[];
  calculatorTabs: { tab: string; views: number; visitors: number }[];
  notFound: { path: string; referrer: string; count: number }[];
  /** Page view → form start → lead, per visitor of a day; landing page = the visitor's first page view that day. */
  funnel: { byLanding: FunnelRow[]; byLocale: FunnelRow[] };
}

/** Whole lists, largest first: the page shows the top rows, and finds any row's previous value in the full list. */
const largestFirst = <T>(rows: T[], by: (row: T) => number) => rows.sort((a, b) => by(b) - by(a));

function sumBy(rows: readonly DailyRow[], type: string, key: (row: DailyRow) => string) {
  const sums = new Map<string, { events: number; visitors: number }>();
  for (const row of rows.filter((r) => r.type === type)) {
    const sum = sums.get(key(row)) ?? { events: 0, visitors: 0 };
    sum.events += row.events;
    sum.visitors += row.visitors;
    sums.set(key(row), sum);
  }
  return sums;
}

/** The last `|` splits a click's detail: a label may hold one, an element id hardly ever does. */
function splitClick(detail: string) {
  const at = detail.lastIndexOf('|');
  return { label: detail.slice(0, at), id: detail.slice(at + 1) };
}

/**
 * Figures that hold per day and page, from daily rows. Adding daily visitor counts over days is exact: the visitor
 * hash changes every day, so one person is one visitor per day either way.
 */
function fromDailyRows(rows: readonly DailyRow[], days: readonly string[]) {
  const perDay = sumBy(rows, DAY_TOTAL, (row) => row.day);
  const views = sumBy(rows, 'page_view', (row) => row.path);
  const seconds = sumBy(rows, 'time_on_page', (row) => row.path);
  const scrolled = sumBy(rows, 'scroll_depth', (row) => `${row.path}\n${row.detail}`);
  const average = (total: number, count: number) => (count > 0 ? total / count : null);
  const pageViews = [...views.values()].reduce((sum, page) => sum + page.events, 0);
  const pageRows = [...views].map(([path, page]) => ({ path, views: page.events, visitors: page.visitors }));
  return {
    daily: days.map((day) => ({
      day,
      visitors: perDay.get(day)?.visitors ?? 0,
      pageViews: perDay.get(day)?.events ?? 0,
    })),
    visitors: [...perDay.values()].reduce((sum, day) => sum + day.visitors, 0),
    pageViews,
    averageSeconds: average(
      [...seconds.values()].reduce((sum, page) => sum + page.events, 0),
      pageViews,
    ),
    pages: largestFirst(
      pageRows.map((page) => ({ ...page, averageSeconds: average(seconds.get(page.path)?.events ?? 0, page.views) })),
      (page) => page.views,
    ),
    scroll: largestFirst(
      pageRows.map(({ path, views: count }) => ({
        path,
        views: count,
        reached: Object.fromEntries(
          scrollThresholds.map((percent) => [percent, (scrolled.get(`${path}\n${percent}`)?.events ?? 0) / count]),
        ) as Figures['scroll'][number]['reached'],
      })),
      (page) => page.views,
    ),
    ctas: largestFirst(
      [...sumBy(rows, 'click', (row) => row.detail)].map(([detail, sum]) => ({
        ...splitClick(detail),
        clicks: sum.events,
      })),
      (cta) => cta.clicks,
    ),
    calculatorTabs: largestFirst(
      [...sumBy(rows, 'tab', (row) => row.detail)]
        .filter(([detail]) => detail.startsWith('calculator:'))
        .map(([detail, sum]) => ({
          tab: detail.slice('calculator:'.length),
          views: sum.events,
          visitors: sum.visitors,
        })),
      (tab) => tab.views,
    ),
    notFound: largestFirst(
      [...sumBy(rows, 'not_found', (row) => `${row.path}\n${row.detail}`)].map(([key, sum]) => {
        const [path = '', referrer = ''] = key.split('\n');
        return { path, referrer, count: sum.events };
      }),
      (row) => row.count,
    ),
  };
}

/** Lets other requests run between two of the dashboard's queries (SQLite answers each one synchronously). */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

interface LandingRow {
  path: string;
  locale: string;
  visitors: number;
  formStarts: number;
  leads: number;
}

/**
 * The funnel of one day, counted in SQL: each human visitor's first page view of the day (its landing page and
 * language), whether that visitor started a form that day, and whether a lead (not spam) came from them that day.
 */
async function funnelOfDay(db: Kysely<Database>, start: number): Promise<LandingRow[]> {
  const end = start + DAY_MS;
  const landings = humanEventsOfDay(db, start)
    .where('type', '=', 'page_view')
    .select((eb) => [
      'visitor',
      'path',
      eb.fn.coalesce('locale', sql.lit('')).as('locale'),
      sql<number>`row_number() over (partition by visitor order by created_at, id)`.as('n'),
    ]);
  const starters = db
    .selectFrom('events')
    .select('visitor')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('bot', '=', 0)
    .where('type', '=', 'form_start');
  const senders = db
    .selectFrom('leads')
    .select('visitor')
    .where('status', '<>', 'spam')
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  const rows = await db
    .selectFrom(landings.as('landing'))
    .where('n', '=', 1)
    .select((eb) => [
      'path',
      'locale',
      eb.fn.countAll<number>().as('visitors'),
      eb.fn.sum<number>(eb.case().when('visitor', 'in', starters).then(1).else(0).end()).as('formStarts'),
      eb.fn.sum<number>(eb.case().when('visitor', 'in', senders).then(1).else(0).end()).as('leads'),
    ])
    .groupBy(['path', 'locale'])
    .execute();
  return rows.map((row) => ({
    path: row.path,
    locale: row.locale,
    visitors: Number(row.visitors),
    formStarts: Number(row.formStarts),
    leads: Number(row.leads),
  }));
}

/** The funnel needs each visitor's own events, so it only covers days whose raw events are still kept. */
function funnel(landings: readonly LandingRow[]) {
  const byLanding = new Map<string, FunnelRow>();
  const byLocale = new Map<string, FunnelRow>();
  for (const landing of landings)
    for (const [groups, group] of [
      [byLanding, landing.path],
      [byLocale, landing.locale],
    ] as const) {
      const row = groups.get(group) ?? { key: group, visitors: 0, formStarts: 0, leads: 0 };
      row.visitors += landing.visitors;
      row.formStarts += landing.formStarts;
      row.leads += landing.leads;
      groups.set(group, row);
    }
  return {
    byLanding: largestFirst([...byLanding.values()], (row) => row.visitors),
    byLocale: largestFirst([...byLocale.values()], (row) => row.visitors),
  };
}

/**
 * Every dashboard figure for a period. Days already rolled up are read from `event_daily`, the others are counted from
 * the raw events in SQL, a day at a time (so memory holds counts, never events, and no single query holds the process
 * long), so per-page and per-day figures survive the roll-up and the raw events' retention. Days older than the
 * retention still show visitors, page views, time on page, scroll depth, CTAs, tabs and 404s; the landing-page funnel
 * needs each visitor's own events, so it only covers days whose raw events are still kept.
 */
export async function getFigures(db: Kysely<Database>, period: Period): Promise<Figures> {
  const start = Date.parse(period.from);
  const end = Date.parse(period.to) + DAY_MS;
  const stored = await db
    .selectFrom('event_daily')
    .selectAll()
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .execute();
  const { leads } = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('leads'))
    .where('status', '<>', 'spam')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  const rolledUp = new Set(stored.map((row) => row.day));
  const rows: DailyRow[] = stored.map((row) => ({
    ...row,
    events: Number(row.events),
    visitors: Number(row.visitors),
  }));
  const landings: LandingRow[] = [];
  for (const day of await daysWithEvents(db, start, end)) {
    await yieldToOthers();
    if (!rolledUp.has(utcDay(day))) rows.push(...(await aggregateDay(db, day)));
    await yieldToOthers();
    landings.push(...(await funnelOfDay(db, day)));
  }
  const { visitors, pageViews, averageSeconds, ...perPage } = fromDailyRows(rows, periodDays(period));
  return {
    ...perPage,
    totals: { visitors, pageViews, leads: Number(leads), averageSeconds },
    funnel: funnel(landings),
  };
}
