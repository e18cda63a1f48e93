import type { Kysely, Migration } from 'kysely';
import { isPostgres } from './helpers';

/** When a lead that waited too long in `new` was alerted about (once: the alert job claims a lead by setting it). */
export const leadAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema.alterTable('leads').addColumn('alerted_at', time).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').dropColumn('alerted_at').execute();
  },
};
