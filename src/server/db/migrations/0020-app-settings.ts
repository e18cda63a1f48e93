import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Settings an owner changes in the admin that are neither content nor secrets (the lead retention), one row a key; and
 * an index on the leads' addresses as a data request looks them up (lower-cased: the address as typed may differ).
 */
export const appSettings: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema
      .createTable('app_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('leads_email_lower')
      .on('leads')
      .expression(sql`lower(email)`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_email_lower').execute();
    await db.schema.dropTable('app_settings').execute();
  },
};
