import { afterEach } from 'vitest';
import type { TestDatabase } from './databases';

/**
 * A new database at the newest migration (tests/support/databases.ts openMigrated) for each test of a `describe.each(databases)` block: `fresh()` opens it, and it is
 * disposed after the test; `opened()` is its handle (to open a second connection, as another instance would).
 */
export function freshDatabase(kind: TestDatabase) {
  let opened: TestDatabase.Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });
  return {
    async fresh() {
      opened = await kind.openMigrated();
      return opened.db;
    },
    opened(): TestDatabase.Opened {
      if (!opened) throw new Error('fresh() has not opened a database in this test');
      return opened;
    },
  };
}
