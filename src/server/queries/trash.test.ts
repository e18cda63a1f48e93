import { describe, expect, it } from 'vitest';
import type { SeedFile } from '@/content';
import { seedFiles } from '@/content/seed';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { seedDatabase } from '../db/seed';
import {
  contentStamp,
  getDocument,
  listDocuments,
  listRevisions,
  saveDocument,
  StaleVersionError,
  TrashedIdError,
} from './documents';
import { documentHistory } from './history';
import {
  DocumentExistsError,
  emptyTrash,
  gonePaths,
  idTaken,
  listTrash,
  nextNumericId,
  purgeTrash,
  restoreFromTrash,
  trashDocument,
} from './trash';

const databases = await testDatabases();
const DAY = 24 * 60 * 60_000;

const seeded = <C extends 'blogPosts' | 'projects'>(collection: C) => {
  const docs = seedFiles.flatMap((file) => file[collection] ?? []);
  if (docs.length < 2) throw new Error(`the seed has no two ${collection}`);
  return docs as NonNullable<SeedFile[C]>;
};
const [post, otherPost] = seeded('blogPosts');
const [project] = seeded('projects');

describe.each(databases)('trash on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  async function withPost() {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'ana', expectedVersion: 0 });
    await saveDocument(db, 'blogPosts', { ...post, author: 'Ana B.' }, { by: 'ana', expectedVersion: 1 });
    return db;
  }

  it('moves a document to the trash: gone from the lists, the content stamp moved, listed with its addresses', async () => {
    const db = await withPost();
    expect(await listDocuments(db, 'blogPosts')).toHaveLength(1);
    const before = await contentStamp(db);

    const item = await trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 2 });

    expect(item).toMatchObject({ id: post!.id, version: 2, deletedBy: 'bo', publicPaths: [`/blog/${post!.slug}`] });
    expect(await listDocuments(db, 'blogPosts')).toEqual([]);
    expect(await getDocument(db, 'blogPosts', post!.id)).toBeUndefined();
    expect(await contentStamp(db)).toBeGreaterThan(before);
    const [listed, ...rest] = await listTrash(db);
    expect(rest).toEqual([]);
    expect(listed).toMatchObject({ collection: 'blogPosts', id: post!.id, version: 2, deletedBy: 'bo' });
    expect(listed?.collection === 'blogPosts' && listed.data.author).toBe('Ana B.');
    expect((await listRevisions(db, 'blogPosts', post!.id))[0]).toMatchObject({
      previousVersion: 2,
      changedBy: 'bo',
      trashed: true,
    });
  });

  it('restores an item as the version after the one deleted, its history showing the deletion', async () => {
    const db = await withPost();
    await trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 2 });
    const before = await contentStamp(db);

    const restored = await restoreFromTrash(db, 'blogPosts', post!.id, { by: 'cy' });

    expect(restored).toMatchObject({ version: 3, updatedBy: 'cy', data: { author: 'Ana B.' } });
    expect(await contentStamp(db)).toBeGreaterThan(before);
    expect((await listDocuments(db, 'blogPosts')).map((doc) => doc.id)).toEqual([post!.id]);
    expect(await listTrash(db)).toEqual([]);
    const history = await documentHistory(db, 'blogPosts', post!.id, { data: restored!.data, version: 3 });
    expect(history.map((entry) => [entry.version, entry.savedBy, entry.trashed ?? false])).toEqual([
      [3, 'bo', true],
      [2, 'ana', false],
      [1, 'ana', false],
    ]);
    const saved = await saveDocument(db, 'blogPosts', { ...post, author: 'Cy' }, { by: 'cy', expectedVersion: 3 });
    expect(saved.version).toBe(4);
    expect(await restoreFromTrash(db, 'blogPosts', post!.id, { by: 'cy' })).toBeUndefined();
  });

  it('refuses to delete a version someone saved over, and answers undefined for a document that is not there', async () => {
    const db = await withPost();
    await expect(trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 1 })).rejects.toBeInstanceOf(
      StaleVersionError,
    );
    expect(await listDocuments(db, 'blogPosts')).toHaveLength(1);
    expect(await listTrash(db)).toEqual([]);
    expect(await trashDocument(db, 'blogPosts', 'no-such-post', { by: 'bo', expectedVersion: 1 })).toBeUndefined();
  });

  it('keeps a trashed id from new documents, and a restore from overwriting one that took it anyway', async () => {
    const db = await withPost();
    await trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 2 });
    await expect(saveDocument(db, 'blogPosts', post, { by: 'ana', expectedVersion: 0 })).rejects.toBeInstanceOf(
      TrashedIdError,
    );
    // As a script or an older instance could: straight into the table.
    await db
      .insertInto('documents')
      .values({
        collection: 'blogPosts',
        id: post!.id,
        data: JSON.stringify(post),
        version: 1,
        updated_at: 1,
        updated_by: 'x',
      })
      .execute();
    await expect(restoreFromTrash(db, 'blogPosts', post!.id, { by: 'cy' })).rejects.toBeInstanceOf(DocumentExistsError);
    expect(await listTrash(db)).toHaveLength(1);
  });

  it('purges items older than the retention with the content their revisions kept, and no newer one', async () => {
    const db = await withPost();
    await saveDocument(db, 'blogPosts', otherPost, { by: 'ana', expectedVersion: 0 });
    await trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 2 });
    await trashDocument(db, 'blogPosts', otherPost!.id, { by: 'bo', expectedVersion: 1 });
    const now = Date.now();
    await db
      .updateTable('trash')
      .set({ deleted_at: now - 31 * DAY })
      .where('document_id', '=', post!.id)
      .execute();
    const before = await contentStamp(db);

    expect(await purgeTrash(db, { now, retentionDays: 30 })).toBe(1);

    expect((await listTrash(db)).map((item) => item.id)).toEqual([otherPost!.id]);
    expect(await contentStamp(db)).toBeGreaterThan(before);
    expect(await listRevisions(db, 'blogPosts', post!.id)).toEqual([
      expect.objectContaining({ previousVersion: 0, previousData: null }),
    ]);
    expect(await purgeTrash(db, { now, retentionDays: 30 })).toBe(0);
    expect(await purgeTrash(db, { now: now + 31 * DAY })).toBe(1);
  });

  it('empties the trash and says how many items went', async () => {
    const db = await withPost();
    await saveDocument(db, 'blogPosts', otherPost, { by: 'ana', expectedVersion: 0 });
    await trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 2 });
    await trashDocument(db, 'blogPosts', otherPost!.id, { by: 'bo', expectedVersion: 1 });
    expect(await emptyTrash(db, { by: 'Owner' })).toBe(2);
    expect(await listTrash(db)).toEqual([]);
    expect(await emptyTrash(db, { by: 'Owner' })).toBe(0);
  });

  it('counts ids in the trash as taken, for slugs and for the next numeric id', async () => {
    const db = await withPost();
    await saveDocument(db, 'projects', project, { by: 'ana', expectedVersion: 0 });
    await saveDocument(db, 'projects', { ...project, id: 40 }, { by: 'ana', expectedVersion: 0 });
    expect(await nextNumericId(db, 'projects')).toBe(41);
    await trashDocument(db, 'projects', 40, { by: 'bo', expectedVersion: 1 });
    await trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 2 });

    expect(await idTaken(db, 'blogPosts', post!.id)).toBe(true);
    expect(await idTaken(db, 'projects', 40)).toBe(true);
    expect(await idTaken(db, 'projects', project!.id)).toBe(true);
    expect(await idTaken(db, 'projects', 41)).toBe(false);
    expect(await idTaken(db, 'caseStudies', post!.id)).toBe(false);
    expect(await nextNumericId(db, 'projects')).toBe(41);
    expect(await nextNumericId(db, 'caseStudies')).toBe(1);
    await emptyTrash(db, { by: 'Owner' });
    expect(await idTaken(db, 'blogPosts', post!.id)).toBe(false);
  });

  it('keeps the seed from bringing back a deleted document, in the trash or purged; a new one may take the id', async () => {
    const db = await fresh();
    const file: SeedFile = { blogPosts: [post!, otherPost!] };
    await seedDatabase(db, [file]);
    await trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 1 });
    expect(await seedDatabase(db, [file])).toEqual({ inserted: 0, updated: 0, kept: 2 });
    await emptyTrash(db, { by: 'Owner' });
    expect(await seedDatabase(db, [file])).toEqual({ inserted: 0, updated: 0, kept: 2 });
    expect((await listDocuments(db, 'blogPosts')).map((doc) => doc.id)).toEqual([otherPost!.id]);

    await saveDocument(db, 'blogPosts', post, { by: 'ana', expectedVersion: 0 });
    expect((await listRevisions(db, 'blogPosts', post!.id)).map((r) => [r.previousVersion, r.changedBy])).toEqual([
      [0, 'ana'],
    ]);
  });

  it('answers 410 addresses for trashed items, but not one a live document answers at again', async () => {
    const db = await withPost();
    await saveDocument(db, 'projects', project, { by: 'ana', expectedVersion: 0 });
    expect(await gonePaths(db)).toEqual([]);
    await trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 2 });
    await trashDocument(db, 'projects', project!.id, { by: 'bo', expectedVersion: 1 });
    expect((await gonePaths(db)).sort()).toEqual([`/blog/${post!.slug}`, `/portfolio/${project!.id}`]);

    await saveDocument(db, 'blogPosts', { ...otherPost, slug: post!.slug }, { by: 'ana', expectedVersion: 0 });
    expect(await gonePaths(db)).toEqual([`/portfolio/${project!.id}`]);
  });

  it('refuses addresses with a language prefix or that are no path', async () => {
    const db = await withPost();
    for (const publicPaths of [['/es/blog/x'], ['/en/blog/x'], ['blog/x'], ['/blog/x/'], ['/blog/x?y']])
      await expect(
        trashDocument(db, 'blogPosts', post!.id, { by: 'bo', expectedVersion: 2, publicPaths }),
      ).rejects.toThrow(TypeError);
    expect(await listDocuments(db, 'blogPosts')).toHaveLength(1);
  });
});
