import { sql, type Kysely } from 'kysely';
import type { Database, MediaFormat } from '@/server/db/schema';
import { bumpCollectionVersion } from '@/server/db/collection-versions';
import { getMedia } from './library';
import type { Variants } from './process';
import type { MediaStore } from './store';

/**
 * The library's rows as the variant queue (queue.ts) works through them: the next image waiting for its sizes, its
 * sizes made or failed, and the files no item owns any more.
 */

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

/**
 * Files whose item is gone (a crash between a file and its row, or between a delete and its files). The files are
 * listed before the rows are read: an upload writes its file and then its row, so one that finishes during the listing
 * has its row by the time the rows are read. (Read the other way round, an upload made while the files were listed,
 * by another process on the same database, had its new files taken for leftovers.)
 */
export async function sweepOrphanFiles(db: Kysely<Database>, store: MediaStore): Promise<number> {
  const keys = await store.keys();
  const ids = new Set((await db.selectFrom('media').select('id').execute()).map((row) => row.id));
  const orphans = new Set(keys.map((key) => key.split('/')[0]!).filter((id) => !ids.has(id)));
  for (const id of orphans) await store.removeItem(id);
  return orphans.size;
}
