import { describe, expect, it } from 'vitest';
import { GONE_HEADER } from './gone-pages.mjs';
import { bothRenderers, rendersWithIslands } from './renderers.mjs';

describe('which renderer answers', () => {
  it('sends the moved pages in every language to the islands renderer', () => {
    for (const url of [
      '/',
      '/es',
      '/ar?utm_source=x',
      '/terms',
      '/es/terms',
      '/ar/privacy-policy',
      '/de/privacy-policy?utm_source=x',
      '/process',
      '/ar/about-us',
      '/es/services',
      '/socialmediaplans',
      '/ar/blog',
      '/blog/seo-basics-for-small-businesses',
      '/de/case-studies',
      '/services/web3',
      '/ar/services/mobile-apps',
      '/case-studies?category=web3',
      '/es/blog/launching-a-product',
      '/blog/2026-plans?utm_source=x',
      '/portfolio',
      '/de/portfolio?category=mobile',
      '/portfolio/11',
      '/ar/case-studies/fintech-banking-app',
      '/sitemap.xml',
      '/robots.txt',
      '/blog/rss.xml',
      '/pricing-calculator?tab=web3&options=web3-type-defi',
      '/es/contact-us',
      '/contact-us?plan=growth',
      '/ar/whitelabel-solutions',
    ])
      expect(rendersWithIslands({ method: 'GET', url }), url).toBe(true);
    expect(rendersWithIslands({ method: 'HEAD', url: '/terms' })).toBe(true);
    // A lead form is sent to its own page, by script or without.
    for (const url of ['/contact-us', '/de/contact-us?tab=web', '/whitelabel-solutions', '/ar/whitelabel-solutions'])
      expect(rendersWithIslands({ method: 'POST', url }), url).toBe(true);
  });

  it('leaves everything else, and previews, review links and language switches of moved pages, to Next.js', () => {
    for (const url of [
      '/es/',
      '/en',
      '/fr',
      '//',
      '/services/web-development/pricing',
      '/es/blog/rss.xml',
      '/es/sitemap.xml',
      '/blog/',
      '/blog/Launch',
      '/blog/a--b',
      '/blog/a/b',
      '/es/blog/launching-a-product?review=abc',
      '/es/services/',
      '/en/terms',
      '/fr/terms',
      '/terms/',
      '/terms/x',
      '/termsx',
      '/portfolio/11/x',
      '/es/case-studies/Fintech',
      '/admin',
      '/_next/static/chunks/a.js',
      '/terms?preview',
      '/terms?preview=1',
      '/es/terms?review=abc',
      '/terms?_gtl=de',
      '/terms?a=1&preview',
    ])
      expect(rendersWithIslands({ method: 'GET', url }), url).toBe(false);
    expect(rendersWithIslands({ method: 'POST', url: '/terms' })).toBe(false);
    expect(rendersWithIslands({ method: 'PUT', url: '/contact-us' })).toBe(false);
    expect(rendersWithIslands({ method: 'POST', url: '/contact-us/x' })).toBe(false);
    // A deleted item's address: the page server asks for the gone page (410), which Next.js draws.
    expect(rendersWithIslands({ method: 'GET', url: '/blog/old-post', headers: { [GONE_HEADER]: '1' } })).toBe(false);
  });

  it('routes files and pages to their renderer, and an unmatched islands request on to Next.js', async () => {
    const seen: string[] = [];
    const next = async (request: { url?: string }) => void seen.push(`next ${request.url}`);
    const handle = bothRenderers(next as never, {
      handle: async (request, _response, fallThrough) => {
        if (request.url === '/de/terms') return fallThrough();
        seen.push(`astro ${request.url}`);
      },
      assets: async (request) => void seen.push(`asset ${request.url}`),
    });
    for (const url of ['/terms', '/de/terms', '/_astro/a.js', '/admin'])
      await handle({ method: 'GET', url, headers: {} } as never, {} as never);
    expect(seen).toEqual(['astro /terms', 'next /de/terms', 'asset /_astro/a.js', 'next /admin']);
  });

  it('sends everything to Next.js without an Astro build', async () => {
    const seen: string[] = [];
    const handle = bothRenderers(
      (async (request: { url?: string }) => void seen.push(`${request.url}`)) as never,
      undefined,
    );
    await handle({ method: 'GET', url: '/terms', headers: {} } as never, {} as never);
    expect(seen).toEqual(['/terms']);
  });
});
