import { describe, expect, it } from 'vitest';
import { seedFiles } from '@/content/seed';
import { rolesWith } from '@/lib/roles';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { attentionItems } from './attention';
import { saveDocument } from './documents';
import { discardDraftIn, draftStates, getDraft, saveDraft } from './drafts';
import { clearReviewRequest, markForReview, publishersToTell } from './review-requests';

const databases = await testDatabases();
const post = seedFiles.flatMap((file) => file.blogPosts ?? [])[0]!;
const writer = { id: 'cora', name: 'Cora Contributor' };

describe.each(databases)('requests for review on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  async function drafted() {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'ana', expectedVersion: 0 });
    const retitled = { ...post, title: { ...post.title, en: 'A draft to review' } };
    await saveDraft(db, 'blogPosts', retitled, { by: writer.name, expectedVersion: 1, expectedDraftVersion: 0 });
    return db;
  }

  it("marks a draft as waiting, through its writer's further saves, and the Overview lists it", async () => {
    const db = await drafted();
    expect(await markForReview(db, 'blogPosts', post.id, { by: writer, note: 'Check the intro', now: 1000 })).toBe(
      true,
    );
    const review = { askedAt: 1000, askedBy: writer.name, askedById: writer.id, note: 'Check the intro' };
    expect((await getDraft(db, 'blogPosts', post.id))?.review).toEqual(review);
    expect((await draftStates(db, 'blogPosts')).get(post.id)?.review).toEqual(review);

    // A save of the draft after asking keeps the request: the reviewer reads the draft as it is then.
    const saved = await saveDraft(db, 'blogPosts', post, {
      by: writer.name,
      expectedVersion: 1,
      expectedDraftVersion: 1,
    });
    expect(saved.review).toEqual(review);
    expect((await getDraft(db, 'blogPosts', post.id))?.review).toEqual(review);

    const attention = await attentionItems(db);
    expect(attention.reviews.total).toBe(1);
    expect(attention.reviews.items[0]).toMatchObject({ id: post.id, by: writer.name, note: 'Check the intro' });
  });

  it('is refused for an item with no draft, and ends with the draft when it is published or discarded', async () => {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'ana', expectedVersion: 0 });
    expect(await markForReview(db, 'blogPosts', post.id, { by: writer, note: null })).toBe(false);

    const again = await drafted();
    await markForReview(again, 'blogPosts', post.id, { by: writer, note: null });
    await discardDraftIn(again, 'blogPosts', post.id);
    expect((await attentionItems(again)).reviews.total).toBe(0);
  });

  it('ends a request once: the second ending finds none', async () => {
    const db = await drafted();
    await markForReview(db, 'blogPosts', post.id, { by: writer, note: 'Please' });
    expect(await clearReviewRequest(db, 'blogPosts', post.id)).toMatchObject({ askedById: writer.id, note: 'Please' });
    expect(await clearReviewRequest(db, 'blogPosts', post.id)).toBeUndefined();
    const draft = await getDraft(db, 'blogPosts', post.id);
    expect(draft?.review).toBeUndefined();
    expect(draft?.data.title.en).toBe('A draft to review');
  });

  it('tells the people who publish and have an address, but not the one who asked', async () => {
    const db = await fresh();
    const person = (id: string, role: string, email: string | null, password: string | null) => ({
      id,
      name: id,
      email,
      role,
      password_hash: password,
      created_at: 1,
      created_by: null,
    });
    await db
      .insertInto('admin_users')
      .values([
        person('eddie', 'editor', 'eddie@emberline.example', 'hash'),
        person('olga', 'owner', 'olga@emberline.example', 'hash'),
        person('invited', 'editor', 'invited@emberline.example', null),
        person('no-address', 'owner', null, 'hash'),
        person('sally', 'sales', 'sally@emberline.example', 'hash'),
        person('cora', 'contributor', 'cora@emberline.example', 'hash'),
      ])
      .execute();
    expect(await publishersToTell(db, rolesWith('publish'), 'cora')).toEqual([
      'eddie@emberline.example',
      'invited@emberline.example',
      'olga@emberline.example',
    ]);
    expect(await publishersToTell(db, rolesWith('publish'), 'olga')).toEqual([
      'eddie@emberline.example',
      'invited@emberline.example',
    ]);
  });
});
