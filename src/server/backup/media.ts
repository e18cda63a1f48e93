import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { checkKey, fileStore } from '@/server/media/store';
import { fingerprintFile } from './checksum';
import { mediaEntryName, type ManifestEntry } from './manifest';

interface MediaFile {
  entry: ManifestEntry;
  /** Where the backup reads it. */
  path: string;
}

/**
 * Every file of a files store (MEDIA_DIR) as a manifest entry, hashed now. Only what the store calls a file is taken:
 * `<id>/<file>` keys, not the `.part` files of uploads in progress nor anything else left in the directory.
 */
export async function listMediaFiles(directory: string): Promise<MediaFile[]> {
  const root = path.resolve(directory);
  const files: MediaFile[] = [];
  for (const key of await fileStore(root).keys()) {
    const file = path.join(root, key);
    try {
      files.push({ entry: { name: mediaEntryName(key), ...(await fingerprintFile(file)) }, path: file });
    } catch (error) {
      // Deleted since it was listed (an item removed meanwhile): it is not part of the library any more.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files;
}

/** A new, empty directory beside MEDIA_DIR, where a restore puts the archived files before anything is replaced. */
export async function createMediaStaging(directory: string): Promise<string> {
  const root = path.resolve(directory);
  await mkdir(path.dirname(root), { recursive: true });
  return mkdtemp(`${root}.restore-`);
}

/** Where one archived file goes in the staging directory. */
export async function stagedMediaFile(staging: string, key: string): Promise<Writable> {
  const { id, file } = checkKey(key);
  await mkdir(path.join(staging, id), { recursive: true });
  return createWriteStream(path.join(staging, id, file), { flush: true });
}

/**
 * Swaps the staged directory in by two renames, so MEDIA_DIR holds exactly the archived files (any other file is gone
 * with the old directory). Should the second rename fail, the old directory is put back.
 */
export async function replaceMediaDirectory(directory: string, staging: string): Promise<void> {
  const root = path.resolve(directory);
  const old = `${root}.old-${randomBytes(6).toString('hex')}`;
  const hadOne = await rename(root, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  try {
    await rename(staging, root);
  } catch (error) {
    if (hadOne) await rename(old, root);
    throw error;
  }
  if (hadOne) await rm(old, { recursive: true, force: true });
}
