import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Kysely } from 'kysely';
import type { S3Location } from '@/lib/s3-url';
import type { Database } from '@/server/db/schema';

/**
 * Where the media library's files live. Keys are `<id>/<file>`: the item's id (hex) and a file name such as
 * `master.jpeg` or `800.avif` (`master-<revision>.jpeg`, `800-<revision>.avif` once the file was replaced). Three stores: files under a directory (MEDIA_DIR, the default: beside the SQLite
 * database, outside public/), and two that every instance of the site shares: the database itself
 * (MEDIA_STORAGE=database) and an S3-compatible bucket (MEDIA_STORAGE=s3). All are read and written by the same calls,
 * so nothing else knows which one is in use.
 */
export interface MediaStore {
  readonly kind: 'files' | 'database' | 's3';
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** Every key, sorted. */
  keys(): Promise<string[]>;
  /** Every file of one item. */
  removeItem(id: string): Promise<void>;
  /** The keys of one item's files. */
  itemKeys(id: string): Promise<string[]>;
  /** One file; nothing when it is gone already. */
  remove(key: string): Promise<void>;
}

const KEY = /^([0-9a-f]{20})\/([a-z0-9]+(?:-[0-9a-f]{10})?(?:\.[a-z0-9]+)?)$/;

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
    async itemKeys(id) {
      checkKey(`${id}/x`);
      const files = await readdir(path.join(root, id)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return files.map((file) => `${id}/${file}`).filter((key) => KEY.test(key));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
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
    async itemKeys(id) {
      checkKey(`${id}/x`);
      const rows = await db.selectFrom('media_files').select('key').where('key', 'like', `${id}/%`).execute();
      return rows.map((row) => row.key).sort();
    },
    async remove(key) {
      checkKey(key);
      await db.deleteFrom('media_files').where('key', '=', key).execute();
    },
  };
}

/** An answer of the bucket that is not what the call expected, with the bucket's own error code. */
export class BucketError extends Error {
  override name = 'BucketError';
}

/** A bucket's error answer as one line: `403 AccessDenied` (S3 answers errors as XML with a `<Code>`). */
async function bucketError(action: string, response: Response): Promise<BucketError> {
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1];
  return new BucketError(`The media bucket refused to ${action}: ${response.status}${code ? ` ${code}` : ''}.`);
}

/** The text of an XML element S3 wrote (`&amp;` and the other four entities decoded). */
const xmlText = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) =>
    name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : name === 'apos' ? "'" : '&',
  );

/**
 * An S3-compatible bucket (MEDIA_S3_URL), spoken to over HTTP with Signature V4 (aws4fetch). Path-style addresses,
 * which AWS, R2, MinIO and B2 all take. Objects are written whole by one PUT, so a reader sees all of a file or none.
 */
export function s3Store(location: S3Location, { pageSize = 1000 }: { pageSize?: number } = {}): MediaStore {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
  });
  const objectUrl = (key: string) => {
    checkKey(key);
    return `${location.bucketUrl}/${location.prefix}${key}`;
  };
  // A bucket that stops answering fails the call after 30 s instead of holding an upload or a page for good.
  const send = async (url: string, init?: RequestInit) =>
    fetch(await client.sign(url, init), { signal: AbortSignal.timeout(30_000) });

  /**
   * Every key under `within` (a prefix of the store's keys), a page of up to 1,000 at a time. The first version of
   * the listing call, paged by the last key seen: every S3-compatible service has it, where the continuation tokens
   * of the second are each service's own.
   */
  async function list(within: string): Promise<string[]> {
    const keys: string[] = [];
    let marker = '';
    for (;;) {
      const query = new URLSearchParams({ prefix: `${location.prefix}${within}`, 'max-keys': String(pageSize) });
      if (marker) query.set('marker', marker);
      const response = await send(`${location.bucketUrl}?${query}`);
      if (!response.ok) throw await bucketError('list its files', response);
      const xml = await response.text();
      const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map(([, key]) => xmlText(key!));
      for (const key of page) {
        const name = key.slice(location.prefix.length);
        if (KEY.test(name)) keys.push(name);
      }
      if (!/<IsTruncated>true<\/IsTruncated>/.test(xml) || page.length === 0) break;
      marker = page.at(-1)!;
    }
    return keys.sort();
  }

  async function removeObject(key: string) {
    const response = await send(objectUrl(key), { method: 'DELETE' });
    // Already gone is gone.
    if (!response.ok && response.status !== 404) throw await bucketError(`delete ${key}`, response);
    await response.body?.cancel();
  }

  return {
    kind: 's3',
    async put(key, data) {
      const response = await send(objectUrl(key), { method: 'PUT', body: Buffer.from(data) });
      if (!response.ok) throw await bucketError(`store ${key}`, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send(objectUrl(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw await bucketError(`read ${key}`, response);
      return Buffer.from(await response.arrayBuffer());
    },
    keys: () => list(''),
    async removeItem(id) {
      checkKey(`${id}/x`);
      for (const key of await list(`${id}/`)) await removeObject(key);
    },
    itemKeys(id) {
      checkKey(`${id}/x`);
      return list(`${id}/`);
    },
    remove: removeObject,
  };
}
