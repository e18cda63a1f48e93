import { afterEach } from 'vitest';
import type { TestDatabase } from './databases';

/**
 * A new database for each test of a `describe.each(databases)` block, disposed after the test: `fresh()` opens one at
 * the newest migration (tests/support/databases.ts openMigrated), `empty()` one with no tables yet (for a test that
 * runs the migrations itself); `opened()` is its handle (to open a second connection, as another instance would).
 */
export function freshDatabase(kind: TestDatabase) {
  let opened: TestDatabase.Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });
  const kept = (handle: TestDatabase.Opened) => {
    opened = handle;
    return handle.db;
  };
  return {
    fresh: async () => kept(await kind.openMigrated()),
    empty: async () => kept(await kind.open()),
    opened(): TestDatabase.Opened {
      if (!opened) throw new Error('fresh() or empty() has not opened a database in this test');
      return opened;
    },
  };
}
