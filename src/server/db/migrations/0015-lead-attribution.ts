import type { Kysely, Migration } from 'kysely';

/** Where each lead's visit came from (src/lib/attribution.ts); empty for leads older than this, and without script. */
const columns = [
  'landing_page',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'click_ids',
] as const;

export const leadAttribution: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of columns) await db.schema.alterTable('leads').addColumn(column, 'text').execute();
    await db.schema.createIndex('leads_utm_source').on('leads').columns(['utm_source', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_utm_source').execute();
    for (const column of columns) await db.schema.alterTable('leads').dropColumn(column).execute();
  },
};
