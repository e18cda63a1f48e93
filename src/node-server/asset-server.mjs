// @ts-check
import { compress, mergeVary, renderToBuffer, send } from './buffered-render.mjs';
import { acceptsGzip, preferredEncoding } from './request-rules.mjs';

/**
 * @typedef {import('./buffered-render.mjs').Request} Request
 * @typedef {import('./buffered-render.mjs').Response} Response
 * @typedef {import('./buffered-render.mjs').Handler} Handler
 * @typedef {import('./buffered-render.mjs').Render} Render
 */

/** Build assets worth compressing harder: scripts and styles under content-hashed, immutable names. */
const ASSET_PATH = /^\/_next\/static\/[\w\-.~/]+\.(?:js|css)$/;

/**
 * The path of a build script or stylesheet a client wants brotli for, or undefined.
 * @param {Request} request
 */
export function compressibleAsset(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (preferredEncoding(request.headers['accept-encoding']) !== 'br') return undefined;
  const pathname = (request.url ?? '').split('?')[0] ?? '';
  return ASSET_PATH.test(pathname) && !pathname.includes('..') ? pathname : undefined;
}

/**
 * Build scripts and stylesheets in brotli at its best quality (11): a sixth smaller than the gzip Next.js sends, which
 * is what a page's first load waits for on a slow network. Quality 11 takes a quarter of a second for the largest
 * chunk, so it runs once per file in the background while the first request is answered at once in gzip; the names
 * are content-hashed, so a stored file never goes stale. Next.js still answers everything else about the file (its
 * headers, a missing file, a conditional request before the file is stored).
 * @param {Handler} handle
 * @param {{ maxBytes: number, onError: (error: unknown) => void }} options
 */
export function createAssetServer(handle, { maxBytes, onError }) {
  /** @type {Map<string, { headers: Record<string, string | string[] | number | undefined>, body: Buffer }>} */
  const stored = new Map();
  /** @type {Set<string>} */
  const compressing = new Set();
  let bytes = 0;

  /** @param {string} pathname @param {Render} render */
  function storeInBackground(pathname, { headers, body }) {
    if (compressing.has(pathname) || bytes + body.length / 3 > maxBytes) return;
    compressing.add(pathname);
    compress(body, 'br', 'best').then(
      (compressed) => {
        compressing.delete(pathname);
        if (bytes + compressed.length > maxBytes) return;
        bytes += compressed.length;
        stored.set(pathname, { headers, body: compressed });
      },
      (error) => {
        compressing.delete(pathname);
        onError(error);
      },
    );
  }

  /** @param {Request} request @param {Response} response @param {string} pathname */
  return async function serveAsset(request, response, pathname) {
    const asset = stored.get(pathname);
    if (asset) {
      for (const [name, value] of Object.entries(asset.headers)) {
        if (value !== undefined && name !== 'content-length') response.setHeader(name, value);
      }
      const etag = String(asset.headers.etag ?? '');
      if (etag && String(request.headers['if-none-match'] ?? '').includes(etag)) {
        for (const name of ['content-type', 'content-encoding', 'content-length']) response.removeHeader(name);
        response.writeHead(304);
        return response.end();
      }
      response.setHeader('content-encoding', 'br');
      response.setHeader('vary', mergeVary(asset.headers.vary, 'Accept-Encoding'));
      response.setHeader('content-length', asset.body.length);
      response.writeHead(200);
      return response.end(request.method === 'HEAD' ? undefined : asset.body);
    }
    // Not stored yet: a HEAD is Next.js's own (its headers describe the body it would send).
    if (request.method === 'HEAD') return handle(request, response);
    // Plain from Next.js, to be compressed here: now in gzip, in the background in brotli for the next request.
    const accepted = request.headers['accept-encoding'];
    delete request.headers['accept-encoding'];
    const render = await renderToBuffer(handle, request, response);
    const plain = render.status === 200 && !render.headers['content-encoding'];
    if (plain && render.body.length) storeInBackground(pathname, render);
    return send(
      response,
      { ...render, body: [render.body] },
      plain && acceptsGzip(accepted) ? 'gzip' : undefined,
      undefined,
    );
  };
}
