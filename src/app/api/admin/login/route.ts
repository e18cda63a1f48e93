import { z } from 'zod';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { isHttps, readCookie, sessionCookieHeader, sessionCookieName } from '@/server/auth/cookie';
import { safeAdminReturn } from '@/server/auth/guard';
import { attemptLogin } from '@/server/auth/login';
import { isSameOrigin } from '@/server/auth/origin';
import { deleteSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { hashClientAddress } from '@/server/private-hash';
import { requestMeta } from '@/server/request-meta';
import { adminPasswordHash } from '@/server/startup';

export const dynamic = 'force-dynamic';

const loginInputSchema = z.strictObject({
  password: z.string().min(1).max(256),
  next: z.string().max(300).optional(),
});

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Signs the admin in. The login page posts JSON and shows the answer as a toast: 200 with where to go, 401 for a wrong
 * password, 429 with Retry-After once the address (or everyone) has failed too often (SECURITY.md A3). Without
 * JavaScript the form posts here as a plain form and is answered with a redirect either way.
 */
export async function POST(request: Request): Promise<Response> {
  const plainForm = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
  const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    if (!plainForm) return Response.json(body, { status, headers: { ...noStore, ...headers } });
    const target =
      status === 200
        ? String(body.redirect)
        : `${paths.adminLogin}?error=${body.error === 'rate_limited' ? 'rate_limited' : 'invalid'}`;
    return new Response(null, { status: 303, headers: { ...noStore, ...headers, Location: target } });
  };

  if (!isSameOrigin(request.headers, env().SITE_URL)) {
    log.warn('security.cross_origin_refused', { path: '/api/admin/login' });
    return Response.json({ error: 'forbidden' }, { status: 403, headers: noStore });
  }
  let raw: unknown;
  try {
    raw = plainForm ? Object.fromEntries(new URLSearchParams(await request.text())) : await request.json();
  } catch {
    return answer(400, { error: 'invalid_body' });
  }
  const input = loginInputSchema.safeParse(raw);
  if (!input.success) return answer(400, { error: 'invalid_body' });

  try {
    const db = getDb();
    const meta = await requestMeta();
    const result = await attemptLogin(db, {
      password: input.data.password,
      passwordHash: adminPasswordHash(),
      ipHash: (await hashClientAddress(meta.ip)) ?? 'unknown',
      userAgent: meta.userAgent ?? null,
    });
    if (result.status === 'rate_limited')
      return answer(
        429,
        { error: 'rate_limited', retryAfter: result.retryAfter },
        {
          'Retry-After': String(result.retryAfter),
        },
      );
    if (result.status === 'invalid') return answer(401, { error: 'invalid' });

    const https = isHttps(request.headers);
    // A new token at every sign-in: a session the browser already had is ended, not reused (A4).
    const previous = readCookie(request.headers.get('cookie'), sessionCookieName(https));
    if (previous) await deleteSession(db, previous);
    const response = answer(200, { redirect: safeAdminReturn(input.data.next) ?? '/admin' });
    response.headers.append('Set-Cookie', sessionCookieHeader(result.token, https));
    return response;
  } catch (error) {
    const reference = crypto.randomUUID().slice(0, 8);
    log.error('admin.login_failed', { reference, error: errorMessage(error) });
    return Response.json({ error: 'unavailable', reference }, { status: 503, headers: noStore });
  }
}
