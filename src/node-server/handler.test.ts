import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from './client-address.mjs';
import { createRequestHandler } from './handler.mjs';

/** Stands in for Next.js serving files: a found file is immutable, a missing one is Next's 404 without any headers. */
async function serveFiles(request: IncomingMessage, response: ServerResponse) {
  if (request.url === '/images/logo.png' || request.url === '/_next/static/chunks/app.js') {
    response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    response.setHeader('content-type', request.url.endsWith('.js') ? 'application/javascript' : 'image/png');
    response.end('file '.repeat(100));
    return;
  }
  response.statusCode = 404;
  response.setHeader('content-type', 'text/plain');
  response.end('Not found');
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(trust: string | undefined) {
  server = createServer(
    createRequestHandler({ handle: serveFiles, stamp: () => undefined, trustProxy: parseTrustProxy(trust) }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** One request; `chunked` sends a body of unknown length. */
function send(port: number, path: string, headers: Record<string, string>, method = 'GET', chunked = false) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    if (chunked) request.write('x');
    request.end();
  });
}

/** A file, a build script, a missing file, and the server's own 413 and 411. */
async function answers(port: number, headers: Record<string, string>) {
  return [
    await send(port, '/images/logo.png', headers),
    await send(port, '/_next/static/chunks/app.js', headers),
    await send(port, '/images/no-such-image.webp', headers),
    await send(port, '/api/events', { ...headers, 'content-length': '3000000' }, 'POST'),
    await send(port, '/api/events', headers, 'POST', true),
  ];
}

describe('createRequestHandler', () => {
  it('sends HSTS on every answer over https: files, a missing file and its own 411 and 413 (E2)', async () => {
    const port = await listen('1');
    const all = await answers(port, { 'x-forwarded-proto': 'https' });
    expect(all.map(({ status }) => status)).toEqual([200, 200, 404, 413, 411]);
    for (const { status, headers } of all)
      expect(headers['strict-transport-security'], String(status)).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('sends no HSTS over plain http, nor to a client that only claims https without a trusted proxy (E2)', async () => {
    const port = await listen(undefined);
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const all = await answers(port, headers);
      expect(all.map(({ status }) => status)).toEqual([200, 200, 404, 413, 411]);
      for (const { status, headers } of all)
        expect(headers['strict-transport-security'], String(status)).toBeUndefined();
    }
  });

  it('drops a gone mark a client sends, so no one can have a live page answered 410 (and a CDN keep that)', async () => {
    const seen: (string | string[] | undefined)[] = [];
    server = createServer(
      createRequestHandler({
        handle: async (request, response) => {
          seen.push(request.headers['x-agency-gone']);
          response.end('page');
        },
        stamp: () => undefined,
        trustProxy: parseTrustProxy(undefined),
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    expect((await send(port, '/services', { 'x-agency-gone': '1' })).status).toBe(200);
    expect((await send(port, '/services', { 'X-Agency-Gone': 'yes' }, 'HEAD')).status).toBe(200);
    expect(seen).toEqual([undefined, undefined]);
  });
});
