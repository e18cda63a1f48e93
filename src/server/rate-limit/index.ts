import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

interface Limit {
  /** Requests allowed per window. */
  points: number;
  windowMs: number;
}

/** The limits of SECURITY.md F2 and A3, and of the visitor receipts. */
export const limits = {
  form: { points: 5, windowMs: 10 * 60_000 },
  captchaChallenge: { points: 30, windowMs: 60_000 },
  analytics: { points: 60, windowMs: 60_000 },
  login: { points: 5, windowMs: 15 * 60_000 },
  /** Passkey sign-in challenges handed to one client address (each is kept 5 minutes): a sign-in page's, not a flood. */
  passkeyChallenge: { points: 30, windowMs: 60_000 },
  /**
   * Failed sign-ins to one account (the e-mail address tried, or the owner's password) from any address: past it, a
   * sign-in to that account needs a solved captcha first, so guessing spread over many addresses costs work per guess.
   */
  loginAccount: { points: 10, windowMs: 15 * 60_000 },
  /** Failed sign-ins from all addresses together: past it, every sign-in needs a solved captcha first. */
  loginOverall: { points: 100, windowMs: 15 * 60_000 },
  /** Password forms: a set-password link per client address, a change of one's own password per person. */
  setPassword: { points: 10, windowMs: 15 * 60_000 },
  /** Forgot-password requests from one client address, whatever addresses they name. */
  passwordReset: { points: 5, windowMs: 15 * 60_000 },
  /** Reset links mailed to one e-mail address: enough to retry, too few to flood a mailbox. */
  passwordResetAccount: { points: 3, windowMs: 60 * 60_000 },
  /** Receipts e-mailed to one visitor address (SEND_CONFIRMATIONS). */
  receipt: { points: 2, windowMs: 24 * 60 * 60_000 },
  /**
   * Images one person uploads to the media library: a project's gallery at once, not an endless stream (each upload is
   * decoded and re-encoded at once, and its variants made in the background).
   */
  mediaUpload: { points: 60, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * Counts one request against `key` in a fixed window kept in the database, so every instance shares the count. One
 * atomic upsert: a new or expired window starts at 1, otherwise the count goes up.
 */
export async function consume(db: Kysely<Database>, key: string, limit: Limit, now = Date.now()): Promise<LimitResult> {
  const expiry = now + limit.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, points: 1, expires_at: expiry })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        points: sql<number>`case when rate_limits.expires_at <= ${now} then 1 else rate_limits.points + 1 end`,
        expires_at: sql<number>`case when rate_limits.expires_at <= ${now} then ${expiry} else rate_limits.expires_at end`,
      }),
    )
    .returning(['points', 'expires_at'])
    .executeTakeFirstOrThrow();
  const points = Number(row.points);
  return {
    allowed: points <= limit.points,
    remaining: Math.max(0, limit.points - points),
    retryAfter: Math.max(1, Math.ceil((Number(row.expires_at) - now) / 1000)),
  };
}

/**
 * Gives back one request counted by `consume` that turned out not to count (a sign-in that succeeded, or one sent back
 * for a captcha before its password was tried). One atomic statement; never below zero.
 */
export async function refund(db: Kysely<Database>, key: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ points: sql<number>`points - 1` })
    .where('key', '=', key)
    .where('points', '>', 0)
    .where('expires_at', '>', now)
    .execute();
}

/** Forgets a window (a successful sign-in clears the failures of its address). */
export async function resetLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
