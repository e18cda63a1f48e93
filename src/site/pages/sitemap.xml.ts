import type { APIRoute } from 'astro';
import { sitemapEntries, sitemapXml } from '@/features/seo/sitemap';

/** Every public page in every language it is written in (built per request from the live content). */
export const GET: APIRoute = async () =>
  new Response(sitemapXml(await sitemapEntries()), {
    headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
