import { afterEach } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { TestDatabase } from './databases';

/**
 * A new, migrated database for each test of a `describe.each(databases)` block: `fresh()` opens it, and it is
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
      opened = await kind.open();
      await migrateToLatest(opened.db);
      return opened.db;
    },
    opened(): TestDatabase.Opened {
      if (!opened) throw new Error('fresh() has not opened a database in this test');
      return opened;
    },
  };
}
