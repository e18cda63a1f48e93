import type { Kysely, Migration } from 'kysely';

/**
 * The time zone a person chose on their Account page for every time the admin shows them (an IANA name); null to
 * follow their browser's (lib/zoned-time.ts).
 */
export const adminTimeZone: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').addColumn('time_zone', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('time_zone').execute();
  },
};
