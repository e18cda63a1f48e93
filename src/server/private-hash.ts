import 'server-only';
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/schema';
import { getOrCreateSecret } from '@/server/secrets';

/** A keyed hash that stands in for personal data (an address, an e-mail) in keys, rows and logs. */
export async function privateHashIn(db: Kysely<Database>, value: string): Promise<string> {
  return createHmac('sha256', await getOrCreateSecret(db, 'ip_hash_salt'))
    .update(value)
    .digest('hex')
    .slice(0, 32);
}

export async function privateHash(value: string): Promise<string> {
  return privateHashIn(getDb(), value);
}

/** The client address as stored and logged: hashed, or null when unknown. */
export async function hashClientAddress(ip: string | undefined): Promise<string | null> {
  return ip ? privateHash(ip) : null;
}
