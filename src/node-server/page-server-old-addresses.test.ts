import { afterEach, describe, expect, it } from 'vitest';
import type { RedirectRule } from './redirects.mjs';
import { closeServer, fakeRenderer, goneFixture, rawRequest, serve } from './page-server.test-support';

afterEach(closeServer);

describe('the addresses of deleted content', () => {
  it('are answered 410 with the gone page, in every language, reusing the stamp read for the page cache', async () => {
    const renderer = fakeRenderer();
    const stamp = { value: 1, calls: 0 };
    const gone = goneFixture(['/blog/old-post']);
    const { get } = await serve(renderer, stamp, { gone });
    for (const path of ['/blog/old-post', '/es/blog/old-post', '/ar/blog/old-post/', '/blog/old-post'])
      expect((await get(path)).status, path).toBe(410);
    expect((await get('/blog/new-post')).status).toBe(200);
    expect(stamp.calls).toBe(5);
    expect(gone.counts).toEqual({ loads: 1, stampReads: 0 });
  });

  it('are never stored, and a page stored before its item was trashed is answered 410 once the stamp moves', async () => {
    const renderer = fakeRenderer();
    const stamp = { value: 1 };
    const gone = goneFixture([]);
    const { get } = await serve(renderer, stamp, { gone });
    expect((await get('/portfolio/12')).outcome).toBe('miss');
    expect((await get('/portfolio/12')).outcome).toBe('hit');
    gone.paths = ['/portfolio/12'];
    stamp.value = 2;
    const answers = [await get('/portfolio/12'), await get('/portfolio/12')];
    expect(answers.map((answer) => [answer.status, answer.outcome])).toEqual([
      [410, null],
      [410, null],
    ]);
    expect(renderer.state.renders).toBe(3);
    expect(answers[0]!.response.headers.get('x-render-cache')).toBeNull();
  });

  it('read the stamp for page reads the cache does not handle (RENDER_CACHE=off, HEAD), and for nothing else', async () => {
    const renderer = fakeRenderer();
    const gone = goneFixture(['/blog/old-post']);
    const { get } = await serve(renderer, null, { gone });
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

  it('leave the address to its page when the trash cannot be read, and report why', async () => {
    const renderer = fakeRenderer();
    const gone = goneFixture(['/blog/old-post']);
    gone.fail = true;
    const { get, errors } = await serve(renderer, { value: 1 }, { gone });
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

  it('are answered 301 before the page cache, in the language asked, with HEAD and files too; nothing is rendered', async () => {
    const renderer = fakeRenderer();
    await serve(renderer, { value: 1 }, { redirects: rules });
    const moved = await rawRequest('GET', '/es/blog/old-post?ref=x', {});
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/es/blog/new-post?ref=x');
    expect(moved.headers['cache-control']).toBe('public, max-age=3600');
    expect(moved.headers['x-content-type-options']).toBe('nosniff');
    const head = await rawRequest('HEAD', '/about.html', {});
    expect([head.status, head.headers.location]).toEqual([301, '/about-us']);
    expect(renderer.state.renders).toBe(0);
  });

  it('answer a temporary move 302, kept by no cache, in the language asked and whatever the case', async () => {
    const renderer = fakeRenderer();
    await serve(renderer, { value: 1 }, { redirects: rules });
    const moved = await rawRequest('GET', '/DE/Summer-Offer', {});
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/de/pricing-calculator');
    expect(moved.headers['cache-control']).toBe('no-store');
    expect(renderer.state.renders).toBe(0);
  });

  it('answer a redirect to nowhere with the gone page (410), and leave every other address alone', async () => {
    const renderer = fakeRenderer();
    const { get } = await serve(renderer, null, { redirects: rules });
    expect((await get('/de/portfolio/12')).status).toBe(410);
    expect((await get('/blog/new-post')).status).toBe(200);
    expect((await get('/admin/blog/old-post')).status).toBe(200);
  });
});
