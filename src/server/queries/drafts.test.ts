import { describe, expect, it } from 'vitest';
import { seedFiles } from '@/content/seed';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import {
  collectionVersion,
  contentStamp,
  DocumentValidationError,
  getDocument,
  listRevisions,
  saveDocument,
  StaleVersionError,
} from './documents';
import {
  discardDraftIn,
  DraftElsewhereError,
  draftStates,
  getDraft,
  saveDraft,
  StaleDraftError,
  unpublishedDrafts,
} from './drafts';
import { renameDocument } from './rename';
import { idTaken, nextNumericId, trashDocument } from './trash';

const databases = await testDatabases();
const post = seedFiles.flatMap((file) => file.blogPosts ?? [])[0]!;

describe.each(databases)('drafts on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  async function published() {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'ana', expectedVersion: 0 });
    return db;
  }
  const retitled = (title: string) => ({ ...post, title: { ...post.title, en: title } });

  it('keeps a working copy the published document, its revisions and every content cache never see', async () => {
    const db = await published();
    const stamp = await contentStamp(db);

    const first = await saveDraft(db, 'blogPosts', retitled('Draft one'), {
      by: 'bo',
      expectedVersion: 1,
      expectedDraftVersion: 0,
    });
    const second = await saveDraft(db, 'blogPosts', retitled('Draft two'), {
      by: 'bo',
      expectedVersion: 1,
      expectedDraftVersion: 1,
    });

    expect(first).toMatchObject({ version: 1, baseVersion: 1, updatedBy: 'bo' });
    expect(second.version).toBe(2);
    expect((await getDraft(db, 'blogPosts', post.id))?.data.title.en).toBe('Draft two');
    expect((await getDocument(db, 'blogPosts', post.id))?.data.title.en).toBe(post.title.en);
    expect(await listRevisions(db, 'blogPosts', post.id)).toHaveLength(1);
    expect(await contentStamp(db)).toBe(stamp);
    expect([...(await draftStates(db, 'blogPosts')).keys()]).toEqual([post.id]);
  });

  it('refuses a save over a newer draft, a first draft when one exists, and a draft of an outdated version', async () => {
    const db = await published();
    const options = { by: 'bo', expectedVersion: 1, expectedDraftVersion: 0 };
    await saveDraft(db, 'blogPosts', retitled('Mine'), options);

    // Another tab made the first draft meanwhile: this one was typed over nothing, so it would overwrite theirs.
    await expect(saveDraft(db, 'blogPosts', retitled('Theirs'), options)).rejects.toBeInstanceOf(StaleDraftError);
    await expect(
      saveDraft(db, 'blogPosts', retitled('Old'), { ...options, expectedDraftVersion: 5 }),
    ).rejects.toBeInstanceOf(StaleDraftError);
    await saveDocument(db, 'blogPosts', retitled('Published meanwhile'), { by: 'cy', expectedVersion: 1 });
    await expect(
      saveDraft(db, 'blogPosts', retitled('Late'), { ...options, expectedDraftVersion: 1 }),
    ).rejects.toBeInstanceOf(StaleVersionError);
    expect((await getDraft(db, 'blogPosts', post.id))?.data.title.en).toBe('Mine');
  });

  it('holds a draft to every rule but what only publishing needs, and keeps nothing of a bad one', async () => {
    const db = await published();
    const draft = { by: 'bo', expectedVersion: 1, expectedDraftVersion: 0, keep: ['title'] };
    // Its title it must have (kept), and nothing may break a rule a draft is held to (a length above the limit).
    await expect(saveDraft(db, 'blogPosts', retitled(''), draft)).rejects.toBeInstanceOf(DocumentValidationError);
    await expect(
      saveDraft(db, 'blogPosts', { ...post, description: { en: 'x'.repeat(5_000) } }, draft),
    ).rejects.toBeInstanceOf(DocumentValidationError);
    expect(await getDraft(db, 'blogPosts', post.id)).toBeUndefined();

    // What only publishing needs may be missing: kept, read back as typed, and said.
    const { author: _, ...authorless } = post;
    const kept = await saveDraft(db, 'blogPosts', { ...authorless, description: { en: '' } }, draft);
    expect(kept.missing.map((part) => part.path).sort()).toEqual(['author', 'description.en']);
    const read = await getDraft(db, 'blogPosts', post.id);
    expect(read?.data.description.en).toBe('');
    expect(read?.missing.map((part) => part.path).sort()).toEqual(['author', 'description.en']);
    // Publishing still needs all of it.
    await expect(
      saveDocument(db, 'blogPosts', read!.data, { by: 'bo', expectedVersion: 1, discardDraft: true }),
    ).rejects.toBeInstanceOf(DocumentValidationError);
  });

  it('is dropped by a publish in the same transaction, kept by other writes, and dropped by a delete', async () => {
    const db = await published();
    const draft = { by: 'bo', expectedVersion: 1, expectedDraftVersion: 0 };
    await saveDraft(db, 'blogPosts', retitled('Draft'), draft);

    // A write that is not the editor's publish (a reorder, a reference removed) leaves the draft alone.
    await saveDocument(db, 'blogPosts', { ...post, author: 'Ana B.' }, { by: 'ana', expectedVersion: 1 });
    expect(await getDraft(db, 'blogPosts', post.id)).toBeDefined();

    await saveDocument(db, 'blogPosts', retitled('Draft'), { by: 'bo', expectedVersion: 2, discardDraft: true });
    expect(await getDraft(db, 'blogPosts', post.id)).toBeUndefined();
    expect((await getDocument(db, 'blogPosts', post.id))?.data.title.en).toBe('Draft');

    await saveDraft(db, 'blogPosts', retitled('Again'), { ...draft, expectedVersion: 3 });
    await trashDocument(db, 'blogPosts', post.id, { by: 'bo', expectedVersion: 3 });
    expect(await getDraft(db, 'blogPosts', post.id)).toBeUndefined();
  });

  it('is not dropped by a publish from a form that does not hold it, unless the publisher leaves it to its author', async () => {
    const db = await published();
    // Bo's form loaded the item without a draft; Ana then kept her typing as a draft, twice.
    await saveDraft(db, 'blogPosts', retitled('Ana one'), { by: 'ana', expectedVersion: 1, expectedDraftVersion: 0 });
    await saveDraft(db, 'blogPosts', retitled('Ana two'), { by: 'ana', expectedVersion: 1, expectedDraftVersion: 1 });

    const refused = saveDocument(db, 'blogPosts', retitled('Bo'), {
      by: 'bo',
      expectedVersion: 1,
      discardDraft: true,
      draftVersion: 0,
    });
    await expect(refused).rejects.toBeInstanceOf(DraftElsewhereError);
    await expect(refused).rejects.toMatchObject({ draft: { version: 2, baseVersion: 1, updatedBy: 'ana' } });
    // A form that held Ana's first draft is as far behind as one that held none.
    await expect(
      saveDocument(db, 'blogPosts', retitled('Bo'), {
        by: 'bo',
        expectedVersion: 1,
        discardDraft: true,
        draftVersion: 1,
      }),
    ).rejects.toBeInstanceOf(DraftElsewhereError);
    // Nothing of the refused publish was written.
    expect((await getDocument(db, 'blogPosts', post.id))?.version).toBe(1);

    await saveDocument(db, 'blogPosts', retitled('Bo'), {
      by: 'bo',
      expectedVersion: 1,
      discardDraft: true,
      draftVersion: 0,
      keepOtherDraft: true,
    });
    expect((await getDocument(db, 'blogPosts', post.id))?.data.title.en).toBe('Bo');
    // Ana's draft is still hers, and still says which version it was started from.
    expect(await getDraft(db, 'blogPosts', post.id)).toMatchObject({
      data: { title: { en: 'Ana two' } },
      baseVersion: 1,
      version: 2,
      updatedBy: 'ana',
    });
    // Reloaded on version 2, she goes on with it: it keeps its base, so the publish in between stays said.
    const next = await saveDraft(db, 'blogPosts', retitled('Ana three'), {
      by: 'ana',
      expectedVersion: 2,
      expectedDraftVersion: 2,
    });
    expect(next).toMatchObject({ version: 3, baseVersion: 1 });
    // Her publish from the form that holds it drops it.
    await saveDocument(db, 'blogPosts', retitled('Ana three'), {
      by: 'ana',
      expectedVersion: 2,
      discardDraft: true,
      draftVersion: 3,
    });
    expect(await getDraft(db, 'blogPosts', post.id)).toBeUndefined();
  });

  it('follows its item to a new address, rewritten as the document is', async () => {
    const db = await published();
    await saveDraft(db, 'blogPosts', retitled('Moving'), { by: 'bo', expectedVersion: 1, expectedDraftVersion: 0 });
    const to = `${post.id}-renamed`;
    await renameDocument(db, 'blogPosts', post.id, to, {
      by: 'bo',
      expectedVersion: 1,
      renamed: (data) => ({ ...data, id: to, slug: to }),
    });
    expect(await getDraft(db, 'blogPosts', post.id)).toBeUndefined();
    expect(await getDraft(db, 'blogPosts', to)).toMatchObject({ data: { id: to, slug: to, title: { en: 'Moving' } } });
  });

  it('is discarded on its own without a version or a cache change', async () => {
    const db = await published();
    await saveDraft(db, 'blogPosts', retitled('Gone'), { by: 'bo', expectedVersion: 1, expectedDraftVersion: 0 });
    const counter = await collectionVersion(db, 'blogPosts');
    expect(await discardDraftIn(db, 'blogPosts', post.id)).toBe(true);
    expect(await discardDraftIn(db, 'blogPosts', post.id)).toBe(false);
    expect(await getDraft(db, 'blogPosts', post.id)).toBeUndefined();
    expect((await getDocument(db, 'blogPosts', post.id))?.version).toBe(1);
    expect(await collectionVersion(db, 'blogPosts')).toBe(counter);
  });

  it('keeps a new item as a draft alone: listed as unpublished, its id taken, published by its first save', async () => {
    const db = await fresh();
    const newPost = { ...post, id: 'not-yet', slug: 'not-yet' };
    await saveDraft(db, 'blogPosts', newPost, { by: 'bo', expectedVersion: 0, expectedDraftVersion: 0 });

    expect((await unpublishedDrafts(db, 'blogPosts')).map((draft) => [draft.id, draft.baseVersion])).toEqual([
      ['not-yet', 0],
    ]);
    expect(await getDocument(db, 'blogPosts', 'not-yet')).toBeUndefined();
    expect(await idTaken(db, 'blogPosts', 'not-yet')).toBe(true);
    await saveDraft(
      db,
      'projects',
      { ...seedFiles.flatMap((file) => file.projects ?? [])[0]!, id: 907 },
      {
        by: 'bo',
        expectedVersion: 0,
        expectedDraftVersion: 0,
      },
    );
    expect(await nextNumericId(db, 'projects')).toBe(908);

    await saveDocument(db, 'blogPosts', newPost, { by: 'bo', expectedVersion: 0, discardDraft: true });
    expect(await unpublishedDrafts(db, 'blogPosts')).toEqual([]);
    expect((await getDocument(db, 'blogPosts', 'not-yet'))?.version).toBe(1);
  });
});
