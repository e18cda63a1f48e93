import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import {
  closeEnvironmentLogin,
  environmentOwnerAccount,
  hashPassword,
  resolveAdminPassword,
  verifyPassword,
} from './admin-password';
import { createSession, readSession } from './session';
import { OWNER_ID } from './user';

const [sqlite] = await testDatabases();

describe('admin password', () => {
  const { fresh } = freshDatabase(sqlite!);

  it('hashes with Argon2id and verifies only the right password (A2)', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('generates a password on first start, stores only its hash, and never shows it again', async () => {
    const db = await fresh();
    const first = await resolveAdminPassword(db, {});
    expect(first.source).toBe('generated');
    expect(first.generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await verifyPassword(first.hash, first.generated!)).toBe(true);

    const stored = await db.selectFrom('app_secrets').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.value).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(first.generated);

    const second = await resolveAdminPassword(db, {});
    expect(second).toEqual({ hash: first.hash, source: 'stored' });
  });

  it('prefers ADMIN_PASSWORD_HASH, then ADMIN_PASSWORD, and keeps nothing of them but an Argon2id hash (A2)', async () => {
    const db = await fresh();
    const fromPassword = await resolveAdminPassword(db, { ADMIN_PASSWORD: 'a long admin password' });
    expect(fromPassword.source).toBe('env-password');
    expect(await verifyPassword(fromPassword.hash, 'a long admin password')).toBe(true);

    const fromHash = await resolveAdminPassword(db, { ADMIN_PASSWORD_HASH: fromPassword.hash });
    expect(fromHash).toEqual({ hash: fromPassword.hash, source: 'env-hash' });
    const kept = await db.selectFrom('app_secrets').select('value').execute();
    expect(kept).toEqual([{ value: fromPassword.hash }]);
    expect(JSON.stringify(kept)).not.toContain('a long admin password');
  });

  it('ends the owner’s sessions at the first start with a new ADMIN_PASSWORD, and keeps them for the same one (A7)', async () => {
    const db = await fresh();
    const ownerSessions = async () =>
      (await db.selectFrom('admin_sessions').select('user_id').where('user_id', '=', OWNER_ID).execute()).length;
    const signedIn = () => createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null });

    const first = await resolveAdminPassword(db, { ADMIN_PASSWORD: 'the first admin password' });
    await signedIn();
    await signedIn();
    // A restart with the same password (hashed again with a new salt) is not a new password.
    const again = await resolveAdminPassword(db, { ADMIN_PASSWORD: 'the first admin password' });
    expect(again.hash).toBe(first.hash);
    expect(await ownerSessions()).toBe(2);

    const rotated = await resolveAdminPassword(db, { ADMIN_PASSWORD: 'a rotated admin password' });
    expect(await verifyPassword(rotated.hash, 'a rotated admin password')).toBe(true);
    expect(await ownerSessions()).toBe(0);

    // The same password given as its hash is kept as it is; another hash is a new password again.
    await signedIn();
    await resolveAdminPassword(db, { ADMIN_PASSWORD_HASH: rotated.hash });
    await resolveAdminPassword(db, { ADMIN_PASSWORD_HASH: rotated.hash });
    expect(await ownerSessions()).toBe(1);
    await resolveAdminPassword(db, { ADMIN_PASSWORD_HASH: await hashPassword('a third admin password') });
    expect(await ownerSessions()).toBe(0);

    // Leaving the environment for a password kept in the database ends them too, once.
    await signedIn();
    await resolveAdminPassword(db, {});
    expect(await ownerSessions()).toBe(0);
    await signedIn();
    await resolveAdminPassword(db, {});
    expect(await ownerSessions()).toBe(1);
  });

  it('ADMIN_LOGIN_ENV=off refuses the admin password and ends the sessions it opened; named accounts keep theirs (B2)', async () => {
    const db = await fresh();
    const password = await resolveAdminPassword(db, { ADMIN_PASSWORD: 'a long admin password' });
    expect(await environmentOwnerAccount(db, password, { ADMIN_LOGIN_ENV: 'on' })).toEqual({
      userId: OWNER_ID,
      passwordHash: password.hash,
    });
    expect(await environmentOwnerAccount(db, password, { ADMIN_LOGIN_ENV: 'off' })).toBeUndefined();

    const now = Date.now();
    await db
      .insertInto('admin_users')
      .values({
        id: 'ana',
        name: 'Ana',
        email: 'ana@example.com',
        role: 'owner',
        password_hash: null,
        created_at: now,
        created_by: OWNER_ID,
      })
      .execute();
    const owner = await createSession(db, { userId: OWNER_ID, ipHash: 'ip', userAgent: null, now });
    const named = await createSession(db, { userId: 'ana', ipHash: 'ip', userAgent: null, now });
    expect(await closeEnvironmentLogin(db)).toBe(1);
    expect(await readSession(db, owner.token, now)).toBeUndefined();
    expect((await readSession(db, named.token, now))?.user.id).toBe('ana');
  });
});
