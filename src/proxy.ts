import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { languageRedirectedCookie, rememberedLanguage } from '@/lib/language-choice';
import { isLocale } from '@/lib/locales';
import { gonePage, isPagePath, isSharedPage, localizedPath, notFoundPage, pathAliases, splitLocale } from '@/lib/paths';
import { GONE_HEADER } from '@/node-server/gone-pages.mjs';
import { CACHE_MARK_HEADER } from '@/node-server/render-cache.mjs';
import { createNonce, securityHeaders, sitePolicy } from '@/lib/security/csp';
import { PREVIEW_HEADER, PREVIEW_PARAM, REVIEW_HEADER, REVIEW_PARAM } from '@/lib/preview';

const handleI18nRouting = createMiddleware(routing);

/**
 * Paths outside the localized site: the admin (English only), route handlers (the media library's files among them,
 * whatever their address: a malformed one is the route's plain 404, not a page) and files.
 */
const unlocalized =
  /^\/(?:admin(?:-login|-set-password)?(?:\/|$)|api(?:\/|$)|media\/|sitemap\.xml$|robots\.txt$)|\.[a-z0-9]+$/i;

/**
 * Where a request should go instead: another spelling of a page (permanent, query kept), or the page in the language
 * a valid `_gtl` parameter asks for (an invalid value is ignored).
 */
function redirectTarget(request: NextRequest): { url: URL; permanent: boolean; remembered?: boolean } | undefined {
  const url = request.nextUrl.clone();
  const { locale, path } = splitLocale(url.pathname);
  let target: string | undefined;
  for (const [pattern, canonical] of pathAliases) {
    const match = pattern.exec(path);
    if (match) target = localizedPath(locale, canonical(match));
  }
  const requested = url.searchParams.get('_gtl');
  const switching = requested !== null && isLocale(requested);
  if (switching) {
    url.searchParams.delete('_gtl');
    url.searchParams.delete('_ts');
    const canonical = target ? splitLocale(target).path : path;
    target = localizedPath(requested, canonical);
    if (target === url.pathname && url.search === request.nextUrl.search) return undefined;
  }
  const remembered = target ? undefined : rememberedLanguage(url.pathname, (name) => request.cookies.get(name)?.value);
  if (remembered)
    return {
      url: Object.assign(url, { pathname: localizedPath(remembered, '/') }),
      permanent: false,
      remembered: true,
    };
  if (!target) return undefined;
  url.pathname = target;
  // A language switch is the visitor's choice of the moment, not a permanent move of the page.
  return { url, permanent: !switching };
}

function languageRedirect(redirect: NonNullable<ReturnType<typeof redirectTarget>>): NextResponse {
  const response = NextResponse.redirect(redirect.url, redirect.permanent ? 308 : 307);
  if (redirect.remembered) {
    response.headers.append('Set-Cookie', languageRedirectedCookie);
    response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
}

/**
 * A path no page claims: the not-found page of the path's language, with status 404. It is rendered as a page of its
 * own because Next.js 16 answers a `notFound()` with an empty document whose body only the browser draws once the
 * scripts have run (vercel/next.js#62228): a blank page without JavaScript, and a late paint with it.
 */
function notFoundResponse(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${splitLocale(url.pathname).locale}${notFoundPage}`;
  return NextResponse.rewrite(url, { request: { headers: request.headers }, status: 404 });
}

/**
 * The address of an item in the trash, as server.mjs found it (src/node-server/gone-pages.mjs): the gone page of the
 * path's language, with status 410.
 */
function goneResponse(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${splitLocale(url.pathname).locale}${gonePage}`;
  return NextResponse.rewrite(url, { request: { headers: request.headers }, status: 410 });
}

/**
 * Locale routing and the security headers of every response. This is never an auth check: every admin page, action
 * and route handler checks the session itself.
 */
export default function proxy(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const csp = sitePolicy(nonce);
  const { pathname } = request.nextUrl;
  // Next.js reads the nonce from the request's CSP header and stamps it on its own scripts.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);
  request.headers.set('x-pathname', pathname);

  const localized = !unlocalized.test(pathname);
  // A draft's preview or a review link (src/lib/preview.ts): only this proxy says a request is one, and only for a
  // page of the site. The page decides what it shows (a signed-in admin, a live link to this very page).
  request.headers.delete(PREVIEW_HEADER);
  request.headers.delete(REVIEW_HEADER);
  // Only a token's shape is passed on (anything else could not be a header value, nor a token).
  const asked = localized ? request.nextUrl.searchParams.get(REVIEW_PARAM) : null;
  const review = asked && /^[A-Za-z0-9_-]{43}$/.test(asked) ? asked : undefined;
  const preview = (localized && request.nextUrl.searchParams.has(PREVIEW_PARAM)) || Boolean(review);
  if (preview) request.headers.set(PREVIEW_HEADER, '1');
  if (review) request.headers.set(REVIEW_HEADER, review);
  const redirect = localized ? redirectTarget(request) : undefined;
  const gone = localized && request.headers.has(GONE_HEADER);
  const response = redirect
    ? languageRedirect(redirect)
    : !localized
      ? NextResponse.next({ request: { headers: request.headers } })
      : gone
        ? goneResponse(request)
        : isPagePath(pathname)
          ? handleI18nRouting(request)
          : notFoundResponse(request);

  response.headers.set('Content-Security-Policy', csp);
  // server.mjs may keep this page's HTML and serve it again with a new nonce; it strips the header.
  if (request.method === 'GET' && !redirect && !gone && localized && !preview && isSharedPage(pathname))
    response.headers.set(CACHE_MARK_HEADER, 'public');
  if (preview) {
    // What a preview shows may be unpublished: kept by no cache, indexed by no search engine, its address sent nowhere.
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  }
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const admin = /^\/admin(?:-login|-set-password)?(?:\/|$)/.test(pathname);
  for (const [name, value] of Object.entries(securityHeaders({ https, admin }))) response.headers.set(name, value);
  if (preview) response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

export const config = {
  // Everything but build assets and public files (which get their headers from next.config.ts), and the media
  // library's upload address: Next.js would read a body a proxy runs for (up to 10 MB) before the route could check
  // the origin, the session and the person's limit, and refuse a larger one. The route sets these headers itself.
  matcher: [
    '/((?!_next/static|_next/image|images/|videos/|fonts/|favicon.ico|icon.svg|apple-icon.png|api/admin/media$).*)',
  ],
};
