import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import packageJson from '../../../package.json';
import { wantsGzip, writeArchive } from './archive';
import { fingerprintFile } from './checksum';
import { databaseBackend } from './database';
import { BackupError } from './errors';
import { BACKUP_FORMAT, BACKUP_VERSION, DATABASE_ENTRIES, type Manifest } from './manifest';
import { listMediaFiles } from './media';
import type { SiteStorage } from './storage';
import { makePrivateDirectory } from '../private-files';

interface BackupOptions {
  /** The archive to write: `.tar.gz` / `.tgz` is gzipped, any other name a plain tar. */
  file: string;
  storage: SiteStorage;
  /** Replace an existing file (otherwise refused). */
  force?: boolean;
  /** BACKUP_KEY: the archive is signed with it (signature.ts); without it, the archive cannot be authenticated. */
  key?: string;
}

interface BackupSummary {
  file: string;
  store: SiteStorage['mediaStorage'];
  /** Tar entries, the manifest included. */
  entries: number;
  mediaFiles: number;
  bytes: number;
  seconds: number;
  /** Whether it was signed with BACKUP_KEY. */
  signed: boolean;
}

/**
 * Backs the site's data up into one archive: the manifest, a consistent snapshot of the database taken while the site
 * keeps serving, and — for a files store — every media file. It is written to `<file>.part` and renamed when whole,
 * so a failed backup never leaves a file that looks like a backup. A bucket's files (MEDIA_STORAGE=s3) stay out of it:
 * the bucket keeps them, and its own versioning or replication is their backup (the README says so).
 */
export async function createBackup({ file, storage, force = false, key }: BackupOptions): Promise<BackupSummary> {
  const started = performance.now();
  const target = path.resolve(file);
  if (!force && existsSync(target)) throw new BackupError(`${file} already exists: pass --force to replace it.`);
  const database = databaseBackend(storage.databaseUrl);
  makePrivateDirectory(path.dirname(target));
  const part = `${target}.part`;
  const work = await mkdtemp(path.join(tmpdir(), 'agency-backup-'));
  try {
    const snapshot = path.join(work, 'snapshot');
    const snapshotInfo = await database.snapshot(snapshot);
    // Listed after the snapshot: a file uploaded meanwhile is archived without its row (harmless), rather than a row
    // being archived without its file.
    const media = storage.mediaStorage === 'files' ? await listMediaFiles(storage.mediaDir) : [];
    const databaseEntry = { name: DATABASE_ENTRIES[database.dialect], ...(await fingerprintFile(snapshot)) };
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      app: { name: packageJson.name, version: packageJson.version },
      database: snapshotInfo,
      media: { store: storage.mediaStorage },
      entries: [databaseEntry, ...media.map((file) => file.entry)],
    };
    const sources = new Map([
      [databaseEntry.name, snapshot],
      ...media.map((file) => [file.entry.name, file.path] as const),
    ]);
    const bytes = await writeArchive(part, manifest, sources, { gzip: wantsGzip(target), key });
    await rename(part, target);
    const seconds = (performance.now() - started) / 1000;
    return {
      file: target,
      store: storage.mediaStorage,
      entries: manifest.entries.length + 1,
      mediaFiles: media.length,
      bytes,
      seconds,
      signed: key !== undefined,
    };
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** The CLI's one line about a backup. */
export function describeBackup({ file, store, entries, mediaFiles, bytes, seconds, signed }: BackupSummary): string {
  const signature = signed
    ? 'Signed with BACKUP_KEY.'
    : 'Not signed: BACKUP_KEY is not set, so a restore cannot prove this archive unchanged (it needs --unsigned).';
  const line = `Backed up to ${file}: ${entries} entries (manifest, database, ${mediaFiles} media files), ${formatBytes(bytes)}, in ${seconds.toFixed(1)} s. ${signature}`;
  return store === 's3'
    ? `${line} The media files are in the bucket of MEDIA_S3_URL, not in the archive: keep the bucket versioned.`
    : line;
}
