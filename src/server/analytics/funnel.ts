import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { DAY_MS, visitorsOfDay } from './rollup';

export interface FunnelRow {
  key: string;
  visitors: number;
  formStarts: number;
  leads: number;
}

/** Human visitors of some days with one landing page and language: how many, how many started a form, how many sent a lead. */
export interface LandingRow {
  path: string;
  locale: string;
  visitors: number;
  formStarts: number;
  leads: number;
}

const counted = (rows: { path: string; locale: string; visitors: unknown; formStarts: unknown; leads: unknown }[]) =>
  rows.map((row) => ({
    path: row.path,
    locale: row.locale,
    visitors: Number(row.visitors),
    formStarts: Number(row.formStarts),
    leads: Number(row.leads),
  }));

/**
 * The funnel of a day not rolled up yet, from its raw events: each human visitor's first page view of the day (its
 * landing page and language), whether they started a form that day, and whether a lead (not spam) came from them
 * that day.
 */
export async function funnelOfRawDay(db: Kysely<Database>, start: number): Promise<LandingRow[]> {
  const senders = db
    .selectFrom('leads')
    .select('visitor')
    .where('status', '<>', 'spam')
    .where('created_at', '>=', start)
    .where('created_at', '<', start + DAY_MS);
  const rows = await db
    .selectFrom(visitorsOfDay(db, start).as('v'))
    .select((eb) => [
      'landing_path as path',
      'locale',
      eb.fn.countAll<number>().as('visitors'),
      eb.fn.sum<number>('form_started').as('formStarts'),
      eb.fn.sum<number>(eb.case().when('visitor', 'in', senders).then(1).else(0).end()).as('leads'),
    ])
    .groupBy(['landing_path', 'locale'])
    .execute();
  return counted(rows);
}

/**
 * Whether `db` speaks PostgreSQL, from the placeholders its compiler writes. Not `instanceof PostgresAdapter`: a page
 * of the production build may get Kysely as another copy of the module than the one that opened the database, and its
 * classes then never match.
 */
function speaksPostgres(db: Kysely<Database>): boolean {
  return db.selectNoFrom(sql.val(1).as('one')).compile().sql.includes('$1');
}

/**
 * The funnel of rolled-up days (`YYYY-MM-DD`), in one query over `visitor_days`. Leads are joined as they are now (one
 * marked spam since then drops out), by visitor and the lead's UTC day.
 */
export async function funnelOfRolledUpDays(db: Kysely<Database>, days: readonly string[]): Promise<LandingRow[]> {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const leadDay = speaksPostgres(db)
    ? sql<string>`to_char(to_timestamp(created_at / 1000) at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`strftime('%Y-%m-%d', created_at / 1000, 'unixepoch')`;
  const senders = db
    .selectFrom('leads')
    .select(['visitor', leadDay.as('day')])
    .distinct()
    .where('status', '<>', 'spam')
    .where('visitor', 'is not', null)
    .where('created_at', '>=', Date.parse(sorted[0]!))
    .where('created_at', '<', Date.parse(sorted.at(-1)!) + DAY_MS);
  const rows = await db
    .selectFrom('visitor_days as v')
    .leftJoin(senders.as('s'), (join) => join.onRef('s.visitor', '=', 'v.visitor').onRef('s.day', '=', 'v.day'))
    .select((eb) => [
      'v.landing_path as path',
      'v.locale',
      eb.fn.countAll<number>().as('visitors'),
      eb.fn.sum<number>('v.form_started').as('formStarts'),
      eb.fn.sum<number>(eb.case().when('s.visitor', 'is not', null).then(1).else(0).end()).as('leads'),
    ])
    .where('v.day', 'in', sorted)
    .groupBy(['v.landing_path', 'v.locale'])
    .execute();
  return counted(rows);
}

/** Adds landing rows up per landing page and per language, largest first. */
export function funnel(landings: readonly LandingRow[]): { byLanding: FunnelRow[]; byLocale: FunnelRow[] } {
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
  const largestFirst = (rows: FunnelRow[]) => rows.sort((a, b) => b.visitors - a.visitors);
  return { byLanding: largestFirst([...byLanding.values()]), byLocale: largestFirst([...byLocale.values()]) };
}
