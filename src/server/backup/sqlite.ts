import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { DatabaseBackend } from './backend';
import { BackupError } from './errors';
import type { ManifestDatabase } from './manifest';

/** Pages per step of the online backup: all of them (see snapshotSqlite). */
const ALL_PAGES = 0x7fffffff;

function appliedMigrations(db: SQLite.Database): string[] {
  const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (!table) return [];
  return db
    .prepare<[], { name: string }>('select name from kysely_migration order by name')
    .all()
    .map((row) => row.name);
}

/**
 * Copies the live database with SQLite's online backup API in a single step, which is a single read transaction: the
 * copy is the database as of one moment while the site goes on writing (in WAL mode readers and writers do not wait
 * for each other). In smaller steps every write by another connection restarts the copy, and a busy site might never
 * let it finish. The file itself is never copied: it can be mid-checkpoint, and its -wal holds the latest writes.
 */
async function snapshotSqlite(databaseFile: string, to: string): Promise<ManifestDatabase> {
  if (!existsSync(databaseFile)) throw new BackupError(`There is no database at ${databaseFile}.`);
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(to, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SQLite(to);
  try {
    // One self-contained file, with no -wal to carry along; connect() turns WAL on again when the site opens it.
    copy.pragma('journal_mode = DELETE');
    return { dialect: 'sqlite', migrations: appliedMigrations(copy) };
  } finally {
    copy.close();
  }
}

/**
 * Refuses while another process has the database open: a running site would go on writing into the file the restore
 * replaced (its descriptors still point at it), losing those writes and serving stale pages. SQLite can tell: the last
 * connection to close deletes the -wal and -shm files, so if they outlive a short connection of ours, another is open.
 * A crashed site's leftovers are recovered and removed by that same connection.
 */
function assertNotInUse(databaseFile: string): void {
  if (!existsSync(databaseFile)) return;
  try {
    const probe = new SQLite(databaseFile, { fileMustExist: true });
    try {
      probe.pragma('busy_timeout = 5000');
      probe.prepare('select count(*) from sqlite_master').get();
    } finally {
      probe.close();
    }
  } catch (error) {
    // A file that is no database cannot be in use by the site either: it is what the restore is for.
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') return;
    throw error;
  }
  if (existsSync(`${databaseFile}-wal`) || existsSync(`${databaseFile}-shm`)) {
    throw new BackupError(
      `${databaseFile} is open in another process: stop the site (and anything else using the database) before restoring.`,
    );
  }
}

/** Puts the verified snapshot in place by a rename. The old -wal and -journal go first: SQLite would replay them on it. */
async function replaceSqlite(databaseFile: string, staged: string): Promise<void> {
  for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${databaseFile}${suffix}`, { force: true });
  await rename(staged, databaseFile);
}

/** Backup and restore of the SQLite database at `file` (a `file:` DATABASE_URL without its prefix). */
export function sqliteBackend(file: string): DatabaseBackend {
  if (file === ':memory:') throw new BackupError('An in-memory SQLite database has nothing to back up or restore.');
  const databaseFile = path.resolve(file);
  return {
    dialect: 'sqlite',
    location: databaseFile,
    snapshot: (to) => snapshotSqlite(databaseFile, to),
    // Beside the database, so that putting it in place is a rename on the same file system.
    async stagingFile() {
      await mkdir(path.dirname(databaseFile), { recursive: true });
      return `${databaseFile}.restore-${randomBytes(6).toString('hex')}`;
    },
    assertReplaceable: async () => assertNotInUse(databaseFile),
    replace: (staged) => replaceSqlite(databaseFile, staged),
  };
}
