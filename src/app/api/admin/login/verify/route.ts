import { z } from 'zod';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { newReference } from '@/lib/reference';
import { isHttps, readCookie, secureCookies, sessionCookieHeader, sessionCookieName } from '@/server/auth/cookie';
import { safeAdminReturn } from '@/server/auth/guard';
import { isSameOrigin } from '@/server/auth/origin';
import { relyingParty } from '@/server/auth/passkeys';
import { getSiteSettings } from '@/server/queries/settings';
import { authenticationResponseSchema } from '@/lib/passkey-responses';
import { deleteSession } from '@/server/auth/session';
import { networkOf } from '@/server/auth/where';
import { completeSecondStep, pendingCookieHeader, pendingCookieName } from '@/server/auth/two-step-sign-in';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { hashClientAddress } from '@/server/private-hash';
import { requestMeta } from '@/server/request-meta';

export const dynamic = 'force-dynamic';

/** The authenticator's 6 digits (spaces allowed), a recovery code, or a passkey's signed answer: one of the three. */
const verifyInputSchema = z.union([
  z.strictObject({ code: z.string().regex(/^[\d ]{6,9}$/) }),
  z.strictObject({ recoveryCode: z.string().regex(/^[A-Za-z0-9 -]{12,20}$/) }),
  z.strictObject({ passkey: authenticationResponseSchema }),
]);

const noStore = { 'Cache-Control': 'no-store' };

/** The refusals the code page explains by name when it was posted without script. */
type Refusal = 'invalid' | 'rate_limited' | 'https_required' | 'invalid_body';

/**
 * The second step of a sign-in (SECURITY.md B2): the pending sign-in's cookie (set by /api/admin/login after a right
 * password) and a code, or the account's passkey. Same checks as the login route: this site's origin only (C1), strict input (D1), no-store;
 * every attempt counted against the sign-in limits before the code is checked (A3, A6: 429 with Retry-After), and a
 * right code makes a new session (A4) and ends the pending one. JSON answers for the page's script (200 with where to
 * go, 401 `invalid`, 401 `expired`: start over); without script, 303 redirects.
 */
export async function POST(request: Request): Promise<Response> {
  const plainForm = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
  let recovery = false;
  const answer = (
    status: number,
    body: { error?: Refusal | 'expired' | 'unavailable'; redirect?: string; retryAfter?: number; reference?: string },
    headers: Record<string, string> = {},
  ) => {
    if (!plainForm) return Response.json(body, { status, headers: { ...noStore, ...headers } });
    const back = new URLSearchParams({ error: body.error ?? 'invalid' });
    if (recovery) back.set('method', 'recovery');
    const target = status === 200 && body.redirect ? body.redirect : `${paths.adminTwoStep}?${back}`;
    return new Response(null, { status: 303, headers: { ...noStore, ...headers, Location: target } });
  };

  if (!isSameOrigin(request.headers, env().SITE_URL)) {
    log.warn('security.cross_origin_refused', { path: '/api/admin/login/verify' });
    return Response.json({ error: 'forbidden' }, { status: 403, headers: noStore });
  }
  let raw: unknown;
  try {
    raw = plainForm ? Object.fromEntries(new URLSearchParams(await request.text())) : await request.json();
  } catch {
    return answer(400, { error: 'invalid_body' });
  }
  recovery = typeof raw === 'object' && raw !== null && 'recoveryCode' in raw;
  const input = verifyInputSchema.safeParse(raw);
  if (!input.success) return answer(400, { error: 'invalid_body' });

  const secure = secureCookies(env().SITE_URL);
  if (secure && !isHttps(request.headers)) {
    log.warn('security.login_refused', { reason: 'https_required' });
    return answer(403, { error: 'https_required' });
  }

  try {
    const db = getDb();
    const meta = await requestMeta();
    const pendingToken = readCookie(request.headers.get('cookie'), pendingCookieName(secure));
    const data = input.data;
    const answered =
      'passkey' in data
        ? { passkey: { response: data.passkey, rp: relyingParty(env().SITE_URL, (await getSiteSettings()).name) } }
        : data;
    const result = await completeSecondStep(db, {
      token: pendingToken,
      ...answered,
      ipHash: (await hashClientAddress(meta.ip)) ?? 'unknown',
      userAgent: meta.userAgent ?? null,
      network: networkOf(meta.ip),
    });
    if (result.status === 'rate_limited') {
      const retryAfter = { 'Retry-After': String(result.retryAfter) };
      return answer(429, { error: 'rate_limited', retryAfter: result.retryAfter }, retryAfter);
    }
    if (result.status === 'invalid') return answer(401, { error: 'invalid' });
    if (result.status === 'expired') {
      const response = answer(401, { error: 'expired' });
      response.headers.append('Set-Cookie', pendingCookieHeader('', secure));
      return response;
    }

    // A new token at every sign-in: a session the browser already had is ended, not reused (A4).
    const previous = readCookie(request.headers.get('cookie'), sessionCookieName(secure));
    if (previous) await deleteSession(db, previous);
    const response = answer(200, { redirect: safeAdminReturn(result.next) ?? '/admin' });
    response.headers.append('Set-Cookie', pendingCookieHeader('', secure));
    response.headers.append('Set-Cookie', sessionCookieHeader(result.token, secure));
    return response;
  } catch (error) {
    const reference = newReference();
    log.error('admin.two_step_failed', { reference, error: errorMessage(error) });
    return Response.json({ error: 'unavailable', reference }, { status: 503, headers: noStore });
  }
}
