import { describe, expect, it } from 'vitest';
import { seedFiles } from '@/content/seed';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { freshDatabase } from '../../tests/support/fresh-database';
import { listActivity } from './audit';
import { getDocument, listRevisions, saveDocument } from './queries/documents';
import { discardDraftIn, getDraft, saveDraft } from './queries/drafts';
import { renameDocument } from './queries/rename';
import { trashDocument } from './queries/trash';
import { itemSchedules, setSchedule } from './queries/schedules';
import { runDueSchedules } from './publish-schedules';

const databases = await testDatabases();
const post = seedFiles.flatMap((file) => file.blogPosts ?? [])[0]!;
const ana = { id: 'user-ana', name: 'Ana' };
const NOW = 1_900_000_000_000;

describe.each(databases)('scheduled publishing on $name', (kind: TestDatabase) => {
  const { fresh, opened } = freshDatabase(kind);

  /** A published post with a retitled draft, to go live at NOW. */
  async function scheduled(title = 'Launch morning') {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'seed', expectedVersion: 0 });
    await saveDraft(
      db,
      'blogPosts',
      { ...post, title: { ...post.title, en: title } },
      {
        by: 'Ana',
        expectedVersion: 1,
        expectedDraftVersion: 0,
      },
    );
    await setSchedule(db, { collection: 'blogPosts', documentId: post.id, action: 'publish', runAt: NOW, by: ana });
    return db;
  }

  it('publishes nothing before its time, then the draft once, however many instances look at the same moment', async () => {
    const db = await scheduled();
    expect(await runDueSchedules(db, NOW - 1)).toEqual([]);
    expect((await getDocument(db, 'blogPosts', post.id))?.data.title.en).toBe(post.title.en);

    // A second connection, as a second server would have, runs the same pass at the same time. A SQLite file belongs to
    // one server: there the two passes share its connection (they cannot hold a write lock across an await apiece).
    const other = kind.name === 'postgres' ? opened().reopen().db : db;
    const outcomes = (await Promise.all([runDueSchedules(db, NOW + 5), runDueSchedules(other, NOW + 5)])).flat();

    expect(outcomes.filter((outcome) => outcome.result === 'done')).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.result !== 'failed')).toBe(true);
    const published = await getDocument(db, 'blogPosts', post.id);
    expect(published?.data.title.en).toBe('Launch morning');
    expect(published?.version).toBe(2);
    expect(published?.updatedBy).toBe('Ana');
    expect(await listRevisions(db, 'blogPosts', post.id)).toHaveLength(2);
    expect(await getDraft(db, 'blogPosts', post.id)).toBeUndefined();
    expect(await itemSchedules(db, 'blogPosts', post.id)).toEqual({});
    const activity = await listActivity(db, {});
    const entries = activity.entries.filter((entry) => entry.action === 'content.published_on_schedule');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorName: 'Ana', target: `blogPosts:${post.id}` });
    expect(await runDueSchedules(db, NOW + 60_000)).toEqual([]);
  });

  it('unpublishes at its time: the item leaves the site and stays as a draft, once', async () => {
    const db = await scheduled();
    await setSchedule(db, {
      collection: 'blogPosts',
      documentId: post.id,
      action: 'unpublish',
      runAt: NOW + 10,
      by: ana,
    });
    const outcomes = await runDueSchedules(db, NOW + 10);
    expect(outcomes.map((o) => [o.action, o.result])).toEqual([
      ['publish', 'done'],
      ['unpublish', 'done'],
    ]);
    expect(await getDocument(db, 'blogPosts', post.id)).toBeUndefined();
    expect(await db.selectFrom('trash').select('document_id').execute()).toEqual([]);
    // The text it had on the site (the draft just published) is its draft now, as a new item's is.
    expect(await getDraft(db, 'blogPosts', post.id)).toMatchObject({
      baseVersion: 0,
      data: { title: { en: 'Launch morning' } },
    });
    const activity = (await listActivity(db, {})).entries.map((entry) => entry.action);
    expect(activity.filter((action) => action === 'content.unpublished_on_schedule')).toHaveLength(1);
  });

  it('a schedule goes with what it acts on: a discarded draft publishes nothing later, a trashed item is not unpublished again', async () => {
    const db = await scheduled();
    await discardDraftIn(db, 'blogPosts', post.id);
    expect(await itemSchedules(db, 'blogPosts', post.id)).toEqual({});
    expect(await runDueSchedules(db, NOW)).toEqual([]);
    expect((await getDocument(db, 'blogPosts', post.id))?.version).toBe(1);

    await setSchedule(db, { collection: 'blogPosts', documentId: post.id, action: 'unpublish', runAt: NOW, by: ana });
    await trashDocument(db, 'blogPosts', post.id, { by: 'Ana', expectedVersion: 1 });
    expect(await itemSchedules(db, 'blogPosts', post.id)).toEqual({});
  });

  it('a renamed item keeps its time under its new address', async () => {
    const db = await scheduled();
    await renameDocument(db, 'blogPosts', post.id, 'renamed-post', {
      by: 'Ana',
      expectedVersion: 1,
      renamed: (data) => ({ ...data, id: 'renamed-post' }),
    });
    expect(Object.keys(await itemSchedules(db, 'blogPosts', 'renamed-post'))).toEqual(['publish']);
    const [outcome] = await runDueSchedules(db, NOW);
    expect(outcome).toMatchObject({ id: 'renamed-post', result: 'done' });
    expect((await getDocument(db, 'blogPosts', 'renamed-post'))?.data.title.en).toBe('Launch morning');
  });

  it('a draft that no longer fits is not published: the schedule is dropped and the failure recorded, once', async () => {
    const db = await scheduled();
    await db
      .updateTable('drafts')
      .set({ data: JSON.stringify({ ...post, title: { en: '' } }) })
      .execute();
    const [outcome] = await runDueSchedules(db, NOW);
    expect(outcome?.result).toBe('failed');
    expect((await getDocument(db, 'blogPosts', post.id))?.version).toBe(1);
    expect(await itemSchedules(db, 'blogPosts', post.id)).toEqual({});
    const failures = (await listActivity(db, {})).entries.filter((entry) => entry.action === 'content.schedule_failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]?.summary).toContain('the draft is not valid any more');
    expect(await runDueSchedules(db, NOW + 1)).toEqual([]);
  });
});
