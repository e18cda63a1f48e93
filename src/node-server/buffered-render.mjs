// @ts-check
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import { CACHE_MARK_HEADER } from './render-cache.mjs';

/**
 * A response collected whole instead of sent as it is written (so that it can be changed, kept or compressed), and the
 * sending of such a response, compressed for the client.
 */

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCompress);

/**
 * @typedef {'br' | 'gzip' | undefined} Encoding
 */

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(request: Request, response: Response) => Promise<unknown>} Handler
 * @typedef {{ status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer }} Render
 */

/**
 * Compresses a response body. `fast` (brotli 5, gzip 6) is for bytes a client is waiting for: about as long as gzip 6
 * and a quarter smaller. `best` (brotli 11, gzip 9) is for bytes made once and sent many times (build files, a cached
 * page after its first responses): brotli 11 takes some 70 ms on a 100 KB page and sends a tenth less than 5.
 * @param {Buffer} body @param {'br' | 'gzip'} encoding @param {'fast' | 'best'} [effort]
 */
export function compress(body, encoding, effort = 'fast') {
  if (encoding === 'gzip') return gzip(body, { level: effort === 'best' ? 9 : 6 });
  return brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Runs Next.js for one request and collects its whole response instead of sending it, the way a compression
 * middleware does: the response object's write methods are replaced for the duration of the render.
 * @param {Handler} handle
 * @param {Request} request
 * @param {Response} response
 * @returns {Promise<Render>}
 */
export function renderToBuffer(handle, request, response) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      if (typeof chunk === 'string')
        chunks.push(
          Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'),
        );
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const original = {
      write: response.write,
      end: response.end,
      writeHead: response.writeHead,
      flushHeaders: response.flushHeaders,
    };
    const restore = () => Object.assign(response, original);

    Object.assign(response, {
      /** @param {number} status @param {unknown[]} rest */
      writeHead(status, ...rest) {
        response.statusCode = status;
        const headers = rest.find((item) => typeof item === 'object' && item !== null);
        if (Array.isArray(headers))
          for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(headers[i], headers[i + 1]);
        else if (headers) for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        return response;
      },
      /** @param {unknown} chunk @param {unknown} encoding @param {unknown} callback */
      write(chunk, encoding, callback) {
        collect(chunk, encoding);
        for (const fn of [encoding, callback]) if (typeof fn === 'function') queueMicrotask(() => fn());
        return true;
      },
      /** @param {unknown} chunk @param {unknown} encoding @param {unknown} callback */
      end(chunk, encoding, callback) {
        collect(chunk, encoding);
        restore();
        for (const fn of [chunk, encoding, callback]) if (typeof fn === 'function') queueMicrotask(() => fn());
        resolve({ status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks) });
        return response;
      },
      flushHeaders() {},
    });

    handle(request, response).catch((error) => {
      restore();
      reject(error);
    });
  });
}

/** Text responses above this size are compressed for clients that accept it. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * @param {Response} response
 * @param {{ status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer[] }} page
 * @param {Encoding} encoding  what the client accepts best
 * @param {'hit' | 'miss' | 'stale' | 'bypass' | undefined} outcome  said in `X-Render-Cache` when given (RENDER_CACHE_DEBUG)
 */
export async function send(response, { status, headers, body }, encoding, outcome) {
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && name !== CACHE_MARK_HEADER && name !== 'content-length') response.setHeader(name, value);
  }
  // Next.js set the mark on this very response while rendering it; it is for this server only.
  response.removeHeader(CACHE_MARK_HEADER);
  if (outcome) response.setHeader('x-render-cache', outcome);
  let payload = body;
  const length = body.reduce((sum, piece) => sum + piece.length, 0);
  const type = String(headers['content-type'] ?? '');
  if (/^(text\/|application\/(json|xml|javascript|rss))/.test(type) && !headers['content-encoding']) {
    response.setHeader('vary', mergeVary(headers.vary, 'Accept-Encoding'));
    if (encoding && length >= COMPRESS_FROM_BYTES) {
      payload = [await compress(Buffer.concat(body, length), encoding)];
      response.setHeader('content-encoding', encoding);
    }
  }
  response.setHeader(
    'content-length',
    payload.reduce((sum, piece) => sum + piece.length, 0),
  );
  response.writeHead(status);
  response.cork();
  for (const piece of payload) response.write(piece);
  response.end();
  response.uncork();
}

/**
 * Sends a cached page, the same bytes for every response, compressed at most twice per coding: the compressed bytes
 * are kept on the page (`encoded`) and sent again. The first request for a coding waits only for a fast compression;
 * the best one is made in the background, on the thread pool, and replaces it for the responses after.
 * @param {Response} response
 * @param {{ status: number, headers: Record<string, string | string[]>, body: Buffer, bytes: number, encoded: Map<'br' | 'gzip', Promise<Buffer>> }} page
 * @param {Encoding} encoding  what the client accepts best
 * @param {'hit' | 'miss' | 'stale' | undefined} outcome
 */
export async function sendEncoded(response, page, encoding, outcome) {
  if (!encoding || page.bytes < COMPRESS_FROM_BYTES)
    return send(response, { ...page, body: [page.body] }, undefined, outcome);
  const body = await (page.encoded.get(encoding) ?? encodeCachedPage(page, encoding));
  const headers = {
    ...page.headers,
    'content-encoding': encoding,
    vary: mergeVary(page.headers.vary, 'Accept-Encoding'),
  };
  return send(response, { status: page.status, headers, body: [body] }, encoding, outcome);
}

/**
 * @param {{ body: Buffer, encoded: Map<'br' | 'gzip', Promise<Buffer>> }} page @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer>}
 */
function encodeCachedPage(page, encoding) {
  const fast = compress(page.body, encoding, 'fast');
  page.encoded.set(encoding, fast);
  fast.then(
    () =>
      compress(page.body, encoding, 'best').then(
        (best) => {
          if (page.encoded.get(encoding) === fast) page.encoded.set(encoding, Promise.resolve(best));
        },
        // The fast bytes stay: they are as correct, only larger.
        () => undefined,
      ),
    // A failed compression is tried again by the next request rather than kept.
    () => page.encoded.delete(encoding),
  );
  return fast;
}

/** @param {unknown} vary @param {string} name */
export function mergeVary(vary, name) {
  const names = String(vary ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return names.some((item) => item.toLowerCase() === name.toLowerCase())
    ? names.join(', ')
    : [...names, name].join(', ');
}
