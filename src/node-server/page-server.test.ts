import { afterEach, describe, expect, it } from 'vitest';
import { closeServer, fakeNext, rawGet, rawRequest, script, serve } from './page-server.test-support';

afterEach(closeServer);

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
      await closeServer();
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
