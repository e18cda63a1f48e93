import { z } from 'zod';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { isHttps, readCookie, secureCookies, sessionCookieHeader, sessionCookieName } from '@/server/auth/cookie';
import { safeAdminReturn } from '@/server/auth/guard';
import { attemptLogin } from '@/server/auth/login';
import { isSameOrigin } from '@/server/auth/origin';
import { deleteSession } from '@/server/auth/session';
import { verifyCaptcha } from '@/server/captcha';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { hashClientAddress, privateHash } from '@/server/private-hash';
import { requestMeta } from '@/server/request-meta';
import { environmentOwnerAccount } from '@/server/auth/admin-password';
import { OWNER_ID } from '@/server/auth/user';
import { networkOf } from '@/server/auth/where';
import { loginAccount } from '@/server/auth/users';
import { pendingCookieHeader } from '@/server/auth/two-step-sign-in';
import { adminPassword } from '@/server/startup';
import { newReference } from '@/lib/reference';

export const dynamic = 'force-dynamic';

const loginInputSchema = z.strictObject({
  /** Absent (or empty, from the plain form) for the owner's admin password; a named account's address otherwise. */
  email: z.string().trim().max(254).optional(),
  password: z.string().min(1).max(256),
  next: z.string().max(300).optional(),
  /** A solved captcha, asked for once the account or the site has seen too many failed sign-ins. */
  captcha: z.string().max(8_000).optional(),
});

/** The refusals the login page explains by name when it was posted without script (any other is `invalid`). */
const namedErrors: readonly string[] = ['rate_limited', 'challenge', 'https_required'];

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Signs someone in: the owner with the admin password alone, a named account with its e-mail address and password.
 * The login page posts JSON and shows the answer as a toast: 200 with where to go, 401 for a wrong password (or
 * `challenge`: solve the captcha first, once the account or the site has seen too many failures), 429 with
 * Retry-After once the address has failed too often (SECURITY.md A3, A6), 403 over plain http when the session cookie
 * must be Secure (A5); for an account with two-step sign-in, 200 with the page that asks for the code, and a
 * short-lived cookie that names the waiting sign-in, but no session yet (B2). Without JavaScript the form posts here as
 * a plain form and is answered with a redirect either way, keeping the page to return to.
 */
export async function POST(request: Request): Promise<Response> {
  const plainForm = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
  const answer = (
    status: number,
    body: { error?: string; redirect?: string; retryAfter?: number; reference?: string; twoStep?: boolean },
    headers: Record<string, string> = {},
    /**
     * Without script, the address typed goes back into the form (and picks the e-mail wording of the error), and the
     * page to return to stays with it.
     */
    form: { email?: string; next?: string } = {},
  ) => {
    if (!plainForm) return Response.json(body, { status, headers: { ...noStore, ...headers } });
    const query = new URLSearchParams({
      error: body.error && namedErrors.includes(body.error) ? body.error : 'invalid',
    });
    if (form.email) query.set('email', form.email);
    if (form.next) query.set('next', form.next);
    const target = status === 200 && body.redirect ? body.redirect : `${paths.adminLogin}?${query}`;
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
  const returnTo = safeAdminReturn(input.data.next);

  // A session cookie that must be Secure is never handed out over plain http (a proxy relaying https as http).
  const secure = secureCookies(env().SITE_URL);
  if (secure && !isHttps(request.headers)) {
    log.warn('security.login_refused', { reason: 'https_required' });
    return answer(403, { error: 'https_required' }, {}, { next: returnTo });
  }

  try {
    const db = getDb();
    const meta = await requestMeta();
    const { email, password, captcha } = input.data;
    const account = email
      ? await loginAccount(db, email).then((found) => found && { userId: found.id, passwordHash: found.passwordHash })
      : await environmentOwnerAccount(db, adminPassword(), env());
    const result = await attemptLogin(db, {
      password,
      account,
      accountKey: email ? await privateHash(`login:${email.toLowerCase()}`) : OWNER_ID,
      ipHash: (await hashClientAddress(meta.ip)) ?? 'unknown',
      userAgent: meta.userAgent ?? null,
      network: networkOf(meta.ip),
      solvedChallenge: captcha ? async () => (await verifyCaptcha(captcha, meta.ip)).ok : undefined,
      next: returnTo,
    });
    const form = { email, next: returnTo };
    if (result.status === 'rate_limited') {
      const retryAfter = { 'Retry-After': String(result.retryAfter) };
      return answer(429, { error: 'rate_limited', retryAfter: result.retryAfter }, retryAfter, form);
    }
    if (result.status === 'invalid') return answer(401, { error: 'invalid' }, {}, form);
    if (result.status === 'challenge') return answer(401, { error: 'challenge' }, {}, form);
    if (result.status === 'two_step') {
      // The password was right; the code comes next, on a page of its own (B2). No session yet.
      const response = answer(200, { redirect: paths.adminTwoStep, twoStep: true });
      response.headers.append('Set-Cookie', pendingCookieHeader(result.pendingToken, secure));
      return response;
    }

    // A new token at every sign-in: a session the browser already had is ended, not reused (A4).
    const previous = readCookie(request.headers.get('cookie'), sessionCookieName(secure));
    if (previous) await deleteSession(db, previous);
    const response = answer(200, { redirect: returnTo ?? '/admin' });
    response.headers.append('Set-Cookie', sessionCookieHeader(result.token, secure));
    return response;
  } catch (error) {
    const reference = newReference();
    log.error('admin.login_failed', { reference, error: errorMessage(error) });
    return Response.json({ error: 'unavailable', reference }, { status: 503, headers: noStore });
  }
}
