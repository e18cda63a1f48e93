import { z } from 'zod';
import { env } from '@/lib/env';
import { authenticationResponseSchema } from '@/lib/passkey-responses';
import { newReference } from '@/lib/reference';
import { isHttps, readCookie, secureCookies, sessionCookieHeader, sessionCookieName } from '@/server/auth/cookie';
import { safeAdminReturn } from '@/server/auth/guard';
import { isSameOrigin } from '@/server/auth/origin';
import { attemptPasskeySignIn } from '@/server/auth/passkey-sign-in';
import { passkeySignInOptions, relyingParty } from '@/server/auth/passkeys';
import { deleteSession } from '@/server/auth/session';
import { pendingCookieName, readPendingSignIn } from '@/server/auth/two-step-sign-in';
import { networkOf } from '@/server/auth/where';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { hashClientAddress } from '@/server/private-hash';
import { getSiteSettings } from '@/server/queries/settings';
import { consume, limits } from '@/server/rate-limit';
import { requestMeta } from '@/server/request-meta';

export const dynamic = 'force-dynamic';

const inputSchema = z.discriminatedUnion('step', [
  // `secondStep`: after a right password, a challenge for that account's own passkeys (its answer goes to /verify).
  z.strictObject({ step: z.literal('options'), secondStep: z.literal(true).optional() }),
  z.strictObject({
    step: z.literal('verify'),
    response: authenticationResponseSchema,
    next: z.string().max(300).optional(),
  }),
]);

const noStore = { 'Cache-Control': 'no-store' };
const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });

/**
 * Sign-in with a passkey (SECURITY.md B2), for the sign-in page's script: `options` hands out a challenge (kept 5
 * minutes, used once) for whichever passkey of this site the browser holds (or, as the second step after a password,
 * for the pending account's own, answered at /api/admin/login/verify); `verify` takes the signed answer and,
 * once it is right, makes a session (A4) and says where to go. Same checks as the password route: this site's origin
 * only (C1), strict input (D1), no-store, https where the cookie must be Secure (A5), every answer counted against the
 * sign-in limits before it is checked (A3: 429 with Retry-After); 401 `invalid` for any refused answer, with no word
 * of why.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().SITE_URL)) {
    log.warn('security.cross_origin_refused', { path: '/api/admin/login/passkey' });
    return json(403, { error: 'forbidden' });
  }
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return json(400, { error: 'invalid_body' });
  }
  const input = inputSchema.safeParse(raw);
  if (!input.success) return json(400, { error: 'invalid_body' });
  const secure = secureCookies(env().SITE_URL);
  if (secure && !isHttps(request.headers)) {
    log.warn('security.login_refused', { reason: 'https_required' });
    return json(403, { error: 'https_required' });
  }

  try {
    const db = getDb();
    const meta = await requestMeta();
    const ipHash = (await hashClientAddress(meta.ip)) ?? 'unknown';
    const rp = relyingParty(env().SITE_URL, (await getSiteSettings()).name);
    if (input.data.step === 'options') {
      const limit = await consume(db, `passkey-options:${ipHash}`, limits.passkeyChallenge);
      if (!limit.allowed) {
        log.warn('security.rate_limited', { scope: 'passkey_options', ipHash });
        const retryAfter = String(limit.retryAfter);
        return json(429, { error: 'rate_limited', retryAfter: limit.retryAfter }, { 'Retry-After': retryAfter });
      }
      if (!input.data.secondStep) return json(200, { options: await passkeySignInOptions(db, rp) });
      const pending = await readPendingSignIn(db, readCookie(request.headers.get('cookie'), pendingCookieName(secure)));
      if (!pending) return json(401, { error: 'expired' });
      return json(200, { options: await passkeySignInOptions(db, rp, Date.now(), pending.userId) });
    }
    const result = await attemptPasskeySignIn(db, {
      response: input.data.response,
      rp,
      ipHash,
      userAgent: meta.userAgent ?? null,
      network: networkOf(meta.ip),
    });
    if (result.status === 'rate_limited') {
      const retryAfter = String(result.retryAfter);
      return json(429, { error: 'rate_limited', retryAfter: result.retryAfter }, { 'Retry-After': retryAfter });
    }
    if (result.status === 'invalid') return json(401, { error: 'invalid' });
    // A new token at every sign-in: a session the browser already had is ended, not reused (A4).
    const previous = readCookie(request.headers.get('cookie'), sessionCookieName(secure));
    if (previous) await deleteSession(db, previous);
    const response = json(200, { redirect: safeAdminReturn(input.data.next) ?? '/admin' });
    response.headers.append('Set-Cookie', sessionCookieHeader(result.token, secure));
    return response;
  } catch (error) {
    const reference = newReference();
    log.error('admin.passkey_sign_in_failed', { reference, error: errorMessage(error) });
    return json(503, { error: 'unavailable', reference });
  }
}
