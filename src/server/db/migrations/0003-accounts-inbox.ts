import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId, isPostgres } from './helpers';

/** The account the admin password signs in (src/server/auth/user.ts OWNER_ID; fixed here as released). */
const OWNER_ID = 'owner';

/**
 * Named admin accounts and the leads inbox: people with roles, their one-time set-password links, sessions that belong
 * to a person, the lead's status history and notes, the reply clock, the audit trail, and outbox rows that are not
 * about a lead (an invitation mail).
 */
export const accountsInbox: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = await isPostgres(db);
    const time = postgres ? 'bigint' : 'integer';

    await db.schema
      .createTable('admin_users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('created_by', 'text')
      .execute();
    await db
      .insertInto('admin_users' as never)
      .values({ id: OWNER_ID, name: 'Owner', email: null, role: 'owner', created_at: Date.now() } as never)
      .execute();

    // A session now belongs to a person. Sessions from before have none: they end, and their holder signs in again.
    await sql`delete from admin_sessions`.execute(db);
    await db.schema
      .alterTable('admin_sessions')
      .addColumn('user_id', 'text', (c) => c.references('admin_users.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('user_id').execute();

    await db.schema
      .createTable('password_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute();

    await db.schema.alterTable('leads').addColumn('first_response_at', time).execute();
    await db.schema.createIndex('leads_status_created').on('leads').columns(['status', 'created_at', 'id']).execute();
    await db.schema.createIndex('leads_kind_created').on('leads').columns(['kind', 'created_at', 'id']).execute();

    await autoIncrementId(db, db.schema.createTable('lead_status_changes'))
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('from_status', 'text', (c) => c.notNull())
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('changed_by_name', 'text', (c) => c.notNull())
      .addColumn('changed_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lead_status_changes_lead').on('lead_status_changes').column('lead_id').execute();

    await autoIncrementId(db, db.schema.createTable('lead_notes'))
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lead_notes_lead').on('lead_notes').column('lead_id').execute();

    await autoIncrementId(db, db.schema.createTable('audit_log'))
      .addColumn('actor_id', 'text', (c) => c.notNull())
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
    await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'created_at']).execute();

    // Outbox rows without a lead (account mail) carry their message in `payload`.
    if (postgres) {
      await db.schema
        .alterTable('outbox')
        .alterColumn('lead_id', (c) => c.dropNotNull())
        .execute();
      await db.schema.alterTable('outbox').addColumn('payload', 'text').execute();
    } else {
      // SQLite cannot drop NOT NULL in place: the table is rebuilt with the same rows.
      await db.schema
        .createTable('outbox_next')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', 'text', (c) => c.references('leads.id').onDelete('cascade'))
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
        .addColumn('payload', 'text')
        .execute();
      await sql`insert into outbox_next (id, lead_id, kind, recipient, status, attempts, next_attempt_at, lease_until,
        last_error, message_id, created_at, sent_at)
        select id, lead_id, kind, recipient, status, attempts, next_attempt_at, lease_until, last_error, message_id,
        created_at, sent_at from outbox`.execute(db);
      await db.schema.dropTable('outbox').execute();
      await db.schema.alterTable('outbox_next').renameTo('outbox').execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_lead').on('outbox').columns(['lead_id']).execute();
    }
  },

  async down(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    for (const table of ['audit_log', 'lead_notes', 'lead_status_changes', 'password_tokens'])
      await db.schema.dropTable(table).execute();
    await db.schema.dropIndex('leads_kind_created').execute();
    await db.schema.dropIndex('leads_status_created').execute();
    await db.schema.alterTable('leads').dropColumn('first_response_at').execute();
    // Sessions are disposable; SQLite cannot drop a column with a foreign key, so the table is made anew.
    await db.schema.dropTable('admin_sessions').execute();
    await db.schema
      .createTable('admin_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('last_seen_at', time, (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .addColumn('ip_hash', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await sql`delete from outbox where lead_id is null`.execute(db);
    await db.schema.alterTable('outbox').dropColumn('payload').execute();
    await db.schema.dropTable('admin_users').execute();
  },
};
