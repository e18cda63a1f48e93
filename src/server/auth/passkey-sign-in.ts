import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { consume, limits, refund, resetLimit } from '@/server/rate-limit';
import { verifyPasskeySignIn, type RelyingParty } from './passkeys';
import { createSession } from './session';

interface PasskeyAttempt {
  response: AuthenticationResponseJSON;
  rp: RelyingParty;
  /** A keyed hash of the client address (never the address itself). */
  ipHash: string;
  userAgent: string | null;
  /** The first part of the client's network address (where.ts), kept with the session for its person to see. */
  network?: string | null;
  now?: number;
}

type PasskeyResult =
  | { status: 'ok'; token: string; userId: string }
  | { status: 'invalid' }
  | { status: 'rate_limited'; retryAfter: number };

/**
 * A sign-in with a passkey (SECURITY.md A3, A6, B2). It counts against the sign-in limits as a password does, before
 * its answer is checked: past 5 from one address in 15 minutes → refused, whatever it sends; and against the whole
 * site. A refused answer (an unknown passkey, another site's, a spent challenge, a bad signature) keeps its counts; a
 * right one clears its address's count, gives back the site's, and makes a new session (A4). No captcha is asked: a
 * signature cannot be guessed, so a flood of wrong ones never stands between a person and their passkey.
 */
export async function attemptPasskeySignIn(db: Kysely<Database>, attempt: PasskeyAttempt): Promise<PasskeyResult> {
  const now = attempt.now ?? Date.now();
  const ipKey = `login:${attempt.ipHash}`;
  const overallKey = 'login:all';
  const mine = await consume(db, ipKey, limits.login, now);
  if (!mine.allowed) {
    log.warn('security.rate_limited', { scope: 'login_passkey', ipHash: attempt.ipHash });
    return { status: 'rate_limited', retryAfter: mine.retryAfter };
  }
  await consume(db, overallKey, limits.loginOverall, now);
  const account = await verifyPasskeySignIn(db, attempt.response, attempt.rp, now);
  if (!account) {
    log.warn('security.login_failed', { ipHash: attempt.ipHash, kind: 'passkey' });
    return { status: 'invalid' };
  }
  await Promise.all([resetLimit(db, ipKey), refund(db, overallKey, now)]);
  const { token } = await createSession(db, {
    userId: account.userId,
    ipHash: attempt.ipHash,
    userAgent: attempt.userAgent,
    network: attempt.network,
    now,
  });
  log.info('security.login_succeeded', { ipHash: attempt.ipHash, userId: account.userId, method: 'passkey' });
  return { status: 'ok', token, userId: account.userId };
}
