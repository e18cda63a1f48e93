import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { contentSecurityPolicy, createNonce, securityHeaders } from '@/lib/security/csp';

const handleI18nRouting = createMiddleware(routing);

/** Paths outside the localized site: the admin (English only) and route handlers. */
const unlocalized = /^\/(?:admin(?:-login)?|api)(?:\/|$)/;

/**
 * Locale routing and the security headers of every response. This is never an auth check: every admin page, action
 * and route handler checks the session itself.
 */
export default function proxy(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const csp = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV === 'development' });
  // Next.js reads the nonce from the request's CSP header and stamps it on its own scripts.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);

  const { pathname } = request.nextUrl;
  const response = unlocalized.test(pathname)
    ? NextResponse.next({ request: { headers: request.headers } })
    : handleI18nRouting(request);

  response.headers.set('Content-Security-Policy', csp);
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const admin = pathname.startsWith('/admin');
  for (const [name, value] of Object.entries(securityHeaders({ https, admin }))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but build assets and public files (which get their headers from next.config.ts).
  matcher: ['/((?!_next/static|_next/image|images/|videos/|fonts/|favicon.ico|icon.svg|apple-icon.png).*)'],
};
