import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { consume, limits, refund, resetLimit } from '@/server/rate-limit';
import { verifyPasskeySignIn, type RelyingParty } from './passkeys';
import { createSession, hashToken } from './session';
import { spendRecoveryCode, verifyTwoStepCode } from './two-step';

/** A right password waits this long for its code; the sign-in starts over after. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;
/** Wrong codes one pending sign-in takes before it ends (the password must be typed again). */
const PENDING_MAX_FAILURES = 5;

/**
 * The second step's own cookie, with the session cookie's rules (SECURITY.md A5): `__Host-` and Secure wherever the
 * session cookie is, HttpOnly, SameSite=Strict, for the 5 minutes the sign-in waits.
 */
export function pendingCookieName(secure: boolean): string {
  return secure ? '__Host-admin-two-step' : 'admin-two-step';
}

export function pendingCookieHeader(token: string, secure: boolean): string {
  return [
    `${pendingCookieName(secure)}=${token}`,
    'Path=/',
    `Max-Age=${token ? Math.floor(PENDING_SIGN_IN_MS / 1000) : 0}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** A sign-in whose password was right, waiting for its code; returns the cookie's token (only its hash is kept). */
export async function createPendingSignIn(
  db: Kysely<Database>,
  { userId, accountKey, next, now = Date.now() }: { userId: string; accountKey: string; next?: string; now?: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('pending_sign_ins').where('expires_at', '<=', now).execute();
  await db
    .insertInto('pending_sign_ins')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      account_key: accountKey,
      next: next ?? null,
      created_at: now,
      expires_at: now + PENDING_SIGN_IN_MS,
    })
    .execute();
  return token;
}

/** The live pending sign-in a cookie names, or undefined. */
export async function readPendingSignIn(
  db: Kysely<Database>,
  token: string | undefined,
  now = Date.now(),
): Promise<{ userId: string; accountKey: string; next: string | null } | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db
    .selectFrom('pending_sign_ins')
    .select(['user_id', 'account_key', 'next', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return undefined;
  return { userId: row.user_id, accountKey: row.account_key, next: row.next };
}

interface SecondStepAttempt {
  /** The pending sign-in's cookie value. */
  token: string | undefined;
  /** Exactly one of the three. */
  code?: string;
  recoveryCode?: string;
  /** A passkey's signed answer to the challenge handed out for this account's second step. */
  passkey?: { response: AuthenticationResponseJSON; rp: RelyingParty };
  ipHash: string;
  userAgent: string | null;
  /** The first part of the client's network address (where.ts), kept with the session for its person to see. */
  network?: string | null;
  now?: number;
}

type SecondStepResult =
  | { status: 'ok'; token: string; next: string | null }
  | { status: 'invalid' }
  /** No pending sign-in (never made, expired, used, or ended by too many wrong codes): sign in again. */
  | { status: 'expired' }
  | { status: 'rate_limited'; retryAfter: number };

/**
 * The code after the password, or the account's passkey (SECURITY.md A3, A6, B2). Every attempt counts against the sign-in limits exactly as a
 * password attempt does, before its code is checked: past 5 from one address in 15 minutes → refused, whatever the
 * code; against the account and the whole site, whose limits ask the next password for a captcha. A wrong, reused or
 * spent code (or a refused passkey answer) keeps its counts; five of them end the pending sign-in. A right one clears its address's count, gives
 * back the others, and makes the session (a new token, A4) — the pending sign-in is used up by the same success.
 */
export async function completeSecondStep(db: Kysely<Database>, attempt: SecondStepAttempt): Promise<SecondStepResult> {
  const now = attempt.now ?? Date.now();
  const ipKey = `login:${attempt.ipHash}`;
  const mine = await consume(db, ipKey, limits.login, now);
  if (!mine.allowed) {
    log.warn('security.rate_limited', { scope: 'login_two_step', ipHash: attempt.ipHash });
    return { status: 'rate_limited', retryAfter: mine.retryAfter };
  }
  const pending = await readPendingSignIn(db, attempt.token, now);
  if (!pending) {
    log.warn('security.two_step_failed', { ipHash: attempt.ipHash, reason: 'no_pending_sign_in' });
    return { status: 'expired' };
  }
  const accountKey = `login:account:${pending.accountKey}`;
  const overallKey = 'login:all';
  await Promise.all([
    consume(db, accountKey, limits.loginAccount, now),
    consume(db, overallKey, limits.loginOverall, now),
  ]);
  const kind = attempt.passkey ? 'passkey' : attempt.recoveryCode !== undefined ? 'recovery_code' : 'code';
  const right = attempt.passkey
    ? Boolean(await verifyPasskeySignIn(db, attempt.passkey.response, attempt.passkey.rp, now, pending.userId))
    : attempt.recoveryCode !== undefined
      ? await spendRecoveryCode(db, pending.userId, attempt.recoveryCode)
      : await verifyTwoStepCode(db, pending.userId, attempt.code ?? '', now);
  const tokenHash = hashToken(attempt.token ?? '');
  if (!right) {
    const counted = await db
      .updateTable('pending_sign_ins')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('token_hash', '=', tokenHash)
      .returning('failures')
      .executeTakeFirst();
    if (Number(counted?.failures ?? PENDING_MAX_FAILURES) >= PENDING_MAX_FAILURES)
      await db.deleteFrom('pending_sign_ins').where('token_hash', '=', tokenHash).execute();
    // Never the code itself: which kind, whose account, from which (hashed) address.
    log.warn('security.two_step_failed', { ipHash: attempt.ipHash, userId: pending.userId, kind });
    return { status: 'invalid' };
  }
  // Used once: of two right answers sent with one pending sign-in at the same moment, one signs in.
  const used = await db.deleteFrom('pending_sign_ins').where('token_hash', '=', tokenHash).executeTakeFirst();
  if (Number(used.numDeletedRows) !== 1) return { status: 'expired' };
  await Promise.all([resetLimit(db, ipKey), refund(db, accountKey, now), refund(db, overallKey, now)]);
  const { token } = await createSession(db, {
    userId: pending.userId,
    ipHash: attempt.ipHash,
    userAgent: attempt.userAgent,
    network: attempt.network,
    now,
  });
  log.info('security.login_succeeded', { ipHash: attempt.ipHash, userId: pending.userId, twoStep: kind });
  return { status: 'ok', token, next: pending.next };
}
