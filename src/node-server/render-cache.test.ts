import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { sendEncoded } from './buffered-render.mjs';
import { createPageStore, isCacheableRequest, toCachedPage, type CachedPage } from './render-cache.mjs';

const page = (bytes: number, storedAt = 0): CachedPage => ({
  status: 200,
  headers: {},
  body: Buffer.alloc(bytes),
  encoded: new Map(),
  bytes,
  storedAt,
});

describe('the page store', () => {
  it('evicts the least recently used pages once over its byte budget', () => {
    const store = createPageStore({ maxBytes: 100, maxAgeMs: 1_000, now: () => 0 });
    store.set('/a', page(40));
    store.set('/b', page(40));
    store.get('/a');
    store.set('/c', page(40));
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toBeDefined();
    expect(store.get('/c')).toBeDefined();
    expect(store.bytes).toBe(80);
  });

  it('forgets pages older than its age limit and never keeps one larger than the budget', () => {
    let now = 0;
    const store = createPageStore({ maxBytes: 100, maxAgeMs: 1_000, now: () => now });
    store.set('/a', page(10, 0));
    store.set('/huge', page(101, 0));
    now = 1_001;
    expect(store.get('/a')).toBeUndefined();
    expect(store.get('/huge')).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });
});

describe('which requests may be answered from the cache', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });

  it('takes plain page GETs, in every language and with a query', () => {
    for (const url of ['/', '/portfolio/11', '/ar/pricing-calculator?tab=web', '/es/services/web-development'])
      expect(isCacheableRequest(request(url)), url).toBe(true);
  });

  it('leaves router, action and RSC requests, other methods, files, the admin and the API to the renderers', () => {
    expect(isCacheableRequest(request('/', { rsc: '1' }))).toBe(false);
    expect(isCacheableRequest(request('/', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(isCacheableRequest(request('/', { 'next-action': 'abc' }))).toBe(false);
    expect(isCacheableRequest(request('/', { authorization: 'Basic x' }))).toBe(false);
    expect(isCacheableRequest(request('/portfolio?_rsc=1x2'))).toBe(false);
    expect(isCacheableRequest(request('/blog/a-post?preview=1'))).toBe(false);
    expect(isCacheableRequest(request('/es/blog/a-post?tab=x&preview=1'))).toBe(false);
    expect(isCacheableRequest(request('/blog/a-post?preview'))).toBe(false);
    expect(isCacheableRequest(request('/blog/a-post?previewed=1'))).toBe(true);
    expect(isCacheableRequest(request('/blog/a-post?review=abc'))).toBe(false);
    expect(isCacheableRequest(request('/', {}, 'POST'))).toBe(false);
    expect(isCacheableRequest(request('/', {}, 'HEAD'))).toBe(false);
    for (const url of ['/_next/static/chunks/a.js', '/api/health', '/admin', '/admin-login', '/robots.txt'])
      expect(isCacheableRequest(request(url)), url).toBe(false);
  });

  it('renders `/` when the visitor remembered a language (it may redirect them), and only `/`', () => {
    expect(isCacheableRequest(request('/', { cookie: 'NEXT_LOCALE=de' }))).toBe(false);
    expect(isCacheableRequest(request('/?ref=x', { cookie: 'theme=dark; NEXT_LOCALE=es' }))).toBe(false);
    expect(isCacheableRequest(request('/', { cookie: 'MY_NEXT_LOCALE=de' }))).toBe(true);
    expect(isCacheableRequest(request('/portfolio', { cookie: 'NEXT_LOCALE=de' }))).toBe(true);
    expect(isCacheableRequest(request('/es', { cookie: 'NEXT_LOCALE=es' }))).toBe(true);
  });
});

describe('which renders are kept', () => {
  const html = (headers: Record<string, string | string[]> = {}, status = 200) => ({
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'self' 'sha256-abc='",
      'x-render-cache': 'public',
      'content-length': '30',
      etag: '"1"',
      ...headers,
    },
    body: Buffer.from('<script>go()</script>'),
    now: 5,
  });

  it('keeps a public HTML page whose CSP allows inline scripts by hash alone, without its length, validator or mark', () => {
    const result = toCachedPage(html());
    expect('entry' in result).toBe(true);
    if (!('entry' in result)) return;
    expect(String(result.entry.body)).toBe('<script>go()</script>');
    expect(Object.keys(result.entry.headers).sort()).toEqual(['content-security-policy', 'content-type']);
    expect(result.entry.encoded.size).toBe(0);
  });

  it('refuses pages that are not marked public, fail, set cookies, are encoded, are not HTML or use a nonce', () => {
    const reason = (render: ReturnType<typeof html>) => {
      const result = toCachedPage(render);
      return 'reason' in result ? result.reason : 'kept';
    };
    expect(reason(html({ 'x-render-cache': '' }))).toBe('not marked public');
    expect(reason(html({}, 404))).toBe('status 404');
    expect(reason(html({ 'set-cookie': ['a=1'] }))).toBe('sets a cookie');
    expect(reason(html({ 'content-encoding': 'gzip' }))).toBe('already encoded');
    expect(reason(html({ 'content-type': 'application/json' }))).toBe('not HTML');
    expect(reason(html({ 'content-security-policy': "script-src 'self'" }))).toBe('CSP not by hash alone');
    expect(reason(html({ 'content-security-policy': "script-src 'self' 'nonce-abc'" }))).toBe('CSP not by hash alone');
    expect(reason(html({ 'content-security-policy': "script-src 'self' 'sha256-x=' 'nonce-abc'" }))).toBe(
      'CSP not by hash alone',
    );
  });
});

describe('a cached page', () => {
  const page = () => {
    // Words in a varied order, as on a real page: the best compression has something to find that the fast one misses.
    const words = ['agency', 'apps', 'web', 'design', 'launch', 'client', 'build', 'story', 'team', 'growth'];
    let seed = 7;
    const text = Array.from({ length: 4_000 }, () => words[(seed = (seed * 48_271) % 2_147_483_647) % words.length]);
    const body = Buffer.from(`<!doctype html><p>${text.join(' ')}</p>`);
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' },
      body,
      bytes: body.length,
      encoded: new Map<'br' | 'gzip', Promise<Buffer>>(),
    };
  };

  /** Resolves once the page's bytes in a coding are no longer `from` (its background compression has replaced them). */
  const replaced = (cached: ReturnType<typeof page>, encoding: 'br' | 'gzip', from: unknown) =>
    vi.waitFor(() => expect(cached.encoded.get(encoding)).not.toBe(from), { timeout: 5_000 });

  /** A response that records what is sent. */
  const recorder = () => {
    const headers = new Map<string, unknown>();
    const chunks: Buffer[] = [];
    const response = {
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
      writeHead: () => response,
      cork: () => undefined,
      uncork: () => undefined,
      write: (chunk: Buffer) => chunks.push(chunk),
      end: () => undefined,
    };
    return { response, headers, body: () => Buffer.concat(chunks) };
  };

  it('is compressed once per coding, and those bytes are sent to every client asking for it', async () => {
    const cached = page();
    const [first, second, gzipped, plain] = [recorder(), recorder(), recorder(), recorder()];
    await sendEncoded(first.response as never, cached, 'br', 'hit');
    await replaced(cached, 'br', cached.encoded.get('br'));
    const stored = cached.encoded.get('br');
    await sendEncoded(second.response as never, cached, 'br', 'hit');
    expect(cached.encoded.get('br')).toBe(stored);
    expect(brotliDecompressSync(first.body()).equals(cached.body)).toBe(true);
    expect(brotliDecompressSync(second.body()).equals(cached.body)).toBe(true);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(first.headers.get('content-length')).toBe(first.body().length);
    await sendEncoded(gzipped.response as never, cached, 'gzip', 'hit');
    expect(gunzipSync(gzipped.body()).equals(cached.body)).toBe(true);
    expect([...cached.encoded.keys()].sort()).toEqual(['br', 'gzip']);
    await sendEncoded(plain.response as never, cached, undefined, 'hit');
    expect(plain.body().equals(cached.body)).toBe(true);
    expect(plain.headers.get('content-encoding')).toBeUndefined();
  });

  it('answers the first request at once and the ones after with its best compression, made in the background', async () => {
    const cached = page();
    const [first, later] = [recorder(), recorder()];
    await sendEncoded(first.response as never, cached, 'br', 'miss');
    await replaced(cached, 'br', cached.encoded.get('br'));
    await sendEncoded(later.response as never, cached, 'br', 'hit');
    expect(later.body().length).toBeLessThan(first.body().length);
    expect(brotliDecompressSync(later.body()).equals(cached.body)).toBe(true);
    expect(later.headers.get('content-length')).toBe(later.body().length);
  });
});
