import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** MEDIA_S3_URL of the bucket: s3rver's own credentials, on loopback. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over files in a directory) on a free loopback port, with one
 * bucket. It speaks S3's addresses, listings, errors and status codes; it does not check signatures, so it proves the
 * wire protocol and not the credentials.
 */
export async function startS3Server(bucket = 'media'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'agency-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
