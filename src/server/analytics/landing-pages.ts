import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { OTHER_PATH } from './collect';
import { NOT_RECORDED } from './sources';
import { sitePathTest } from './site-paths';

/** A period's visitors and leads that landed on one page, and how many of those leads were won. */
export interface LandingPageRow {
  /** The page's path (`/es/services/web3`), OTHER_PATH for addresses that are no page, or NOT_RECORDED. */
  path: string;
  visitors: number;
  leads: number;
  won: number;
}

/**
 * Leads per landing page among those received in [start, end), spam left out, beside the period's visitors per landing
 * page (`visitors`: each visitor's day counted by its first page view, as the funnel counts them); most leads first,
 * then most visitors. A lead's landing page is the one its visit kept (lib/attribution); a lead without one is
 * NOT_RECORDED, and one that landed on an address that is no page goes with the page views of such addresses under
 * OTHER_PATH. A lead counts as won by its status now, as in the Sources table.
 */
export async function landingPageRows(
  db: Kysely<Database>,
  start: number,
  end: number,
  visitors: ReadonlyMap<string, number>,
): Promise<LandingPageRow[]> {
  const leads = await db
    .selectFrom('leads')
    .select((eb) => [
      'landing_page',
      eb.fn.countAll<number>().as('leads'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'won').then(1).else(0).end()).as('won'),
    ])
    .where('status', '<>', 'spam')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy('landing_page')
    .execute();
  const isPage = await sitePathTest(db);
  const rows = new Map<string, LandingPageRow>();
  for (const [path, count] of visitors) rows.set(path, { path, visitors: count, leads: 0, won: 0 });
  for (const lead of leads) {
    const path = lead.landing_page === null ? NOT_RECORDED : isPage(lead.landing_page) ? lead.landing_page : OTHER_PATH;
    const row = rows.get(path) ?? { path, visitors: 0, leads: 0, won: 0 };
    row.leads += Number(lead.leads);
    row.won += Number(lead.won);
    rows.set(path, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.leads - a.leads || b.won - a.won || b.visitors - a.visitors || a.path.localeCompare(b.path),
  );
}
