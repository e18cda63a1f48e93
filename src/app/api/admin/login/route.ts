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
import { currentOwnerHash } from '@/server/auth/admin-password';
import { OWNER_ID } from '@/server/auth/user';
import { loginAccount } from '@/server/auth/users';
import { adminPassword } from '@/server/startup';

export const dynamic = 'force-dynamic';

const loginInputSchema = z.strictObject({
  /** Absent (or empty, from the plain form) for the owner's admin password; a named account's address otherwise. */
  email: z.string().trim().max(254).optional(),
  password: z.string().min(1).max(256),
  next: z.string().max(300).optional(),
});

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Signs someone in: the owner with the admin password alone, a named account with its e-mail address and password.
 * The login page posts JSON and shows the answer as a toast: 200 with where to go, 401 for a wrong
 * password, 429 with Retry-After once the address (or everyone) has failed too often (SECURITY.md A3). Without
 * JavaScript the form posts here as a plain form and is answered with a redirect either way.
 */
export async function POST(request: Request): Promise<Response> {
  const plainForm = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
  const answer = (
    status: number,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    /** Without script, the address typed goes back into the form (and picks the e-mail wording of the error). */
    email?: string,
  ) => {
    if (!plainForm) return Response.json(body, { status, headers: { ...noStore, ...headers } });
    const again = email ? `&email=${encodeURIComponent(email)}` : '';
    const target =
      status === 200
        ? String(body.redirect)
        : `${paths.adminLogin}?error=${body.error === 'rate_limited' ? 'rate_limited' : 'invalid'}${again}`;
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
    const { email, password } = input.data;
    const account = email
      ? await loginAccount(db, email).then((found) => found && { userId: found.id, passwordHash: found.passwordHash })
      : { userId: OWNER_ID, passwordHash: await currentOwnerHash(db, adminPassword()) };
    const result = await attemptLogin(db, {
      password,
      account,
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
    if (result.status === 'invalid') return answer(401, { error: 'invalid' }, {}, email);

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
