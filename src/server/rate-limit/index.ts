import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export interface Limit {
  /** Requests allowed per window. */
  points: number;
  windowMs: number;
}

/** The limits of SECURITY.md F2 and A3. */
export const limits = {
  form: { points: 5, windowMs: 10 * 60_000 },
  captchaChallenge: { points: 30, windowMs: 60_000 },
  analytics: { points: 60, windowMs: 60_000 },
  login: { points: 5, windowMs: 15 * 60_000 },
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

/** Drops windows that ended (called now and then; a stale row is harmless, only space). */
export async function pruneRateLimits(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
}
