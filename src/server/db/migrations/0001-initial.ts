import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId, isPostgres } from './helpers';

/** The tables of DESIGN.md §5. Times are epoch milliseconds; JSON is text so one migration fits both dialects. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';

    await db.schema
      .createTable('documents')
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('documents_pk', ['collection', 'id'])
      .execute();

    await autoIncrementId(db, db.schema.createTable('document_revisions'))
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('previous_version', 'integer', (c) => c.notNull())
      .addColumn('previous_data', 'text')
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('changed_at', time, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('document_revisions_document')
      .on('document_revisions')
      .columns(['collection', 'document_id', 'previous_version'])
      .execute();

    await db.schema
      .createTable('collection_versions')
      .addColumn('collection', 'text', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('leads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('company', 'text')
      .addColumn('budget', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('services', 'text', (c) => c.notNull())
      .addColumn('estimate', 'text')
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('page', 'text')
      .addColumn('ip_hash', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('leads_created').on('leads').columns(['created_at']).execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', time, (c) => c.notNull())
      .addColumn('lease_until', time)
      .addColumn('last_error', 'text')
      .addColumn('message_id', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('sent_at', time)
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('outbox_lead').on('outbox').columns(['lead_id']).execute();

    await db.schema
      .createTable('admin_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('last_seen_at', time, (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .addColumn('ip_hash', 'text')
      .addColumn('user_agent', 'text')
      .execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('captcha_used')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute();

    await autoIncrementId(db, db.schema.createTable('events'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('data', 'text')
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('events_type_created').on('events').columns(['type', 'created_at']).execute();

    await db.schema
      .createTable('app_secrets')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'app_secrets',
      'events',
      'captcha_used',
      'rate_limits',
      'admin_sessions',
      'outbox',
      'leads',
      'collection_versions',
      'document_revisions',
      'documents',
    ]) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
