import { cache } from 'react';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { collections, documentId, type CollectionName, type DocumentOf } from '@/content';
import { storedChangedFields } from '@/lib/changed-fields';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { bumpCollectionVersion } from '@/server/db/collection-versions';
import { publicPathsOf } from './public-paths';
import { clearRedirectsFrom } from './redirects';
import { settleDraftIn } from './drafts';
import { recordTranslationChanges } from './translations';
import { UNPUBLISHED, unpublishedVersion } from './unpublish';
import { StaleVersionError, TrashedIdError, validDocument } from './document-rules';

export { DocumentValidationError, StaleVersionError, TrashedIdError, validDocument } from './document-rules';

export interface StoredDocument<C extends CollectionName> {
  data: DocumentOf<C>;
  version: number;
  updatedAt: number;
  updatedBy: string;
  /** A save that changed nothing a visitor could see: no version was made (see writeDocumentIn). */
  unchanged?: true;
}

type Docs<C extends CollectionName> = ReadonlyMap<string, StoredDocument<C>>;
interface CacheEntry {
  stamp: number;
  docs: Promise<Docs<CollectionName>>;
}

/**
 * Content is read through a per-process cache keyed by each collection's write counter (`collection_versions`).
 * A render costs one tiny query for all counters (memoised per request), and any write — from this process,
 * another instance, the seed or a script — shows on the next request. Rows are parsed once, when loaded.
 */
const caches = new WeakMap<Kysely<Database>, Map<CollectionName, CacheEntry>>();

const readStamps = cache(async (db: Kysely<Database>): Promise<ReadonlyMap<string, number>> => {
  const rows = await db.selectFrom('collection_versions').select(['collection', 'version']).execute();
  return new Map(rows.map((row) => [row.collection, row.version]));
});

/** The write counter of one collection (or of the redirects or the media library), memoised per request. */
export async function collectionVersion(db: Kysely<Database>, collection: string): Promise<number> {
  return (await readStamps(db)).get(collection) ?? 0;
}

/**
 * One number that changes whenever any content does: the sum of every collection's write counter (each write adds
 * one). The rendered-page cache (src/node-server) keys pages by it.
 */
export async function contentStamp(db: Kysely<Database>): Promise<number> {
  const [row] = (await db.executeQuery(stampQueryFor(db))).rows;
  return Number(row?.stamp ?? 0);
}

// The page cache reads the stamp on every request: its SQL is built once per database, not per read.
const stampQueries = new WeakMap<Kysely<Database>, CompiledQuery<{ stamp: number }>>();
function stampQueryFor(db: Kysely<Database>): CompiledQuery<{ stamp: number }> {
  let query = stampQueries.get(db);
  if (!query) {
    query = db
      .selectFrom('collection_versions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('version'), sql<number>`0`).as('stamp'))
      .compile();
    stampQueries.set(db, query);
  }
  return query;
}

async function loadCollection<C extends CollectionName>(db: Kysely<Database>, collection: C): Promise<Docs<C>> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'data', 'version', 'updated_at', 'updated_by'])
    .where('collection', '=', collection)
    .execute();
  const docs = new Map<string, StoredDocument<C>>();
  for (const row of rows) {
    const parsed = collections[collection].safeParse(JSON.parse(row.data));
    if (!parsed.success) {
      // A document that no longer fits its schema is left out rather than breaking every page that lists it.
      log.error('content.invalid_document', { collection, id: row.id, issues: parsed.error.issues.slice(0, 5) });
      continue;
    }
    docs.set(row.id, {
      data: parsed.data as DocumentOf<C>,
      version: row.version,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    });
  }
  return docs;
}

export async function readCollection<C extends CollectionName>(db: Kysely<Database>, collection: C): Promise<Docs<C>> {
  const stamp = await collectionVersion(db, collection);
  let perDb = caches.get(db);
  if (!perDb) caches.set(db, (perDb = new Map()));
  const hit = perDb.get(collection);
  if (hit && hit.stamp === stamp) return hit.docs as Promise<Docs<C>>;
  const docs = loadCollection(db, collection);
  perDb.set(collection, { stamp, docs });
  docs.catch(() => perDb.delete(collection));
  return docs;
}

export async function listDocuments<C extends CollectionName>(
  db: Kysely<Database>,
  collection: C,
): Promise<DocumentOf<C>[]> {
  return [...(await readCollection(db, collection)).values()].map((stored) => stored.data);
}

export async function getDocument<C extends CollectionName>(
  db: Kysely<Database>,
  collection: C,
  id: string,
): Promise<StoredDocument<C> | undefined> {
  return (await readCollection(db, collection)).get(id);
}

interface SaveOptions {
  /** Who saves (an admin's name, "seed", a script). */
  by: string;
  /** The version the editor loaded: 0 to create a new document. A mismatch throws StaleVersionError. */
  expectedVersion: number;
  /** A publish from the editor: the item's draft (drafts.ts) is dropped in the same transaction. */
  discardDraft?: boolean;
  /**
   * With `discardDraft`: the draft the editor's form was typed over (0: none). Another draft was made elsewhere (by
   * someone else, or in another tab): the publish is refused (`DraftElsewhereError`), or with `keepOtherDraft` the draft
   * is left for its author. Without it (a restore, a scheduled publish), whatever draft there is goes.
   */
  draftVersion?: number;
  keepOtherDraft?: boolean;
}

/** Validates, then in one transaction writes the document with the next version and a revision of the previous data. */
export async function saveDocument<C extends CollectionName>(
  db: Kysely<Database>,
  collection: C,
  input: unknown,
  options: SaveOptions,
): Promise<StoredDocument<C>> {
  const data = validDocument(collection, input);
  return db.transaction().execute((trx) => writeDocumentIn(trx, collection, data, options));
}

/** saveDocument's write, in the caller's transaction (a scheduled publish claims its schedule in the same one). */
export async function writeDocumentIn<C extends CollectionName>(
  trx: Kysely<Database>,
  collection: C,
  data: DocumentOf<C>,
  { by, expectedVersion, discardDraft = false, draftVersion, keepOtherDraft = false }: SaveOptions,
): Promise<StoredDocument<C>> {
  const id = documentId(data);
  const current = await trx
    .selectFrom('documents')
    .select(['data', 'version', 'updated_at', 'updated_by'])
    .where('collection', '=', collection)
    .where('id', '=', id)
    .executeTakeFirst();
  const currentVersion = current?.version ?? 0;
  if (currentVersion !== expectedVersion) {
    throw new StaleVersionError(collection, id, expectedVersion, currentVersion);
  }
  // The stored version, read once: compared, diffed for the revision, and checked for stale translations.
  const currentData = current ? (JSON.parse(current.data) as DocumentOf<C>) : undefined;
  // Nothing changed (spaces aside): no version, no revision, and a publish still drops the draft it came from.
  if (current && sameContent(currentData, data)) {
    if (discardDraft) await settleDraftIn(trx, collection, id, { draftVersion, keepOtherDraft });
    return {
      data: currentData!,
      version: currentVersion,
      updatedAt: Number(current.updated_at),
      updatedBy: current.updated_by,
      unchanged: true,
    };
  }
  // An item taken off the site goes on from the version it had there (see unpublish.ts); a new one starts at 1.
  const resumed = current ? undefined : await claimUnusedId(trx, collection, id);
  if (!current) {
    // A new page at an address a redirect answered: the page wins.
    await clearRedirectsFrom(trx, publicPathsOf(collection, data));
  }
  const now = Date.now();
  const before = current ? { version: currentVersion, data: current.data } : resumed;
  const version = (before?.version ?? 0) + 1;
  const json = JSON.stringify(data);
  if (current) {
    const result = await trx
      .updateTable('documents')
      .set({ data: json, version, updated_at: now, updated_by: by })
      .where('collection', '=', collection)
      .where('id', '=', id)
      .where('version', '=', currentVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new StaleVersionError(collection, id, expectedVersion, currentVersion + 1);
    }
  } else {
    await trx
      .insertInto('documents')
      .values({ collection, id, data: json, version, updated_at: now, updated_by: by })
      .execute();
  }
  await trx
    .insertInto('document_revisions')
    .values({
      collection,
      document_id: id,
      previous_version: before?.version ?? 0,
      previous_data: before?.data ?? null,
      changed_by: by,
      changed_at: now,
      changed_fields: storedChangedFields(currentData ?? (resumed?.data ? JSON.parse(resumed.data) : undefined), data),
    })
    .execute();
  if (currentData) await recordTranslationChanges(trx, collection, id, currentData, data, now);
  if (discardDraft) await settleDraftIn(trx, collection, id, { draftVersion, keepOtherDraft });
  await bumpCollectionVersion(trx, collection);
  return { data, version, updatedAt: now, updatedBy: by };
}

/**
 * Whether two versions of a document hold the same content for a visitor: the same fields and values, whatever the
 * order of their keys, and texts equal once runs of spaces and tabs count as one, spaces around a line break and at
 * either end count as none, and a Windows line break (a textarea's) as a line break. Line breaks themselves count:
 * they separate paragraphs and list items.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (typeof value === 'string') {
    return value
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
        .map(([key, field]) => [key, canonical(field)]),
    );
  }
  return value;
}

/**
 * Before a document without a row takes its id: refuses one held by the trash. An item taken off the site gets back the
 * version and data it had there, and keeps its history. Otherwise clears what a purged or discarded document of that id
 * left in the revisions (the seed's sign that it existed, see seed.ts), so the new document's history starts with itself.
 */
async function claimUnusedId(
  trx: Kysely<Database>,
  collection: CollectionName,
  id: string,
): Promise<{ version: number; data: string | null } | undefined> {
  const trashed = await trx
    .selectFrom('trash')
    .select('id')
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .executeTakeFirst();
  if (trashed) throw new TrashedIdError(collection, id);
  const unpublished = await unpublishedVersion(trx, collection, id);
  if (unpublished > 0) {
    const data = await keptData(trx, collection, id, unpublished);
    if (data === undefined) throw new Error(`${collection} “${id}”: the version taken off the site is not kept`);
    return { version: unpublished, data };
  }
  await trx
    .deleteFrom('document_revisions')
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .execute();
  return undefined;
}

/**
 * The data a document had at a past version, as stored (JSON), when a revision keeps it: the newest revision that
 * left that version (a save, a move to the trash, a taking off the site all keep the same data).
 */
export async function keptData(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
  version: number,
): Promise<string | undefined> {
  const revision = await db
    .selectFrom('document_revisions')
    .select('previous_data')
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .where('previous_version', '=', version)
    .where('previous_data', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return revision?.previous_data ?? undefined;
}

interface Revision {
  previousVersion: number;
  previousData: unknown;
  changedBy: string;
  changedAt: number;
  /** The change moved the document to the trash; the version after it is the one restored from there. */
  trashed: boolean;
  /** The change took the document off the site as a draft (unpublish.ts): `previousVersion` is the one taken off. */
  unpublished: boolean;
}

/** A document's history, newest change first. */
export async function listRevisions(db: Kysely<Database>, collection: CollectionName, id: string): Promise<Revision[]> {
  const rows = await db
    .selectFrom('document_revisions')
    .select(['previous_version', 'previous_data', 'changed_by', 'changed_at', 'change'])
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .orderBy('previous_version', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    previousVersion: row.previous_version,
    previousData: row.previous_data === null ? null : (JSON.parse(row.previous_data) as unknown),
    changedBy: row.changed_by,
    changedAt: row.changed_at,
    trashed: row.change === 'trash',
    unpublished: row.change === UNPUBLISHED,
  }));
}
