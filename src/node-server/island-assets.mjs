// @ts-check
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compress, mergeVary } from './buffered-render.mjs';
import { preferredEncoding } from './request-rules.mjs';
import { sendPlain } from './response-rules.mjs';

/**
 * The build files of the public site's renderer (Astro's `dist/client/_astro/`): island scripts and stylesheets under
 * content-hashed, immutable names. Each is read once and kept with its brotli (quality 11) and gzip bytes, made the first
 * time a client asks for that coding, so no file is compressed twice. They are few (tens of files, a few hundred KB).
 */

/** An Astro build file's address: a flat, content-hashed name under /_astro/. */
const ISLAND_ASSET = /^\/_astro\/[\w.-]+\.(js|css|woff2|svg|png|webp|avif)$/;

/** @type {Record<string, string>} */
const TYPES = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Files worth compressing: text. Fonts and images are compressed already. */
const TEXT = new Set(['js', 'css', 'svg']);

/**
 * Whether a request is for one of the renderer's build files (any method: a POST is answered 405 here, not by Next.js).
 * @param {import('node:http').IncomingMessage} request
 */
export function isIslandAsset(request) {
  return (request.url ?? '').startsWith('/_astro/');
}

/**
 * @param {string} clientDir  Astro's client output (`dist/client`)
 * @param {{ onError: (error: unknown, reference?: string) => void }} options
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => Promise<unknown>}
 */
export function createIslandAssets(clientDir, { onError }) {
  /** @type {Map<string, Promise<{ plain: Buffer, etag: string, encoded: Map<string, Promise<Buffer>> } | undefined>>} */
  const files = new Map();

  /** @param {string} name */
  function load(name) {
    let file = files.get(name);
    if (!file) {
      file = readFile(path.join(clientDir, '_astro', name)).then(
        (plain) => ({
          plain,
          etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
          encoded: new Map(),
        }),
        () => undefined,
      );
      files.set(name, file);
    }
    return file;
  }

  return async function serveIslandAsset(request, response) {
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    const match = ISLAND_ASSET.exec(pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendPlain(response, 405, 'Method not allowed');
    }
    const file = match ? await load(pathname.slice('/_astro/'.length)) : undefined;
    const extension = match?.[1];
    if (!file || !extension) {
      // An unknown name is not remembered: a miss may not fill the map.
      if (match) files.delete(pathname.slice('/_astro/'.length));
      return sendPlain(response, 404, 'Not found');
    }
    response.setHeader('content-type', TYPES[extension] ?? 'application/octet-stream');
    response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    response.setHeader('etag', file.etag);
    if (String(request.headers['if-none-match'] ?? '').includes(file.etag)) {
      response.writeHead(304);
      return response.end();
    }
    let body = file.plain;
    if (TEXT.has(extension)) {
      response.setHeader('vary', mergeVary(undefined, 'Accept-Encoding'));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) {
        let encoded = file.encoded.get(encoding);
        if (!encoded) {
          encoded = compress(file.plain, encoding, 'best');
          file.encoded.set(encoding, encoded);
        }
        try {
          body = await encoded;
          response.setHeader('content-encoding', encoding);
        } catch (error) {
          file.encoded.delete(encoding);
          onError(error);
        }
      }
    }
    response.setHeader('content-length', body.length);
    response.writeHead(200);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
