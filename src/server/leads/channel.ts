import { sql } from 'kysely';
import { channelFields, DIRECT_CHANNEL } from '@/lib/attribution';
import type { LeadsTable } from '@/server/db/schema';

const channelColumns = { utmSource: 'utm_source', referrerHost: 'referrer_host' } as const satisfies Record<
  (typeof channelFields)[number],
  keyof LeadsTable
>;

/**
 * A lead's channel in SQL, on the `leads` table: written from the rule `sourceOf` applies in TypeScript
 * (lib/attribution.ts), an empty text counting as none as it does there. The inbox filters and lists by it, the
 * dashboard's Sources table groups by it. Its texts are literals, not parameters: PostgreSQL matches a grouped
 * expression to the selected one only when they are written alike.
 */
export const leadChannelSql = sql<string>`coalesce(${sql.join(
  channelFields.map((field) => sql`nullif(${sql.ref(channelColumns[field])}, '')`),
)}, ${sql.lit(DIRECT_CHANNEL)})`;
