import type { Kysely, Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Passkeys (issue 46, B2): a named account's WebAuthn credentials (several, each named by its person, removable), and
 * the challenges handed out for registering one or signing in with one (each used once, 5 minutes). Removing a person
 * removes their passkeys and challenges with them.
 */
export const passkeys: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', time, (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('last_used_at', time)
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
    await db.schema
      .createTable('passkey_challenges')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('admin_users.id').onDelete('cascade'))
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('passkey_challenges').execute();
    await db.schema.dropTable('passkeys').execute();
  },
};
