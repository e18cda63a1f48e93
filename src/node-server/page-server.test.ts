import { afterEach, describe, expect, it } from 'vitest';
import { closeServer, fakeRenderer, rawGet, rawRequest, script, serve } from './page-server.test-support';

afterEach(closeServer);

describe('the page server', () => {
  it('says nothing about the cache unless asked to, and never lets the internal mark out', async () => {
    const { get } = await serve(fakeRenderer(), { value: 1 }, { debug: false });
    for (const response of [await get('/portfolio'), await get('/portfolio')]) {
      expect(response.outcome).toBeNull();
      expect(response.status).toBe(200);
    }
    const bypass = await serve(fakeRenderer({ cookie: true }), { value: 1 }, { debug: false });
    expect((await bypass.get('/contact-us')).outcome).toBeNull();
  });

  it('renders a shared page from the headers of its key only, so no other header can shape what is stored', async () => {
    const renderer = fakeRenderer();
    const seen: string[][] = [];
    const handle = renderer.handle;
    renderer.handle = async (request, response) => {
      seen.push(Object.keys(request.headers).sort());
      return handle(request, response);
    };
    const { get } = await serve(renderer);
    await get('/portfolio', { cookie: 'a=1', 'accept-language': 'de', 'x-forwarded-host': 'attacker.example' });
    expect(seen).toEqual([['host']]);
  });

  it('renders a public page once and serves the same bytes again', async () => {
    const renderer = fakeRenderer();
    const { get } = await serve(renderer);
    const responses = [await get('/portfolio'), await get('/portfolio'), await get('/portfolio')];
    expect(renderer.state.renders).toBe(1);
    expect(responses.map((r) => r.outcome)).toEqual(['miss', 'hit', 'hit']);
    for (const response of responses) {
      expect(response.render).toBe(1);
      expect(response.body).toBe(responses[0]!.body);
    }
  });

  it('renders again as soon as the content stamp changes', async () => {
    const renderer = fakeRenderer();
    const stamp = { value: 7 };
    const { get } = await serve(renderer, stamp);
    await get('/');
    await get('/');
    stamp.value = 8;
    expect((await get('/')).outcome).toBe('miss');
    expect(renderer.state.renders).toBe(2);
  });

  it('serves the page as last rendered while the database cannot say the content stamp, and reports why', async () => {
    const renderer = fakeRenderer();
    const stamp = { value: 3, unreachable: false };
    const { get, errors } = await serve(renderer, stamp);
    await get('/services');
    stamp.unreachable = true;
    const stale = await get('/services');
    expect(stale).toMatchObject({ status: 200, outcome: 'stale', render: 1 });
    expect(errors).toHaveLength(1);
    // A page never rendered before is rendered, or shows its error page.
    expect(await get('/process')).toMatchObject({ status: 200, outcome: 'bypass' });
    expect(renderer.state.renders).toBe(2);
    stamp.unreachable = false;
    expect((await get('/services')).outcome).toBe('hit');
  });

  it('answers a page that failed while the database is away 503 with Retry-After, and any other failure 500', async () => {
    const stamp = { value: 3, unreachable: false };
    const { get } = await serve(fakeRenderer({ status: 500 }), stamp);
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
    const { get } = await serve(fakeRenderer({ status: 500 }), { value: 3, unreachableFromCall: 2 });
    const away = await get('/process');
    expect(away.status).toBe(503);
    expect(away.response.headers.get('retry-after')).toBe('5');
  });

  it('keeps each URL, query included, apart', async () => {
    const renderer = fakeRenderer();
    const { get } = await serve(renderer);
    await get('/pricing-calculator?tab=web');
    const other = await get('/pricing-calculator?tab=mobile');
    expect(other.outcome).toBe('miss');
    expect(other.body).toContain('/pricing-calculator?tab=mobile');
  });

  it('keeps pages served behind https apart from plain ones (their headers differ)', async () => {
    const renderer = fakeRenderer();
    const { get } = await serve(renderer);
    await get('/');
    expect((await get('/', { 'x-forwarded-proto': 'https' })).outcome).toBe('miss');
    expect((await get('/', { 'x-forwarded-proto': 'https' })).outcome).toBe('hit');
    expect(renderer.state.renders).toBe(2);
  });

  it('never keeps pages that are not marked public, that fail, that set a cookie or carry a nonce', async () => {
    for (const options of [{ mark: false }, { status: 404 }, { cookie: true }, { nonce: true }]) {
      const renderer = fakeRenderer(options);
      const { get } = await serve(renderer);
      const [first, second] = [await get('/contact-us'), await get('/contact-us')];
      expect(renderer.state.renders, JSON.stringify(options)).toBe(2);
      expect(second.outcome).toBe('bypass');
      expect([first.render, second.render]).toEqual([1, 2]);
      expect(first.response.headers.get('x-render-cache')).toBe('bypass');
      await closeServer();
    }
  });

  it('sends everything to the renderers untouched until the app has registered its content stamp', async () => {
    const renderer = fakeRenderer();
    const { get } = await serve(renderer, null);
    const response = await get('/', { 'accept-encoding': 'gzip' });
    expect(response.outcome).toBeNull();
    expect(renderer.state.lastAcceptEncoding).toBe('gzip');
  });

  it('compresses for clients that accept it (brotli before gzip), and asks the renderer for plain text', async () => {
    const renderer = fakeRenderer();
    await serve(renderer);
    const brotli = await rawGet('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(renderer.state.lastAcceptEncoding).toBeUndefined();
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toBe('Accept-Encoding');
    expect(brotli.body).toContain('<script>self.a=1');
    const gzip = await rawGet('/', { 'accept-encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.body).toBe(brotli.body);
    const plain = await rawGet('/', {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toBe(brotli.body);
  });

  it('sends build scripts in gzip at once, then in brotli from its store, with the headers and validators of Next.js', async () => {
    const renderer = fakeRenderer();
    await serve(renderer);
    const path = '/_next/static/chunks/app-0abc.js';
    // A HEAD before the file is stored is Next.js's own, with the length of the body it would send.
    const head = await rawRequest('HEAD', path, { 'accept-encoding': 'br' });
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.encoding).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(script.length);
    const first = await rawGet(path, { 'accept-encoding': 'gzip, br' });
    expect(first).toMatchObject({ status: 200, encoding: 'gzip', body: script });
    expect(renderer.state.lastAcceptEncoding).toBeUndefined();
    let stored = first;
    for (let attempt = 0; attempt < 50 && stored.encoding !== 'br'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = await rawGet(path, { 'accept-encoding': 'gzip, br' });
    }
    expect(stored).toMatchObject({ status: 200, encoding: 'br', body: script, vary: 'Accept-Encoding' });
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stored.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(Number(stored.headers['content-length'])).toBeLessThan(script.length / 4);
    const renders = renderer.state.renders;
    const revalidated = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': 'W/"script-1"' });
    expect(revalidated).toMatchObject({ status: 304, body: '' });
    const storedHead = await rawRequest('HEAD', path, { 'accept-encoding': 'br' });
    expect(storedHead).toMatchObject({ status: 200, encoding: 'br', body: '' });
    expect(storedHead.headers['content-length']).toBe(stored.headers['content-length']);
    expect(renderer.state.renders).toBe(renders);
    // Clients without brotli, and anything that is not a script or stylesheet, are Next.js's own.
    expect((await rawGet(path, { 'accept-encoding': 'gzip' })).encoding).toBeUndefined();
    expect(renderer.state.lastAcceptEncoding).toBe('gzip');
    expect((await rawGet('/_next/static/media/font.woff2', { 'accept-encoding': 'br' })).encoding).toBeUndefined();
  });

  it('answers 500 when the render throws, and reports the error', async () => {
    const renderer = fakeRenderer({ fail: true });
    const { get, errors } = await serve(renderer);
    expect((await get('/')).status).toBe(500);
    expect(errors).toHaveLength(1);
  });
});
