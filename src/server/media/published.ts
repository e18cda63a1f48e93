import 'server-only';
import type { Kysely } from 'kysely';
import { parseMediaPath } from '@/lib/media-url';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/schema';
import { collectionVersion } from '@/server/queries/documents';
import { toItem, type MediaItem } from './library';

/**
 * The library as pages read it: every item by id, loaded once per change of the library (its write counter) and
 * shared by every render in between, so a page with twenty pictures costs no query beyond the counters it reads anyway.
 */
const cached = new WeakMap<Kysely<Database>, { version: number; items: Promise<ReadonlyMap<string, MediaItem>> }>();

export async function mediaIndex(db: Kysely<Database> = getDb()): Promise<ReadonlyMap<string, MediaItem>> {
  const version = await collectionVersion(db, 'media');
  const hit = cached.get(db);
  if (hit && hit.version === version) return hit.items;
  const items = db
    .selectFrom('media')
    .selectAll()
    .execute()
    .then((rows) => new Map(rows.map((row) => [row.id, toItem(row)])));
  cached.set(db, { version, items });
  items.catch(() => cached.delete(db));
  return items;
}

/**
 * The library item an image address names in `index`: a library address (`/media/<id>/…`) if it exists, or a seed image
 * (`/images/…`) whose file was replaced in the library, so pages that still name the seed address show the replacement
 * (undefined while the seed's own file is the item's).
 */
export function libraryItemIn(index: ReadonlyMap<string, MediaItem>, path: string): MediaItem | undefined {
  const address = parseMediaPath(path);
  if (address) return index.get(address.id);
  if (!path.startsWith('/images/')) return undefined;
  for (const item of index.values()) if (item.source === path && item.revision) return item;
  return undefined;
}

/** The library item an image address names (`/media/<id>/…`), if it is one and it exists. */
export async function mediaItemAt(path: string): Promise<MediaItem | undefined> {
  const address = parseMediaPath(path);
  return address && (await mediaIndex()).get(address.id);
}
