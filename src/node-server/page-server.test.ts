import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createGoneLookup } from './gone-pages.mjs';
import { createRedirectLookup, type RedirectRule } from './redirects.mjs';
import { createPageServer, type GonePages } from './page-server.mjs';

/**
 * Stands in for Next.js behind the page server: renders a page with a new nonce each time, in several writes, the
 * way Next.js streams HTML, and counts its renders.
 */
function fakeNext(
  options: { mark?: boolean; status?: number; cookie?: boolean; fail?: boolean; errorShell?: boolean } = {},
) {
  const state = { renders: 0, lastAcceptEncoding: undefined as string | undefined };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    state.renders += 1;
    state.lastAcceptEncoding = request.headers['accept-encoding'];
    if (options.fail) throw new Error('render failed');
    if (request.url?.startsWith('/_next/static/')) return serveStatic(request, response);
    const nonce = `render${state.renders}nonce`;
    // As proxy.ts does when server.mjs marks the request: the gone page, status 410.
    response.statusCode = request.headers['x-agency-gone'] ? 410 : (options.status ?? 200);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    if (options.mark !== false) response.setHeader('x-render-cache', 'public');
    if (options.cookie) response.setHeader('set-cookie', 'session=1');
    response.write(
      `<html${options.errorShell ? ' id="__next_error__"' : ''}><head><script nonce="${nonce}">self.a=1</script>` +
        `<script src="/_next/static/chunks/app.js" async="" nonce="${nonce}"></script></head>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1));
    response.write(Buffer.from(`<body>${'content '.repeat(300)}${request.url}</body>`));
    response.end(`<script nonce="${nonce}">self.b=2</script></html>`);
  };
  return { state, handle };
}

const script = `self.chunk=${JSON.stringify('function body '.repeat(500))};`;

/** A build file as Next.js serves it: immutable, with an ETag, answering 304 to a matching If-None-Match. */
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
async function rawRequest(method: 'GET' | 'HEAD', path: string, headers: Record<string, string>) {
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

const rawGet = (path: string, headers: Record<string, string>) => rawRequest('GET', path, headers);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(
  next: ReturnType<typeof fakeNext>,
  stamp: { value: number; unreachable?: boolean; calls?: number; unreachableFromCall?: number } | null = { value: 1 },
  { debug = true, gone, redirects }: { debug?: boolean; gone?: GoneFixture; redirects?: RedirectRule[] } = {},
) {
  const errors: unknown[] = [];
  server = createServer(
    createPageServer({
      handle: next.handle,
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
    const csp = response.headers.get('content-security-policy') ?? '';
    return {
      status: response.status,
      body,
      outcome: response.headers.get('x-render-cache'),
      headerNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
      bodyNonces: [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]),
      response,
    };
  };
  return { get, errors };
}

/** The app's registration of trashed items' addresses, counting how often it reads them and the content stamp. */
function goneFixture(paths: string[], stamp = { value: 1 }) {
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

describe('the page server', () => {
  it('says nothing about the cache unless asked to, and never lets the internal mark out', async () => {
    const { get } = await serve(fakeNext(), { value: 1 }, { debug: false });
    for (const response of [await get('/portfolio'), await get('/portfolio')]) {
      expect(response.outcome).toBeNull();
      expect(response.status).toBe(200);
    }
    const bypass = await serve(fakeNext({ cookie: true }), { value: 1 }, { debug: false });
    expect((await bypass.get('/contact-us')).outcome).toBeNull();
  });

  it('renders a shared page from the headers of its key only, so no other header can shape what is stored', async () => {
    const next = fakeNext();
    const seen: string[][] = [];
    const handle = next.handle;
    next.handle = async (request, response) => {
      seen.push(Object.keys(request.headers).sort());
      return handle(request, response);
    };
    const { get } = await serve(next);
    await get('/portfolio', { cookie: 'a=1', 'accept-language': 'de', 'x-forwarded-host': 'attacker.example' });
    expect(seen).toEqual([['host']]);
  });

  it('renders a public page once and serves it again, each response with a nonce of its own', async () => {
    const next = fakeNext();
    const { get } = await serve(next);
    const responses = [await get('/portfolio'), await get('/portfolio'), await get('/portfolio')];
    expect(next.state.renders).toBe(1);
    expect(responses.map((r) => r.outcome)).toEqual(['miss', 'hit', 'hit']);
    const nonces = responses.map((r) => r.headerNonce);
    expect(new Set(nonces).size).toBe(3);
    for (const response of responses) {
      expect(response.bodyNonces).toEqual(Array(3).fill(response.headerNonce));
      expect(response.body).toContain('</body>');
      // The nonce the page was rendered with never leaves the server.
      expect(response.body).not.toContain('render1nonce');
    }
  });

  it('sends every page, stored or not, with its framework scripts deferred to the first paint under its own nonce', async () => {
    const { get } = await serve(fakeNext());
    const bypass = await serve(fakeNext({ cookie: true }));
    for (const response of [await get('/portfolio'), await get('/portfolio'), await bypass.get('/contact-us')]) {
      expect(response.body).not.toContain('<script src=');
      expect(response.body).toContain(
        `<script nonce="${response.headerNonce}" data-deferred-scripts="/_next/static/chunks/app.js">`,
      );
    }
  });

  it('defers the scripts of a server-rendered 404 page too', async () => {
    const { get } = await serve(fakeNext({ status: 404 }));
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('<script src=');
    expect(response.body).toContain(`data-deferred-scripts="/_next/static/chunks/app.js"`);
  });

  it.each([
    ['its 404 error shell', { status: 404, errorShell: true }],
    ['its 500 error shell', { status: 500, errorShell: true }],
    ['another error page', { status: 500 }],
  ])('leaves the scripts where Next.js put them in %s (an error shell is drawn by them)', async (_, options) => {
    const { get } = await serve(fakeNext(options));
    const response = await get('/blog/no-such-post');
    expect(response.status).toBe(options.status);
    expect(response.body).toContain('<script src="/_next/static/chunks/app.js"');
    expect(response.body).not.toContain('data-deferred-scripts');
  });

  it('renders again as soon as the content stamp changes', async () => {
    const next = fakeNext();
    const stamp = { value: 7 };
    const { get } = await serve(next, stamp);
    await get('/');
    await get('/');
    stamp.value = 8;
    expect((await get('/')).outcome).toBe('miss');
    expect(next.state.renders).toBe(2);
  });

  it('serves the page as last rendered while the database cannot say the content stamp, and reports why', async () => {
    const next = fakeNext();
    const stamp = { value: 3, unreachable: false };
    const { get, errors } = await serve(next, stamp);
    await get('/services');
    stamp.unreachable = true;
    const stale = await get('/services');
    expect(stale).toMatchObject({ status: 200, outcome: 'stale' });
    expect(stale.bodyNonces).toEqual(Array(3).fill(stale.headerNonce));
    expect(stale.body).not.toContain('render1nonce');
    expect(errors).toHaveLength(1);
    // A page never rendered before goes to Next.js, which renders it or shows its error page.
    expect(await get('/process')).toMatchObject({ status: 200, outcome: 'bypass' });
    expect(next.state.renders).toBe(2);
    stamp.unreachable = false;
    expect((await get('/services')).outcome).toBe('hit');
  });

  it('answers a page that failed while the database is away 503 with Retry-After, and any other failure 500', async () => {
    const stamp = { value: 3, unreachable: false };
    const { get } = await serve(fakeNext({ status: 500 }), stamp);
    const failed = await get('/contact-us');
    expect(failed.status).toBe(500);
    expect(failed.response.headers.get('retry-after')).toBeNull();
    stamp.unreachable = true;
    for (const path of ['/contact-us', '/services']) {
      const away = await get(path, { 'accept-encoding': 'gzip' });
      expect(away.status, path).toBe(503);
      expect(away.response.headers.get('retry-after')).toBe('5');
      expect(away.body).toContain(path);
    }
  });

  it('also answers 503 when the database went away during the render', async () => {
    // The stamp is read before the render, and fails when asked again after it.
    const { get } = await serve(fakeNext({ status: 500 }), { value: 3, unreachableFromCall: 2 });
    const away = await get('/process');
    expect(away.status).toBe(503);
    expect(away.response.headers.get('retry-after')).toBe('5');
  });

  it('keeps each URL, query included, apart', async () => {
    const next = fakeNext();
    const { get } = await serve(next);
    await get('/pricing-calculator?tab=web');
    const other = await get('/pricing-calculator?tab=mobile');
    expect(other.outcome).toBe('miss');
    expect(other.body).toContain('/pricing-calculator?tab=mobile');
  });

  it('keeps pages served behind https apart from plain ones (their headers differ)', async () => {
    const next = fakeNext();
    const { get } = await serve(next);
    await get('/');
    expect((await get('/', { 'x-forwarded-proto': 'https' })).outcome).toBe('miss');
    expect((await get('/', { 'x-forwarded-proto': 'https' })).outcome).toBe('hit');
    expect(next.state.renders).toBe(2);
  });

  it('never keeps pages that are not marked public, that fail or that set a cookie', async () => {
    for (const options of [{ mark: false }, { status: 404 }, { cookie: true }]) {
      const next = fakeNext(options);
      const { get } = await serve(next);
      const [first, second] = [await get('/contact-us'), await get('/contact-us')];
      expect(next.state.renders, JSON.stringify(options)).toBe(2);
      expect(second.outcome).toBe('bypass');
      // Served as rendered: the page's own nonce, matching its header.
      expect(first.bodyNonces).toEqual(Array(3).fill(first.headerNonce));
      expect(first.response.headers.get('x-render-cache')).toBe('bypass');
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('sends everything to Next.js untouched until the app has registered its content stamp', async () => {
    const next = fakeNext();
    const { get } = await serve(next, null);
    const response = await get('/', { 'accept-encoding': 'gzip' });
    expect(response.outcome).toBeNull();
    expect(next.state.lastAcceptEncoding).toBe('gzip');
  });

  it('compresses for clients that accept it (brotli before gzip), after replacing the nonce, and asks Next.js for plain text', async () => {
    const next = fakeNext();
    await serve(next);
    const brotli = await rawGet('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(next.state.lastAcceptEncoding).toBeUndefined();
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toBe('Accept-Encoding');
    expect(brotli.body).toMatch(/<script nonce="[A-Za-z0-9_-]{22}">self.a=1/);
    const gzip = await rawGet('/', { 'accept-encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.body.replace(/nonce="[^"]+"/g, '')).toBe(brotli.body.replace(/nonce="[^"]+"/g, ''));
    const plain = await rawGet('/', {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.replace(/nonce="[^"]+"/g, '')).toBe(brotli.body.replace(/nonce="[^"]+"/g, ''));
  });

  it('sends build scripts in gzip at once, then in brotli from its store, with the headers and validators of Next.js', async () => {
    const next = fakeNext();
    await serve(next);
    const path = '/_next/static/chunks/app-0abc.js';
    // A HEAD before the file is stored is Next.js's own, with the length of the body it would send.
    const head = await rawRequest('HEAD', path, { 'accept-encoding': 'br' });
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.encoding).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(script.length);
    const first = await rawGet(path, { 'accept-encoding': 'gzip, br' });
    expect(first).toMatchObject({ status: 200, encoding: 'gzip', body: script });
    expect(next.state.lastAcceptEncoding).toBeUndefined();
    let stored = first;
    for (let attempt = 0; attempt < 50 && stored.encoding !== 'br'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = await rawGet(path, { 'accept-encoding': 'gzip, br' });
    }
    expect(stored).toMatchObject({ status: 200, encoding: 'br', body: script, vary: 'Accept-Encoding' });
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stored.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(Number(stored.headers['content-length'])).toBeLessThan(script.length / 4);
    const renders = next.state.renders;
    const revalidated = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': 'W/"script-1"' });
    expect(revalidated).toMatchObject({ status: 304, body: '' });
    const storedHead = await rawRequest('HEAD', path, { 'accept-encoding': 'br' });
    expect(storedHead).toMatchObject({ status: 200, encoding: 'br', body: '' });
    expect(storedHead.headers['content-length']).toBe(stored.headers['content-length']);
    expect(next.state.renders).toBe(renders);
    // Clients without brotli, and anything that is not a script or stylesheet, are Next.js's own.
    expect((await rawGet(path, { 'accept-encoding': 'gzip' })).encoding).toBeUndefined();
    expect(next.state.lastAcceptEncoding).toBe('gzip');
    expect((await rawGet('/_next/static/media/font.woff2', { 'accept-encoding': 'br' })).encoding).toBeUndefined();
  });

  it('answers 500 when the render throws, and reports the error', async () => {
    const next = fakeNext({ fail: true });
    const { get, errors } = await serve(next);
    expect((await get('/')).status).toBe(500);
    expect(errors).toHaveLength(1);
  });
});

describe('the addresses of deleted content', () => {
  it('are answered 410 by Next.js, in every language, reusing the stamp read for the page cache', async () => {
    const next = fakeNext();
    const stamp = { value: 1, calls: 0 };
    const gone = goneFixture(['/blog/old-post']);
    const { get } = await serve(next, stamp, { gone });
    for (const path of ['/blog/old-post', '/es/blog/old-post', '/ar/blog/old-post/', '/blog/old-post'])
      expect((await get(path)).status, path).toBe(410);
    expect((await get('/blog/new-post')).status).toBe(200);
    expect(stamp.calls).toBe(5);
    expect(gone.counts).toEqual({ loads: 1, stampReads: 0 });
  });

  it('are never stored, and a page stored before its item was trashed is answered 410 once the stamp moves', async () => {
    const next = fakeNext();
    const stamp = { value: 1 };
    const gone = goneFixture([]);
    const { get } = await serve(next, stamp, { gone });
    expect((await get('/portfolio/12')).outcome).toBe('miss');
    expect((await get('/portfolio/12')).outcome).toBe('hit');
    gone.paths = ['/portfolio/12'];
    stamp.value = 2;
    const answers = [await get('/portfolio/12'), await get('/portfolio/12')];
    expect(answers.map((answer) => [answer.status, answer.outcome])).toEqual([
      [410, null],
      [410, null],
    ]);
    expect(next.state.renders).toBe(3);
    expect(answers[0]!.response.headers.get('x-render-cache')).toBeNull();
  });

  it('read the stamp for page reads the cache does not handle (RENDER_CACHE=off, HEAD), and for nothing else', async () => {
    const next = fakeNext();
    const gone = goneFixture(['/blog/old-post']);
    const { get } = await serve(next, null, { gone });
    expect((await get('/de/blog/old-post')).status).toBe(410);
    expect((await rawRequest('HEAD', '/blog/old-post', {})).status).toBe(410);
    expect((await get('/blog/new-post')).status).toBe(200);
    expect(gone.counts.stampReads).toBe(3);
    await get('/api/captcha');
    await get('/admin/projects');
    await get('/images/logo.png');
    await get('/_next/static/chunks/app.js');
    expect(gone.counts).toEqual({ loads: 1, stampReads: 3 });
  });

  it('leave the page to Next.js when the trash cannot be read, and report why', async () => {
    const next = fakeNext();
    const gone = goneFixture(['/blog/old-post']);
    gone.fail = true;
    const { get, errors } = await serve(next, { value: 1 }, { gone });
    expect((await get('/blog/old-post')).status).toBe(200);
    expect(errors).toEqual([expect.objectContaining({ message: 'trash unreadable' })]);
    gone.fail = false;
    expect((await get('/blog/old-post')).status).toBe(410);
  });
});

describe('old addresses', () => {
  const rules: RedirectRule[] = [
    { id: 1, source: '/blog/old-post', target: '/blog/new-post', localized: true, permanent: true },
    { id: 2, source: '/portfolio/12', target: null, localized: true, permanent: true },
    { id: 3, source: '/about.html', target: '/about-us', localized: false, permanent: true },
    { id: 4, source: '/summer-offer', target: '/pricing-calculator', localized: true, permanent: false },
  ];

  it('are answered 301 before the page cache, in the language asked, with HEAD and files too; Next.js renders nothing', async () => {
    const next = fakeNext();
    await serve(next, { value: 1 }, { redirects: rules });
    const moved = await rawRequest('GET', '/es/blog/old-post?ref=x', {});
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/es/blog/new-post?ref=x');
    expect(moved.headers['cache-control']).toBe('public, max-age=3600');
    expect(moved.headers['x-content-type-options']).toBe('nosniff');
    const head = await rawRequest('HEAD', '/about.html', {});
    expect([head.status, head.headers.location]).toEqual([301, '/about-us']);
    expect(next.state.renders).toBe(0);
  });

  it('answer a temporary move 302, kept by no cache, in the language asked and whatever the case', async () => {
    const next = fakeNext();
    await serve(next, { value: 1 }, { redirects: rules });
    const moved = await rawRequest('GET', '/DE/Summer-Offer', {});
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/de/pricing-calculator');
    expect(moved.headers['cache-control']).toBe('no-store');
    expect(next.state.renders).toBe(0);
  });

  it('answer a redirect to nowhere with the gone page (410), and leave every other address alone', async () => {
    const next = fakeNext();
    const { get } = await serve(next, null, { redirects: rules });
    expect((await get('/de/portfolio/12')).status).toBe(410);
    expect((await get('/blog/new-post')).status).toBe(200);
    expect((await get('/admin/blog/old-post')).status).toBe(200);
  });
});
