import { beforeEach, describe, expect, it } from 'vitest';
import { preloadInBatches, resetPreloaded, shouldPreload } from './preload';

describe('preloadInBatches', () => {
  beforeEach(() => resetPreloaded());

  it('loads in batches of five with a 100 ms pause between batches', async () => {
    const events: string[] = [];
    const urls = Array.from({ length: 12 }, (_, i) => `/img/${i}.webp`);
    await preloadInBatches(urls, async (url) => void events.push(`load ${url}`), {
      sleep: async (ms) => void events.push(`pause ${ms}`),
    });
    expect(events.filter((e) => e.startsWith('pause'))).toEqual(['pause 100', 'pause 100']);
    expect(events.indexOf('pause 100')).toBe(5);
    expect(events.lastIndexOf('pause 100')).toBe(11);
    expect(events.filter((e) => e.startsWith('load'))).toHaveLength(12);
  });

  it('skips images already loaded, and duplicates', async () => {
    const first: string[] = [];
    await preloadInBatches(['/a', '/b', '/a'], async (url) => void first.push(url), { sleep: async () => {} });
    expect(first).toEqual(['/a', '/b']);
    const second: string[] = [];
    await preloadInBatches(['/a', '/c'], async (url) => void second.push(url), { sleep: async () => {} });
    expect(second).toEqual(['/c']);
  });

  it('tries a failed image again next time', async () => {
    await preloadInBatches(['/broken'], async () => Promise.reject(new Error('404')), { sleep: async () => {} });
    const retried: string[] = [];
    await preloadInBatches(['/broken'], async (url) => void retried.push(url), { sleep: async () => {} });
    expect(retried).toEqual(['/broken']);
  });
});

describe('shouldPreload', () => {
  it('preloads on a normal connection or when the browser does not say', () => {
    expect(shouldPreload(undefined)).toBe(true);
    expect(shouldPreload({ effectiveType: '4g' })).toBe(true);
  });
  it('does not preload with Save-Data or on 2g', () => {
    expect(shouldPreload({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(shouldPreload({ effectiveType: '2g' })).toBe(false);
    expect(shouldPreload({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
