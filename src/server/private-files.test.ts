import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_KEY, createTestSite, type TestSite } from '../../tests/support/backup-site';
import { createBackup } from './backup/backup';
import { restoreBackup } from './backup/restore';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { makePrivateDirectory } from './private-files';

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/**
 * The database and its backups hold password hashes, keys, webhook secrets and every lead: 0600 files in 0700
 * directories, whatever the umask (the widest one, 000, here).
 */
describe('files with secrets are the server user’s alone (H3)', () => {
  let umask: number;
  let dir: string;
  beforeEach(() => {
    umask = process.umask(0);
    dir = mkdtempSync(path.join(tmpdir(), 'agency-private-'));
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a new SQLite database, its write-ahead log and its new directories', async () => {
    const file = path.join(dir, 'data', 'db', 'site.db');
    const handle = connect(`file:${file}`);
    try {
      await migrateToLatest(handle.db);
      expect(modeOf(file)).toBe('600');
      expect(modeOf(`${file}-wal`)).toBe('600');
      expect(modeOf(`${file}-shm`)).toBe('600');
      expect([modeOf(path.join(dir, 'data')), modeOf(path.join(dir, 'data', 'db'))]).toEqual(['700', '700']);
    } finally {
      await handle.close();
    }
  });

  it('leaves a directory that exists as it is', () => {
    const shared = path.join(dir, 'shared');
    mkdirSync(shared, { mode: 0o755 });
    makePrivateDirectory(path.join(shared, 'new', 'deeper'));
    expect([modeOf(shared), modeOf(path.join(shared, 'new')), modeOf(path.join(shared, 'new', 'deeper'))]).toEqual([
      '755',
      '700',
      '700',
    ]);
  });

  describe('a backup and the database it restores', () => {
    let site: TestSite;
    beforeEach(async () => {
      site = await createTestSite('sqlite');
    });
    afterEach(async () => {
      await site.dispose();
    });

    it('are 0600, the backup’s new directory 0700', async () => {
      const live = site.open();
      await migrateToLatest(live.db);
      await live.close();
      const file = path.join(site.dir, 'backups', 'nightly', 'site.tar.gz');
      await createBackup({ file, storage: site.storage, key: BACKUP_KEY });
      expect(modeOf(file)).toBe('600');
      expect([modeOf(path.join(site.dir, 'backups')), modeOf(path.dirname(file))]).toEqual(['700', '700']);

      await site.wipe();
      await restoreBackup({ file, storage: site.storage, key: BACKUP_KEY });
      expect(modeOf(site.storage.databaseUrl.slice('file:'.length))).toBe('600');
    });
  });
});
