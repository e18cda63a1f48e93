import 'server-only';
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import { clientKey } from '@/node-server/client-address.mjs';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/schema';
import { getOrCreateSecret } from '@/server/secrets';

/**
 * A keyed hash that stands in for personal data (an address, an e-mail) in keys, rows and logs: pseudonymous, not
 * anonymous, since whoever holds the key can test a guess. The key is PRIVACY_HASH_KEY when set (kept apart from the
 * database), else one generated and stored in the database.
 */
export async function privateHashIn(
  db: Kysely<Database>,
  value: string,
  configuredKey: string | undefined = env().PRIVACY_HASH_KEY,
): Promise<string> {
  return createHmac('sha256', configuredKey ?? (await getOrCreateSecret(db, 'ip_hash_salt')))
    .update(value)
    .digest('hex')
    .slice(0, 32);
}

export async function privateHash(value: string): Promise<string> {
  return privateHashIn(getDb(), value);
}

/**
 * The client as rate limits key it and as stored and logged: its address (an IPv6 one by its /64, see `clientKey`)
 * hashed, or null when unknown.
 */
export async function hashClientAddress(ip: string | undefined): Promise<string | null> {
  return ip ? privateHash(clientKey(ip)) : null;
}
