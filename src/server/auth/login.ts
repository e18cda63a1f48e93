import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { consume, limits, refund, resetLimit } from '@/server/rate-limit';
import { hashPassword, verifyPassword } from './admin-password';
import { createSession } from './session';
import { OWNER_ID } from './user';
import { hasSecondStep } from './two-step-policy';
import { createPendingSignIn } from './two-step-sign-in';

let decoy: Promise<string> | undefined;
/** A hash of a random password, verified when the e-mail address is unknown so the answer takes as long. */
const decoyHash = () => (decoy ??= hashPassword(crypto.randomUUID()));

type LoginResult =
  | { status: 'ok'; token: string }
  /** The password was right and the account signs in in two steps: no session yet, the code comes next (B2). */
  | { status: 'two_step'; pendingToken: string }
  | { status: 'invalid' }
  | { status: 'rate_limited'; retryAfter: number }
  /** The account or the whole site has seen too many failures: solve a captcha, then try again. */
  | { status: 'challenge' };

export interface LoginAttempt {
  password: string;
  /**
   * The account the form names and its hash; undefined when no such account can sign in (an unknown e-mail address),
   * which is answered exactly like a wrong password, after the same Argon2 work.
   */
  account: { userId: string; passwordHash: string } | undefined;
  /** What names the account tried, whether it exists or not: a keyed hash of the e-mail address, or `owner`. */
  accountKey: string;
  /** A keyed hash of the client address (never the address itself). */
  ipHash: string;
  userAgent: string | null;
  /** The first part of the client's network address (where.ts), kept with the session for its person to see. */
  network?: string | null;
  /**
   * Verifies (and spends) the captcha solution sent with the attempt; undefined when none was sent. Asked only while a
   * captcha is required.
   */
  solvedChallenge?: () => Promise<boolean>;
  /** The admin page to open once signed in (kept with a sign-in waiting for its second step). */
  next?: string;
  now?: number;
}

/**
 * A sign-in, with the admin password (the owner account) or a person's e-mail and password (SECURITY.md A3, A6).
 *
 * Every attempt is counted before its password is verified, each count one atomic statement in the shared database,
 * so attempts sent at the same moment (to one instance or several) cannot all pass a check made before any of them
 * was counted. Past 5 attempts in 15 minutes an address is refused, even with the right password. Past 10 failures
 * on one account, or 100 on the whole site, a sign-in needs a solved captcha first: guessing from many addresses then
 * costs work per guess, while the right password still gets in (a flood never locks the owner out). A failure keeps
 * its counts; an attempt sent back for a captcha counts against its address only; a success clears its address's
 * count and gives back the others.
 */
export async function attemptLogin(db: Kysely<Database>, attempt: LoginAttempt): Promise<LoginResult> {
  const now = attempt.now ?? Date.now();
  const ipKey = `login:${attempt.ipHash}`;
  const accountKey = `login:account:${attempt.accountKey}`;
  const overallKey = 'login:all';

  const mine = await consume(db, ipKey, limits.login, now);
  if (!mine.allowed) {
    log.warn('security.rate_limited', { scope: 'login', ipHash: attempt.ipHash });
    return { status: 'rate_limited', retryAfter: mine.retryAfter };
  }
  const [account, everyone] = await Promise.all([
    consume(db, accountKey, limits.loginAccount, now),
    consume(db, overallKey, limits.loginOverall, now),
  ]);
  const giveBack = (...keys: string[]) => Promise.all(keys.map((key) => refund(db, key, now)));
  if (!account.allowed || !everyone.allowed) {
    const solved = attempt.solvedChallenge ? await attempt.solvedChallenge() : false;
    if (!solved) {
      // Sent back before any password work: not a guess at the account, though it still counts against its address.
      await giveBack(accountKey, overallKey);
      log.warn('security.login_challenged', {
        scope: account.allowed ? 'login_overall' : 'login_account',
        ipHash: attempt.ipHash,
        captcha: attempt.solvedChallenge ? 'failed' : 'missing',
      });
      return { status: 'challenge' };
    }
  }

  const verified = await verifyPassword(attempt.account?.passwordHash ?? (await decoyHash()), attempt.password);
  if (!verified || !attempt.account) {
    log.warn('security.login_failed', { ipHash: attempt.ipHash });
    return { status: 'invalid' };
  }
  if (attempt.account.userId !== OWNER_ID && (await hasSecondStep(db, attempt.account.userId))) {
    // Not signed in yet: the address keeps this attempt's count until the code is right (two-step-sign-in.ts); the
    // password was no guess, so the account and the site get theirs back.
    await giveBack(accountKey, overallKey);
    const pendingToken = await createPendingSignIn(db, {
      userId: attempt.account.userId,
      accountKey: attempt.accountKey,
      next: attempt.next,
      now,
    });
    log.info('security.login_second_step', { ipHash: attempt.ipHash, userId: attempt.account.userId });
    return { status: 'two_step', pendingToken };
  }
  await Promise.all([resetLimit(db, ipKey), giveBack(accountKey, overallKey)]);
  const { token } = await createSession(db, {
    userId: attempt.account.userId,
    ipHash: attempt.ipHash,
    userAgent: attempt.userAgent,
    network: attempt.network,
    now,
  });
  log.info('security.login_succeeded', { ipHash: attempt.ipHash, userId: attempt.account.userId });
  return { status: 'ok', token };
}
