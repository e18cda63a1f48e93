import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '@/server/audit';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { deleteUserSessions } from './session';
import { OWNER_ID, type AdminUser } from './user';

/**
 * Passkeys (issue 46, SECURITY.md B2): WebAuthn credentials a named account registers from its Account page and signs
 * in with instead of a password. A passkey proves two things at once, the device that holds its key and the person who
 * unlocks it (user verification is required, on registering and on every sign-in), so a sign-in with one is a two-step
 * sign-in of its own. Every challenge handed out is kept for 5 minutes and spent by one atomic delete: a signed answer
 * is accepted once, on this site's origin only. The owner account of the admin password has no e-mail address and
 * registers none.
 */
const CHALLENGE_MS = 5 * 60_000;
/** Passkeys one account may keep (one per device a person uses is plenty). */
export const MAX_PASSKEYS = 10;

type Db = Kysely<Database> | Transaction<Database>;
type Session = { user: AdminUser; tokenHash: string };

/** Where passkeys are valid: the site's host name and origin (SITE_URL), and the name a browser shows for it. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(siteUrl: string, name: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name };
}

interface Passkey {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  }));
}

async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'sign_in',
  userId: string | null,
  now: number,
) {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('passkey_challenges')
    .values({ challenge, purpose, user_id: userId, expires_at: now + CHALLENGE_MS })
    .execute();
}

/** Whether `challenge` was handed out for this purpose (and person) and is still live; spent by the same statement. */
async function spendChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'sign_in',
  userId: string | null,
  now: number,
): Promise<boolean> {
  const spent = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
    .executeTakeFirst();
  return Number(spent.numDeletedRows) === 1;
}

const named = (user: AdminUser): user is AdminUser & { email: string } => user.id !== OWNER_ID && Boolean(user.email);

type OptionsResult =
  { status: 'ok'; options: PublicKeyCredentialCreationOptionsJSON } | { status: 'owner_account' | 'too_many' };

/**
 * What the browser needs to make a passkey for the person: a new challenge, and their passkeys so far (an
 * authenticator that holds one already says so rather than making a second).
 */
export async function passkeyRegistrationOptions(
  db: Db,
  user: AdminUser,
  rp: RelyingParty,
  now = Date.now(),
): Promise<OptionsResult> {
  if (!named(user)) return { status: 'owner_account' };
  const existing = await db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  if (existing.length >= MAX_PASSKEYS) return { status: 'too_many' };
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'register', user.id, now);
  return { status: 'ok', options };
}

/** How the browser can reach a passkey ("internal", "hybrid", …), as kept. */
function transportsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

type AddResult = { status: 'added'; passkey: Passkey } | { status: 'invalid' | 'too_many' | 'owner_account' };

/**
 * Keeps the passkey the browser made, once its answer proves it signed this person's live challenge on this site with
 * the person verified. The activity log records it by name.
 */
export async function addPasskey(
  db: Kysely<Database>,
  session: Session,
  { name, response }: { name: string; response: RegistrationResponseJSON },
  rp: RelyingParty,
  now = Date.now(),
): Promise<AddResult> {
  const { user } = session;
  if (!named(user)) return { status: 'owner_account' };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => spendChallenge(db, challenge, 'register', user.id, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    log.warn('security.passkey_refused', { userId: user.id, step: 'register', reason: reasonOf(error) });
    return { status: 'invalid' };
  }
  if (!verified.verified) return { status: 'invalid' };
  const { credential } = verified.registrationInfo;
  const passkey = { id: credential.id, name, createdAt: now, lastUsedAt: null };
  const added = await db.transaction().execute(async (trx) => {
    const count = await trx
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= MAX_PASSKEYS) return 'too_many' as const;
    const inserted = await trx
      .insertInto('passkeys')
      .values({
        id: credential.id,
        user_id: user.id,
        name,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created_at: now,
        last_used_at: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return 'invalid' as const;
    await recordAudit(
      trx,
      user,
      { action: 'user.passkey', target: `user:${user.id}`, summary: `added “${name}”` },
      now,
    );
    return 'added' as const;
  });
  return added === 'added' ? { status: 'added', passkey } : { status: added };
}

/** Removes one of the person's passkeys; their other sessions end, as after any change to how they sign in. */
export async function removePasskey(
  db: Kysely<Database>,
  session: Session,
  id: string,
  now = Date.now(),
): Promise<{ status: 'removed' | 'not_found' }> {
  const { user } = session;
  const removed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('passkeys')
      .select('name')
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', user.id).execute();
    await recordAudit(
      trx,
      user,
      { action: 'user.passkey', target: `user:${user.id}`, summary: `removed “${row.name}”` },
      now,
    );
    return true;
  });
  if (!removed) return { status: 'not_found' };
  await deleteUserSessions(db, user.id, session.tokenHash);
  return { status: 'removed' };
}

/**
 * A challenge for signing in with whichever of this site's passkeys the browser holds (no account named first), or, as
 * the second step after a right password (`userId`), with one of that account's own.
 */
export async function passkeySignInOptions(
  db: Db,
  rp: RelyingParty,
  now = Date.now(),
  userId: string | null = null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = userId === null ? [] : await ownPasskeys(db, userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    ...(userId !== null && {
      allowCredentials: own.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
    }),
  });
  await keepChallenge(db, options.challenge, 'sign_in', userId, now);
  return options;
}

const ownPasskeys = (db: Db, userId: string) =>
  db.selectFrom('passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute();

/** Whether a person has a passkey: with one, a password alone no longer signs them in (it asks for the passkey too). */
export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  return (await ownPasskeys(db, userId)).length > 0;
}

/**
 * The account a signed answer proves: a passkey of this site's, its signature over a live sign-in challenge (spent
 * here) on this origin with the person verified, and a signature counter that moved on (a cloned authenticator's
 * does not). As a second step (`userId`), the passkey must be that account's and the challenge one handed out for it.
 * Undefined for anything else, which the caller counts as a failed sign-in.
 */
export async function verifyPasskeySignIn(
  db: Kysely<Database>,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now = Date.now(),
  userId: string | null = null,
): Promise<{ userId: string } | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select(['id', 'user_id', 'public_key', 'counter', 'transports'])
    .where('id', '=', response.id)
    .executeTakeFirst();
  if (!row || (userId !== null && row.user_id !== userId)) {
    log.warn('security.passkey_refused', {
      step: 'sign_in',
      reason: row ? "another account's passkey" : 'unknown passkey',
    });
    return undefined;
  }
  // The account the browser says the passkey belongs to, when it says one, must be the one it was registered for.
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString() !== row.user_id) return undefined;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => spendChallenge(db, challenge, 'sign_in', userId, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
        counter: Number(row.counter),
        transports: transportsOf(row.transports),
      },
      requireUserVerification: true,
    });
    if (!verified) return undefined;
    // Only from the counter read: of two answers with one counter at the same moment, one moves it.
    const moved = await db
      .updateTable('passkeys')
      .set({ counter: authenticationInfo.newCounter, last_used_at: now })
      .where('id', '=', row.id)
      .where('counter', '=', Number(row.counter))
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return undefined;
    return { userId: row.user_id };
  } catch (error) {
    log.warn('security.passkey_refused', { userId: row.user_id, step: 'sign_in', reason: reasonOf(error) });
    return undefined;
  }
}

/** The library's reason for a refusal, for the log (never the answer itself). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message.slice(0, 200) : 'unknown');
