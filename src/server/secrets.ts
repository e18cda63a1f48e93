import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/**
 * A secret the app generates once and keeps in the database (so every instance shares it): returns the stored value,
 * or stores a new random one. Concurrent first calls agree on one value.
 */
export async function getOrCreateSecret(db: Kysely<Database>, key: string, bytes = 32): Promise<string> {
  const existing = await db.selectFrom('app_secrets').select('value').where('key', '=', key).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_secrets')
    .values({ key, value: randomBytes(bytes).toString('base64url'), created_at: Date.now() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db.selectFrom('app_secrets').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return stored.value;
}
