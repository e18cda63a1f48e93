import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isDatabaseBusy } from '@/server/db/busy';
import type { Database } from '@/server/db/schema';
import { toAdminUser, type AdminUser } from './user';

/** SECURITY.md A4: a session ends after 30 minutes without a request, and 8 hours after sign-in whatever happens. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
/** A session's last-seen time is written at most this often, so reading admin pages is not a write per request. */
const TOUCH_EVERY_MS = 60_000;

export interface AdminSession {
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  user: AdminUser;
}

/** Only this hash is stored: a copy of the sessions table signs no one in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session of `userId` with a 256-bit random token (the cookie value, never stored). */
export async function createSession(
  db: Kysely<Database>,
  {
    userId,
    ipHash,
    userAgent,
    network = null,
    now = Date.now(),
  }: { userId: string; ipHash: string | null; userAgent: string | null; network?: string | null; now?: number },
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  await db
    .insertInto('admin_sessions')
    .values({
      token_hash: hashToken(token),
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ip_hash: ipHash,
      user_agent: userAgent?.slice(0, 300) ?? null,
      network,
      user_id: userId,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * A write that only keeps the sessions table current, skipped while the database is busy, so reading a session never
 * fails on it: a last-seen time left behind can only end a session sooner, and an ended session's row is refused on
 * every read until the purge removes it.
 */
async function unlessBusy(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
  }
}

/**
 * The live session a token names, or undefined: unknown, past its absolute expiry, idle too long (an ended session is
 * deleted on the way), or of a person who has been removed. A live session's last-seen time moves on.
 */
export async function readSession(
  db: Kysely<Database>,
  token: string | undefined,
  now = Date.now(),
): Promise<AdminSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .select(['admin_sessions.created_at', 'last_seen_at', 'expires_at'])
    .select([
      'admin_users.id',
      'admin_users.name',
      'admin_users.email',
      'admin_users.role',
      'admin_users.time_zone',
      'admin_users.languages',
      'admin_users.publishes_languages',
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now >= Number(row.expires_at) || now - Number(row.last_seen_at) >= SESSION_IDLE_MS) {
    await unlessBusy(deleteSession(db, token));
    return undefined;
  }
  if (now - Number(row.last_seen_at) >= TOUCH_EVERY_MS)
    await unlessBusy(
      db.updateTable('admin_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute(),
    );
  return { tokenHash, createdAt: Number(row.created_at), expiresAt: Number(row.expires_at), user: toAdminUser(row) };
}

/**
 * Ends every session of a person, or every one but `keep` (a token hash): their next request is refused. Returns how
 * many ended (rows of sessions already past their limits included, until the purge).
 */
export async function deleteUserSessions(db: Kysely<Database>, userId: string, keep?: string): Promise<number> {
  let query = db.deleteFrom('admin_sessions').where('user_id', '=', userId);
  if (keep) query = query.where('token_hash', '!=', keep);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('token_hash', '=', hashToken(token)).execute();
}
