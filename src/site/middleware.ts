import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { CACHE_MARK_HEADER } from '@/node-server/render-cache.mjs';
import { languageRedirectedCookie, rememberedLanguage } from '@/lib/language-choice';
import { isSharedPage, localizedPath } from '@/lib/paths';
import { newReference } from '@/lib/reference';
import { securityHeaders } from '@/lib/security/csp';
import { errorMessage, log } from '@/server/log';
import { ISLAND_STYLE_ELEMENT, islandsPolicy } from './csp';

/**
 * The headers of every page the islands renderer answers, as proxy.ts sets them on Next.js pages: the CSP (by hash:
 * src/site/csp.ts), the security headers of SECURITY.md E2, no caching by the browser (content is live), and the mark
 * that lets server.mjs keep a page that is the same for every visitor (src/node-server/render-cache.mjs).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = languageRedirect(context) ?? (await rendered(context, next));
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

/**
 * Spec 000 §4: `/` sends a returning visitor to the language they chose last time, once a visit (a session cookie
 * remembers it did), as proxy.ts does on Next.js pages. Kept by no cache: the next visitor may have chosen otherwise.
 */
function languageRedirect(context: APIContext): Response | undefined {
  const remembered = rememberedLanguage(context.url.pathname, (name) => context.cookies.get(name)?.value);
  if (!remembered) return undefined;
  return new Response(null, {
    status: 307,
    headers: {
      Location: localizedPath(remembered, '/') + context.url.search,
      'Set-Cookie': languageRedirectedCookie,
      'Cache-Control': 'private, no-store',
    },
  });
}

/**
 * The page, whole, or, when it fails to render, an empty 500 that Astro answers with its error page
 * (src/site/pages/500.astro): a calm page in the visitor's language showing the reference of the one JSON log line that
 * says what failed (SECURITY.md G1, as src/instrumentation.ts does for Next.js pages). The body is read here in full,
 * so a failure while the page streams is caught too, before a byte of it is sent. Caught here, the error never reaches
 * Astro's own logger, which would print its stack as plain text.
 */
async function rendered(context: APIContext, next: MiddlewareNext): Promise<Response> {
  try {
    return await withoutIslandStyle(await next());
  } catch (error) {
    const reference = newReference();
    log.error('request.failed', {
      reference,
      method: context.request.method,
      path: context.url.pathname,
      route: context.routePattern,
      kind: 'islands',
      error: errorMessage(error),
    });
    context.locals.failure = { reference };
    return new Response(null, { status: 500 });
  }
}

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
