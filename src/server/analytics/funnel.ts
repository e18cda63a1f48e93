import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { utcDay } from './collect';
import { DAY_MS, visitorsOfDay } from './rollup';

export interface FunnelRow {
  key: string;
  visitors: number;
  formStarts: number;
  leads: number;
}

/** Human visitors of some days with one landing page and language: how many, how many started a form, how many sent a lead. */
interface LandingRow {
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
 * The funnel of rolled-up days (`YYYY-MM-DD`) from `visitor_days`: visitors and form starts counted in one query; the
 * leads (a few per day, not spam: one marked spam since drops out) matched to their sender's row of the same UTC day.
 */
export async function funnelOfRolledUpDays(db: Kysely<Database>, days: readonly string[]): Promise<LandingRow[]> {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const leads = db
    .selectFrom('leads')
    .where('status', '<>', 'spam')
    .where('visitor', 'is not', null)
    .where('created_at', '>=', Date.parse(sorted[0]!))
    .where('created_at', '<', Date.parse(sorted.at(-1)!) + DAY_MS);
  const [landings, sent, senderDays] = await Promise.all([
    db
      .selectFrom('visitor_days')
      .select((eb) => [
        'landing_path as path',
        'locale',
        eb.fn.countAll<number>().as('visitors'),
        eb.fn.sum<number>('form_started').as('formStarts'),
      ])
      .where('day', 'in', sorted)
      .groupBy(['landing_path', 'locale'])
      .execute(),
    leads.select(['visitor', 'created_at']).execute(),
    db
      .selectFrom('visitor_days')
      .select(['day', 'visitor', 'landing_path', 'locale'])
      .where('day', 'in', sorted)
      .where('visitor', 'in', leads.select('visitor'))
      .execute(),
  ]);
  const senders = new Set(sent.map((lead) => `${utcDay(Number(lead.created_at))}|${lead.visitor}`));
  const converted = new Map<string, number>();
  for (const row of senderDays)
    if (senders.has(`${row.day}|${row.visitor}`)) {
      const key = `${row.landing_path}|${row.locale}`;
      converted.set(key, (converted.get(key) ?? 0) + 1);
    }
  return counted(landings.map((row) => ({ ...row, leads: converted.get(`${row.path}|${row.locale}`) ?? 0 })));
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
