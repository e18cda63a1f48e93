import { describe, expect, it } from 'vitest';
import { createGoneLookup } from './gone-pages.mjs';

function lookup(paths: string[] | (() => Promise<string[]>)) {
  const loads = { count: 0 };
  const isGone = createGoneLookup({
    load: async () => {
      loads.count += 1;
      return typeof paths === 'function' ? paths() : paths;
    },
    prefixedLocales: ['es', 'de', 'ar'],
  });
  return { isGone, loads };
}

describe('createGoneLookup', () => {
  it('matches a trashed item’s address in every language, with a trailing slash, a query or escapes', async () => {
    const { isGone } = lookup(['/blog/my-post', '/portfolio/12']);
    for (const url of [
      '/blog/my-post',
      '/es/blog/my-post',
      '/de/blog/my-post',
      '/ar/blog/my-post',
      '/blog/my-post/',
      '/ar/blog/my-post/',
      '/blog/my-post?utm_source=x',
      '/blog/my%2Dpost',
      '/de/portfolio/12',
    ])
      expect(await isGone(url, 1), url).toBe(true);
  });

  it('matches nothing else: other items, the list page, look-alike prefixes and paths that do not decode', async () => {
    const { isGone } = lookup(['/blog/my-post']);
    for (const url of [
      '/blog',
      '/blog/my-post-2',
      '/blog/my-post/comments',
      '/fr/blog/my-post',
      '/es/es/blog/my-post',
      '/ES/blog/my-post',
      '/desk/blog/my-post',
      '/Blog/my-post',
      '/blog/my-post%ff',
      '/',
    ])
      expect(await isGone(url, 1), url).toBe(false);
  });

  it('reads the addresses once per content stamp, once for requests that arrive together', async () => {
    let paths = ['/blog/old'];
    const { isGone, loads } = lookup(async () => paths);
    expect(await Promise.all([isGone('/blog/old', 5), isGone('/es/blog/old', 5), isGone('/blog/x', 5)])).toEqual([
      true,
      true,
      false,
    ]);
    for (let i = 0; i < 20; i++) await isGone('/blog/old', 5);
    expect(loads.count).toBe(1);

    paths = ['/blog/x'];
    expect(await isGone('/blog/old', 5)).toBe(true);
    expect(await isGone('/blog/old', 6)).toBe(false);
    expect(await isGone('/blog/x', 6)).toBe(true);
    expect(loads.count).toBe(2);
  });

  it('tries a failed read again on the next request instead of keeping the failure', async () => {
    let fail = true;
    const { isGone, loads } = lookup(async () => {
      if (fail) throw new Error('database away');
      return ['/blog/old'];
    });
    await expect(isGone('/blog/old', 1)).rejects.toThrow('database away');
    fail = false;
    expect(await isGone('/blog/old', 1)).toBe(true);
    expect(loads.count).toBe(2);
  });
});
