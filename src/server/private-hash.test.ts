import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { freshDatabase } from '../../tests/support/fresh-database';
import { privateHashIn } from './private-hash';

const databases = await testDatabases();
const KEY = 'a-privacy-hash-key-from-the-environment';

describe.each(databases)('private hashes on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  it('keys the hash with PRIVACY_HASH_KEY when it is set, and stores no key then', async () => {
    const db = await fresh();
    const expected = createHmac('sha256', KEY).update('ada@example.com').digest('hex').slice(0, 32);
    expect(await privateHashIn(db, 'ada@example.com', KEY)).toBe(expected);
    expect(await db.selectFrom('app_secrets').select('key').where('key', '=', 'ip_hash_salt').execute()).toEqual([]);
  });

  it('keys the hash with a key kept in the database when PRIVACY_HASH_KEY is unset', async () => {
    const db = await fresh();
    const first = await privateHashIn(db, 'ada@example.com', undefined);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await privateHashIn(db, 'ada@example.com', undefined)).toBe(first);
    expect(first).not.toBe(await privateHashIn(db, 'ada@example.com', KEY));
  });
});
