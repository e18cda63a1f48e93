import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIslandAssets } from './island-assets.mjs';

let dir: string;
let server: Server;
let port: number;
const errors: unknown[] = [];
const script = `export const island = ${JSON.stringify('x'.repeat(4000))};`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'island-assets-'));
  mkdirSync(path.join(dir, '_astro'));
  writeFileSync(path.join(dir, '_astro', 'island.Ab12.js'), script);
  writeFileSync(path.join(dir, 'secret.txt'), 'not a build file');
  const serve = createIslandAssets(dir, { onError: (error) => errors.push(error) });
  server = createServer((request, response) => void serve(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: pathname, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe("the islands renderer's build files", () => {
  it('are immutable, typed, and sent in brotli or gzip as the client asks, the same bytes each time', async () => {
    const br = await get('/_astro/island.Ab12.js', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const again = await get('/_astro/island.Ab12.js', { 'accept-encoding': 'br' });
    expect(again.body.equals(br.body)).toBe(true);
    const gzip = await get('/_astro/island.Ab12.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/_astro/island.Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answer a known validator 304, a HEAD without a body, and other methods 405', async () => {
    const first = await get('/_astro/island.Ab12.js');
    const cached = await get('/_astro/island.Ab12.js', { 'if-none-match': String(first.headers.etag) });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    const head = await get('/_astro/island.Ab12.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(script.length));
    const post = await get('/_astro/island.Ab12.js', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answer 404 for a missing file and for anything outside the folder', async () => {
    for (const pathname of [
      '/_astro/missing.js',
      '/_astro/../secret.txt',
      '/_astro/%2e%2e/secret.txt',
      '/_astro/a/b.js',
    ])
      expect((await get(pathname)).status, pathname).toBe(404);
    expect(errors).toEqual([]);
  });
});
