import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSite, dumpTables, tableDifferences, type TestSite } from '../../../tests/support/backup-site';
import { testDatabases } from '../../../tests/support/databases';
import { storeLead } from '../../../tests/support/stored-leads';
import { latestMigration, migrateToLatest } from '../db/migrate';
import type { ManifestDatabase } from './manifest';
import { postgresBackend } from './postgres';

const postgresReachable = (await testDatabases()).some((database) => database.name === 'postgres');

describe.runIf(postgresReachable)('replacing a PostgreSQL schema', () => {
  let source: TestSite;
  let target: TestSite;
  let dump: string;
  let dumped: ManifestDatabase;
  let before: Record<string, string[]>;

  async function migratedWithLead(site: TestSite, writer: string) {
    const handle = site.open();
    await migrateToLatest(handle.db);
    await storeLead(handle.db, writer, 0);
    const tables = await dumpTables(handle.db);
    await handle.close();
    return tables;
  }

  beforeEach(async () => {
    [source, target] = await Promise.all([createTestSite('postgres'), createTestSite('postgres')]);
    await migratedWithLead(source, 'source');
    before = await migratedWithLead(target, 'target');
    dump = path.join(source.dir, 'source.dump');
    dumped = await postgresBackend(source.storage.databaseUrl).snapshot(dump);
  });
  afterEach(async () => {
    await Promise.all([source.dispose(), target.dispose()]);
  });

  async function expectTargetUnchanged() {
    const handle = target.open();
    expect(tableDifferences(await dumpTables(handle.db), before)).toEqual({});
    await handle.close();
  }

  it('records the schema, the applied migrations and the pg_dump that made the dump', () => {
    expect(dumped).toMatchObject({ dialect: 'postgres', schema: expect.stringMatching(/^backup_/) });
    expect(dumped.migrations.at(-1)).toBe(latestMigration);
    expect(dumped.dialect === 'postgres' && dumped.dumpedBy).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
  });

  it('leaves the schema as it was when pg_restore fails half-way through the dump', async () => {
    const cut = path.join(source.dir, 'cut.dump');
    const bytes = await readFile(dump);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(postgresBackend(target.storage.databaseUrl).replace(cut, dumped)).rejects.toThrow(
      /^pg_restore failed: /,
    );
    await expectTargetUnchanged();
  });

  it('leaves the schema as it was when psql stops on an error after dropping it', async () => {
    // The dump recreates the source's schema, which still exists: psql fails after its DROP of the target's schema.
    await expect(postgresBackend(target.storage.databaseUrl).replace(dump, dumped)).rejects.toThrow(
      /^psql failed: .*already exists/,
    );
    await expectTargetUnchanged();
  });
});
