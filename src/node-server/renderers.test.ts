import { describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bothRenderers, rendersWithIslands } from './renderers.mjs';

describe('which renderer answers', () => {
  it("sends the public site to the islands renderer: pages, files, previews and any address that is not Next.js's", () => {
    for (const url of [
      '/',
      '/es',
      '/ar?utm_source=x',
      '/es/terms',
      '/de/privacy-policy?utm_source=x',
      '/ar/services/mobile-apps',
      '/blog/2026-plans?utm_source=x',
      '/sitemap.xml',
      '/robots.txt',
      '/blog/rss.xml',
      '/pricing-calculator?tab=web3&options=web3-type-defi',
      '/contact-us?plan=growth',
      // Redirected, previewed, or answered with the not-found page: the site's own answers.
      '/es/',
      '/en/terms',
      '/about',
      '/terms?preview=1',
      '/es/terms?review=abc',
      '/terms?_gtl=de',
      '/no-such-page',
      '/fr/terms',
      '/blog/a/b',
      '/%61dmin',
      '/Admin',
      '/administrator',
      '/apix',
      '/api.json',
      '/mediax',
      '/images',
      '/favicon.ico',
      '/contact%2Dus',
    ])
      expect(rendersWithIslands({ url }), url).toBe(true);
  });

  it("leaves the admin, the API, the media library, public files and Next.js's build files to Next.js", () => {
    for (const url of [
      '/admin',
      '/admin?x=1',
      '/admin/leads',
      '/admin-login?next=%2Fadmin',
      '/admin-set-password',
      '/admin-login/forgot',
      '/api/health',
      '/api?x',
      '/media/12/photo.webp',
      '/_next/static/chunks/a.js',
      '/images/hero.avif',
      '/fonts/inter.woff2',
      '/videos/a.mp4',
      '/icon.svg',
      '/apple-icon.png',
    ])
      expect(rendersWithIslands({ url }), url).toBe(false);
  });

  it("names every entry of public/ as Next.js's", () => {
    const publicDir = path.join(import.meta.dirname, '../../public');
    for (const name of readdirSync(publicDir)) {
      const address = statSync(path.join(publicDir, name)).isDirectory() ? `/${name}/any.file` : `/${name}`;
      expect(rendersWithIslands({ url: address }), address).toBe(false);
    }
  });

  it('routes files and pages to their renderer, and a request Astro matches no route for on to Next.js', async () => {
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
});
