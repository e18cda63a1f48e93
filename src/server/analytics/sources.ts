import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/** The leads of a period that came through one source, medium and campaign, and how many of them were won. */
export interface SourceRow {
  key: string;
  source: string;
  medium: string;
  campaign: string;
  leads: number;
  won: number;
}

/** Leads sent without a kept source (an older lead, a browser that opted out of tracking, no script). */
export const NOT_RECORDED = '(not recorded)';

/**
 * Leads per source / medium / campaign among those received in [start, end), spam left out, most leads first. The
 * source is the lead's campaign tag, else the site that linked to it, else `(direct)` (lib/attribution `sourceOf`).
 * A lead counts as won by its status now, so a lead won later moves the figures of the period it arrived in.
 */
export async function leadSources(db: Kysely<Database>, start: number, end: number): Promise<SourceRow[]> {
  const source = sql<string>`case when landing_page is null then ${sql.lit(NOT_RECORDED)} else coalesce(utm_source, referrer_host, '(direct)') end`;
  const medium = sql<string>`coalesce(utm_medium, '')`;
  const campaign = sql<string>`coalesce(utm_campaign, '')`;
  const rows = await db
    .selectFrom('leads')
    .select((eb) => [
      source.as('source'),
      medium.as('medium'),
      campaign.as('campaign'),
      eb.fn.countAll<number>().as('leads'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'won').then(1).else(0).end()).as('won'),
    ])
    .where('status', '<>', 'spam')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy([source, medium, campaign])
    .execute();
  return rows
    .map((row) => ({
      key: `${row.source}|${row.medium}|${row.campaign}`,
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      leads: Number(row.leads),
      won: Number(row.won),
    }))
    .sort((a, b) => b.leads - a.leads || b.won - a.won || a.key.localeCompare(b.key));
}
