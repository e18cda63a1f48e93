import { afterEach, describe, expect, it } from 'vitest';
import { seedFiles } from '@/content/seed';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { migrateToLatest } from '../db/migrate';
import { saveDocument } from './documents';
import { renameDocument } from './rename';
import { allStaleTranslations, markTranslationCurrent, staleTranslations } from './translations';
import { trashDocument } from './trash';

const databases = await testDatabases();
const post = seedFiles.flatMap((file) => file.blogPosts ?? [])[0]!;

describe.each(databases)('translation freshness on $name', (kind: TestDatabase) => {
  let opened: TestDatabase.Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  async function translated() {
    opened = await kind.open();
    const { db } = opened;
    await migrateToLatest(db);
    const data = { ...post, title: { en: 'Ship it', es: 'Lánzalo', de: 'Liefern', ar: 'أطلقه' } };
    await saveDocument(db, 'blogPosts', data, { by: 'ana', expectedVersion: 0 });
    return { db, data };
  }

  it('a published English change marks that text stale in each language; a second keeps the first English', async () => {
    const { db, data } = await translated();
    await saveDocument(
      db,
      'blogPosts',
      { ...data, title: { ...data.title, en: 'Ship it now' } },
      {
        by: 'ana',
        expectedVersion: 1,
      },
    );
    await saveDocument(
      db,
      'blogPosts',
      { ...data, title: { ...data.title, en: 'Ship it today' } },
      {
        by: 'ana',
        expectedVersion: 2,
      },
    );
    expect(await staleTranslations(db, 'blogPosts', post.id)).toEqual({
      title: { es: 'Ship it', de: 'Ship it', ar: 'Ship it' },
    });

    // The Spanish is rewritten, the German marked as up to date: only the Arabic is left.
    await saveDocument(
      db,
      'blogPosts',
      { ...data, title: { ...data.title, en: 'Ship it today', es: 'Lánzalo hoy' } },
      {
        by: 'ana',
        expectedVersion: 3,
      },
    );
    expect(
      await markTranslationCurrent(db, { collection: 'blogPosts', documentId: post.id, path: 'title', locale: 'de' }),
    ).toBe(true);
    expect(await staleTranslations(db, 'blogPosts', post.id)).toEqual({ title: { ar: 'Ship it' } });
  });

  it('marks follow a renamed item and go with a trashed one', async () => {
    const { db, data } = await translated();
    await saveDocument(
      db,
      'blogPosts',
      { ...data, title: { ...data.title, en: 'Ship it now' } },
      {
        by: 'ana',
        expectedVersion: 1,
      },
    );
    await renameDocument(db, 'blogPosts', post.id, 'shipped', {
      by: 'ana',
      expectedVersion: 2,
      renamed: (doc) => ({ ...doc, id: 'shipped', slug: 'shipped' }),
    });
    expect(Object.keys(await staleTranslations(db, 'blogPosts', 'shipped'))).toEqual(['title']);
    await trashDocument(db, 'blogPosts', 'shipped', { by: 'ana', expectedVersion: 3 });
    expect(await allStaleTranslations(db)).toEqual([]);
  });
});
