import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createGoneLookup } from './gone-pages.mjs';
import { createRedirectLookup, type RedirectRule } from './redirects.mjs';
import { createPageServer, type GonePages } from './page-server.mjs';

/* The page server's tests share these: a stand-in for the renderers, the page server started in front of it, and requests. */

/**
 * Stands in for the renderers behind the page server: renders a page as the site's middleware does (its inline
 * script allowed by hash, marked public), in several writes, the way HTML streams, and counts its renders. `nonce`
 * renders as a Next.js page does instead, with a nonce of its own in the CSP and the scripts.
 */
export function fakeRenderer(
  options: { mark?: boolean; status?: number; cookie?: boolean; fail?: boolean; nonce?: boolean } = {},
) {
  const state = { renders: 0, lastAcceptEncoding: undefined as string | undefined };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    state.renders += 1;
    state.lastAcceptEncoding = request.headers['accept-encoding'];
    if (options.fail) throw new Error('render failed');
    if (request.url?.startsWith('/_next/static/')) return serveStatic(request, response);
    const nonce = options.nonce ? `render${state.renders}nonce` : undefined;
    const scriptTag = nonce ? `<script nonce="${nonce}">` : '<script>';
    // As the site's middleware does when server.mjs marks the request: the gone page, status 410.
    response.statusCode = request.headers['x-agency-gone'] ? 410 : (options.status ?? 200);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader(
      'content-security-policy',
      nonce ? `script-src 'nonce-${nonce}' 'strict-dynamic'` : "script-src 'self' 'sha256-abc='",
    );
    if (options.mark !== false) response.setHeader('x-render-cache', 'public');
    if (options.cookie) response.setHeader('set-cookie', 'session=1');
    response.write(`<html><head>${scriptTag}self.a=1</script></head>`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    response.write(Buffer.from(`<body>${'content '.repeat(300)}${request.url}`));
    response.end(`<p>render ${state.renders}</p></body></html>`);
  };
  return { state, handle };
}

export const script = `self.chunk=${JSON.stringify('function body '.repeat(500))};`;

/** A build file as Next.js serves it (the admin's scripts): immutable, with an ETag, answering 304 to a matching If-None-Match. */
function serveStatic(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('cache-control', 'public, max-age=31536000, immutable');
  response.setHeader('etag', 'W/"script-1"');
  if (request.headers['if-none-match'] === 'W/"script-1"') {
    response.statusCode = 304;
    return response.end();
  }
  response.setHeader(
    'content-type',
    request.url?.endsWith('.js') ? 'application/javascript; charset=UTF-8' : 'font/woff2',
  );
  response.setHeader('content-length', Buffer.byteLength(script));
  response.end(request.method === 'HEAD' ? undefined : script);
}

/** One response as sent, decoded by its Content-Encoding. */
export async function rawRequest(method: 'GET' | 'HEAD', path: string, headers: Record<string, string>) {
  const { port } = server!.address() as AddressInfo;
  const { request: httpRequest } = await import('node:http');
  return new Promise<{ status?: number; encoding?: string; vary?: string; body: string; headers: IncomingHttpHeaders }>(
    (resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path, headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const decode = { br: brotliDecompressSync, gzip: gunzipSync }[String(encoding)];
          const body = decode && raw.length ? decode(raw) : raw;
          resolve({
            status: response.statusCode,
            encoding,
            vary: response.headers.vary,
            body: body.toString(),
            headers: response.headers,
          });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

export const rawGet = (path: string, headers: Record<string, string>) => rawRequest('GET', path, headers);

let server: Server | undefined;

/** Stops the server `serve` started last, if it is still running: every test file runs it after each test. */
export function closeServer(): Promise<void> {
  const running = server;
  server = undefined;
  return new Promise((resolve) => (running ? running.close(() => resolve()) : resolve()));
}

export async function serve(
  renderer: ReturnType<typeof fakeRenderer>,
  stamp: { value: number; unreachable?: boolean; calls?: number; unreachableFromCall?: number } | null = { value: 1 },
  { debug = true, gone, redirects }: { debug?: boolean; gone?: GoneFixture; redirects?: RedirectRule[] } = {},
) {
  const errors: unknown[] = [];
  server = createServer(
    createPageServer({
      handle: renderer.handle,
      gone: () => gone?.pages,
      redirects: () =>
        redirects && {
          redirectFor: createRedirectLookup({ load: async () => redirects, prefixedLocales: ['es', 'de', 'ar'] }),
          readStamp: async () => stamp?.value ?? 1,
        },
      stamp: () =>
        stamp
          ? async () => {
              stamp.calls = (stamp.calls ?? 0) + 1;
              if (stamp.unreachable || stamp.calls >= (stamp.unreachableFromCall ?? Infinity))
                throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
              return stamp.value;
            }
          : undefined,
      debug,
      onError: (error: unknown) => errors.push(error),
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.text();
    return {
      status: response.status,
      body,
      outcome: response.headers.get('x-render-cache'),
      /** Which render the body is (1 for the first). */
      render: Number(/render (\d+)/.exec(body)?.[1]),
      response,
    };
  };
  return { get, errors };
}

/** The app's registration of trashed items' addresses, counting how often it reads them and the content stamp. */
export function goneFixture(paths: string[], stamp = { value: 1 }) {
  const counts = { loads: 0, stampReads: 0 };
  const fixture: { paths: string[]; counts: typeof counts; fail: boolean; pages: GonePages } = {
    paths,
    counts,
    fail: false,
    pages: {
      isGone: createGoneLookup({
        load: async (): Promise<string[]> => {
          counts.loads += 1;
          if (fixture.fail) throw new Error('trash unreadable');
          return fixture.paths;
        },
        prefixedLocales: ['es', 'de', 'ar'],
      }),
      readStamp: async () => {
        counts.stampReads += 1;
        return stamp.value;
      },
    },
  };
  return fixture;
}
type GoneFixture = ReturnType<typeof goneFixture>;
