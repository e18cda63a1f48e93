import { sql, type Kysely, type Selectable } from 'kysely';
import { locales, type Locale } from '@/lib/locales';
import { mediaPath } from '@/lib/media-url';
import type { Database, MediaFormat, MediaStatus, MediaTable } from '@/server/db/schema';
import { bumpCollectionVersion } from '@/server/db/collection-versions';
import type { AcceptedImage } from './process';
import type { MediaStore } from './store';

/**
 * The media library's rows: what an upload adds, what the library page lists and edits, what the variant queue
 * claims and completes, and what a delete removes (never an image still in use). Every change a public page can
 * show (an image becoming ready, its alt text, caption or focal point, its removal) moves the library's write counter,
 * so rendered pages that show it are made again.
 */

type LocalizedMap = Partial<Record<Locale, string>>;

export interface MediaItem {
  id: string;
  name: string;
  fileName: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number;
  alt: LocalizedMap;
  caption: LocalizedMap;
  focal: { x: number; y: number };
  status: MediaStatus;
  widths: number[];
  placeholder: string | null;
  error: string | null;
  source: string | null;
  createdAt: number;
  createdBy: string;
  updatedAt: number;
  version: number;
  /** `''` for the file first uploaded, else the replacement's (src/lib/media-url.ts). */
  revision: string;
  /** The address image fields store. */
  path: string;
}

function parseTexts(json: string): LocalizedMap {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object') return {};
    const texts: LocalizedMap = {};
    for (const locale of locales) {
      const text = (value as Record<string, unknown>)[locale];
      if (typeof text === 'string' && text.trim()) texts[locale] = text;
    }
    return texts;
  } catch {
    return {};
  }
}

export function toItem(row: Selectable<MediaTable>): MediaItem {
  return {
    id: row.id,
    name: row.name,
    fileName: row.file_name,
    format: row.format,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    alt: parseTexts(row.alt),
    caption: parseTexts(row.caption),
    focal: { x: Number(row.focal_x), y: Number(row.focal_y) },
    status: row.status,
    widths: JSON.parse(row.widths) as number[],
    placeholder: row.placeholder,
    error: row.error,
    source: row.source,
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
    updatedAt: Number(row.updated_at),
    version: row.version,
    revision: row.revision,
    path: mediaPath(row.id, row.name),
  };
}

export async function getMedia(db: Kysely<Database>, id: string): Promise<MediaItem | undefined> {
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toItem(row);
}

export async function listMedia(db: Kysely<Database>): Promise<MediaItem[]> {
  const rows = await db.selectFrom('media').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toItem);
}

type AddResult = { added: true; item: MediaItem } | { added: false; item: MediaItem };

/**
 * Adds an accepted upload: its master file first, then its row (queued for variants). The same bytes uploaded again
 * are the item already there. A crash between the two leaves a file without a row, which `sweepOrphanFiles` removes.
 */
export async function addMedia(
  db: Kysely<Database>,
  store: MediaStore,
  image: AcceptedImage,
  {
    fileName,
    name,
    by,
    source = null,
    now = Date.now(),
  }: {
    fileName: string;
    name: string;
    by: string;
    source?: string | null;
    now?: number;
  },
): Promise<AddResult> {
  const existing = await getMedia(db, image.id);
  if (existing) return { added: false, item: existing };
  await store.put(image.masterKey, image.master);
  const row = {
    id: image.id,
    name,
    file_name: fileName.slice(0, 200),
    format: image.format,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    status: 'queued' as const,
    source,
    created_at: now,
    created_by: by,
    updated_at: now,
  };
  // The write counter moves with the new row: the media route and the pages read the library through an index made
  // once per counter (published.ts), and would not know the image (a 404, a broken picture) until its sizes exist.
  const inserted = await db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('media')
      .values(row)
      .onConflict((c) => c.column('id').doNothing())
      .executeTakeFirst();
    await bumpCollectionVersion(trx, 'media');
    return result;
  });
  const item = (await getMedia(db, image.id))!;
  return { added: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0, item };
}

/**
 * Puts a new file in an item's place ("Replace file"): same id, address, alt texts, captions and focal point, so every
 * page naming it shows the new file. Its master is stored first under the new revision; the row then names that
 * revision and waits for its sizes like a new upload (pages show the new master meanwhile). The old revision's files
 * are removed once the new sizes exist (`pruneFiles`). Undefined when the item is gone.
 */
export async function replaceMedia(
  db: Kysely<Database>,
  store: MediaStore,
  id: string,
  image: AcceptedImage,
  {
    revision,
    masterKey,
    fileName,
    now = Date.now(),
  }: { revision: string; masterKey: string; fileName: string; now?: number },
): Promise<{ item: MediaItem; previous: MediaItem } | undefined> {
  const previous = await getMedia(db, id);
  if (!previous) return undefined;
  await store.put(masterKey, image.master);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('media')
      .set({
        revision,
        file_name: fileName.slice(0, 200),
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        status: 'queued',
        widths: '[]',
        placeholder: null,
        error: null,
        attempts: 0,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await bumpCollectionVersion(trx, 'media');
  });
  const item = await getMedia(db, id);
  return item && { item, previous };
}

export class StaleMediaError extends Error {
  override name = 'StaleMediaError';
}

interface MediaDetails {
  alt: LocalizedMap;
  caption: LocalizedMap;
  focal: { x: number; y: number };
}

/** Saves an item's texts and focal point; refused (StaleMediaError) when someone saved it since `version`. */
export async function updateMedia(
  db: Kysely<Database>,
  id: string,
  version: number,
  details: MediaDetails,
  now = Date.now(),
): Promise<MediaItem> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('media')
      .set({
        alt: JSON.stringify(details.alt),
        caption: JSON.stringify(details.caption),
        focal_x: details.focal.x,
        focal_y: details.focal.y,
        updated_at: now,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new StaleMediaError(id);
    await bumpCollectionVersion(trx, 'media');
    return toItem(await trx.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

export interface Usage {
  collection: string;
  id: string;
}

/**
 * The documents whose content names the image (any field, any language), found by its address in their stored JSON:
 * its library address, or for an image made from the seed also the seed address the content was written with.
 */
export async function whereUsed(db: Kysely<Database>, id: string): Promise<Usage[]> {
  const row = await db.selectFrom('media').select('source').where('id', '=', id).executeTakeFirst();
  return db
    .selectFrom('documents')
    .select(['collection', 'id'])
    .where((eb) =>
      eb.or([
        eb('data', 'like', `%/media/${id}/%`),
        ...(row?.source ? [eb('data', 'like', `%${JSON.stringify(row.source)}%`)] : []),
      ]),
    )
    .orderBy('collection')
    .orderBy('id')
    .execute();
}

/** How many documents use each image (by either of its addresses): one pass over the content for the whole library. */
export async function usageCounts(
  db: Kysely<Database>,
  items: readonly Pick<MediaItem, 'id' | 'source'>[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (items.length === 0) return counts;
  const bySource = new Map(items.flatMap((item) => (item.source ? [[item.source, item.id] as const] : [])));
  const rows = await db
    .selectFrom('documents')
    .select('data')
    .where((eb) => eb.or([eb('data', 'like', '%/media/%'), eb('data', 'like', '%/images/%')]))
    .execute();
  for (const { data } of rows) {
    const ids = new Set<string>();
    for (const match of data.match(/\/media\/[0-9a-f]{20}\//g) ?? []) ids.add(match.slice('/media/'.length, -1));
    for (const match of data.match(/"\/images\/[^"]+"/g) ?? []) {
      const id = bySource.get(match.slice(1, -1));
      if (id) ids.add(id);
    }
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export class MediaInUseError extends Error {
  override name = 'MediaInUseError';
  constructor(readonly usages: Usage[]) {
    super(`The image is used by ${usages.length} item(s)`);
  }
}

/** Deletes an image and its files; refused (MediaInUseError, with where) while any document names it. */
export async function deleteMedia(db: Kysely<Database>, store: MediaStore, id: string): Promise<void> {
  const usages = await whereUsed(db, id);
  if (usages.length) throw new MediaInUseError(usages);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('media').where('id', '=', id).execute();
    await bumpCollectionVersion(trx, 'media');
  });
  await store.removeItem(id);
}
