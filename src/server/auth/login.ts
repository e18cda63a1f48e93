import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { consume, limits, peek, resetLimit } from '@/server/rate-limit';
import { hashPassword, verifyPassword } from './admin-password';
import { createSession } from './session';

let decoy: Promise<string> | undefined;
/** A hash of a random password, verified when the e-mail address is unknown so the answer takes as long. */
const decoyHash = () => (decoy ??= hashPassword(crypto.randomUUID()));

export type LoginResult =
  { status: 'ok'; token: string } | { status: 'invalid' } | { status: 'rate_limited'; retryAfter: number };

export interface LoginAttempt {
  password: string;
  /**
   * The account the form names and its hash; undefined when no such account can sign in (an unknown e-mail address),
   * which is answered exactly like a wrong password, after the same Argon2 work.
   */
  account: { userId: string; passwordHash: string } | undefined;
  /** A keyed hash of the client address (never the address itself). */
  ipHash: string;
  userAgent: string | null;
  now?: number;
}

/**
 * A sign-in, with the admin password (the owner account) or a person's e-mail and password (SECURITY.md A2–A4). Failures are counted per address and overall; once an
 * address has failed 5 times in 15 minutes (or everyone 100 times), every attempt is refused until the window ends,
 * even with the right password, so guessing gains nothing. Success clears the address's failures and starts a new
 * session (never reusing one).
 */
export async function attemptLogin(db: Kysely<Database>, attempt: LoginAttempt): Promise<LoginResult> {
  const now = attempt.now ?? Date.now();
  const ipKey = `login:${attempt.ipHash}`;
  const [mine, everyone] = await Promise.all([
    peek(db, ipKey, limits.login, now),
    peek(db, 'login:all', limits.loginOverall, now),
  ]);
  if (!mine.allowed || !everyone.allowed) {
    log.warn('security.rate_limited', { scope: mine.allowed ? 'login_overall' : 'login', ipHash: attempt.ipHash });
    return { status: 'rate_limited', retryAfter: Math.max(mine.retryAfter, everyone.retryAfter) };
  }
  const verified = await verifyPassword(attempt.account?.passwordHash ?? (await decoyHash()), attempt.password);
  if (!verified || !attempt.account) {
    await consume(db, ipKey, limits.login, now);
    await consume(db, 'login:all', limits.loginOverall, now);
    log.warn('security.login_failed', { ipHash: attempt.ipHash });
    return { status: 'invalid' };
  }
  await resetLimit(db, ipKey);
  const { token } = await createSession(db, {
    userId: attempt.account.userId,
    ipHash: attempt.ipHash,
    userAgent: attempt.userAgent,
    now,
  });
  log.info('security.login_succeeded', { ipHash: attempt.ipHash, userId: attempt.account.userId });
  return { status: 'ok', token };
}
