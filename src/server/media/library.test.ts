import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { migrateToLatest } from '../db/migrate';
import { contentStamp, saveDocument } from '../queries/documents';
import {
  addMedia,
  deleteMedia,
  getMedia,
  MediaInUseError,
  replaceMedia,
  StaleMediaError,
  updateMedia,
  usageCounts,
  whereUsed,
} from './library';
import { seedFiles } from '@/content/seed';
import { acceptImage, makeVariants, masterKeyOf } from './process';
import { createMediaQueue } from './queue';
import { claimNextMedia, completeMedia, sweepOrphanFiles } from './variant-jobs';
import { databaseStore, fileStore, type MediaStore } from './store';

const databases = await testDatabases();
const project = seedFiles.flatMap((file) => file.projects ?? [])[0]!;

const photo = async (colour = '#2563eb', width = 900, height = 600) =>
  acceptImage(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );

describe.each(databases)('media library on $name', (kind: TestDatabase) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(storeKind: 'files' | 'database' = 'files') {
    const database = await kind.open();
    cleanups.push(() => database.dispose());
    await migrateToLatest(database.db);
    let store: MediaStore;
    if (storeKind === 'files') {
      const dir = mkdtempSync(path.join(tmpdir(), 'agency-media-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      store = fileStore(dir);
    } else store = databaseStore(database.db);
    return { db: database.db, database, store };
  }

  it.each(['files', 'database'] as const)(
    'adds an upload, makes its variants in the queue, and serves them from the %s store',
    async (storeKind) => {
      const { db, store } = await setup(storeKind);
      const image = await photo();
      const first = await addMedia(db, store, image, { fileName: 'Team Photo.JPG', name: 'team-photo', by: 'u1' });
      expect(first.added).toBe(true);
      expect(first.item).toMatchObject({
        status: 'queued',
        width: 900,
        height: 600,
        path: `/media/${image.id}/team-photo.webp`,
      });
      expect(await store.keys()).toEqual([`${image.id}/master.jpeg`]);

      const again = await addMedia(db, store, image, { fileName: 'copy.jpg', name: 'copy', by: 'u2' });
      expect(again).toMatchObject({ added: false, item: { name: 'team-photo', fileName: 'Team Photo.JPG' } });

      const stampBefore = await contentStamp(db);
      const queue = createMediaQueue({ db: () => db, store: () => store, pollMs: 60_000 });
      cleanups.push(() => queue.stop());
      await queue.idle();
      const ready = await getMedia(db, image.id);
      expect(ready).toMatchObject({ status: 'ready', widths: [96, 192, 400, 640, 800, 900], error: null });
      expect(ready?.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(await store.keys()).toHaveLength(1 + 6 * 2);
      expect((await sharp((await store.get(`${image.id}/900.avif`))!).metadata()).width).toBe(900);
      // Pages that show the image are made again now that it has its variants.
      expect(await contentStamp(db)).toBeGreaterThan(stampBefore);
    },
  );

  it.each(['files', 'database'] as const)(
    'replaces a file in place: same id and texts, new revision, old files removed once the new sizes exist (%s store)',
    async (storeKind) => {
      const { db, store } = await setup(storeKind);
      const image = await photo('#dc2626', 900, 600);
      await addMedia(db, store, image, { fileName: 'red.jpg', name: 'red', by: 'u1' });
      const queue = createMediaQueue({ db: () => db, store: () => store, pollMs: 60_000 });
      cleanups.push(() => queue.stop());
      await queue.idle();
      const described = await updateMedia(db, image.id, 1, {
        alt: { en: 'A red square' },
        caption: {},
        focal: { x: 0.2, y: 0.8 },
      });

      const next = await photo('#16a34a', 700, 700);
      const revision = 'abcdef0123';
      const masterKey = masterKeyOf(image.id, next.format, revision);
      const stampBefore = await contentStamp(db);
      const replaced = await replaceMedia(db, store, image.id, next, { revision, masterKey, fileName: 'green.jpg' });
      expect(replaced?.item).toMatchObject({
        id: image.id,
        path: `/media/${image.id}/red.webp`,
        fileName: 'green.jpg',
        revision,
        status: 'queued',
        width: 700,
        alt: { en: 'A red square' },
        focal: { x: 0.2, y: 0.8 },
        version: described.version,
      });
      expect(await contentStamp(db)).toBeGreaterThan(stampBefore);
      // The old sizes stay (pages drawn before the replacement) until the new ones are made.
      expect(await store.itemKeys(image.id)).toContain(`${image.id}/900.webp`);
      await queue.idle();
      expect(await getMedia(db, image.id)).toMatchObject({ status: 'ready', widths: [96, 192, 400, 640, 700] });
      expect(await store.keys()).toEqual(
        [
          masterKey,
          ...[96, 192, 400, 640, 700].flatMap((w) => [
            `${image.id}/${w}-${revision}.avif`,
            `${image.id}/${w}-${revision}.webp`,
          ]),
        ].sort(),
      );
      const { dominant } = await sharp((await store.get(`${image.id}/700-${revision}.webp`))!).stats();
      expect(dominant.g).toBeGreaterThan(dominant.r);
    },
  );

  it('leaves sizes made of a file replaced meanwhile unused, and the new file waiting', async () => {
    const { db, store } = await setup();
    const image = await photo();
    await addMedia(db, store, image, { fileName: 'a.jpg', name: 'a', by: 'u1' });
    const claimed = (await claimNextMedia(db))!;
    const variants = await makeVariants(image.id, (await store.get(image.masterKey))!);
    const next = await photo('#000000');
    await replaceMedia(db, store, image.id, next, {
      revision: '0123456789',
      masterKey: masterKeyOf(image.id, next.format, '0123456789'),
      fileName: 'b.jpg',
    });
    expect(await completeMedia(db, image.id, variants, Date.now(), claimed.revision)).toBe(false);
    expect(await getMedia(db, image.id)).toMatchObject({ status: 'queued', revision: '0123456789', widths: [] });
  });

  it('gives each waiting image to one claimer only', async () => {
    const { db, database, store } = await setup();
    await addMedia(db, store, await photo('#111'), { fileName: 'a.jpg', name: 'a', by: 'u1' });
    await addMedia(db, store, await photo('#222'), { fileName: 'b.jpg', name: 'b', by: 'u1' });
    const other = database.reopen().db;
    const claims = await Promise.all([claimNextMedia(db), claimNextMedia(other), claimNextMedia(db)]);
    const ids = claims.filter(Boolean).map((claim) => claim!.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('saves alt text, caption and focal point, refusing a stale save', async () => {
    const { db, store } = await setup();
    const { item } = await addMedia(db, store, await photo(), { fileName: 'a.jpg', name: 'a', by: 'u1' });
    const details = {
      alt: { en: 'Our team', ar: 'فريقنا' },
      caption: { en: 'Lisbon, 2026' },
      focal: { x: 0.25, y: 0.7 },
    };
    const saved = await updateMedia(db, item.id, item.version, details);
    expect(saved).toMatchObject({ ...details, version: item.version + 1 });
    await expect(updateMedia(db, item.id, item.version, details)).rejects.toBeInstanceOf(StaleMediaError);
  });

  it('refuses to delete an image a document uses, says where, and deletes it with its files once unused', async () => {
    const { db, store } = await setup();
    const { item } = await addMedia(db, store, await photo(), { fileName: 'a.jpg', name: 'a', by: 'u1' });
    const { item: unused } = await addMedia(db, store, await photo('#999'), { fileName: 'b.jpg', name: 'b', by: 'u1' });
    await saveDocument(db, 'projects', { ...project, image: item.path }, { by: 'u1', expectedVersion: 0 });
    const usages = await whereUsed(db, item.id);
    expect(usages).toHaveLength(1);
    expect((await usageCounts(db, [item, unused])).get(item.id)).toBe(1);
    const refused = await deleteMedia(db, store, item.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MediaInUseError);
    expect((refused as MediaInUseError).usages).toEqual(usages);
    expect(await getMedia(db, item.id)).toBeDefined();

    await deleteMedia(db, store, unused.id);
    expect(await getMedia(db, unused.id)).toBeUndefined();
    expect((await store.keys()).some((key) => key.startsWith(unused.id))).toBe(false);
  });

  it('removes files left without a row', async () => {
    const { db, store } = await setup();
    const { item } = await addMedia(db, store, await photo(), { fileName: 'a.jpg', name: 'a', by: 'u1' });
    await store.put('0123456789abcdef0123/master.jpeg', Buffer.from('left behind'));
    expect(await sweepOrphanFiles(db, store)).toBe(1);
    expect(await store.keys()).toEqual([`${item.id}/master.jpeg`]);
  });
});
