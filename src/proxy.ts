import { NextResponse, type NextRequest } from 'next/server';
import { createNonce, securityHeaders, sitePolicy } from '@/lib/security/csp';

/**
 * The security headers of everything Next.js answers: the admin, the API, the media library's files (the public site
 * is the islands renderer's, whose middleware sets its own: src/site/middleware.ts). Each response gets a CSP with a
 * nonce of its own, which Next.js reads from the request and stamps on its scripts. This is never an auth check: every
 * admin page, action and route handler checks the session itself.
 */
export default function proxy(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const csp = sitePolicy(nonce);
  const { pathname } = request.nextUrl;
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);
  request.headers.set('x-pathname', pathname);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.headers.set('Content-Security-Policy', csp);
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const admin = /^\/admin(?:-login|-set-password)?(?:\/|$)/.test(pathname);
  for (const [name, value] of Object.entries(securityHeaders({ https, admin }))) response.headers.set(name, value);
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
