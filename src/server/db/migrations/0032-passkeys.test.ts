import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../../tests/support/databases';
import { freshDatabase } from '../../../../tests/support/fresh-database';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';

const databases = await testDatabases();
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0032'));

describe.each(databases)('migration 0032 on $name', (kind: TestDatabase) => {
  const { empty } = freshDatabase(kind);

  it('adds the passkey tables, whose rows go with the person they belong to (B2)', async () => {
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
      .insertInto('passkeys')
      .values({ id: 'cred-1', user_id: 'ada', name: 'Phone', public_key: 'pk', created_at: 1, last_used_at: null })
      .execute();
    const kept = await db.selectFrom('passkeys').select(['counter', 'transports']).executeTakeFirstOrThrow();
    expect([Number(kept.counter), kept.transports]).toEqual([0, '[]']);
    // A credential is kept once, whoever registers it.
    await expect(
      db
        .insertInto('passkeys')
        .values({ id: 'cred-1', user_id: 'ada', name: 'Again', public_key: 'pk', created_at: 2, last_used_at: null })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('passkey_challenges')
      .values([
        { challenge: 'c1', purpose: 'register', user_id: 'ada', expires_at: 2 },
        { challenge: 'c2', purpose: 'sign_in', user_id: null, expires_at: 2 },
      ])
      .execute();

    await db.deleteFrom('admin_users').where('id', '=', 'ada').execute();
    expect(await db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
    // A sign-in challenge names no one and stays until it expires.
    expect(await db.selectFrom('passkey_challenges').select('challenge').execute()).toEqual([{ challenge: 'c2' }]);
  });
});
