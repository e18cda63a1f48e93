import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_SECURITY_HEADERS, sendPlain, tidyOnWriteHead } from './response-rules.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves one handler on loopback and returns what a client receives. */
async function receive(handler: Parameters<typeof createServer>[1]) {
  server = createServer((request, response) => handler!(request, tidyOnWriteHead(response)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`);
  return { status: response.status, headers: Object.fromEntries(response.headers) };
}

describe('tidyOnWriteHead', () => {
  it('removes the internal routing headers, whether set before or passed to writeHead', async () => {
    const { headers } = await receive((_, response) => {
      response.setHeader('x-middleware-rewrite', '/en/about-us');
      response.writeHead(200, {
        'x-middleware-next': '1',
        'x-nextjs-matched-path': '/x',
        'content-type': 'text/plain',
      });
      response.end('ok');
    });
    expect(headers['x-middleware-rewrite']).toBeUndefined();
    expect(headers['x-middleware-next']).toBeUndefined();
    expect(headers['x-nextjs-matched-path']).toBeUndefined();
    expect(headers['content-type']).toBe('text/plain');
  });

  it('caches a file for a year only when it was found', async () => {
    const { status, headers } = await receive((_, response) => {
      response.setHeader('cache-control', 'public, max-age=31536000, immutable');
      response.statusCode = 404;
      response.end('missing');
    });
    expect(status).toBe(404);
    expect(headers['cache-control']).toBe('no-store');
    const found = await receive((_, response) => {
      response.setHeader('cache-control', 'public, max-age=31536000, immutable');
      response.end('found');
    });
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives an HTML answer that has no security headers the strict fallback set, and keeps headers already there', async () => {
    const { headers } = await receive((_, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('referrer-policy', 'no-referrer');
      response.end('<p>404</p>');
    });
    expect(headers['content-security-policy']).toBe(FALLBACK_SECURITY_HEADERS['content-security-policy']);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends a plain answer of the server with the security headers and no caching', async () => {
    const { status, headers } = await receive((_, response) => sendPlain(response, 413, 'Request body too large'));
    expect(status).toBe(413);
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'none'");
  });
});
