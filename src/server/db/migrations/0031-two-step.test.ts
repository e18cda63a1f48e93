import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../../tests/support/databases';
import { freshDatabase } from '../../../../tests/support/fresh-database';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';

const databases = await testDatabases();
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0031'));

describe.each(databases)('migration 0031 on $name', (kind: TestDatabase) => {
  const { empty } = freshDatabase(kind);

  it('adds the two-step tables, whose rows go with the person they belong to (B2)', async () => {
    const db = await empty();
    await migrateToLatest(db, before);
    await db
      .insertInto('admin_users')
      .values({
        id: 'ada',
        name: 'Ada',
        email: 'ada@example.com',
        role: 'editor',
        password_hash: null,
        created_at: 1,
        created_by: null,
      })
      .execute();
    await migrateToLatest(db);
    await db
      .insertInto('two_step_accounts')
      .values({
        user_id: 'ada',
        secret: 'JBSWY3DPEHPK3PXP',
        pending_secret: null,
        pending_at: null,
        enabled_at: 1,
        last_step: 7,
      })
      .execute();
    await db.insertInto('two_step_recovery_codes').values({ code_hash: 'h1', user_id: 'ada', created_at: 1 }).execute();
    await db
      .insertInto('pending_sign_ins')
      .values({ token_hash: 't1', user_id: 'ada', account_key: 'k', next: null, created_at: 1, expires_at: 2 })
      .execute();
    const pending = await db.selectFrom('pending_sign_ins').select('failures').executeTakeFirstOrThrow();
    expect(Number(pending.failures)).toBe(0);
    // A recovery code's hash is unique.
    await expect(
      db.insertInto('two_step_recovery_codes').values({ code_hash: 'h1', user_id: 'ada', created_at: 2 }).execute(),
    ).rejects.toThrow();

    await db.deleteFrom('admin_users').where('id', '=', 'ada').execute();
    expect(await db.selectFrom('two_step_accounts').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('two_step_recovery_codes').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('pending_sign_ins').selectAll().execute()).toEqual([]);
  });
});
