import type { Kysely, Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Two-step sign-in (issue 46, B2): a named account's authenticator secret (pending until a first code confirms it) and
 * the last time step it accepted, its one-time recovery codes (only their hashes), and the sign-ins waiting for their
 * second step after a right password (only the token's hash). Removing a person removes all three with them.
 */
export const twoStep: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema
      .createTable('two_step_accounts')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('admin_users.id').onDelete('cascade'))
      .addColumn('secret', 'text')
      .addColumn('pending_secret', 'text')
      .addColumn('pending_at', time)
      .addColumn('enabled_at', time)
      .addColumn('last_step', time)
      .execute();
    await db.schema
      .createTable('two_step_recovery_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('two_step_recovery_codes_user')
      .on('two_step_recovery_codes')
      .column('user_id')
      .execute();
    await db.schema
      .createTable('pending_sign_ins')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
      .addColumn('account_key', 'text', (c) => c.notNull())
      .addColumn('next', 'text')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('pending_sign_ins').execute();
    await db.schema.dropTable('two_step_recovery_codes').execute();
    await db.schema.dropTable('two_step_accounts').execute();
  },
};
