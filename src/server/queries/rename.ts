import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import { storedChangedFields } from '@/lib/changed-fields';
import type { Database } from '@/server/db/schema';
import { StaleVersionError, TrashedIdError, validDocument } from './documents';
import { publicPathsOf } from './public-paths';
import { moveDraft } from './drafts';
import { dropReviewLinks } from './review-links';
import { moveSchedules } from './schedules';
import { moveStaleTranslations } from './translations';
import { recordMoves } from './redirects';
import { bumpCollectionVersion } from '@/server/db/collection-versions';

/** Another document (or one in the trash) already has the id an item was to be renamed to. */
export class IdTakenError extends Error {
  override name = 'IdTakenError';
  constructor(
    readonly collection: CollectionName,
    readonly id: string,
  ) {
    super(`${collection}/${id} is taken`);
  }
}

type Rewrite = (data: Record<string, unknown>) => Record<string, unknown>;

interface RenameOptions {
  /** Who renames (an admin's name). */
  by: string;
  /** The version the admin saw; another save since then throws StaleVersionError. */
  expectedVersion: number;
  /** The document as it is under its new id (the id, and a field that repeats it). */
  renamed: Rewrite;
  /** A document whose id follows the item's (its SEO entry, `blog:<old>` → `blog:<new>`), moved with it when there. */
  companion?: { collection: CollectionName; from: string; to: string; renamed: Rewrite };
  /** The documents of a collection that name the item, rewritten to name its new id (undefined: this one does not). */
  references?: readonly {
    collection: CollectionName;
    rewrite: (data: Record<string, unknown>) => Rewrite | undefined;
  }[];
}

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;
const validatedJson = (collection: CollectionName, data: Record<string, unknown>) =>
  JSON.stringify(validDocument(collection, data));

/**
 * Moves a document to a new id with its whole history (each kept version rewritten to the new id, so a restore stays
 * on it) and a revision of the rename. Returns the new version, or undefined when there was no document `from`.
 */
async function moveDocument(
  trx: Kysely<Database>,
  collection: CollectionName,
  from: string,
  to: string,
  renamed: Rewrite,
  { by, expectedVersion }: { by: string; expectedVersion?: number },
): Promise<{ version: number; before: Record<string, unknown>; after: Record<string, unknown> } | undefined> {
  const current = await trx
    .selectFrom('documents')
    .select(['data', 'version'])
    .where('collection', '=', collection)
    .where('id', '=', from)
    .executeTakeFirst();
  if (!current) return undefined;
  if (expectedVersion !== undefined && current.version !== expectedVersion)
    throw new StaleVersionError(collection, from, expectedVersion, current.version);
  const taken = await trx
    .selectFrom('documents')
    .select('id')
    .where('collection', '=', collection)
    .where('id', '=', to)
    .executeTakeFirst();
  if (taken) throw new IdTakenError(collection, to);
  const trashed = await trx
    .selectFrom('trash')
    .select('id')
    .where('collection', '=', collection)
    .where('document_id', '=', to)
    .executeTakeFirst();
  if (trashed) throw new TrashedIdError(collection, to);

  const before = parse(current.data);
  const after = renamed(before);
  const version = current.version + 1;
  const now = Date.now();
  await trx.deleteFrom('documents').where('collection', '=', collection).where('id', '=', from).execute();
  await trx
    .insertInto('documents')
    .values({ collection, id: to, data: validatedJson(collection, after), version, updated_at: now, updated_by: by })
    .execute();
  // What a purged document of the new id left behind (seed.ts's sign that it existed) is not this one's history.
  await trx
    .deleteFrom('document_revisions')
    .where('collection', '=', collection)
    .where('document_id', '=', to)
    .execute();
  const revisions = await trx
    .selectFrom('document_revisions')
    .select(['id', 'previous_data'])
    .where('collection', '=', collection)
    .where('document_id', '=', from)
    .execute();
  for (const revision of revisions)
    await trx
      .updateTable('document_revisions')
      .set({
        document_id: to,
        previous_data: revision.previous_data === null ? null : JSON.stringify(renamed(parse(revision.previous_data))),
      })
      .where('id', '=', revision.id)
      .execute();
  await trx
    .insertInto('document_revisions')
    .values({
      collection,
      document_id: to,
      previous_version: current.version,
      // The version before the rename, as it reads under the new id: restoring it brings the content back, not the id.
      previous_data: JSON.stringify(renamed(before)),
      changed_by: by,
      changed_at: now,
      changed_fields: storedChangedFields(renamed(before), after),
    })
    .execute();
  return { version, before, after };
}

/** Writes a new version of a document that names a renamed item, with a revision of the one before. */
async function rewriteDocument(
  trx: Kysely<Database>,
  collection: CollectionName,
  row: { id: string; data: string; version: number },
  rewrite: Rewrite,
  by: string,
): Promise<void> {
  const now = Date.now();
  const after = rewrite(parse(row.data));
  // Parsed apart from what `rewrite` was given, which it may change in place.
  const before = parse(row.data);
  await trx
    .updateTable('documents')
    .set({
      data: validatedJson(collection, after),
      version: row.version + 1,
      updated_at: now,
      updated_by: by,
    })
    .where('collection', '=', collection)
    .where('id', '=', row.id)
    .execute();
  await trx
    .insertInto('document_revisions')
    .values({
      collection,
      document_id: row.id,
      previous_version: row.version,
      previous_data: row.data,
      changed_by: by,
      changed_at: now,
      changed_fields: storedChangedFields(before, after),
    })
    .execute();
}

/**
 * Gives a document a new id in one transaction: the document and its history, its companion (SEO entry), the
 * documents that name it, and a 301 from each of its old public addresses to the new one in every language
 * (queries/redirects.ts). Returns the new version; undefined when there is no such document. Throws StaleVersionError,
 * IdTakenError, TrashedIdError or DocumentValidationError.
 */
export async function renameDocument(
  db: Kysely<Database>,
  collection: CollectionName,
  from: string,
  to: string,
  { by, expectedVersion, renamed, companion, references = [] }: RenameOptions,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const moved = await moveDocument(trx, collection, from, to, renamed, { by, expectedVersion });
    if (!moved) return undefined;
    // Work in progress follows its item: a draft of it, or of its companion, is kept under the new id, and so are the
    // times they are to be published or unpublished at.
    await moveDraft(trx, collection, from, to, renamed);
    await moveSchedules(trx, collection, from, to);
    await moveStaleTranslations(trx, collection, from, to);
    // A review link shows the page at its old address: it ends with the rename (a new one can be made).
    await dropReviewLinks(trx, collection, from);
    const touched = new Set<CollectionName>([collection]);
    if (
      companion &&
      (await moveDocument(trx, companion.collection, companion.from, companion.to, companion.renamed, { by }))
    ) {
      touched.add(companion.collection);
      await moveDraft(trx, companion.collection, companion.from, companion.to, companion.renamed);
      await moveSchedules(trx, companion.collection, companion.from, companion.to);
    }
    for (const { collection: referring, rewrite } of references) {
      const rows = await trx
        .selectFrom('documents')
        .select(['id', 'data', 'version'])
        .where('collection', '=', referring)
        .execute();
      for (const row of rows) {
        const change = rewrite(parse(row.data));
        if (!change) continue;
        await rewriteDocument(trx, referring, row, change, by);
        touched.add(referring);
      }
    }
    const oldPaths = publicPathsOf(collection, moved.before as never);
    const newPaths = publicPathsOf(collection, moved.after as never);
    await recordMoves(
      trx,
      oldPaths.flatMap((path, index) =>
        newPaths[index] && newPaths[index] !== path ? [{ from: path, to: newPaths[index] }] : [],
      ),
      { kind: 'renamed', by },
    );
    for (const name of touched) await bumpCollectionVersion(trx, name);
    return moved.version;
  });
}
