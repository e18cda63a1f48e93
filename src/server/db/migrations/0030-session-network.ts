import type { Kysely, Migration } from 'kysely';

/**
 * Where a session was signed in from, as its owner is shown it on their account page: the first part of the network
 * address (`203.0.113.*`, `2001:db8:85a3::/48`), never the whole address. Null for sessions from before.
 */
export const sessionNetwork: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_sessions').addColumn('network', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_sessions').dropColumn('network').execute();
  },
};
