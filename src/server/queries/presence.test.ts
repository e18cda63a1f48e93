import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { PRESENCE_TIMEOUT_MS, touchPresence } from './presence';

const databases = await testDatabases();
const ana = { id: 'u-ana', name: 'Ana' };
const bo = { id: 'u-bo', name: 'Bo' };
const item = { collection: 'blogPosts', id: 'launch' } as const;

describe.each(databases)('editor presence on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  it('answers who else has the item open: each other person once, and the asker in another tab', async () => {
    const db = await fresh();
    const now = 1_800_000_000_000;

    expect(await touchPresence(db, { ...item, tab: 'ana-tab-1', user: ana }, { now })).toEqual([]);
    await touchPresence(db, { ...item, tab: 'bo-tab-1', user: bo }, { now });
    await touchPresence(db, { ...item, tab: 'bo-tab-2', user: bo }, { now });
    // Another item's editor is no one's business here.
    await touchPresence(
      db,
      { collection: 'blogPosts', id: 'other', tab: 'cy-tab-1', user: { id: 'u-cy', name: 'Cy' } },
      { now },
    );

    expect(await touchPresence(db, { ...item, tab: 'ana-tab-1', user: ana }, { now })).toEqual([
      { name: 'Bo', you: false },
    ]);
    expect(await touchPresence(db, { ...item, tab: 'bo-tab-1', user: bo }, { now })).toEqual([
      { name: 'Ana', you: false },
      { name: 'Bo', you: true },
    ]);
  });

  it('forgets a tab that closed, and one that went silent', async () => {
    const db = await fresh();
    const now = 1_800_000_000_000;
    await touchPresence(db, { ...item, tab: 'ana-tab-1', user: ana }, { now });
    await touchPresence(db, { ...item, tab: 'bo-tab-1', user: bo }, { now });

    await touchPresence(db, { ...item, tab: 'bo-tab-1', user: bo }, { leaving: true, now });
    expect(await touchPresence(db, { ...item, tab: 'ana-tab-1', user: ana }, { now })).toEqual([]);

    await touchPresence(db, { ...item, tab: 'bo-tab-2', user: bo }, { now });
    const later = now + PRESENCE_TIMEOUT_MS + 1;
    expect(await touchPresence(db, { ...item, tab: 'ana-tab-1', user: ana }, { now: later })).toEqual([]);
    // Long gone rows are deleted on the way.
    await touchPresence(db, { ...item, tab: 'ana-tab-1', user: ana }, { now: now + 3 * PRESENCE_TIMEOUT_MS });
    const rows = await db.selectFrom('editor_presence').select('tab').execute();
    expect(rows.map((row) => row.tab)).toEqual(['ana-tab-1']);
  });
});
