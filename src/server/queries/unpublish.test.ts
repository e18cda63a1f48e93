import { describe, expect, it } from 'vitest';
import { seedFiles } from '@/content/seed';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { collectionVersion, getDocument, listRevisions, saveDocument, StaleVersionError } from './documents';
import { discardDraftIn, getDraft, saveDraft, unpublishedDrafts } from './drafts';
import { documentHistory } from './history';
import { endUnpublished, unpublishDocument, unpublishedVersion } from './unpublish';

const databases = await testDatabases();
const post = seedFiles.flatMap((file) => file.blogPosts ?? [])[0]!;
const retitled = (title: string) => ({ ...post, title: { ...post.title, en: title } });

describe.each(databases)('unpublishing on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  /** A post published twice (versions 1 and 2). */
  async function publishedTwice() {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'ana', expectedVersion: 0 });
    await saveDocument(db, 'blogPosts', retitled('Second'), { by: 'ana', expectedVersion: 1 });
    return db;
  }

  it('takes the item off the site and keeps its text as a draft of an item not on the site', async () => {
    const db = await publishedTwice();
    const stamp = await collectionVersion(db, 'blogPosts');

    expect(await unpublishDocument(db, 'blogPosts', post.id, { by: 'bo', expectedVersion: 2 })).toMatchObject({
      version: 2,
    });

    expect(await getDocument(db, 'blogPosts', post.id)).toBeUndefined();
    expect(await collectionVersion(db, 'blogPosts')).toBeGreaterThan(stamp);
    expect(await getDraft(db, 'blogPosts', post.id)).toMatchObject({
      baseVersion: 0,
      version: 1,
      updatedBy: 'bo',
      data: { title: { en: 'Second' } },
    });
    expect((await unpublishedDrafts(db, 'blogPosts')).map((draft) => draft.id)).toEqual([post.id]);
    expect(await unpublishedVersion(db, 'blogPosts', post.id)).toBe(2);
    expect(await db.selectFrom('trash').select('id').execute()).toEqual([]);
  });

  it('keeps a draft in progress as it is, rather than the published text', async () => {
    const db = await publishedTwice();
    await saveDraft(db, 'blogPosts', retitled('Work in progress'), {
      by: 'cy',
      expectedVersion: 2,
      expectedDraftVersion: 0,
    });
    await unpublishDocument(db, 'blogPosts', post.id, { by: 'bo', expectedVersion: 2 });
    expect(await getDraft(db, 'blogPosts', post.id)).toMatchObject({
      baseVersion: 0,
      version: 1,
      updatedBy: 'cy',
      data: { title: { en: 'Work in progress' } },
    });
  });

  it('refuses a stale version and answers nothing for an item not on the site', async () => {
    const db = await publishedTwice();
    await expect(unpublishDocument(db, 'blogPosts', post.id, { by: 'bo', expectedVersion: 1 })).rejects.toThrow(
      StaleVersionError,
    );
    expect((await getDocument(db, 'blogPosts', post.id))?.version).toBe(2);
    expect(await unpublishDocument(db, 'blogPosts', 'no-such-post', { by: 'bo', expectedVersion: 1 })).toBeUndefined();
  });

  it('publishing it again goes on from the version it had, with its history and the time it was off the site', async () => {
    const db = await publishedTwice();
    await unpublishDocument(db, 'blogPosts', post.id, { by: 'bo', expectedVersion: 2 });
    await saveDraft(db, 'blogPosts', retitled('Third'), { by: 'cy', expectedVersion: 0, expectedDraftVersion: 1 });

    const again = await saveDocument(db, 'blogPosts', retitled('Third'), {
      by: 'cy',
      expectedVersion: 0,
      discardDraft: true,
      draftVersion: 2,
    });

    expect(again.version).toBe(3);
    expect(await getDraft(db, 'blogPosts', post.id)).toBeUndefined();
    expect(await unpublishedVersion(db, 'blogPosts', post.id)).toBe(0);
    const history = await documentHistory(db, 'blogPosts', post.id, again);
    expect(history.map((entry) => entry.version)).toEqual([3, 2, 1]);
    expect(history[0]).toMatchObject({ savedBy: 'cy', changed: ['title'] });
    expect(history[1]).toMatchObject({ savedBy: 'ana', unpublishedBy: 'bo' });
    expect(history[1]?.unpublishedAt).toBeGreaterThan(0);
    expect(history[2]?.unpublishedAt).toBeUndefined();
    // A next publish is an ordinary save over version 3.
    expect((await saveDocument(db, 'blogPosts', post, { by: 'cy', expectedVersion: 3 })).version).toBe(4);
  });

  it('a discarded draft ends the item: a new item at its id starts its own history at version 1', async () => {
    const db = await publishedTwice();
    await unpublishDocument(db, 'blogPosts', post.id, { by: 'bo', expectedVersion: 2 });
    await db.transaction().execute(async (trx) => {
      await endUnpublished(trx, 'blogPosts', post.id);
      await discardDraftIn(trx, 'blogPosts', post.id);
    });
    expect(await unpublishedVersion(db, 'blogPosts', post.id)).toBe(0);

    const fresh = await saveDocument(db, 'blogPosts', retitled('A new post'), { by: 'dee', expectedVersion: 0 });
    expect(fresh.version).toBe(1);
    expect(await listRevisions(db, 'blogPosts', post.id)).toHaveLength(1);
  });
});
