import type { Selectable } from 'kysely';
import type { LeadsTable } from '@/server/db/schema';

/** Where a lead's visit came from, as its row keeps it (lib/attribution.ts names the fields). */
export interface LeadAttribution {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** The ad networks' click ids by parameter (`gclid`…); none is `{}`. */
  clickIds: Record<string, string>;
}

function clickIdsOf(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    // A row a hand edit broke is still shown and exported, without its click ids.
    return {};
  }
}

/** A lead row's attribution columns, read one way for the inbox, the lead's page and a person's data export. */
export function leadAttribution(row: Selectable<LeadsTable>): LeadAttribution {
  return {
    landingPage: row.landing_page,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    clickIds: clickIdsOf(row.click_ids),
  };
}
