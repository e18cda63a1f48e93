import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url, type S3Location } from '@/lib/s3-url';
import { startS3Server, type S3Server } from '../../../tests/support/s3-server';
import { BucketError, s3Store } from './store';

const ID = 'a'.repeat(20);
const OTHER = 'b'.repeat(20);

describe('the bucket store (MEDIA_STORAGE=s3) against an S3-compatible server', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());

  const location = (url: string): S3Location => {
    const parsed = parseS3Url(url);
    if (typeof parsed === 'string') throw new Error(parsed);
    return parsed;
  };

  it('keeps a file whole, reads it back, and says undefined for one it does not have', async () => {
    const store = s3Store(location(`${s3.url}/whole`));
    const data = new Uint8Array(300_000).map((_, i) => i % 251);
    await store.put(`${ID}/master.jpeg`, data);
    expect(new Uint8Array((await store.get(`${ID}/master.jpeg`))!)).toEqual(data);
    expect(await store.get(`${ID}/800.avif`)).toBeUndefined();
    await store.put(`${ID}/master.jpeg`, new Uint8Array([1, 2, 3]));
    expect([...(await store.get(`${ID}/master.jpeg`))!]).toEqual([1, 2, 3]);
  });

  it('lists every key, page after page, and only those under its own prefix', async () => {
    const store = s3Store(location(`${s3.url}/paged`), { pageSize: 2 });
    const neighbour = s3Store(location(`${s3.url}/neighbour`));
    const keys = ['master.png', '96.avif', '96.webp', '400.avif', '400.webp'].map((file) => `${ID}/${file}`);
    for (const key of keys) await store.put(key, new Uint8Array([7]));
    await neighbour.put(`${OTHER}/master.png`, new Uint8Array([8]));
    expect(await store.keys()).toEqual([...keys].sort());
    expect(await neighbour.keys()).toEqual([`${OTHER}/master.png`]);
  });

  it('removes every file of one item and nothing of another', async () => {
    const store = s3Store(location(`${s3.url}/removal`), { pageSize: 1 });
    for (const key of [`${ID}/master.png`, `${ID}/96.webp`, `${OTHER}/master.png`])
      await store.put(key, new Uint8Array([1]));
    await store.removeItem(ID);
    expect(await store.keys()).toEqual([`${OTHER}/master.png`]);
    await store.removeItem(ID); // nothing left to remove: no error
  });

  it('names nothing outside the store, and says what the bucket answered when it refuses', async () => {
    const store = s3Store(location(s3.url));
    await expect(store.put('../escape', new Uint8Array([1]))).rejects.toThrow('Not a media key');
    await expect(store.get(`${ID}/../../x`)).rejects.toThrow('Not a media key');
    const missing = s3Store(location(s3.url.replace(/\/media$/, '/no-such-bucket')));
    const refusal = await missing.put(`${ID}/master.png`, new Uint8Array([1])).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BucketError);
    expect((refusal as Error).message).toBe(`The media bucket refused to store ${ID}/master.png: 404 NoSuchBucket.`);
    await expect(missing.keys()).rejects.toThrow('404 NoSuchBucket');
  });
});

describe('MEDIA_S3_URL', () => {
  it('reads the endpoint, bucket, prefix, region and the percent-encoded credentials', () => {
    expect(
      parseS3Url('https://AKIA123:a%2Fb%2Bc@s3.eu-central-1.amazonaws.com/agency/site/media?region=eu-central-1'),
    ).toEqual({
      bucketUrl: 'https://s3.eu-central-1.amazonaws.com/agency',
      prefix: 'site/media/',
      region: 'eu-central-1',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'a/b+c',
    });
    expect(parseS3Url('http://minio:secret@127.0.0.1:9000/media')).toMatchObject({
      bucketUrl: 'http://127.0.0.1:9000/media',
      prefix: '',
      region: 'us-east-1',
    });
  });

  it('refuses an address without credentials or bucket, or in the clear to another machine, saying why', () => {
    expect(parseS3Url('not a url')).toMatch(/^must be an address/);
    expect(parseS3Url('ftp://k:s@host/bucket')).toMatch(/^must start with https/);
    expect(parseS3Url('http://k:s@s3.example.com/bucket')).toMatch(/unless the bucket is on this machine/);
    expect(parseS3Url('https://s3.example.com/bucket')).toMatch(/access key id and the secret/);
    expect(parseS3Url('https://k:s@s3.example.com/')).toMatch(/must name the bucket/);
  });
});
