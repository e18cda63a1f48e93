import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import sharp from 'sharp';
import { extract, pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKUP_KEY,
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

/** Every entry of a tar file, by name. */
async function tarEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const reader = extract();
  reader.on('entry', (header, body, next) => {
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  await pipeline(createReadStream(file), reader);
  return entries;
}

/** Writes `from`'s entries, in order, into a new tar `to`, each changed by `change`. */
async function repack(from: string, to: string, change: (name: string, bytes: Buffer) => Buffer): Promise<void> {
  const packer = pack();
  const written = pipeline(packer, createWriteStream(to));
  for (const [name, bytes] of await tarEntries(from)) packer.entry({ name }, change(name, bytes));
  packer.finalize();
  await written;
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
    await createBackup({ file: archive, storage: site.storage, key: BACKUP_KEY });
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

  async function refused(
    file: string,
    message: string | RegExp,
    storage: SiteStorage = site.storage,
    options: { key?: string; unsigned?: boolean } = { key: BACKUP_KEY },
  ) {
    await expect(restoreBackup({ file, storage, ...options })).rejects.toThrow(message);
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

  it('an archive whose database was changed and its manifest made again, keeping the signature (H4)', async () => {
    // Someone with the file but not the key adds an owner account to the database and makes the manifest match it.
    const forger = await createTestSite('sqlite');
    try {
      const live = forger.open();
      await fillSite(live.db, forger.storage);
      await live.db
        .insertInto('admin_users')
        .values({
          id: 'intruder',
          name: 'Intruder',
          email: 'x@evil.example',
          role: 'owner',
          created_at: 1,
          created_by: 'x',
        })
        .execute();
      await live.close();
      const unsigned = path.join(forger.dir, 'forged.tar');
      await createBackup({ file: unsigned, storage: forger.storage });
      const { signature } = JSON.parse((await tarEntries(archive)).get('manifest.json')!.toString('utf8'));
      const file = path.join(site.dir, 'forged.tar');
      await repack(unsigned, file, (name, bytes) =>
        name === 'manifest.json'
          ? Buffer.from(`${JSON.stringify({ ...JSON.parse(bytes.toString('utf8')), signature }, null, 2)}\n`)
          : bytes,
      );
      await refused(file, /was not signed with this BACKUP_KEY, or it was changed after it was made/);
      // Without the signature it is an unsigned archive: refused unless the operator vouches for it.
      await refused(unsigned, /is not signed, so nothing proves it was made by this site/);
    } finally {
      await forger.dispose();
    }
  });

  it('an archive whose manifest changed by one character after it was signed (H4)', async () => {
    const file = await variant('edited.tar', (bytes) => {
      const { offset, size } = entryDataOffset(bytes, 'manifest.json');
      const at = bytes.subarray(offset, offset + size).indexOf('"createdAt": "2') + '"createdAt": "'.length;
      bytes[offset + at] = '3'.charCodeAt(0);
      return bytes;
    });
    await refused(file, /was not signed with this BACKUP_KEY, or it was changed after it was made/);
  });

  it('a signed archive without BACKUP_KEY to check it, or with another site’s key (H4)', async () => {
    await refused(archive, /is signed, but BACKUP_KEY is not set to check it/, site.storage, {});
    await refused(archive, /is signed, but BACKUP_KEY is not set to check it/, site.storage, { unsigned: true });
    const otherKey = { key: 'another site keeps another key, just as long' };
    await refused(archive, /was not signed with this BACKUP_KEY/, site.storage, otherKey);
  });

  it('an unsigned archive, unless the operator vouches for it (H4)', async () => {
    const file = path.join(site.dir, 'unsigned.tar');
    const snapshot = await createTestSite('sqlite');
    try {
      const live = snapshot.open();
      await migrateToLatest(live.db);
      await live.close();
      await createBackup({ file, storage: snapshot.storage });
    } finally {
      await snapshot.dispose();
    }
    await refused(file, /cannot be authenticated because BACKUP_KEY is not set/, site.storage, {});
    await refused(file, /is not signed, so nothing proves it was made by this site/);
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
      await createBackup({ file, storage: newer.storage, key: BACKUP_KEY });
      await refused(file, /was made by a newer version of the site .*migration 9999-future is unknown here/);
    } finally {
      await newer.dispose();
    }
  });

  it('while the site has its database open', async () => {
    const running = site.open();
    try {
      await running.db.selectFrom('leads').select('id').execute();
      await expect(restoreBackup({ file: archive, storage: site.storage, key: BACKUP_KEY })).rejects.toThrow(
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
      await expect(restoreBackup({ file: archive, storage: target.storage, key: BACKUP_KEY })).rejects.toThrow(
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
