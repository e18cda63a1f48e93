import { defineMiddleware } from 'astro:middleware';
import { CACHE_MARK_HEADER } from '@/node-server/render-cache.mjs';
import { isSharedPage } from '@/lib/paths';
import { securityHeaders } from '@/lib/security/csp';
import { ISLAND_STYLE_ELEMENT, islandsPolicy } from './csp';

/**
 * The headers of every page the islands renderer answers, as proxy.ts sets them on Next.js pages: the CSP (by hash:
 * src/site/csp.ts), the security headers of SECURITY.md E2, no caching by the browser (content is live), and the mark
 * that lets server.mjs keep a page that is the same for every visitor (src/node-server/render-cache.mjs).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await withoutIslandStyle(await next());
  const https = context.url.protocol === 'https:' || context.request.headers.get('x-forwarded-proto') === 'https';
  response.headers.set('Content-Security-Policy', islandsPolicy());
  for (const [name, value] of Object.entries(securityHeaders({ https, admin: false })))
    response.headers.set(name, value);
  if (response.headers.get('Content-Type') === 'text/html')
    response.headers.set('Content-Type', 'text/html; charset=utf-8');
  if (!response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  if (context.request.method === 'GET' && response.status === 200 && isSharedPage(context.url.pathname))
    response.headers.set(CACHE_MARK_HEADER, 'public');
  return response;
});

/** A page without Astro's inline island style (see ISLAND_STYLE_ELEMENT); anything that is not HTML as it is. */
async function withoutIslandStyle(response: Response): Promise<Response> {
  if (!response.headers.get('Content-Type')?.startsWith('text/html') || !response.body) return response;
  const html = await response.text();
  return new Response(html.replace(ISLAND_STYLE_ELEMENT, ''), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
