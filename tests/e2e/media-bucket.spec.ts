import { parseS3Url } from '../../src/lib/s3-url';
import { signIn } from '../support/admin';
import { s3Store } from '../../src/server/media/store';
import { startS3Server, type S3Server } from '../support/s3-server';
import { expectReplacedInBoth, expectUploadSharedByBoth, SHARED_UPLOAD_WIDTHS } from '../support/shared-media';
import { twoInstances } from '../support/two-instances';
import { expect, test } from './fixtures';

/**
 * Issue 28: two instances whose media library is an S3-compatible bucket (MEDIA_STORAGE=s3, s3rver on loopback) and
 * whose database is one PostgreSQL schema: an upload through one is served by the other, and its files are objects in
 * the bucket, none in the database or beside either server.
 */
test.describe.configure({ mode: 'serial' });

let bucket: S3Server;
const { one, two, withDatabase } = twoInstances('bucket', {
  async start() {
    bucket = await startS3Server();
    // A prefix of its own in the bucket, as an agency running several sites on one bucket would set.
    return { MEDIA_STORAGE: 's3', MEDIA_S3_URL: `${bucket.url}/emberline` };
  },
  stop: async () => bucket?.close(),
});

test('an image uploaded through one instance is served by the other from the bucket, its sizes made once', async ({
  page,
}) => {
  const id = await expectUploadSharedByBoth(page, [one, two], withDatabase);
  const location = parseS3Url(`${bucket.url}/emberline`);
  if (typeof location === 'string') throw new Error(location);
  expect(await s3Store(location).keys()).toEqual(
    [
      `${id}/master.jpeg`,
      ...SHARED_UPLOAD_WIDTHS.flatMap((width) => [`${id}/${width}.avif`, `${id}/${width}.webp`]),
    ].sort(),
  );
  expect(await withDatabase((db) => db.selectFrom('media_files').select('key').execute())).toEqual([]);
});

test('a file replaced through one instance is served by the other under new addresses; the bucket keeps only its files', async ({
  page,
}) => {
  // The new file's sizes made on a loaded machine: 10–40 s.
  test.setTimeout(120_000);
  const location = parseS3Url(`${bucket.url}/emberline`);
  if (typeof location === 'string') throw new Error(location);
  const { id } = await withDatabase((db) =>
    db.selectFrom('media').select('id').where('file_name', '=', 'shared.jpg').executeTakeFirstOrThrow(),
  );
  await signIn(page, one, '/admin/media');
  const revision = await expectReplacedInBoth(page, [one, two], withDatabase, id);
  // The old file's sizes are removed just after the new ones are marked ready (pruneFiles follows completeMedia): the
  // bucket is read until they are gone (a run under load read it in between).
  await expect
    .poll(() => s3Store(location).itemKeys(id), { timeout: 30_000 })
    .toEqual(
      [
        `${id}/master-${revision}.jpeg`,
        ...[96, 192, 400, 640, 800].flatMap((width) => [
          `${id}/${width}-${revision}.avif`,
          `${id}/${width}-${revision}.webp`,
        ]),
      ].sort(),
    );
});
