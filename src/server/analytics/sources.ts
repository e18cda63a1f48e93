import { sql, type Kysely } from 'kysely';
import { visitSourceKey } from '@/lib/attribution';
import type { Database } from '@/server/db/schema';
import { leadChannelSql } from '@/server/leads/channel';
import { visitorsOfDay } from './rollup';

/** A period's visitors and leads that came through one source, medium and campaign, and how many leads were won. */
export interface SourceRow {
  key: string;
  source: string;
  medium: string;
  campaign: string;
  visitors: number;
  leads: number;
  won: number;
}

/** Visitors and leads without a kept source (older ones, a browser that opted out of tracking, no script). */
export const NOT_RECORDED = '(not recorded)';
const notRecorded = visitSourceKey(NOT_RECORDED);

/** Visitors per source key. */
type VisitorSources = Map<string, number>;

function addCounts(into: VisitorSources, rows: { visit_source: string | null; n: unknown }[]): VisitorSources {
  for (const row of rows) {
    const key = row.visit_source ?? notRecorded;
    into.set(key, (into.get(key) ?? 0) + Number(row.n));
  }
  return into;
}

/** Human visitors per source on days rolled up (`visitor_days`), each visitor by their first page view of the day. */
export async function visitorSourcesOfRolledUpDays(
  db: Kysely<Database>,
  days: readonly string[],
  into: VisitorSources = new Map(),
): Promise<VisitorSources> {
  if (days.length === 0) return into;
  const rows = await db
    .selectFrom('visitor_days')
    .select(['visit_source', (eb) => eb.fn.countAll<number>().as('n')])
    .where('day', 'in', days)
    .groupBy('visit_source')
    .execute();
  return addCounts(into, rows);
}

/** The same for a day not rolled up yet, from its raw events. */
export async function visitorSourcesOfRawDay(
  db: Kysely<Database>,
  start: number,
  into: VisitorSources = new Map(),
): Promise<VisitorSources> {
  const rows = await db
    .selectFrom(visitorsOfDay(db, start).as('v'))
    .select(['visit_source', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('visit_source')
    .execute();
  return addCounts(into, rows);
}

/**
 * Leads per source / medium / campaign among those received in [start, end), spam left out, beside the period's
 * visitors per source (at least the people behind its leads); most leads first, then most visitors. The source is the lead's campaign tag, else the site that
 * linked to it, else `(direct)` (lib/attribution `sourceOf`). A lead counts as won by its status now, so a lead won
 * later moves the figures of the period it arrived in.
 */
export async function sourceRows(
  db: Kysely<Database>,
  start: number,
  end: number,
  visitors: VisitorSources,
): Promise<SourceRow[]> {
  const source = sql<string>`case when landing_page is null then ${sql.lit(NOT_RECORDED)} else ${leadChannelSql} end`;
  const medium = sql<string>`coalesce(utm_medium, '')`;
  const campaign = sql<string>`coalesce(utm_campaign, '')`;
  const leads = await db
    .selectFrom('leads')
    .select((eb) => [
      source.as('source'),
      medium.as('medium'),
      campaign.as('campaign'),
      eb.fn.countAll<number>().as('leads'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'won').then(1).else(0).end()).as('won'),
      // The people behind the leads: each visitor hash once, and each lead sent without one (tracking refused) as one.
      eb.fn.count<number>('visitor').distinct().as('lead_visitors'),
      eb.fn.sum<number>(eb.case().when('visitor', 'is', null).then(1).else(0).end()).as('unseen'),
    ])
    .where('status', '<>', 'spam')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy([source, medium, campaign])
    .execute();
  const rows = new Map<string, SourceRow>();
  for (const [key, count] of visitors) {
    const [source = '', medium = '', campaign = ''] = key.split('|');
    rows.set(key, { key, source, medium, campaign, visitors: count, leads: 0, won: 0 });
  }
  for (const lead of leads) {
    const key = visitSourceKey(lead.source, lead.medium, lead.campaign);
    const [source = '', medium = '', campaign = ''] = key.split('|');
    const row = rows.get(key) ?? { key, source, medium, campaign, visitors: 0, leads: 0, won: 0 };
    row.leads += Number(lead.leads);
    row.won += Number(lead.won);
    // A lead is a visit through its source, even when the page views of that day named another (a campaign link
    // followed later in the day) or none were kept (tracking refused, or past their retention): a row never has fewer
    // visitors than the people who sent its leads.
    row.visitors = Math.max(row.visitors, Number(lead.lead_visitors) + Number(lead.unseen));
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.leads - a.leads || b.won - a.won || b.visitors - a.visitors || a.key.localeCompare(b.key),
  );
}
