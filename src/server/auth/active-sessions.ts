import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { SESSION_IDLE_MS } from './session';
import { deviceOf } from './where';

/** A live session as its person (or an owner) is shown it. Never its token or the token's hash. */
interface ActiveSession {
  /** Stands for the session in the page and in the action that ends it; tells nothing about its token. */
  id: string;
  browser?: string;
  system?: string;
  /** The first part of the network address signed in from (`203.0.113.*`), when known. */
  network: string | null;
  signedInAt: number;
  lastSeenAt: number;
  /** The session this very request comes with. */
  current: boolean;
}

/** The public name of a session: a hash of its token's hash, so the page can name it without handing out either. */
export const sessionId = (tokenHash: string) =>
  createHash('sha256').update(`session:${tokenHash}`).digest('hex').slice(0, 24);

/** A person's sessions that are still live (not past their absolute or idle limit), the most recently used first. */
export async function listActiveSessions(
  db: Kysely<Database>,
  userId: string,
  { currentTokenHash, now = Date.now() }: { currentTokenHash?: string; now?: number } = {},
): Promise<ActiveSession[]> {
  const rows = await db
    .selectFrom('admin_sessions')
    .select(['token_hash', 'created_at', 'last_seen_at', 'user_agent', 'network'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', now - SESSION_IDLE_MS)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: sessionId(row.token_hash),
    ...deviceOf(row.user_agent),
    network: row.network,
    signedInAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
    current: row.token_hash === currentTokenHash,
  }));
}

/** How many live sessions each person has, for the Users page. */
export async function activeSessionCounts(db: Kysely<Database>, now = Date.now()): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('admin_sessions')
    .select(['user_id', db.fn.countAll<number>().as('count')])
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', now - SESSION_IDLE_MS)
    .groupBy('user_id')
    .execute();
  return new Map(rows.flatMap((row) => (row.user_id ? [[row.user_id, Number(row.count)] as const] : [])));
}

/**
 * Ends one of a person's sessions by its public id: true when it was theirs and live. Another person's session, or
 * one already ended, is not found (nobody ends a session they cannot see).
 */
export async function endSessionById(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const rows = await db.selectFrom('admin_sessions').select('token_hash').where('user_id', '=', userId).execute();
  const match = rows.find((row) => sessionId(row.token_hash) === id);
  if (!match) return false;
  const ended = await db.deleteFrom('admin_sessions').where('token_hash', '=', match.token_hash).executeTakeFirst();
  return Number(ended.numDeletedRows) === 1;
}
