import { createWriteStream } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { connect } from '@/server/db/connect';
import { migrateToLatest, type MigrationOutcome } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { readArchive } from './archive';
import { DIALECT_NAMES, type DatabaseBackend } from './backend';
import { databaseBackend } from './database';
import { BackupError } from './errors';
import { mediaKeyOf, type Manifest, type ManifestEntry } from './manifest';
import { authenticate, type Authenticity } from './signature';
import { createMediaStaging, replaceMediaDirectory, stagedMediaFile } from './media';
import type { SiteStorage } from './storage';
import { createPrivateFile } from '../private-files';

interface RestoreOptions {
  file: string;
  storage: SiteStorage;
  /** BACKUP_KEY: a signed archive is restored only when its signature is this key's (signature.ts). */
  key?: string;
  /** The operator vouches for an archive that is not signed (`--unsigned`); a signed one is checked all the same. */
  unsigned?: boolean;
}

interface RestoreSummary extends MigrationOutcome {
  file: string;
  manifest: Manifest;
  /** The database restored into, without credentials. */
  location: string;
  mediaFiles: number;
  seconds: number;
  authenticity: Authenticity;
}

const STORES = {
  files: 'as files (MEDIA_STORAGE=files)',
  database: 'in the database (MEDIA_STORAGE=database)',
  s3: 'in a bucket (MEDIA_STORAGE=s3)',
};

/** Refuses an archive this site cannot take as it is configured: another dialect, media store, or a newer site. */
function assertFits(file: string, manifest: Manifest, database: DatabaseBackend, storage: SiteStorage): void {
  const archived = manifest.database.dialect;
  if (archived !== database.dialect) {
    throw new BackupError(
      `${file} holds a ${DIALECT_NAMES[archived]} database, but DATABASE_URL names a ${DIALECT_NAMES[database.dialect]} one: restore it into a ${DIALECT_NAMES[archived]} DATABASE_URL.`,
    );
  }
  if (manifest.media.store !== storage.mediaStorage) {
    throw new BackupError(
      `${file} holds media files stored ${STORES[manifest.media.store]}, but this site stores them ${STORES[storage.mediaStorage]}: restore it with the same MEDIA_STORAGE.`,
    );
  }
  const unknown = manifest.database.migrations.filter((name) => !Object.hasOwn(migrations, name));
  if (unknown.length) {
    throw new BackupError(
      `${file} was made by a newer version of the site (${manifest.app.version}, migration ${unknown[0]} is unknown here): upgrade the site before restoring it.`,
    );
  }
}

async function assertFile(file: string): Promise<void> {
  await access(file).catch(() => {
    throw new BackupError(`There is no file ${file}.`);
  });
}

async function migrate(databaseUrl: string): Promise<MigrationOutcome> {
  const database = connect(databaseUrl);
  try {
    return await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}

/** Where the archive's entries are put while it is read: nothing the site uses is touched until it has all passed. */
interface Staging {
  database: string;
  media: string | undefined;
  target(entry: ManifestEntry): Promise<Writable>;
  discard(): Promise<void>;
}

async function createStaging(database: DatabaseBackend, storage: SiteStorage): Promise<Staging> {
  const work = await mkdtemp(path.join(tmpdir(), 'agency-restore-'));
  const staged = await database.stagingFile(work);
  const media = storage.mediaStorage === 'files' ? await createMediaStaging(storage.mediaDir) : undefined;
  return {
    database: staged,
    media,
    async target(entry) {
      const key = mediaKeyOf(entry.name);
      if (key === undefined) {
        // The database to be: 0600 from its first byte, as the one it replaces is made (private-files.ts).
        createPrivateFile(staged);
        return createWriteStream(staged, { flush: true });
      }
      if (!media) throw new Error(`No media staging for ${entry.name}`);
      return stagedMediaFile(media, key);
    },
    async discard() {
      await rm(staged, { force: true });
      if (media) await rm(media, { recursive: true, force: true });
      await rm(work, { recursive: true, force: true });
    },
  };
}

/**
 * Restores an archive over the site's data. Nothing is changed before the whole archive has been read and checked
 * (every entry is staged beside what it replaces); then the database is replaced, the media directory swapped for
 * exactly the archived files, and the migrations run, so that a backup made by an older version comes up to date.
 * The site must be stopped first: a SQLite database that another process has open is refused.
 */
export async function restoreBackup({ file, storage, key, unsigned }: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now();
  await assertFile(file);
  const database = databaseBackend(storage.databaseUrl);
  const staging = await createStaging(database, storage);
  let authenticity: Authenticity = 'unsigned';
  try {
    const manifest = await readArchive(file, {
      async accept(manifest, bytes) {
        // Before anything else of the archive is believed.
        authenticity = authenticate(file, bytes, { key, unsigned });
        assertFits(file, manifest, database, storage);
        await database.assertReplaceable(manifest.database);
      },
      target: (entry) => staging.target(entry),
    });
    // Checked again: reading a large archive takes a while, and someone may have started the site meanwhile.
    await database.assertReplaceable(manifest.database);
    await database.replace(staging.database, manifest.database);
    if (staging.media) await replaceMediaDirectory(storage.mediaDir, staging.media);
    const migrated = await migrate(storage.databaseUrl);
    const mediaFiles = manifest.entries.length - 1;
    const seconds = (performance.now() - started) / 1000;
    return { ...migrated, file, manifest, location: database.location, mediaFiles, seconds, authenticity };
  } finally {
    await staging.discard();
  }
}

/** The CLI's one line about a restore. */
export function describeRestore(summary: RestoreSummary) {
  const { file, manifest, location, mediaFiles, applied, level, seconds, authenticity } = summary;
  const migrated = applied.length ? `, then applied ${applied.join(', ')}` : '';
  const checked =
    authenticity === 'signed'
      ? 'Its signature matched BACKUP_KEY.'
      : 'NOT AUTHENTICATED: it was not signed, and was restored on your word (--unsigned).';
  return `Restored ${file} (made ${manifest.createdAt} by version ${manifest.app.version}) into ${location} with ${mediaFiles} media files${migrated}; now at ${level}, in ${seconds.toFixed(1)} s. ${checked}`;
}
