import type { Kysely } from 'kysely';
import type { CollectionName, DocumentOf } from '../../src/content';
import { bumpCollectionVersion } from '../../src/server/db/collection-versions';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { getDocument, saveDocument, writeDocumentIn } from '../../src/server/queries/documents';
import { getDraft } from '../../src/server/queries/drafts';
import { test } from '../e2e/fixtures';

/**
 * Documents of a test's own on a server other specs share (the worker's server, tests/support/admin.ts): a test that
 * trashes, renames or translates a blog post does it to a copy of a seeded one, so the seeded posts every other spec
 * reads stay as the seed made them.
 */

/** A new id and slug for a copy: `prefix` and a stamp no other copy of this run has. */
export const ownSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/**
 * Publishes a copy of the seeded document `from` under the id `id` (every language and field as the seed has them, with
 * `changes` on top), as a save would (a revision, the collection's write counter); returns the copy as stored.
 */
export async function copyDocument<C extends CollectionName>(
  databaseUrl: string,
  collection: C,
  from: string,
  changes: Partial<DocumentOf<C>> & { id: string },
): Promise<DocumentOf<C>> {
  const { db, close } = connect(databaseUrl);
  try {
    const seeded = await getDocument(db, collection, from);
    if (!seeded) throw new Error(`no ${collection} ${from} to copy`);
    const stored = await saveDocument(
      db,
      collection,
      { ...seeded.data, ...changes },
      { by: 'e2e', expectedVersion: 0 },
    );
    return stored.data;
  } finally {
    await close();
  }
}

/** A copy of the seeded blog post `from` at an address of its own (see copyDocument). */
export async function copyBlogPost(
  databaseUrl: string,
  from: string,
  slug = ownSlug(from.split('-').slice(0, 3).join('-')),
): Promise<DocumentOf<'blogPosts'>> {
  return copyDocument(databaseUrl, 'blogPosts', from, { id: slug, slug });
}

/**
 * Takes a test's own document off the server for good, wherever it is (published or in the trash), with its history,
 * draft, schedules and translation marks; the collection's counter moves so every cache forgets it.
 */
export async function removeOwnDocument(databaseUrl: string, collection: CollectionName, id: string): Promise<void> {
  const { db, close } = connect(databaseUrl);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('documents').where('collection', '=', collection).where('id', '=', id).execute();
      await trx.deleteFrom('trash').where('collection', '=', collection).where('document_id', '=', id).execute();
      await trx
        .deleteFrom('document_revisions')
        .where('collection', '=', collection)
        .where('document_id', '=', id)
        .execute();
      await trx.deleteFrom('drafts').where('collection', '=', collection).where('document_id', '=', id).execute();
      await trx.deleteFrom('schedules').where('collection', '=', collection).where('document_id', '=', id).execute();
      await trx
        .deleteFrom('stale_translations')
        .where('collection', '=', collection)
        .where('document_id', '=', id)
        .execute();
      await bumpCollectionVersion(trx, collection);
    });
  } finally {
    await close();
  }
}

type Kept = readonly (readonly [CollectionName, string])[];

/**
 * For a spec on a shared server that edits seeded documents: before each of its tests, takes each document's row, draft,
 * schedules and translation marks as they are; after it (passed or failed), puts back any that changed, so the specs
 * after it read the seed as it was. The history keeps the test's saves and the restore (a history is never rewritten):
 * tests count its entries from what they find.
 */
export function keepDocuments(server: { databaseUrl: string }, documents: Kept): void {
  let kept: Awaited<ReturnType<typeof snapshot>> = [];
  test.beforeEach(async () => {
    kept = await snapshot(server.databaseUrl, documents);
  });
  test.afterEach(async ({ context }) => {
    // First the test's pages go, so no autosave of theirs can land after the restore.
    await Promise.all(context.pages().map((page) => page.close()));
    await restore(server.databaseUrl, kept);
  });
}

/** What hangs on a document besides its row: its draft, its schedules and its translation marks. */
async function attached(db: Kysely<Database>, { collection, id }: { collection: CollectionName; id: string }) {
  return {
    drafts: await db
      .selectFrom('drafts')
      .selectAll()
      .where('collection', '=', collection)
      .where('document_id', '=', id)
      .execute(),
    schedules: await db
      .selectFrom('schedules')
      .selectAll()
      .where('collection', '=', collection)
      .where('document_id', '=', id)
      .execute(),
    marks: await db
      .selectFrom('stale_translations')
      .selectAll()
      .where('collection', '=', collection)
      .where('document_id', '=', id)
      .orderBy('path')
      .orderBy('locale')
      .execute(),
  };
}

async function snapshot(databaseUrl: string, documents: Kept) {
  const { db, close } = connect(databaseUrl);
  try {
    const kept = [];
    for (const [collection, id] of documents) {
      const of = { collection, id };
      const document = await db
        .selectFrom('documents')
        .selectAll()
        .where('collection', '=', collection)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      kept.push({ of, document, ...(await attached(db, of)) });
    }
    return kept;
  } finally {
    await close();
  }
}

async function restore(databaseUrl: string, kept: Awaited<ReturnType<typeof snapshot>>): Promise<void> {
  const { db, close } = connect(databaseUrl);
  try {
    for (const { of, document, ...before } of kept) {
      const now = await getDocument(db, of.collection, of.id);
      if (now?.version === document.version && JSON.stringify(await attached(db, of)) === JSON.stringify(before))
        continue;
      if (!now) throw new Error(`${of.collection}/${of.id} is gone: a test deleted a document it was to keep`);
      await db.transaction().execute(async (trx) => {
        if (now.version !== document.version)
          await writeDocumentIn(trx, of.collection, JSON.parse(document.data), {
            by: 'e2e',
            expectedVersion: now.version,
          });
        const where = { collection: of.collection, document_id: of.id };
        await trx
          .deleteFrom('drafts')
          .where('collection', '=', where.collection)
          .where('document_id', '=', where.document_id)
          .execute();
        await trx
          .deleteFrom('schedules')
          .where('collection', '=', where.collection)
          .where('document_id', '=', where.document_id)
          .execute();
        await trx
          .deleteFrom('stale_translations')
          .where('collection', '=', where.collection)
          .where('document_id', '=', where.document_id)
          .execute();
        if (before.drafts.length) await trx.insertInto('drafts').values(before.drafts).execute();
        if (before.schedules.length) await trx.insertInto('schedules').values(before.schedules).execute();
        if (before.marks.length) await trx.insertInto('stale_translations').values(before.marks).execute();
        await bumpCollectionVersion(trx, of.collection);
      });
    }
  } finally {
    await close();
  }
}

/**
 * A blog post of the spec's own on its server for the spec's tests (a copy of a seeded one, made before them and taken
 * away after them); read `slug()` inside a test.
 */
export function ownBlogPostFor(databaseUrl: string, from = 'what-an-mvp-really-costs-and-how-to-scope-it') {
  let slug = '';
  test.beforeAll(async () => {
    slug = (await copyBlogPost(databaseUrl, from)).slug;
  });
  test.afterAll(async () => {
    if (slug) await removeOwnDocument(databaseUrl, 'blogPosts', slug);
  });
  return () => slug;
}

/** A blog post's draft as stored now (undefined when it has none). */
export async function blogDraft(databaseUrl: string, id: string) {
  const { db, close } = connect(databaseUrl);
  try {
    return await getDraft(db, 'blogPosts', id);
  } finally {
    await close();
  }
}
