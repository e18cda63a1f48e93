import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { GONE_HEADER } from '@/node-server/gone-pages.mjs';
import { CACHE_MARK_HEADER } from '@/node-server/render-cache.mjs';
import { pageRedirect } from '@/lib/page-redirects';
import { mayBePageAddress } from '@/lib/page-address';
import { isLivePreview, isSharedPage, splitLocale, takesForm } from '@/lib/paths';
import { newReference } from '@/lib/reference';
import { securityHeaders } from '@/lib/security/csp';
import { errorMessage, log } from '@/server/log';
import { asksForPreview } from '@/server/preview';
import { withRequestScope } from '@/server/request-scope';
import { ISLAND_STYLE_ELEMENT, islandsPolicy } from './csp';
import { scriptsAfterPaint } from './page-scripts';

/**
 * Every address of the public site passes here (server.mjs sends Next.js only the admin's, the API's and the files':
 * src/node-server/renderers.mjs). Before a page renders: a method it does not take is refused, and an address that has
 * another is redirected (src/lib/page-redirects.ts). Every answer then gets the CSP (by hash: src/site/csp.ts), the
 * security headers of SECURITY.md E2 and no caching by the browser (content is live); a page that is the same for every
 * visitor gets the mark that lets server.mjs keep it (src/node-server/render-cache.mjs). A draft's preview or a review
 * link is kept by no cache, indexed by no search engine, and its address is sent nowhere.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // The address of deleted content, which server.mjs found and marked (src/node-server/gone-pages.mjs), in any spelling.
  const gone = context.request.headers.get(GONE_HEADER) === '1';
  const response =
    refusedMethod(context) ?? (gone ? undefined : redirect(context)) ?? (await rendered(context, next, gone));
  const https = context.url.protocol === 'https:' || context.request.headers.get('x-forwarded-proto') === 'https';
  const preview = asksForPreview(context.url);
  response.headers.set('Content-Security-Policy', islandsPolicy());
  for (const [name, value] of Object.entries(securityHeaders({ https, admin: false })))
    response.headers.set(name, value);
  if (response.headers.get('Content-Type') === 'text/html')
    response.headers.set('Content-Type', 'text/html; charset=utf-8');
  if (isLivePreview(context.url.pathname)) {
    // The page editor's live preview is framed by the admin, on this site alone; no other page may be framed at all.
    response.headers.set(
      'Content-Security-Policy',
      islandsPolicy().replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
    response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  }
  if (preview || isLivePreview(context.url.pathname)) {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    response.headers.set('Referrer-Policy', 'no-referrer');
  } else if (!response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  if (context.request.method === 'GET' && response.status === 200 && !preview && isSharedPage(context.url.pathname))
    response.headers.set(CACHE_MARK_HEADER, 'public');
  return response;
});

/**
 * Pages and files are read (GET, HEAD); a lead form is also posted to its page, which may be a page built from blocks
 * (whose route answers 405 itself when it has no form). Anything else is answered 405.
 */
function refusedMethod({ request, url }: APIContext): Response | undefined {
  const formPage =
    takesForm(url.pathname) || mayBePageAddress(splitLocale(url.pathname).path) || isLivePreview(url.pathname);
  const allowed = formPage ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
  if (allowed.includes(request.method)) return undefined;
  return new Response('Method not allowed', {
    status: 405,
    headers: { Allow: allowed.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The address's redirect, if it has one (src/lib/page-redirects.ts). One that depends on the visitor (the remembered
 * language, once a visit) is kept by no cache.
 */
function redirect(context: APIContext): Response | undefined {
  if (context.request.method !== 'GET' && context.request.method !== 'HEAD') return undefined;
  const target = pageRedirect(context.url, (name) => context.cookies.get(name)?.value);
  if (!target) return undefined;
  const headers = new Headers({ Location: target.location });
  if (target.setCookie) {
    headers.set('Set-Cookie', target.setCookie);
    headers.set('Cache-Control', 'private, no-store');
  }
  return new Response(null, { status: target.status, headers });
}

/**
 * The page (or, for a gone address, the gone page), whole, rendered in the scope of its request (src/server/request-scope.ts), or, when it fails to render, an empty 500 that Astro answers with its error page
 * (src/site/pages/500.astro): a calm page in the visitor's language showing the reference of the one JSON log line that
 * says what failed (SECURITY.md G1, as src/instrumentation.ts does for Next.js pages). The body is read here in full,
 * so a failure while the page streams is caught too, before a byte of it is sent. Caught here, the error never reaches
 * Astro's own logger, which would print its stack as plain text.
 */
async function rendered(context: APIContext, next: MiddlewareNext, gone: boolean): Promise<Response> {
  const scope = { url: context.url, cookie: (name: string) => context.cookies.get(name)?.value };
  try {
    // A gone address gets the page that says so (src/site/pages/410.astro).
    return await withRequestScope(scope, async () => finished(await (gone ? next('/410') : next())));
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

/**
 * A page as it is sent: without Astro's inline island style (see ISLAND_STYLE_ELEMENT), its own scripts requested
 * after its first paint (./page-scripts.ts). Anything that is not HTML as it is.
 */
async function finished(response: Response): Promise<Response> {
  if (!response.headers.get('Content-Type')?.startsWith('text/html') || !response.body) return response;
  const html = await response.text();
  return new Response(scriptsAfterPaint(html.replace(ISLAND_STYLE_ELEMENT, '')), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
