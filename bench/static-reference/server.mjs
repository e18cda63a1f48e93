// @ts-check
/**
 * The bench's static reference for the load runs (bench/lib/static-reference.ts): one prerendered page served the way a
 * static file server does it at its best, its gzip and brotli made once at start (nginx's `gzip_static`, a CDN's
 * stored encodings), so each request is a lookup and a write. `node server.mjs <page.html> <port>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: node server.mjs <page.html> <port>');
const identity = readFileSync(file);
const bodies = {
  br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(identity, { level: 9 }),
  identity,
};

createServer((request, response) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  const body = bodies[encoding];
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    vary: 'accept-encoding',
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}).listen(Number(port), '127.0.0.1');
