import { sql, type Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { seedFiles } from '@/content/seed';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { saveDocument } from './documents';
import { changedLeaves, documentHistory } from './history';
import { restoreFromTrash, trashDocument } from './trash';
import { unpublishDocument } from './unpublish';

describe('changedLeaves', () => {
  it('lists every text, number and list item that differs, by its path, in the newer version’s order', () => {
    const before = {
      id: 1,
      title: { en: 'Old', es: 'Viejo' },
      tags: ['a', 'b'],
      year: 2024,
      link: 'https://x.example',
    };
    const after = { id: 1, title: { en: 'New', es: 'Viejo', de: 'Neu' }, tags: ['a'], year: 2025 };
    expect(changedLeaves(before, after)).toEqual([
      { path: 'title.en', before: 'Old', after: 'New' },
      { path: 'title.de', before: undefined, after: 'Neu' },
      { path: 'year', before: '2024', after: '2025' },
      { path: 'tags.1', before: 'b', after: undefined },
      { path: 'link', before: 'https://x.example', after: undefined },
    ]);
  });

  it('finds nothing between equal versions', () => {
    const doc = { title: { en: 'Same' }, process: [{ title: { en: 'Plan' } }] };
    expect(changedLeaves(doc, structuredClone(doc))).toEqual([]);
  });
});

const databases = await testDatabases();
const project = seedFiles.flatMap((file) => file.projects ?? [])[0]!;
const post = seedFiles.flatMap((file) => file.blogPosts ?? [])[0]!;
/** The project with a summary that names its revision. */
const revised = (n: number) => ({
  ...project,
  shortDescription: { ...project.shortDescription, en: `Revision ${n}.` },
});

describe.each(databases)('a document’s history on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  /** Saves the project `count` times (versions 1 to count); returns the last version. */
  async function savedTimes(db: Kysely<Database>, count: number) {
    let stored = await saveDocument(db, 'projects', revised(1), { by: 'ana', expectedVersion: 0 });
    for (let n = 2; n <= count; n++)
      stored = await saveDocument(db, 'projects', revised(n), { by: 'ana', expectedVersion: stored.version });
    return stored;
  }

  /** What a publish from the editor does on the server: the save, then the history its answer carries. */
  async function publishCountingParses(db: Kysely<Database>, version: number) {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const saved = await saveDocument(db, 'projects', revised(version + 1), { by: 'bo', expectedVersion: version });
      const history = await documentHistory(db, 'projects', String(project.id), saved);
      return { history, parsed: parse.mock.calls.map(([text]) => String(text)) };
    } finally {
      parse.mockRestore();
    }
  }

  it('a save of a project with 50 versions parses none of its past versions: as much JSON as with 2', async () => {
    const db = await fresh();
    const fifty = await savedTimes(db, 50);
    const { history, parsed } = await publishCountingParses(db, fifty.version);
    expect(history).toHaveLength(51);
    expect(history[0]).toMatchObject({ version: 51, savedBy: 'bo', changed: ['shortDescription'] });
    expect(history.at(-1)).toMatchObject({ version: 1, changed: [] });
    // The stored version (50) is read once, to compare and to mark stale translations; no older one at all.
    const versionsRead = parsed.flatMap((text) => [...text.matchAll(/Revision (\d+)\./g)].map((match) => match[1]));
    expect(versionsRead).toEqual(['50']);

    const other = await fresh();
    const two = await savedTimes(other, 2);
    expect((await publishCountingParses(other, two.version)).parsed).toHaveLength(parsed.length);
  });

  it('names the fields each change touched: a save, a trash and its restore, an unpublish and the publish after it', async () => {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'ana', expectedVersion: 0 });
    await saveDocument(
      db,
      'blogPosts',
      { ...post, author: 'Bo', date: '2020-01-02' },
      { by: 'bo', expectedVersion: 1 },
    );
    await trashDocument(db, 'blogPosts', post.id, { by: 'cy', expectedVersion: 2 });
    const restored = await restoreFromTrash(db, 'blogPosts', post.id, { by: 'cy' });
    await unpublishDocument(db, 'blogPosts', post.id, { by: 'dee', expectedVersion: restored!.version });
    const back = await saveDocument(db, 'blogPosts', { ...post, author: 'Eve' }, { by: 'eve', expectedVersion: 0 });
    const history = await documentHistory(db, 'blogPosts', post.id, back);
    const lines = history.map(({ version, changed, trashed, unpublishedBy }) => [
      version,
      [...changed].sort(),
      trashed,
      unpublishedBy,
    ]);
    expect(lines).toEqual([
      [4, ['author', 'date'], undefined, undefined],
      [3, [], true, 'dee'],
      [2, ['author', 'date'], undefined, undefined],
      [1, [], undefined, undefined],
    ]);
  });

  it('migration 0027 gives every existing revision the fields it changed, as the history found them before', async () => {
    const opened = await kind.open();
    try {
      const { db } = opened;
      const before0027 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0027'));
      await migrateToLatest(db, before0027);
      // Three saves and a trashed item, written as the code before 0027 wrote them.
      const revision = (id: string, previous: number, data: unknown, change: string | null = null) =>
        sql`insert into document_revisions (collection, document_id, previous_version, previous_data, changed_by, changed_at, change)
          values ('blogPosts', ${id}, ${previous}, ${data === null ? null : JSON.stringify(data)}, 'ana', 1, ${change})`.execute(
          db,
        );
      const second = { ...post, author: 'Bo' };
      const third = { ...second, date: '2020-01-03' };
      await revision(post.id, 0, null);
      await revision(post.id, 1, post);
      await revision(post.id, 2, second);
      await sql`insert into documents (collection, id, data, version, updated_at, updated_by)
        values ('blogPosts', ${post.id}, ${JSON.stringify(third)}, 3, 1, 'ana')`.execute(db);
      await revision('gone', 0, null);
      await revision('gone', 1, post, 'trash');

      await migrateToLatest(db);
      const rows = await db
        .selectFrom('document_revisions')
        .select(['document_id', 'previous_version', 'changed_fields'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [row.document_id, row.previous_version, row.changed_fields])).toEqual([
        [post.id, 0, ''],
        [post.id, 1, 'author'],
        [post.id, 2, 'date'],
        ['gone', 0, ''],
        // In the trash: the version after it does not exist yet.
        ['gone', 1, null],
      ]);
    } finally {
      await opened.dispose();
    }
  });
});
