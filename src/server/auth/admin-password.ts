import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Env } from '@/lib/env';
import type { Database } from '@/server/db/schema';
import { deleteUserSessions } from './session';
import { OWNER_ID } from './user';

const SECRET_KEY = 'admin_password_hash';
/** The Argon2id hash of the password the environment set at the last start: how a new one is told from the same one. */
const ENV_PASSWORD_KEY = 'owner_env_password_hash';

type PasswordSource = 'env-hash' | 'env-password' | 'stored' | 'generated';

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

async function readSecret(db: Kysely<Database>, key: string): Promise<string | undefined> {
  return (await db.selectFrom('app_secrets').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

/**
 * The owner's password is no longer the one of the last start (rotated after a leak, or moved between the environment
 * and the database): every owner session ends, so a stolen session dies with the stolen password (SECURITY.md A7).
 * `next` is the new environment password's hash, or undefined when the environment sets none any more.
 */
async function ownerPasswordRotated(db: Kysely<Database>, next: string | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteUserSessions(trx, OWNER_ID);
    if (next === undefined) await trx.deleteFrom('app_secrets').where('key', '=', ENV_PASSWORD_KEY).execute();
    else
      await trx
        .insertInto('app_secrets')
        .values({ key: ENV_PASSWORD_KEY, value: next, created_at: Date.now() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: next }))
        .execute();
  });
}

/**
 * The hash of the password the environment sets, after ending the owner's sessions if it is not the last start's.
 * ADMIN_PASSWORD is checked against the hash kept from the last start, so the same password keeps that hash (and
 * every instance uses one) while a new one replaces it.
 */
async function environmentPasswordHash(
  db: Kysely<Database>,
  config: Pick<Env, 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH'>,
): Promise<string> {
  const previous = await readSecret(db, ENV_PASSWORD_KEY);
  if (config.ADMIN_PASSWORD_HASH) {
    if (previous !== config.ADMIN_PASSWORD_HASH) await ownerPasswordRotated(db, config.ADMIN_PASSWORD_HASH);
    return config.ADMIN_PASSWORD_HASH;
  }
  const password = config.ADMIN_PASSWORD ?? '';
  if (previous && (await verifyPassword(previous, password))) return previous;
  const next = await hashPassword(password);
  await ownerPasswordRotated(db, next);
  return next;
}

/**
 * Where the admin password hash comes from: ADMIN_PASSWORD_HASH, else ADMIN_PASSWORD hashed (only its Argon2id hash is
 * kept, to tell a new password from the same one at the next start), else the hash stored in the database, else a new
 * random password whose hash is stored and which the caller prints once. A password that differs from the last
 * start's ends the owner's sessions.
 */
export async function resolveAdminPassword(
  db: Kysely<Database>,
  config: Pick<Env, 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH'>,
): Promise<AdminPassword> {
  if (config.ADMIN_PASSWORD_HASH) return { hash: await environmentPasswordHash(db, config), source: 'env-hash' };
  if (config.ADMIN_PASSWORD) return { hash: await environmentPasswordHash(db, config), source: 'env-password' };
  if (await readSecret(db, ENV_PASSWORD_KEY)) await ownerPasswordRotated(db, undefined);

  const stored = await readSecret(db, SECRET_KEY);
  if (stored) return { hash: stored, source: 'stored' };

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
  const winner = await readSecret(db, SECRET_KEY);
  if (!winner) throw new Error('The generated admin password hash could not be read back');
  return { hash: winner, source: 'stored' };
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
  return (await readSecret(db, SECRET_KEY)) ?? password.hash;
}

/**
 * The account the admin password signs in, with its current hash; undefined once `ADMIN_LOGIN_ENV=off` refuses it,
 * which the sign-in answers like a wrong password after the same Argon2 work (login.ts).
 */
export async function environmentOwnerAccount(
  db: Kysely<Database>,
  password: AdminPassword,
  config: Pick<Env, 'ADMIN_LOGIN_ENV'>,
): Promise<{ userId: string; passwordHash: string } | undefined> {
  if (config.ADMIN_LOGIN_ENV === 'off') return undefined;
  return { userId: OWNER_ID, passwordHash: await currentOwnerHash(db, password) };
}

/**
 * A start with `ADMIN_LOGIN_ENV=off`: every session the admin password opened ends, so turning it off also closes
 * a session taken with it before. Returns how many ended.
 */
export function closeEnvironmentLogin(db: Kysely<Database>): Promise<number> {
  return deleteUserSessions(db, OWNER_ID);
}

/** Replaces the owner's stored hash (only when the password is not set by env). */
export async function storeOwnerHash(db: Kysely<Database>, passwordHash: string): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ key: SECRET_KEY, value: passwordHash, created_at: Date.now() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: passwordHash }))
    .execute();
}
