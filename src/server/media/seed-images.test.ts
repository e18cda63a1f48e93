import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedFiles } from '@/content/seed';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { seedDatabase } from '../db/seed';
import { getMedia, listMedia, usageCounts, whereUsed } from './library';
import { importSeedImages, seedFileOf, seedImagePaths } from './seed-images';

const databases = await testDatabases();
const project = seedFiles.flatMap((file) => file.projects ?? []).find((p) => p.id === 1)!;

describe('seed image addresses', () => {
  it('are every photo and artwork the seed names, each drawn in public/images', () => {
    const paths = seedImagePaths(seedFiles);
    expect(paths).toContain(project.image);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.every((p) => /^\/images\/[a-z-]+\/.+\.webp$/.test(p))).toBe(true);
    const missing = paths.filter((p) => !existsSync(path.join(process.cwd(), 'public', p)));
    expect(missing).toEqual([]);
  });

  it('lead to the drawn files: a width in either format, or the canonical file', () => {
    const item = { source: '/images/projects/p1.webp', widths: [400, 800, 1200] };
    expect(seedFileOf(item, 400, 'avif')).toBe('/images/projects/p1-400.avif');
    expect(seedFileOf(item, undefined, 'webp')).toBe('/images/projects/p1.webp');
    expect(seedFileOf(item, undefined, 'avif')).toBe('/images/projects/p1-1200.avif');
    expect(seedFileOf({ source: null, widths: [400] }, 400, 'webp')).toBeUndefined();
  });
});

describe.each(databases)('seed images in the library on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  it('become ready items once, with the seed’s alt texts, used where the content names them', async () => {
    const db = await fresh();
    await seedDatabase(db, seedFiles);
    const imported = await importSeedImages(db, seedFiles);
    expect(imported).toBe(seedImagePaths(seedFiles).length);

    const items = await listMedia(db);
    const p1 = items.find((item) => item.source === project.image)!;
    expect(p1).toMatchObject({ status: 'ready', format: 'webp', widths: [400, 800, 1200], width: 1200, height: 750 });
    expect(p1.alt).toEqual(project.imageAlt);
    expect(p1.path).toBe(`/media/${p1.id}/p1.webp`);
    expect(await whereUsed(db, p1.id)).toContainEqual({ collection: 'projects', id: '1' });
    expect((await usageCounts(db, items)).get(p1.id)).toBeGreaterThanOrEqual(1);

    // Once: a second start adds nothing, and an item an admin deleted stays deleted.
    await db.deleteFrom('media').where('id', '=', p1.id).execute();
    expect(await importSeedImages(db, seedFiles)).toBe(0);
    expect(await getMedia(db, p1.id)).toBeUndefined();
  });
});
