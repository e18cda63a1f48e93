import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKUP_KEY,
  addImage,
  createTestSite,
  dumpTables,
  fileHashes,
  fillSite,
  startLeadBurst,
  tableDifferences,
  type TestSite,
} from '../../../tests/support/backup-site';
import { testDatabases } from '../../../tests/support/databases';
import { leadId, storeLead } from '../../../tests/support/stored-leads';
import { latestMigration, migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { createBackup, describeBackup } from './backup';
import { describeRestore, restoreBackup } from './restore';

const dialects = (await testDatabases()).map((database) => database.name);

const idsOf = (rows: string[] = [], column = 'id') => rows.map((row) => String(JSON.parse(row)[column])).sort();

describe.each(dialects)('backup and restore on %s', (dialect) => {
  let site: TestSite;
  beforeEach(async () => {
    site = await createTestSite(dialect);
  });
  afterEach(async () => {
    await site.dispose();
  });

  it('brings back every document, revision, person, lead and media file of a backup taken while leads arrive', async () => {
    const live = site.open();
    await fillSite(live.db, site.storage);
    const file = path.join(site.dir, 'site.tar.gz');
    const burst = startLeadBurst(site.storage.databaseUrl);
    let ackedBefore = 0;
    let ackedAfter = 0;
    try {
      await burst.busy;
      ackedBefore = burst.acked();
      const summary = await createBackup({ file, storage: site.storage, key: BACKUP_KEY });
      ackedAfter = burst.acked();
      expect(summary).toMatchObject({ entries: 4, mediaFiles: 2 });
    } finally {
      await burst.stop();
    }
    expect(ackedAfter, 'leads kept arriving during the backup').toBeGreaterThan(ackedBefore);
    const original = await dumpTables(live.db);
    const originalMedia = await fileHashes(site.storage.mediaDir);
    expect(Object.keys(originalMedia)).toHaveLength(2);
    await live.close();
    await site.wipe();

    const restored = await restoreBackup({ file, storage: site.storage, key: BACKUP_KEY });
    expect(restored).toMatchObject({ applied: [], level: latestMigration, mediaFiles: 2 });
    const after = site.open();
    try {
      const tables = await dumpTables(after.db);
      expect(Object.keys(tables)).toEqual(Object.keys(original));
      expect(tableDifferences(tables, original, ['leads', 'outbox'])).toEqual({});
      // The snapshot is one moment of the burst: leads identical to what was written, a gapless run of the writer's
      // commits (at least those acknowledged before the backup began), and each with its notification.
      const { leads, outbox } = tableDifferences(tables, original);
      expect([leads?.unexpected ?? [], outbox?.unexpected ?? []]).toEqual([[], []]);
      const burstIds = idsOf(tables.leads).filter((id) => id.startsWith('burst-'));
      expect(burstIds.length).toBeGreaterThanOrEqual(ackedBefore);
      expect(burstIds).toEqual(burstIds.map((_, n) => leadId('burst', n)));
      expect(idsOf(tables.outbox, 'lead_id')).toEqual(idsOf(tables.leads));
      expect(await fileHashes(site.storage.mediaDir)).toEqual(originalMedia);
    } finally {
      await after.close();
    }
  });

  it('leaves a bucket’s files to the bucket: the archive holds the database, and the summary says so', async () => {
    const live = site.open();
    await migrateToLatest(live.db);
    await live.close();
    const bucketSite = { ...site.storage, mediaStorage: 's3' as const };
    const file = path.join(site.dir, 'bucket.tar');
    const summary = await createBackup({ file, storage: bucketSite, key: BACKUP_KEY });
    expect(summary).toMatchObject({ entries: 2, mediaFiles: 0, store: 's3' });
    expect(describeBackup(summary)).toMatch(/media files are in the bucket of MEDIA_S3_URL, not in the archive/);
    await expect(restoreBackup({ file, storage: site.storage, key: BACKUP_KEY })).rejects.toThrow(
      'holds media files stored in a bucket (MEDIA_STORAGE=s3), but this site stores them as files (MEDIA_STORAGE=files)',
    );
    await restoreBackup({ file, storage: bucketSite, key: BACKUP_KEY });
  });

  it('keeps media stored in the database inside the dump, with no media entries of its own', async () => {
    const dbSite = await createTestSite(dialect, 'database');
    try {
      const live = dbSite.open();
      await fillSite(live.db, dbSite.storage);
      const original = await dumpTables(live.db);
      expect(original.media_files).toHaveLength(2);
      await live.close();
      const file = path.join(dbSite.dir, 'site.tar');
      expect(await createBackup({ file, storage: dbSite.storage, key: BACKUP_KEY })).toMatchObject({
        entries: 2,
        mediaFiles: 0,
      });
      expect(execFileSync('tar', ['-tf', file]).toString().trim().split('\n')).toHaveLength(2);
      await dbSite.wipe();

      await restoreBackup({ file, storage: dbSite.storage, key: BACKUP_KEY });
      const after = dbSite.open();
      expect(tableDifferences(await dumpTables(after.db), original)).toEqual({});
      await after.close();
    } finally {
      await dbSite.dispose();
    }
  });

  it('brings a backup made by an older version up to date', async () => {
    const live = site.open();
    const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== latestMigration));
    await migrateToLatest(live.db, older);
    await storeLead(live.db, 'old', 0);
    await live.close();
    const file = path.join(site.dir, 'old.tar');
    await createBackup({ file, storage: site.storage, key: BACKUP_KEY });
    await site.wipe();

    const restored = await restoreBackup({ file, storage: site.storage, key: BACKUP_KEY });
    expect(restored.manifest.database.migrations).toEqual(Object.keys(older));
    expect(restored).toMatchObject({ applied: [latestMigration], level: latestMigration });
    const after = site.open();
    expect(idsOf((await dumpTables(after.db)).leads)).toEqual([leadId('old', 0)]);
    await after.close();
  });

  it('signs with BACKUP_KEY and says so; an archive made without it restores only on the operator’s word, and says so (H4)', async () => {
    const live = site.open();
    await migrateToLatest(live.db);
    await storeLead(live.db, 'kept', 0);
    await live.close();
    const signed = await createBackup({
      file: path.join(site.dir, 'signed.tar'),
      storage: site.storage,
      key: BACKUP_KEY,
    });
    expect(describeBackup(signed)).toMatch(/ Signed with BACKUP_KEY\.$/);
    const file = path.join(site.dir, 'unsigned.tar');
    const unsigned = await createBackup({ file, storage: site.storage });
    expect(describeBackup(unsigned)).toMatch(/ Not signed: BACKUP_KEY is not set, .* \(it needs --unsigned\)\.$/);
    await site.wipe();

    const restored = await restoreBackup({ file, storage: site.storage, key: BACKUP_KEY, unsigned: true });
    expect(restored.authenticity).toBe('unsigned');
    expect(describeRestore(restored)).toMatch(
      / NOT AUTHENTICATED: it was not signed, and was restored on your word \(--unsigned\)\.$/,
    );
    const again = await restoreBackup({ file: signed.file, storage: site.storage, key: BACKUP_KEY, unsigned: true });
    expect(describeRestore(again)).toMatch(/ Its signature matched BACKUP_KEY\.$/);
    const after = site.open();
    expect(idsOf((await dumpTables(after.db)).leads)).toEqual([leadId('kept', 0)]);
    await after.close();
  });

  it('restored over a site that changed since, leaves exactly the archived data and media files', async () => {
    const live = site.open();
    await fillSite(live.db, site.storage);
    const original = await dumpTables(live.db);
    const originalMedia = await fileHashes(site.storage.mediaDir);
    const file = path.join(site.dir, 'site.tar');
    await createBackup({ file, storage: site.storage, key: BACKUP_KEY });
    await storeLead(live.db, 'later', 0);
    await addImage(live.db, site.storage, '#2980b9');
    await writeFile(path.join(site.storage.mediaDir, 'stray.txt'), 'not a media file');
    await live.close();

    await restoreBackup({ file, storage: site.storage, key: BACKUP_KEY });
    const after = site.open();
    expect(tableDifferences(await dumpTables(after.db), original)).toEqual({});
    await after.close();
    expect(await fileHashes(site.storage.mediaDir)).toEqual(originalMedia);
  });

  it.runIf(dialect === 'postgres')(
    'restores a dump into a schema of another name, once that name is free',
    async () => {
      const live = site.open();
      await fillSite(live.db, site.storage);
      const original = await dumpTables(live.db);
      await live.close();
      const file = path.join(site.dir, 'site.tar');
      await createBackup({ file, storage: site.storage, key: BACKUP_KEY });
      const other = await createTestSite('postgres');
      const storage = { ...site.storage, databaseUrl: other.storage.databaseUrl };
      try {
        // The dump recreates its own schema before it is renamed: while that one exists, it is refused.
        await expect(restoreBackup({ file, storage, key: BACKUP_KEY })).rejects.toThrow(
          /^The archive holds schema backup_\w+, and this/,
        );
        await site.wipe();
        const restored = await restoreBackup({ file, storage, key: BACKUP_KEY });
        const after = other.open();
        expect(restored.location).toBe(after.location);
        expect(tableDifferences(await dumpTables(after.db), original)).toEqual({});
        await after.close();
      } finally {
        await other.dispose();
      }
    },
  );

  it('refuses to overwrite an existing file unless forced, and never leaves a .part behind', async () => {
    const live = site.open();
    await migrateToLatest(live.db);
    await live.close();
    const file = path.join(site.dir, 'site.tar');
    await createBackup({ file, storage: site.storage, key: BACKUP_KEY });
    await expect(createBackup({ file, storage: site.storage, key: BACKUP_KEY })).rejects.toThrow(
      `${file} already exists: pass --force to replace it.`,
    );
    await createBackup({ file, storage: site.storage, force: true, key: BACKUP_KEY });
    expect(existsSync(`${file}.part`)).toBe(false);

    await site.wipe();
    const missing = path.join(site.dir, 'missing.tar');
    await expect(createBackup({ file: missing, storage: site.storage, key: BACKUP_KEY })).rejects.toThrow();
    expect([existsSync(missing), existsSync(`${missing}.part`)]).toEqual([false, false]);
  });
});
