import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Env } from '@/lib/env';
import type { Database } from '@/server/db/schema';

const SECRET_KEY = 'admin_password_hash';

export type PasswordSource = 'env-hash' | 'env-password' | 'stored' | 'generated';

export interface AdminPassword {
  hash: string;
  source: PasswordSource;
  /** Only when this start generated the password: shown once, never stored. */
  generated?: string;
}

/** Argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Where the admin password hash comes from: ADMIN_PASSWORD_HASH, else ADMIN_PASSWORD hashed now (kept in memory
 * only), else the hash stored in the database, else a new random password whose hash is stored and which the
 * caller prints once.
 */
export async function resolveAdminPassword(
  db: Kysely<Database>,
  config: Pick<Env, 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH'>,
): Promise<AdminPassword> {
  if (config.ADMIN_PASSWORD_HASH) return { hash: config.ADMIN_PASSWORD_HASH, source: 'env-hash' };
  if (config.ADMIN_PASSWORD) return { hash: await hashPassword(config.ADMIN_PASSWORD), source: 'env-password' };

  const stored = await db.selectFrom('app_secrets').select('value').where('key', '=', SECRET_KEY).executeTakeFirst();
  if (stored) return { hash: stored.value, source: 'stored' };

  const generated = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(generated);
  const inserted = await db
    .insertInto('app_secrets')
    .values({ key: SECRET_KEY, value: passwordHash, created_at: Date.now() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1)
    return { hash: passwordHash, source: 'generated', generated };

  // Another instance generated one at the same moment: use theirs (they printed it).
  const winner = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow();
  return { hash: winner.value, source: 'stored' };
}

/** Whether the owner's password is set on the server (env) rather than kept in the database (changeable in the admin). */
export function ownerPasswordFromEnv(password: AdminPassword): boolean {
  return password.source === 'env-hash' || password.source === 'env-password';
}

/**
 * The owner's current hash. A password kept in the database is read there on every sign-in, so a change made through
 * one instance holds on every instance at once.
 */
export async function currentOwnerHash(db: Kysely<Database>, password: AdminPassword): Promise<string> {
  if (ownerPasswordFromEnv(password)) return password.hash;
  const stored = await db.selectFrom('app_secrets').select('value').where('key', '=', SECRET_KEY).executeTakeFirst();
  return stored?.value ?? password.hash;
}

/** Replaces the owner's stored hash (only when the password is not set by env). */
export async function storeOwnerHash(db: Kysely<Database>, passwordHash: string): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ key: SECRET_KEY, value: passwordHash, created_at: Date.now() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: passwordHash }))
    .execute();
}
