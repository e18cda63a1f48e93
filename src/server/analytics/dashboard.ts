import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/server/db/schema';
import { scrollThresholds, utcDay } from './collect';
import { funnel, funnelOfRawDay, funnelOfRolledUpDays, type FunnelRow } from './funnel';
import { landingPageRows, type LandingPageRow } from './landing-pages';
import { sourceRows, visitorSourcesOfRawDay, visitorSourcesOfRolledUpDays, type SourceRow } from './sources';
import { aggregateDay, DAY_MS, DAY_TOTAL, hasEventsOn, yieldToOthers, type DailyRow } from './rollup';

export type { FunnelRow } from './funnel';
export type { LandingPageRow } from './landing-pages';
export type { SourceRow } from './sources';

/** Inclusive UTC days, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

const DEFAULT_PERIOD_DAYS = 28;
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

function periodDays({ from, to }: Period): string[] {
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
  /** Visitors, leads and won leads per source, medium and campaign (each visitor's day by its first page view). */
  sources: SourceRow[];
  /** The same per landing page: the page of each visitor's first page view of the day, the page each lead kept. */
  landingPages: LandingPageRow[];
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

/**
 * Every dashboard figure for a period. Days already rolled up are read from `event_daily` and their funnel from
 * `visitor_days` (one query each); only the days not rolled up yet (today, and yesterday until the roll-up has run) are
 * counted from the raw events in SQL, a day at a time (so memory holds counts, never events, and no single query holds
 * the process long). Days older than the retention still show visitors, page views, time on page, scroll depth, CTAs,
 * tabs and 404s; the landing-page funnel goes with the raw events' retention, as its rows hold the day's visitor hashes.
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
  await yieldToOthers();
  const landings = await funnelOfRolledUpDays(db, [...rolledUp]);
  await yieldToOthers();
  const visitorSources = await visitorSourcesOfRolledUpDays(db, [...rolledUp]);
  for (const day of periodDays(period).filter((d) => !rolledUp.has(d))) {
    const dayStart = Date.parse(day);
    await yieldToOthers();
    if (!(await hasEventsOn(db, dayStart))) continue;
    await yieldToOthers();
    rows.push(...(await aggregateDay(db, dayStart)));
    await yieldToOthers();
    landings.push(...(await funnelOfRawDay(db, dayStart)));
    await yieldToOthers();
    await visitorSourcesOfRawDay(db, dayStart, visitorSources);
  }
  const { visitors, pageViews, averageSeconds, ...perPage } = fromDailyRows(rows, periodDays(period));
  const funnelRows = funnel(landings);
  const landingVisitors = new Map(funnelRows.byLanding.map((row) => [row.key, row.visitors]));
  return {
    ...perPage,
    totals: { visitors, pageViews, leads: Number(leads), averageSeconds },
    funnel: funnelRows,
    sources: await sourceRows(db, start, end, visitorSources),
    landingPages: await landingPageRows(db, start, end, landingVisitors),
  };
}
