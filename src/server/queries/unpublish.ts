import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import type { Database } from '@/server/db/schema';
import { bumpCollectionVersion } from '@/server/db/collection-versions';
import { takeDocumentRow } from './document-row';
import { dropSchedules } from './schedules';

/**
 * Unpublishing takes an item off the site and keeps it as a draft, as WordPress's "Switch to draft" does: its addresses
 * answer 404 (not the trash's 410: it may come back), the admin lists it as a draft, and publishing it again goes on
 * from the version it had, with its history.
 *
 * The marks it leaves: the `documents` row goes; a revision with `change = 'unpublish'` keeps the published data under
 * the version it had (as the trash's revision does); and the item has a draft with base version 0, as a new item's
 * draft: the draft it had (newer work, kept), or the published text. The next publish finds that revision
 * (`resumedVersion`) and becomes the version after it. Discarding the draft ends the item (`endUnpublished`).
 */
export const UNPUBLISHED = 'unpublish';
/** An unpublished item whose draft was discarded: its id is free again, and a new item there starts its own history. */
const ENDED = 'unpublish-ended';

interface UnpublishOptions {
  by: string;
  /** The version the admin saw; another save since then throws StaleVersionError. */
  expectedVersion: number;
}

/** The version taken off the site, and its data. */
interface Unpublished {
  version: number;
  data: unknown;
}

/** Takes a published item off the site as a draft, in one transaction. Undefined when it is not published. */
export async function unpublishDocument(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
  options: UnpublishOptions,
): Promise<Unpublished | undefined> {
  return db.transaction().execute((trx) => unpublishIn(trx, collection, id, options));
}

/** unpublishDocument's change, in the caller's transaction (a scheduled unpublish claims its schedule in the same one). */
export async function unpublishIn(
  trx: Kysely<Database>,
  collection: CollectionName,
  id: string,
  { by, expectedVersion }: UnpublishOptions,
): Promise<Unpublished | undefined> {
  const removed = await takeDocumentRow(trx, collection, id, expectedVersion);
  if (!removed) return undefined;
  const now = Date.now();
  await trx
    .insertInto('document_revisions')
    .values({
      collection,
      document_id: id,
      previous_version: removed.version,
      previous_data: removed.data,
      changed_by: by,
      changed_at: now,
      change: UNPUBLISHED,
      // Not a version of its own (its line is the version taken off): it changed nothing.
      changed_fields: '',
    })
    .execute();
  // A draft in progress is newer than the published text and stays as it is; it now stands for a page not on the site.
  const kept = await trx
    .updateTable('drafts')
    .set({ base_version: 0 })
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 0)
    await trx
      .insertInto('drafts')
      .values({
        collection,
        document_id: id,
        data: removed.data,
        base_version: 0,
        version: 1,
        updated_at: now,
        updated_by: by,
      })
      .execute();
  // Nothing is left to take off the site; a publish set for later still publishes the draft then.
  await dropSchedules(trx, collection, id, 'unpublish');
  await bumpCollectionVersion(trx, collection);
  return { version: removed.version, data: JSON.parse(removed.data) as unknown };
}

/** When an item not on the site was taken off it, by whom, and the version it had there (undefined: it never was). */
export async function takenOff(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
): Promise<{ version: number; at: number; by: string } | undefined> {
  const newest = await db
    .selectFrom('document_revisions')
    .select(['previous_version', 'change', 'changed_at', 'changed_by'])
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .orderBy('previous_version', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return newest?.change === UNPUBLISHED
    ? { version: newest.previous_version, at: Number(newest.changed_at), by: newest.changed_by }
    : undefined;
}

/** The version an unpublished item had on the site (0: the id is not an unpublished item's), in the caller's transaction. */
export async function unpublishedVersion(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
): Promise<number> {
  return (await takenOff(db, collection, id))?.version ?? 0;
}

/** An unpublished item's draft was discarded: the item ends, its history stays in the database, its id is free again. */
export async function endUnpublished(trx: Kysely<Database>, collection: CollectionName, id: string): Promise<void> {
  await trx
    .updateTable('document_revisions')
    .set({ change: ENDED })
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .where('change', '=', UNPUBLISHED)
    .execute();
}
