import 'server-only';
import { type Kysely } from 'kysely';
import { collections, collectionNames, type CollectionName, type DocumentOf } from '@/content';
import { storedChangedFields } from '@/lib/changed-fields';
import { locales } from '@/lib/locales';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { bumpCollectionVersion } from '@/server/db/collection-versions';
import { listDocuments, validDocument, type StoredDocument } from './documents';
import { takeDocumentRow } from './document-row';
import { hasItemPages, publicPathsOf } from './public-paths';
import { discardDraftIn } from './drafts';
import { dropReviewLinks } from './review-links';
import { dropSchedules } from './schedules';
import { dropStaleTranslations } from './translations';
import { clearRedirectsFrom, recordMoves } from './redirects';

const DAY_MS = 24 * 60 * 60_000;

/** A deleted document in the trash, as it was when deleted. */
interface TrashedItem<C extends CollectionName = CollectionName> {
  collection: C;
  id: string;
  data: DocumentOf<C>;
  /** The version it had when deleted; a restore brings it back as the next one. */
  version: number;
  deletedAt: number;
  deletedBy: string;
  /** Its public addresses without a language prefix, answered 410 Gone in every language while it is here. */
  publicPaths: string[];
}

/** An item of any collection, narrowed by its `collection`. */
type AnyTrashedItem = { [C in CollectionName]: TrashedItem<C> }[CollectionName];

/** A restore found a document with the item's id again: restoring would overwrite it. */
export class DocumentExistsError extends Error {
  override name = 'DocumentExistsError';
  constructor(
    readonly collection: CollectionName,
    readonly id: string,
  ) {
    super(`${collection}/${id} exists again: the trashed item cannot be restored over it`);
  }
}

/** A site path of one page: no language prefix, query, fragment, trailing slash or empty segment. */
function checkedPath(path: string): string {
  const first = path.split('/')[1];
  if (!/^(?:\/[^/?#\s]+)+$/.test(path) || locales.some((locale) => locale === first))
    throw new TypeError(`Not a public path without a language prefix: ${JSON.stringify(path)}`);
  return path;
}

interface TrashOptions {
  /** Who deletes (an admin's name). */
  by: string;
  /** The version the admin saw; another save since then throws StaleVersionError. */
  expectedVersion: number;
  /** The item's public addresses without a language prefix; by default those of `publicPathsOf`. */
  publicPaths?: readonly string[];
  /** A page (path without a language prefix) its addresses redirect to, in every language, instead of answering 410. */
  replacement?: string;
}

/**
 * Moves a document to the trash in one transaction, with a revision that keeps its data (its history shows the
 * deletion). Undefined when there is no such document.
 */
export async function trashDocument<C extends CollectionName>(
  db: Kysely<Database>,
  collection: C,
  id: string | number,
  options: TrashOptions,
): Promise<TrashedItem<C> | undefined> {
  return db.transaction().execute((trx) => trashIn(trx, collection, id, options));
}

/** trashDocument's move, in the caller's transaction (a scheduled unpublish claims its schedule in the same one). */
async function trashIn<C extends CollectionName>(
  trx: Kysely<Database>,
  collection: C,
  id: string | number,
  { by, expectedVersion, publicPaths, replacement }: TrashOptions,
): Promise<TrashedItem<C> | undefined> {
  const documentId = String(id);
  const removed = await takeDocumentRow(trx, collection, documentId, expectedVersion);
  if (!removed) return undefined;
  const data = parseDocument(collection, removed.data);
  const addresses = (publicPaths ?? publicPathsOf(collection, data)).map(checkedPath);
  const now = Date.now();
  const row = {
    data: removed.data,
    version: removed.version,
    deleted_at: now,
    deleted_by: by,
    public_paths: JSON.stringify(addresses),
  };
  await trx
    .insertInto('trash')
    .values({ collection, document_id: documentId, ...row })
    .onConflict((oc) => oc.columns(['collection', 'document_id']).doUpdateSet(row))
    .execute();
  await trx
    .insertInto('document_revisions')
    .values({
      collection,
      document_id: documentId,
      previous_version: removed.version,
      previous_data: removed.data,
      changed_by: by,
      changed_at: now,
      change: 'trash',
    })
    .execute();
  // A deleted item's unpublished work goes with it (a restore brings back what was published).
  await discardDraftIn(trx, collection, documentId);
  await dropReviewLinks(trx, collection, documentId);
  await dropSchedules(trx, collection, documentId);
  await dropStaleTranslations(trx, collection, documentId);
  if (replacement !== undefined)
    await recordMoves(
      trx,
      addresses.map((from) => ({ from, to: checkedPath(replacement) })),
      { kind: 'replaced', by },
    );
  await bumpCollectionVersion(trx, collection);
  return {
    collection,
    id: documentId,
    data,
    version: removed.version,
    deletedAt: now,
    deletedBy: by,
    publicPaths: addresses,
  };
}

/** A stored document read through its schema: one that no longer fits it is not restored or listed as if it did. */
const parseDocument = <C extends CollectionName>(collection: C, json: string): DocumentOf<C> =>
  validDocument(collection, JSON.parse(json));

/**
 * Puts a trashed item back in one transaction, as the version after the one it was deleted at, so its history goes
 * on. Undefined when it is not in the trash; DocumentExistsError when a document took its id meanwhile.
 */
export async function restoreFromTrash<C extends CollectionName>(
  db: Kysely<Database>,
  collection: C,
  id: string | number,
  { by }: { by: string },
): Promise<StoredDocument<C> | undefined> {
  const documentId = String(id);
  return db.transaction().execute(async (trx) => {
    // The delete is the claim: of two concurrent restores, the second finds nothing left to restore.
    const item = await trx
      .deleteFrom('trash')
      .where('collection', '=', collection)
      .where('document_id', '=', documentId)
      .returning(['data', 'version'])
      .executeTakeFirst();
    if (!item) return undefined;
    const existing = await trx
      .selectFrom('documents')
      .select('id')
      .where('collection', '=', collection)
      .where('id', '=', documentId)
      .executeTakeFirst();
    if (existing) throw new DocumentExistsError(collection, documentId);
    const data = parseDocument(collection, item.data);
    const now = Date.now();
    const version = item.version + 1;
    await trx
      .insertInto('documents')
      .values({ collection, id: documentId, data: JSON.stringify(data), version, updated_at: now, updated_by: by })
      .execute();
    // The trash's revision now has the version after it: the fields the restore changed (none, unless the schema moved).
    await trx
      .updateTable('document_revisions')
      .set({ changed_fields: storedChangedFields(JSON.parse(item.data), data) })
      .where('collection', '=', collection)
      .where('document_id', '=', documentId)
      .where('previous_version', '=', item.version)
      .where('change', '=', 'trash')
      .execute();
    // Back on the site: the replacement chosen when it was deleted no longer stands in for it.
    await clearRedirectsFrom(trx, publicPathsOf(collection, data));
    await bumpCollectionVersion(trx, collection);
    return { data, version, updatedAt: now, updatedBy: by };
  });
}

function isCollection(name: string): name is CollectionName {
  return (collectionNames as readonly string[]).includes(name);
}

/** Everything in the trash, most recently deleted first. */
export async function listTrash(db: Kysely<Database>): Promise<AnyTrashedItem[]> {
  const rows = await db.selectFrom('trash').selectAll().orderBy('deleted_at', 'desc').orderBy('id', 'desc').execute();
  const items: AnyTrashedItem[] = [];
  for (const row of rows) {
    const { collection } = row;
    const parsed = isCollection(collection) ? collections[collection].safeParse(JSON.parse(row.data)) : undefined;
    if (!parsed?.success) {
      // Like a stored document that no longer fits its schema: left out of the list, purged in time.
      log.error('content.invalid_trash_item', { collection, id: row.document_id });
      continue;
    }
    items.push({
      collection,
      id: row.document_id,
      data: parsed.data,
      version: row.version,
      deletedAt: Number(row.deleted_at),
      deletedBy: row.deleted_by,
      publicPaths: JSON.parse(row.public_paths) as string[],
    } as AnyTrashedItem);
  }
  return items;
}

/**
 * Deletes trash rows for good with the content their revisions kept. The revision that created each document stays
 * (it holds no content): it tells the seed not to bring the document back (src/server/db/seed.ts). Their addresses
 * keep answering 410 Gone, now as redirects to nowhere (queries/redirects.ts), which an owner may point elsewhere.
 */
async function removeFromTrash(
  db: Kysely<Database>,
  select: (trash: Kysely<Database>) => Promise<{ collection: string; document_id: string; public_paths: string }[]>,
  by: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await select(trx);
    const touched = new Set<CollectionName>();
    const gone = rows.flatMap((row) => JSON.parse(row.public_paths) as string[]);
    await recordMoves(
      trx,
      gone.map((from) => ({ from, to: null })),
      { kind: 'purged', by },
    );
    for (const { collection, document_id } of rows) {
      await trx
        .deleteFrom('trash')
        .where('collection', '=', collection)
        .where('document_id', '=', document_id)
        .execute();
      await trx
        .deleteFrom('document_revisions')
        .where('collection', '=', collection)
        .where('document_id', '=', document_id)
        .where('previous_data', 'is not', null)
        .execute();
      if (isCollection(collection)) touched.add(collection);
    }
    for (const collection of touched) await bumpCollectionVersion(trx, collection);
    return rows.length;
  });
}

const trashRow = ['collection', 'document_id', 'public_paths'] as const;

/** Empties the trash (an owner's action, `by`); returns how many items went. */
export async function emptyTrash(db: Kysely<Database>, { by }: { by: string }): Promise<number> {
  return removeFromTrash(db, (trx) => trx.selectFrom('trash').select(trashRow).execute(), by);
}

/** Deletes items that have been in the trash longer than `retentionDays`; returns how many went. */
export async function purgeTrash(
  db: Kysely<Database>,
  { now = Date.now(), retentionDays = 30 }: { now?: number; retentionDays?: number } = {},
): Promise<number> {
  return removeFromTrash(
    db,
    (trx) =>
      trx
        .selectFrom('trash')
        .select(trashRow)
        .where('deleted_at', '<', now - retentionDays * DAY_MS)
        .execute(),
    'trash retention',
  );
}

/**
 * Whether an id is used by a document, by an item in the trash or by a new item's draft not published yet: a new item
 * must take another.
 */
export async function idTaken(db: Kysely<Database>, collection: CollectionName, id: string | number): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('collection', '=', collection)
    .where('id', '=', String(id))
    .union(
      db
        .selectFrom('trash')
        .select('document_id as id')
        .where('collection', '=', collection)
        .where('document_id', '=', String(id)),
    )
    .union(
      db
        .selectFrom('drafts')
        .select('document_id as id')
        .where('collection', '=', collection)
        .where('document_id', '=', String(id)),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The id for a new item of a collection with numeric ids: one above every id in use, in the trash or in a draft. */
export async function nextNumericId(db: Kysely<Database>, collection: CollectionName): Promise<number> {
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('collection', '=', collection)
    .union(db.selectFrom('trash').select('document_id as id').where('collection', '=', collection))
    .union(db.selectFrom('drafts').select('document_id as id').where('collection', '=', collection))
    .execute();
  const numbers = rows.map((row) => row.id).filter((id) => /^\d+$/.test(id));
  return numbers.reduce((max, id) => Math.max(max, Number(id)), 0) + 1;
}

/**
 * The public paths (without a language prefix) of the items in the trash that no live document answers at: the
 * addresses the production server answers 410 Gone (src/node-server/gone-pages.mjs). Read only when the content
 * stamp changes.
 */
export async function gonePaths(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('trash').select('public_paths').execute();
  if (rows.length === 0) return [];
  const gone = new Set(rows.flatMap((row) => JSON.parse(row.public_paths) as string[]));
  // A live document may answer at a trashed item's address again (a post given the old post's slug).
  for (const collection of collectionNames) {
    if (!hasItemPages(collection)) continue;
    for (const data of await listDocuments(db, collection))
      for (const path of publicPathsOf(collection, data)) gone.delete(path);
  }
  return [...gone];
}
