import type { Kysely, Migration } from 'kysely';

/**
 * The daily digest of open leads (leads/digest.ts): whether a person asked for it on their Account page, and the last
 * UTC day (`YYYY-MM-DD`) one was claimed for them (the job claims a person's day by setting it, so it goes out once).
 */
export const leadDigest: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('admin_users')
      .addColumn('digest', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('admin_users').addColumn('digest_day', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('digest_day').execute();
    await db.schema.alterTable('admin_users').dropColumn('digest').execute();
  },
};
