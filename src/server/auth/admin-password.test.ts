import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { migrateToLatest } from '../db/migrate';
import { hashPassword, resolveAdminPassword, verifyPassword } from './admin-password';

const [sqlite] = await testDatabases();

describe('admin password', () => {
  let opened: TestDatabase.Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it('hashes with Argon2id and verifies only the right password (A2)', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('generates a password on first start, stores only its hash, and never shows it again', async () => {
    opened = await sqlite!.open();
    await migrateToLatest(opened.db);
    const first = await resolveAdminPassword(opened.db, {});
    expect(first.source).toBe('generated');
    expect(first.generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await verifyPassword(first.hash, first.generated!)).toBe(true);

    const stored = await opened.db.selectFrom('app_secrets').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.value).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(first.generated);

    const second = await resolveAdminPassword(opened.db, {});
    expect(second).toEqual({ hash: first.hash, source: 'stored' });
  });

  it('prefers ADMIN_PASSWORD_HASH, then ADMIN_PASSWORD hashed in memory, and stores neither (A2)', async () => {
    opened = await sqlite!.open();
    await migrateToLatest(opened.db);
    const fromPassword = await resolveAdminPassword(opened.db, { ADMIN_PASSWORD: 'a long admin password' });
    expect(fromPassword.source).toBe('env-password');
    expect(await verifyPassword(fromPassword.hash, 'a long admin password')).toBe(true);

    const fromHash = await resolveAdminPassword(opened.db, { ADMIN_PASSWORD_HASH: fromPassword.hash });
    expect(fromHash).toEqual({ hash: fromPassword.hash, source: 'env-hash' });
    expect(await opened.db.selectFrom('app_secrets').selectAll().execute()).toEqual([]);
  });
});
