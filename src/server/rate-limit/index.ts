import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export interface Limit {
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
  /** Failed sign-ins from all addresses together: a spread-out guessing attempt stops too. */
  loginOverall: { points: 100, windowMs: 15 * 60_000 },
  /** Password forms: a set-password link per client address, a change of one's own password per person. */
  setPassword: { points: 10, windowMs: 15 * 60_000 },
  /** Receipts e-mailed to one visitor address (SEND_CONFIRMATIONS). */
  receipt: { points: 2, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, Limit>;

export interface LimitResult {
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

/** A window's count without adding to it: for limits that count failures only, checked before the attempt. */
export async function peek(db: Kysely<Database>, key: string, limit: Limit, now = Date.now()): Promise<LimitResult> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['points', 'expires_at'])
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const points = Number(row?.points ?? 0);
  return {
    allowed: points < limit.points,
    remaining: Math.max(0, limit.points - points),
    retryAfter: row ? Math.max(1, Math.ceil((Number(row.expires_at) - now) / 1000)) : 0,
  };
}

/** Forgets a window (a successful sign-in clears the failures of its address). */
export async function resetLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
