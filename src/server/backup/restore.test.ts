import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import sharp from 'sharp';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestSite,
  dumpTables,
  fileHashes,
  fillSite,
  tableDifferences,
  type TestSite,
} from '../../../tests/support/backup-site';
import { testDatabases } from '../../../tests/support/databases';
import { storeLead } from '../../../tests/support/stored-leads';
import { entryDataOffset } from '../../../tests/support/tar-entries';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createBackup } from './backup';
import { restoreBackup } from './restore';
import type { SiteStorage } from './storage';

const postgresReachable = (await testDatabases()).some((database) => database.name === 'postgres');

/** Everything a refused restore must leave as it was: the rows, the files, and no staging left beside them. */
async function fingerprint(site: TestSite) {
  const handle = site.open();
  const tables = await dumpTables(handle.db);
  await handle.close();
  const { databaseUrl } = site.storage;
  const databaseFile = databaseUrl.startsWith('file:') ? databaseUrl.slice('file:'.length) : undefined;
  return {
    tables,
    databaseBytes:
      databaseFile &&
      createHash('sha256')
        .update(await readFile(databaseFile))
        .digest('hex'),
    media: await fileHashes(site.storage.mediaDir),
    siteDir: (await readdir(site.dir)).filter((name) => !name.endsWith('.tar')).sort(),
    dataDir: databaseFile ? (await readdir(path.dirname(databaseFile))).sort() : [],
  };
}

describe('a refused restore changes nothing', () => {
  let site: TestSite;
  let archive: string;
  let before: Awaited<ReturnType<typeof fingerprint>>;

  beforeAll(async () => {
    site = await createTestSite('sqlite');
    const live = site.open();
    await fillSite(live.db, site.storage);
    await live.close();
    archive = path.join(site.dir, 'good.tar');
    await createBackup({ file: archive, storage: site.storage });
    // The site moves on after its backup: a restore that went ahead would be seen.
    const later = site.open();
    await storeLead(later.db, 'after-backup', 0);
    await later.close();
    before = await fingerprint(site);
  });
  afterAll(async () => {
    await site.dispose();
  });

  async function expectUnchanged() {
    const { tables, ...files } = await fingerprint(site);
    const { tables: tablesBefore, ...filesBefore } = before;
    expect(tableDifferences(tables, tablesBefore)).toEqual({});
    expect(files).toEqual(filesBefore);
  }

  async function refused(file: string, message: string | RegExp, storage: SiteStorage = site.storage) {
    await expect(restoreBackup({ file, storage })).rejects.toThrow(message);
    await expectUnchanged();
  }

  async function variant(name: string, change: (bytes: Buffer) => Buffer): Promise<string> {
    const file = path.join(site.dir, name);
    await writeFile(file, change(await readFile(archive)));
    return file;
  }

  it('a truncated archive', async () => {
    const file = await variant('truncated.tar', (bytes) => {
      const { offset, size } = entryDataOffset(bytes, 'database/site.sqlite');
      return bytes.subarray(0, offset + Math.floor(size / 2));
    });
    await refused(file, /^Damaged archive: database\/site\.sqlite is cut short: the archive is truncated/);
  });

  it('an archive with one entry’s bytes flipped', async () => {
    const [key] = Object.keys(before.media);
    const file = await variant('flipped.tar', (bytes) => {
      const { offset, size } = entryDataOffset(bytes, `media/${key}`);
      bytes[offset + Math.floor(size / 2)]! ^= 0x01;
      return bytes;
    });
    await refused(file, `Damaged archive: media/${key} does not match its SHA-256 in the manifest`);
  });

  it('a tar of random files, as foreign', async () => {
    const file = path.join(site.dir, 'random.tar');
    const packer = pack();
    const written = pipeline(packer, createWriteStream(file));
    packer.entry({ name: 'holiday/photo-1.bin' }, randomBytes(5000));
    packer.entry({ name: 'holiday/photo-2.bin' }, randomBytes(3000));
    packer.finalize();
    await written;
    await refused(file, /^Foreign archive: .*random\.tar is not a backup of this site/);
  });

  it('a file that is not a tar at all', async () => {
    const file = path.join(site.dir, 'picture.tar');
    await writeFile(
      file,
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    await refused(file, `Not a backup archive: ${file} is not a tar file.`);
  });

  it('a file that does not exist', async () => {
    await refused(path.join(site.dir, 'nowhere.tar'), /^There is no file .*nowhere\.tar\.$/);
  });

  it('an archive whose media were files, into a site that keeps them in the database', async () => {
    await refused(archive, /holds media files stored as files .* but this site stores them in the database/, {
      ...site.storage,
      mediaStorage: 'database',
    });
  });

  it('an archive of a newer version of the site', async () => {
    const newer = await createTestSite('sqlite');
    try {
      const live = newer.open();
      await migrateToLatest(live.db);
      await sql`insert into kysely_migration (name, timestamp) values ('9999-future', '2030-01-01')`.execute(live.db);
      await live.close();
      const file = path.join(site.dir, 'newer.tar');
      await createBackup({ file, storage: newer.storage });
      await refused(file, /was made by a newer version of the site .*migration 9999-future is unknown here/);
    } finally {
      await newer.dispose();
    }
  });

  it('while the site has its database open', async () => {
    const running = site.open();
    try {
      await running.db.selectFrom('leads').select('id').execute();
      await expect(restoreBackup({ file: archive, storage: site.storage })).rejects.toThrow(
        /site\.db is open in another process: stop the site/,
      );
    } finally {
      await running.close();
    }
    await expectUnchanged();
  });

  it.runIf(postgresReachable)('a SQLite archive, into a PostgreSQL DATABASE_URL', async () => {
    const target = await createTestSite('postgres');
    try {
      const live = target.open();
      await migrateToLatest(live.db);
      await storeLead(live.db, 'postgres', 0);
      const tables = await dumpTables(live.db);
      await live.close();
      await expect(restoreBackup({ file: archive, storage: target.storage })).rejects.toThrow(
        /good\.tar holds a SQLite database, but DATABASE_URL names a PostgreSQL one/,
      );
      const after = connect(target.storage.databaseUrl);
      expect(await dumpTables(after.db)).toEqual(tables);
      await after.close();
      expect(await readdir(target.dir)).toEqual([]);
    } finally {
      await target.dispose();
    }
  });
});
