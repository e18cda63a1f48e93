import 'server-only';
import { createHmac } from 'node:crypto';
import { clientKey } from '@/node-server/client-address.mjs';
import { getDb } from '@/server/db';
import { getOrCreateSecret } from '@/server/secrets';

/** A keyed hash that stands in for personal data (an address, an e-mail) in keys, rows and logs. */
export async function privateHash(value: string): Promise<string> {
  return createHmac('sha256', await getOrCreateSecret(getDb(), 'ip_hash_salt'))
    .update(value)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The client as rate limits key it and as stored and logged: its address (an IPv6 one by its /64, see `clientKey`)
 * hashed, or null when unknown.
 */
export async function hashClientAddress(ip: string | undefined): Promise<string | null> {
  return ip ? privateHash(clientKey(ip)) : null;
}
