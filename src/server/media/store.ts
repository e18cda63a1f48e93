import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/**
 * Where the media library's files live. Keys are `<id>/<file>`: the item's id (hex) and a file name such as
 * `master.jpeg` or `800.avif`. Two stores: files under a directory (MEDIA_DIR, the default: beside the SQLite
 * database, outside public/) and the database itself (MEDIA_STORAGE=database), which every instance of the site
 * shares. Both are read and written by the same calls, so nothing else knows which one is in use.
 */
export interface MediaStore {
  readonly kind: 'files' | 'database';
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** Every key, sorted. */
  keys(): Promise<string[]>;
  /** Every file of one item. */
  removeItem(id: string): Promise<void>;
}

const KEY = /^([0-9a-f]{20})\/([a-z0-9]+(?:\.[a-z0-9]+)?)$/;

/** Throws for a key that is not `<id>/<file>`: nothing outside the store can be named. */
export function checkKey(key: string): { id: string; file: string } {
  const match = KEY.exec(key);
  if (!match) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return { id: match[1]!, file: match[2]! };
}

export function fileStore(directory: string): MediaStore {
  const root = path.resolve(directory);
  const pathOf = (key: string) => {
    const { id, file } = checkKey(key);
    return path.join(root, id, file);
  };
  return {
    kind: 'files',
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader sees the whole file or none, even if the process dies half-way.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, data, { flush: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async keys() {
      const ids = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const keys: string[] = [];
      for (const entry of ids) {
        if (!entry.isDirectory()) continue;
        for (const file of await readdir(path.join(root, entry.name))) {
          const key = `${entry.name}/${file}`;
          if (KEY.test(key)) keys.push(key);
        }
      }
      return keys.sort();
    },
    async removeItem(id) {
      checkKey(`${id}/x`);
      await rm(path.join(root, id), { recursive: true, force: true });
    },
  };
}

export function databaseStore(db: Kysely<Database>): MediaStore {
  return {
    kind: 'database',
    async put(key, data) {
      checkKey(key);
      const row = { key, data: Buffer.from(data), bytes: data.byteLength, created_at: Date.now() };
      await db
        .insertInto('media_files')
        .values(row)
        .onConflict((c) => c.column('key').doUpdateSet({ data: row.data, bytes: row.bytes }))
        .execute();
    },
    async get(key) {
      checkKey(key);
      const row = await db.selectFrom('media_files').select('data').where('key', '=', key).executeTakeFirst();
      return row ? Buffer.from(row.data) : undefined;
    },
    async keys() {
      const rows = await db.selectFrom('media_files').select('key').orderBy('key').execute();
      return rows.map((row) => row.key);
    },
    async removeItem(id) {
      checkKey(`${id}/x`);
      await db.deleteFrom('media_files').where('key', 'like', `${id}/%`).execute();
    },
  };
}
