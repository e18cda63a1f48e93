import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRedirectLookup, isReservedSource, type RedirectRule } from './redirects.mjs';

function lookup(rules: RedirectRule[] | (() => Promise<RedirectRule[]>)) {
  const seen = { loads: 0, hits: [] as number[] };
  const redirectFor = createRedirectLookup({
    load: async () => {
      seen.loads += 1;
      return typeof rules === 'function' ? rules() : rules;
    },
    prefixedLocales: ['es', 'de', 'ar'],
    onHit: (rule) => seen.hits.push(rule.id),
  });
  const to = async (url: string, stamp = 1) => (await redirectFor(url, stamp))?.location;
  return { redirectFor, to, seen };
}

const renamed: RedirectRule = {
  id: 1,
  source: '/blog/old-post',
  target: '/blog/new-post',
  localized: true,
  permanent: true,
};
const manual: RedirectRule = { id: 2, source: '/es/promo', target: '/es/pricing', localized: false, permanent: true };
const gone: RedirectRule = { id: 3, source: '/portfolio/9', target: null, localized: true, permanent: true };
const away: RedirectRule = {
  id: 4,
  source: '/careers',
  target: 'https://jobs.example.com/agency?from=site',
  localized: false,
  permanent: true,
};

describe('createRedirectLookup', () => {
  it('sends a renamed address to the new one in the language it was asked in, with a trailing slash, query or escapes', async () => {
    const { to } = lookup([renamed]);
    expect(await to('/blog/old-post')).toBe('/blog/new-post');
    expect(await to('/es/blog/old-post')).toBe('/es/blog/new-post');
    expect(await to('/ar/blog/old-post/')).toBe('/ar/blog/new-post');
    expect(await to('/de/blog/old%2Dpost?utm_source=mail')).toBe('/de/blog/new-post?utm_source=mail');
  });

  it('matches a rule made by hand exactly as typed, and nothing that only looks like it', async () => {
    const { to } = lookup([manual, renamed]);
    expect(await to('/es/promo')).toBe('/es/pricing');
    for (const url of [
      '/promo',
      '/de/promo',
      '/es/promo/more',
      '/blog',
      '/blog/old-post-2',
      '/fr/blog/old-post',
      '/es/es/blog/old-post',
      '/%E0%A4%A',
    ])
      expect(await to(url), url).toBeUndefined();
  });

  it('matches sources without regard to case, in every language for a rule that is localized, and keeps full addresses as they are', async () => {
    const everywhere: RedirectRule = {
      id: 10,
      source: '/old-pricing',
      target: '/pricing-calculator',
      localized: true,
      permanent: true,
    };
    const leaving: RedirectRule = {
      id: 11,
      source: '/jobs',
      target: 'https://jobs.example.com/',
      localized: true,
      permanent: false,
    };
    const { to, redirectFor } = lookup([everywhere, leaving, manual]);
    expect(await to('/Old-Pricing')).toBe('/pricing-calculator');
    expect(await to('/ES/old-PRICING/')).toBe('/es/pricing-calculator');
    expect(await to('/ar/old-pricing?x=1')).toBe('/ar/pricing-calculator?x=1');
    expect(await to('/es/PROMO')).toBe('/es/pricing');
    expect(await to('/de/jobs')).toBe('https://jobs.example.com/');
    expect((await redirectFor('/de/jobs', 1))?.rule.permanent).toBe(false);
  });

  it('answers a deleted address with no location (the gone page), and encodes targets for the Location header', async () => {
    const { redirectFor, to } = lookup([
      gone,
      away,
      { id: 5, source: '/über-uns', target: '/about us', localized: false, permanent: true },
    ]);
    expect(await redirectFor('/de/portfolio/9', 1)).toEqual({ rule: gone, location: null });
    expect(await to('/careers?utm=1')).toBe('https://jobs.example.com/agency?from=site');
    expect(await to('/%C3%BCber-uns')).toBe('/about%20us');
  });

  it('never answers for a site file, nor sends anyone off the site by a rule stored before targets were checked decoded (C3)', async () => {
    const stored: RedirectRule[] = [
      { id: 6, source: '/robots.txt', target: 'https://evil.example/robots.txt', localized: false, permanent: true },
      { id: 7, source: '/media/0123456789abcdef0123/a.webp', target: '/', localized: false, permanent: true },
      { id: 8, source: '/old', target: '//evil.example', localized: true, permanent: true },
      { id: 9, source: '/older', target: '/\\evil.example', localized: false, permanent: true },
    ];
    const { to, seen } = lookup(stored);
    for (const url of ['/robots.txt', '/media/0123456789abcdef0123/a.webp', '/old', '/es/old', '/older'])
      expect(await to(url), url).toBeUndefined();
    expect(seen.hits).toEqual([]);
  });

  it('reserves every file of public/ and the files the app makes, in any case and language (C3)', () => {
    const prefixed = ['es', 'de', 'ar'];
    const publicDir = path.join(import.meta.dirname, '../../public');
    for (const name of readdirSync(publicDir)) {
      const address = statSync(path.join(publicDir, name)).isDirectory() ? `/${name}/any.file` : `/${name}`;
      expect(isReservedSource(address, prefixed), address).toBe(true);
    }
    for (const address of [
      '/robots.txt',
      '/SITEMAP.xml',
      '/blog/rss.xml',
      '/es/blog/rss.xml',
      '/Media/x',
      '/admin-login',
    ])
      expect(isReservedSource(address, prefixed), address).toBe(true);
    for (const address of ['/blog/old-post', '/mediation', '/es/promo', '/robots.txt.old'])
      expect(isReservedSource(address, prefixed), address).toBe(false);
  });

  it('reads the rules once per content stamp, counts each answer, and tries a failed read again', async () => {
    let fail = true;
    const { to, seen } = lookup(async () => {
      if (fail) throw new Error('database away');
      return [renamed];
    });
    await expect(to('/blog/old-post')).rejects.toThrow('database away');
    fail = false;
    expect(await to('/blog/old-post')).toBe('/blog/new-post');
    expect(await to('/es/blog/old-post')).toBe('/es/blog/new-post');
    expect(await to('/blog/other')).toBeUndefined();
    expect(seen.loads).toBe(2);
    await to('/blog/old-post', 2);
    expect(seen.loads).toBe(3);
    expect(seen.hits).toEqual([1, 1, 1]);
  });
});
