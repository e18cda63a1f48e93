import { expect, type Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../src/server/db/schema';
import { signIn } from './admin';
import { rawRequest } from './raw-http';

/** The sizes a 1000 px upload gets: every width of the site's pictures below it, and its own. */
export const SHARED_UPLOAD_WIDTHS = [96, 192, 400, 640, 800, 960, 1000];

/**
 * Two instances that share a media store (the database, or a bucket): an image uploaded through `one` is served at once
 * by `two` (its master, not cached), its sizes are made once although both run the variant queue, and then both serve
 * each size, the same bytes, cached for a year. Returns the item's id.
 */
export async function expectUploadSharedByBoth(
  page: Page,
  [one, two]: readonly [string, string],
  withDatabase: <T>(use: (db: Kysely<Database>) => Promise<T>) => Promise<T>,
): Promise<string> {
  await signIn(page, one, '/admin/media');
  const upload = await sharp({ create: { width: 1000, height: 625, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();
  const answer = await page.request.post(`${one}/api/admin/media`, {
    data: upload,
    headers: { origin: one, 'content-type': 'application/octet-stream', 'x-file-name': 'shared.jpg' },
  });
  expect(answer.status()).toBe(201);
  const { item } = (await answer.json()) as { item: { id: string; path: string } };
  const early = await rawRequest({ port: Number(new URL(two).port), path: item.path });
  expect([early.status, early.headers['content-type']]).toEqual([200, 'image/jpeg']);
  await expect
    .poll(
      () =>
        withDatabase(
          async (db) =>
            (await db.selectFrom('media').select('status').where('id', '=', item.id).executeTakeFirst())?.status,
        ),
      { timeout: 90_000 },
    )
    .toBe('ready');
  const row = await withDatabase((db) =>
    db.selectFrom('media').select(['attempts', 'widths']).where('id', '=', item.id).executeTakeFirstOrThrow(),
  );
  expect(row.attempts).toBe(1);
  expect(JSON.parse(row.widths)).toEqual(SHARED_UPLOAD_WIDTHS);
  for (const file of ['shared-400.avif', 'shared-1000.webp', 'shared.webp']) {
    const address = item.path.replace('shared.webp', file);
    const [fromOne, fromTwo] = await Promise.all(
      [one, two].map((base) =>
        fetch(`${base}${address}`).then(async (r) => ({
          status: r.status,
          cache: r.headers.get('cache-control'),
          bytes: Buffer.from(await r.arrayBuffer()),
        })),
      ),
    );
    // The canonical address stays when the file is replaced: it is revalidated, where a size's address is for ever.
    const cache = file === 'shared.webp' ? 'public, no-cache' : 'public, max-age=31536000, immutable';
    expect([fromTwo!.status, fromTwo!.cache], address).toEqual([200, cache]);
    expect(fromTwo!.bytes.equals(fromOne!.bytes), address).toBe(true);
  }
  return item.id;
}

/**
 * "Replace file" through `one` on a shared store: the item keeps its id, its new sizes are made once, under the new
 * revision's addresses, and `two` serves them (and the canonical address's new file); the old files are removed from
 * the store. Returns the revision.
 */
export async function expectReplacedInBoth(
  page: Page,
  [one, two]: readonly [string, string],
  withDatabase: <T>(use: (db: Kysely<Database>) => Promise<T>) => Promise<T>,
  id: string,
): Promise<string> {
  const before = await fetch(`${two}/media/${id}/shared.webp`);
  const oldTag = before.headers.get('etag');
  // Each answer's body is read to its end, so its connection goes back to the pool for the next request.
  await before.arrayBuffer();
  const green = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#16a34a' } })
    .jpeg()
    .toBuffer();
  const answer = await page.request.post(`${one}/api/admin/media`, {
    data: green,
    headers: { origin: one, 'content-type': 'application/octet-stream', 'x-file-name': 'green.jpg', 'x-replace': id },
  });
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { item: { id: string } }).item.id).toBe(id);
  const row = () =>
    withDatabase((db) =>
      db.selectFrom('media').select(['status', 'revision', 'widths']).where('id', '=', id).executeTakeFirstOrThrow(),
    );
  await expect.poll(async () => (await row()).status, { timeout: 90_000 }).toBe('ready');
  const { revision, widths } = await row();
  expect(revision).toMatch(/^[0-9a-f]{10}$/);
  expect(JSON.parse(widths)).toEqual([96, 192, 400, 640, 800]);
  const size = await fetch(`${two}/media/${id}/shared-800.${revision}.webp`);
  expect([size.status, size.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
  const { dominant } = await sharp(Buffer.from(await size.arrayBuffer())).stats();
  expect(dominant.g).toBeGreaterThan(dominant.r);
  const canonical = await fetch(`${two}/media/${id}/shared.webp`, { headers: { 'if-none-match': oldTag ?? '' } });
  expect(canonical.status).toBe(200);
  expect(canonical.headers.get('etag')).not.toBe(oldTag);
  await canonical.arrayBuffer();
  // That the old files are gone is read from the bucket itself (media-bucket.spec.ts lists the item's keys), not from
  // a request for an old address: through s3rver, a GET of an object deleted moments before answered only when the
  // store's 30 s timeout ended, or not within 50 s, in 5 of 6 runs (a standalone GET of a deleted key answers in 8 ms).
  return revision;
}
