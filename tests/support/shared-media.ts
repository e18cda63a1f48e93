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
    expect([fromTwo!.status, fromTwo!.cache], address).toEqual([200, 'public, max-age=31536000, immutable']);
    expect(fromTwo!.bytes.equals(fromOne!.bytes), address).toBe(true);
  }
  return item.id;
}
