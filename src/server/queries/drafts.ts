import type { Kysely } from 'kysely';
import { collections, type CollectionName, type DocumentOf } from '@/content';
import type { DraftInfo, ReviewRequest } from '@/lib/editor';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { parseDraft, type MissingPart } from '@/lib/draft-rules';
import { DocumentValidationError, StaleVersionError } from './document-rules';
import { requestColumns, reviewRequestOf } from './review-requests';
import { dropSchedules } from './schedules';

/**
 * Drafts: at most one working copy per content document, in a table of its own. Nothing public reads it (pages read
 * `documents` through documents.ts), and a draft write bumps no collection counter, so no content cache or rendered
 * page moves when one is saved. Publishing is a save of the document (a version and a revision, as always) that drops
 * the draft in the same transaction (`discardDraftIn`).
 */
export interface StoredDraft<C extends CollectionName> {
  data: DocumentOf<C>;
  /** The published version the draft was started from. */
  baseVersion: number;
  /** The draft's own save counter, from 1: a save must name the one it was typed over. */
  version: number;
  updatedAt: number;
  updatedBy: string;
  /** What publishing needs that the draft does not have yet (draft-rules.ts); empty when it could be published. */
  missing: MissingPart[];
  /** Its author's request for review, while it stands (review-requests.ts). */
  review?: ReviewRequest;
}

/** A draft's facts without its data and what it lacks, as the lists show them. */
export type DraftState = Omit<StoredDraft<CollectionName>, 'data' | 'missing'>;

/**
 * A draft read by the rules drafts are held to (src/lib/draft-rules.ts): a draft that lacks only what publishing needs
 * is kept and read as it is; anything else it fails refuses it.
 */
function draftOf<C extends CollectionName>(
  collection: C,
  input: unknown,
  keep: readonly string[] = [],
): { data: DocumentOf<C>; missing: MissingPart[] } {
  // Every draft has its id: it is the item's address in the admin.
  const parsed = parseDraft(collections[collection], input, { keep: ['id', ...keep] });
  if (!parsed.success)
    throw new DocumentValidationError(
      collection,
      parsed.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  return { data: parsed.data as DocumentOf<C>, missing: parsed.missing };
}

/**
 * A publish from a form that does not hold the item's draft: the draft was saved elsewhere (by someone else, or by the
 * same person in another tab) after the form was loaded. It is not dropped without the publisher being told.
 */
export class DraftElsewhereError extends Error {
  override name = 'DraftElsewhereError';
  constructor(readonly draft: DraftState) {
    super(`A draft saved elsewhere (version ${draft.version}, by ${draft.updatedBy}) is not in the form`);
  }
}

/** A draft save over a draft that changed meanwhile (another tab or person saved, published or discarded it). */
export class StaleDraftError extends Error {
  override name = 'StaleDraftError';
  constructor(
    readonly collection: CollectionName,
    readonly id: string,
  ) {
    super(`The draft of ${collection}/${id} was changed meanwhile`);
  }
}

export async function getDraft<C extends CollectionName>(
  db: Kysely<Database>,
  collection: C,
  id: string,
): Promise<StoredDraft<C> | undefined> {
  const row = await db
    .selectFrom('drafts')
    .selectAll()
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const parsed = parseDraft(collections[collection], JSON.parse(row.data));
  if (!parsed.success) {
    // A draft that no longer fits its schema (after a release changed it) is not offered; the published text is.
    log.error('content.invalid_draft', { collection, id, issues: parsed.issues.slice(0, 5) });
    return undefined;
  }
  return {
    data: parsed.data as DocumentOf<C>,
    missing: parsed.missing,
    baseVersion: row.base_version,
    version: row.version,
    updatedAt: Number(row.updated_at),
    updatedBy: row.updated_by,
    review: reviewRequestOf(row),
  };
}

/** What an editor form is told of a draft (none: null). */
export const draftInfoOf = (draft: (DraftState & { missing?: MissingPart[] }) | undefined): DraftInfo | null =>
  draft
    ? {
        version: draft.version,
        baseVersion: draft.baseVersion,
        savedAt: draft.updatedAt,
        savedBy: draft.updatedBy,
        ...(draft.missing?.length && { missing: [...new Set(draft.missing.map((part) => part.path))] }),
        ...(draft.review && { review: draft.review }),
      }
    : null;

/** An item's draft without its data (none: undefined), in the caller's transaction. */
export async function draftState(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
): Promise<DraftState | undefined> {
  const row = await db
    .selectFrom('drafts')
    .select(['base_version', 'version', 'updated_at', 'updated_by', ...requestColumns])
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        baseVersion: row.base_version,
        version: row.version,
        updatedAt: Number(row.updated_at),
        updatedBy: row.updated_by,
        review: reviewRequestOf(row),
      }
    : undefined;
}

/** Every draft of a collection, by document id: one query for a whole list. */
export async function draftStates(
  db: Kysely<Database>,
  collection: CollectionName,
): Promise<ReadonlyMap<string, DraftState>> {
  const rows = await db
    .selectFrom('drafts')
    .select(['document_id', 'base_version', 'version', 'updated_at', 'updated_by', ...requestColumns])
    .where('collection', '=', collection)
    .execute();
  return new Map(
    rows.map((row) => [
      row.document_id,
      {
        baseVersion: row.base_version,
        version: row.version,
        updatedAt: Number(row.updated_at),
        updatedBy: row.updated_by,
        review: reviewRequestOf(row),
      },
    ]),
  );
}

interface DraftSaveOptions {
  by: string;
  /** The published version the editor loaded: another publish since then makes the draft save stale. */
  expectedVersion: number;
  /** The draft version the editor typed over, 0 when it had none. */
  expectedDraftVersion: number;
  /** Fields a draft must have all the same, as publishing does (the item's title: the admin lists it by it). */
  keep?: readonly string[];
}

/**
 * Validates a document by the rules a draft is held to (it may lack what only publishing needs), then keeps it as the
 * item's draft: the first one (when the editor had none), or the next version of the one it had. Refuses a stale
 * published version or draft.
 */
export async function saveDraft<C extends CollectionName>(
  db: Kysely<Database>,
  collection: C,
  input: unknown,
  { by, expectedVersion, expectedDraftVersion, keep }: DraftSaveOptions,
): Promise<StoredDraft<C>> {
  const { data, missing } = draftOf(collection, input, keep);
  const id = String((data as { id: unknown }).id);
  return db.transaction().execute(async (trx) => {
    const published = await trx
      .selectFrom('documents')
      .select('version')
      .where('collection', '=', collection)
      .where('id', '=', id)
      .executeTakeFirst();
    const publishedVersion = published?.version ?? 0;
    if (publishedVersion !== expectedVersion)
      throw new StaleVersionError(collection, id, expectedVersion, publishedVersion);
    const now = Date.now();
    const json = JSON.stringify(data);
    if (expectedDraftVersion === 0) {
      const inserted = await trx
        .insertInto('drafts')
        .values({
          collection,
          document_id: id,
          data: json,
          base_version: publishedVersion,
          version: 1,
          updated_at: now,
          updated_by: by,
        })
        .onConflict((oc) => oc.columns(['collection', 'document_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new StaleDraftError(collection, id);
      return { data, missing, baseVersion: publishedVersion, version: 1, updatedAt: now, updatedBy: by };
    }
    const before = await draftState(trx, collection, id);
    if (before?.version !== expectedDraftVersion) throw new StaleDraftError(collection, id);
    const updated = await trx
      .updateTable('drafts')
      .set({ data: json, version: expectedDraftVersion + 1, updated_at: now, updated_by: by })
      .where('collection', '=', collection)
      .where('document_id', '=', id)
      .where('version', '=', expectedDraftVersion)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new StaleDraftError(collection, id);
    // The draft keeps the version it was started from: a publish made since stays said (see DraftInfo.baseVersion).
    // A request for review stands through its author's further saves: the reviewer reads the draft as it is.
    return {
      data,
      missing,
      baseVersion: before.baseVersion,
      version: expectedDraftVersion + 1,
      updatedAt: now,
      updatedBy: by,
      review: before.review,
    };
  });
}

/**
 * Drops an item's draft, in the caller's transaction (a publish or a restore) or on its own (Discard draft); the time it
 * was to be published at goes with it.
 */
export async function discardDraftIn(db: Kysely<Database>, collection: CollectionName, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('drafts')
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .executeTakeFirst();
  await dropSchedules(db, collection, id, 'publish');
  return Number(result.numDeletedRows) > 0;
}

/**
 * What a publish from the editor does with the item's draft, in its transaction: drops the draft the form was typed
 * over (`draftVersion`; any draft when it is not given). A draft saved elsewhere since is refused with
 * `DraftElsewhereError`, or left for its author with `keepOtherDraft` (its scheduled publish too: it is theirs).
 */
export async function settleDraftIn(
  trx: Kysely<Database>,
  collection: CollectionName,
  id: string,
  { draftVersion, keepOtherDraft = false }: { draftVersion?: number; keepOtherDraft?: boolean },
): Promise<void> {
  if (draftVersion !== undefined) {
    const draft = await draftState(trx, collection, id);
    if (draft && draft.version !== draftVersion) {
      if (keepOtherDraft) return;
      throw new DraftElsewhereError(draft);
    }
  }
  await discardDraftIn(trx, collection, id);
}

/** A renamed item keeps its draft, under its new id and rewritten as the document was. */
export async function moveDraft(
  trx: Kysely<Database>,
  collection: CollectionName,
  from: string,
  to: string,
  renamed: (data: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const row = await trx
    .selectFrom('drafts')
    .select('data')
    .where('collection', '=', collection)
    .where('document_id', '=', from)
    .executeTakeFirst();
  if (!row) return;
  await trx
    .updateTable('drafts')
    .set({ document_id: to, data: JSON.stringify(renamed(JSON.parse(row.data) as Record<string, unknown>)) })
    .where('collection', '=', collection)
    .where('document_id', '=', from)
    .execute();
}

/** Every draft that fits its schema, by collection and id: what a preview reads in place of the published documents. */
export async function allDrafts(db: Kysely<Database>): Promise<ReadonlyMap<string, ReadonlyMap<string, unknown>>> {
  const rows = await db.selectFrom('drafts').select(['collection', 'document_id', 'data']).execute();
  const drafts = new Map<string, Map<string, unknown>>();
  for (const row of rows) {
    if (!(row.collection in collections)) continue;
    const parsed = collections[row.collection as CollectionName].safeParse(JSON.parse(row.data));
    if (!parsed.success) continue;
    let byId = drafts.get(row.collection);
    if (!byId) drafts.set(row.collection, (byId = new Map()));
    byId.set(row.document_id, parsed.data);
  }
  return drafts;
}

/**
 * The drafts of a collection's new items, never published (no document has their id): the admin lists them, marked
 * Draft, and opens them to go on writing; the public site never sees them.
 */
export async function unpublishedDrafts<C extends CollectionName>(
  db: Kysely<Database>,
  collection: C,
): Promise<(StoredDraft<C> & { id: string })[]> {
  const rows = await db
    .selectFrom('drafts')
    .select('document_id')
    .where('collection', '=', collection)
    .where('base_version', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents')
            .select('id')
            .whereRef('documents.collection', '=', 'drafts.collection')
            .whereRef('documents.id', '=', 'drafts.document_id'),
        ),
      ),
    )
    .execute();
  const drafts = await Promise.all(
    rows.map(async (row) => {
      const draft = await getDraft(db, collection, row.document_id);
      return draft && { ...draft, id: row.document_id };
    }),
  );
  return drafts.filter((draft) => draft !== undefined);
}
