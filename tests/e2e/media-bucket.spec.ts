import type { ChildProcess } from 'node:child_process';
import type { Kysely } from 'kysely';
import { parseS3Url } from '../../src/lib/s3-url';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { s3Store } from '../../src/server/media/store';
import { ADMIN_PASSWORD } from '../support/admin';
import { TEST_DATABASE_URL } from '../support/databases';
import { createServerSchema, type ServerSchema } from '../support/postgres-schema';
import { startProductionServer } from '../support/production-server';
import { startS3Server, type S3Server } from '../support/s3-server';
import { expectUploadSharedByBoth, SHARED_UPLOAD_WIDTHS } from '../support/shared-media';
import { expect, test } from './fixtures';

/**
 * Issue 28: two instances whose media library is an S3-compatible bucket (MEDIA_STORAGE=s3, s3rver on loopback) and
 * whose database is one PostgreSQL schema: an upload through one is served by the other, and its files are objects in
 * the bucket, none in the database or beside either server.
 */
test.describe.configure({ mode: 'serial' });

const ports = [Number(process.env.E2E_PORT) + 37, Number(process.env.E2E_PORT) + 38] as const;
const [one, two] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
let schema: ServerSchema | undefined;
let bucket: S3Server;
const servers: ChildProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  schema = await createServerSchema('bucket');
  test.skip(!schema, `PostgreSQL at ${TEST_DATABASE_URL} does not answer`);
  bucket = await startS3Server();
  const env = {
    DATABASE_URL: schema!.databaseUrl,
    ADMIN_PASSWORD,
    SITE_URL: one,
    TRUST_PROXY: '1',
    MEDIA_STORAGE: 's3',
    // A prefix of its own in the bucket, as an agency running several sites on one bucket would set.
    MEDIA_S3_URL: `${bucket.url}/emberline`,
  };
  servers.push(...(await Promise.all(ports.map((port) => startProductionServer(port, env, { host: '127.0.0.1' })))));
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(async (server) => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }),
  );
  await bucket?.close();
  await schema?.drop();
});

async function withDatabase<T>(use: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = connect(TEST_DATABASE_URL, { schema: schema!.name, maxConnections: 1 });
  try {
    return await use(db);
  } finally {
    await close();
  }
}

test('an image uploaded through one instance is served by the other from the bucket, its sizes made once', async ({
  page,
}) => {
  test.setTimeout(120_000);
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
