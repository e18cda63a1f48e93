import { sql, type Kysely, type Selectable } from 'kysely';
import { locales, type Locale } from '@/lib/locales';
import { mediaPath } from '@/lib/media-url';
import type { Database, MediaFormat, MediaStatus, MediaTable } from '@/server/db/schema';
import { bumpCollectionVersion } from '@/server/db/collection-versions';
import type { AcceptedImage, Variants } from './process';
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

/** An item left `processing` this long was being made by a process that died: it is taken up again. */
const ABANDONED_AFTER_MS = 10 * 60_000;
/** An item that failed this many times stays failed (its error shown) instead of being retried for ever. */
const MAX_ATTEMPTS = 3;

/**
 * Takes the oldest image waiting for variants, atomically: with several instances on one database each image is
 * made by one of them.
 */
export async function claimNextMedia(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<{ id: string; format: MediaFormat; revision: string } | undefined> {
  for (;;) {
    const next = await db
      .selectFrom('media')
      .select(['id', 'format', 'status', 'updated_at', 'revision'])
      .where((eb) =>
        eb.or([
          eb('status', '=', 'queued'),
          eb.and([eb('status', '=', 'processing'), eb('updated_at', '<', now - ABANDONED_AFTER_MS)]),
        ]),
      )
      .where('attempts', '<', MAX_ATTEMPTS)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    const claimed = await db
      .updateTable('media')
      .set({ status: 'processing', updated_at: now, attempts: sql<number>`attempts + 1` })
      .where('id', '=', next.id)
      .where('status', '=', next.status)
      .where('updated_at', '=', next.updated_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return { id: next.id, format: next.format, revision: next.revision };
  }
}

/**
 * Marks an item's sizes made; false (nothing changed) when its file was replaced meanwhile: the sizes made are of a
 * file no longer its own, and the new one waits for its turn.
 */
export async function completeMedia(
  db: Kysely<Database>,
  id: string,
  variants: Variants,
  now = Date.now(),
  revision = '',
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('media')
      .set({
        status: 'ready',
        widths: JSON.stringify(variants.widths),
        placeholder: variants.placeholder,
        error: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await bumpCollectionVersion(trx, 'media');
    return true;
  });
}

/**
 * Removes every file of an item that is not of its present revision: the sizes and master of a file it replaced, or
 * sizes made of a file replaced while they were being made.
 */
export async function pruneFiles(db: Kysely<Database>, store: MediaStore, id: string): Promise<number> {
  const item = await getMedia(db, id);
  if (!item) return 0;
  const own = (key: string) => {
    const file = key.slice(key.indexOf('/') + 1).replace(/\.[a-z0-9]+$/, '');
    const revision = /-([0-9a-f]{10})$/.exec(file)?.[1] ?? '';
    return revision === item.revision;
  };
  const stale = (await store.itemKeys(id)).filter((key) => !own(key));
  for (const key of stale) await store.remove(key);
  return stale.length;
}

export async function failMedia(db: Kysely<Database>, id: string, error: string, now = Date.now(), revision = '') {
  const row = await db
    .selectFrom('media')
    .select('attempts')
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('media')
    .set({
      status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
      error: error.slice(0, 500),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .execute();
}

/** Files whose item is gone (a crash between a file and its row, or between a delete and its files). */
export async function sweepOrphanFiles(db: Kysely<Database>, store: MediaStore): Promise<number> {
  const ids = new Set((await db.selectFrom('media').select('id').execute()).map((row) => row.id));
  const orphans = new Set((await store.keys()).map((key) => key.split('/')[0]!).filter((id) => !ids.has(id)));
  for (const id of orphans) await store.removeItem(id);
  return orphans.size;
}
