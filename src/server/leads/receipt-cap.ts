import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { privateHashIn } from '@/server/private-hash';
import { consume, limits } from '@/server/rate-limit';

/**
 * Counts one receipt to a visitor address and says whether it may go (SECURITY.md: the form must not become a way to
 * make the agency's mail server write to any address). Every receipt counts: sent with the form or resent from the
 * admin. The address is kept only as a keyed hash.
 */
export async function takeReceipt(db: Kysely<Database>, email: string, now = Date.now()): Promise<boolean> {
  const recipient = await privateHashIn(db, `receipt:${email.trim().toLowerCase()}`);
  const { allowed } = await consume(db, `receipt:${recipient}`, limits.receipt, now);
  if (!allowed) log.warn('security.rate_limited', { scope: 'receipt' });
  return allowed;
}
