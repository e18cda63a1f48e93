import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { readCookie, secureCookies, sessionCookieHeader, sessionCookieName } from '@/server/auth/cookie';
import { isSameOrigin } from '@/server/auth/origin';
import { deleteSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { internalError } from '@/server/route-errors';

export const dynamic = 'force-dynamic';

/**
 * Signs the admin out (the panel's logout button posts a plain form here): the session is deleted on the server, so
 * the cookie is worthless even if a copy survives; the browser is told to drop it and anything the site stored
 * (SECURITY.md E4), then goes to the login page.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().SITE_URL)) {
    log.warn('security.cross_origin_refused', { path: '/api/admin/logout' });
    return Response.json({ error: 'forbidden' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const secure = secureCookies(env().SITE_URL);
  const token = readCookie(request.headers.get('cookie'), sessionCookieName(secure));
  if (token) {
    try {
      await deleteSession(getDb(), token);
    } catch (error) {
      return internalError(error, 'admin.logout_failed');
    }
    log.info('security.logout', {});
  }
  return new Response(null, {
    status: 303,
    headers: {
      Location: paths.adminLogin,
      'Cache-Control': 'no-store',
      'Clear-Site-Data': '"cookies", "storage"',
      'Set-Cookie': sessionCookieHeader('', secure),
    },
  });
}
