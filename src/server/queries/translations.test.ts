import { describe, expect, it } from 'vitest';
import { seedFiles } from '@/content/seed';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { saveDocument } from './documents';
import { renameDocument } from './rename';
import { allStaleTranslations, markTranslationCurrent, staleTranslations } from './translations';
import { trashDocument } from './trash';

const databases = await testDatabases();
const post = seedFiles.flatMap((file) => file.blogPosts ?? [])[0]!;

describe.each(databases)('translation freshness on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  /** A post translated into every language, and a way to publish its next title (English, and Spanish if given). */
  async function translated() {
    const db = await fresh();
    const title = { en: 'Ship it', es: 'Lánzalo', de: 'Liefern', ar: 'أطلقه' };
    await saveDocument(db, 'blogPosts', { ...post, title }, { by: 'ana', expectedVersion: 0 });
    let version = 1;
    const publishTitle = (en: string, es = title.es) =>
      saveDocument(
        db,
        'blogPosts',
        { ...post, title: { ...title, en, es } },
        { by: 'ana', expectedVersion: version++ },
      );
    return { db, publishTitle };
  }

  it('a published English change marks that text stale in each language; a second keeps the first English', async () => {
    const { db, publishTitle } = await translated();
    await publishTitle('Ship it now');
    await publishTitle('Ship it today');
    expect(await staleTranslations(db, 'blogPosts', post.id)).toEqual({
      title: { es: 'Ship it', de: 'Ship it', ar: 'Ship it' },
    });

    // The Spanish is rewritten, the German marked as up to date: only the Arabic is left.
    await publishTitle('Ship it today', 'Lánzalo hoy');
    expect(
      await markTranslationCurrent(db, { collection: 'blogPosts', documentId: post.id, path: 'title', locale: 'de' }),
    ).toBe(true);
    expect(await staleTranslations(db, 'blogPosts', post.id)).toEqual({ title: { ar: 'Ship it' } });
  });

  it('marks follow a renamed item and go with a trashed one', async () => {
    const { db, publishTitle } = await translated();
    await publishTitle('Ship it now');
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
