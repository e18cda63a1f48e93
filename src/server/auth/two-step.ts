import { createHash, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { recordAudit } from '@/server/audit';
import type { Database } from '@/server/db/schema';
import { verifyPassword } from './admin-password';
import { MAX_PASSWORD_LENGTH } from './password-policy';
import { deleteUserSessions } from './session';
import { OWNER_ID, type AdminUser } from './user';

/**
 * Two-step sign-in with an authenticator app (issue 46, SECURITY.md B2): a TOTP code (RFC 6238: SHA-1, 6 digits, 30 s)
 * after the password, or one of 10 one-time recovery codes. A code is accepted for the step before, the current one or
 * the next (clocks drift), and never for a step at or before the last one accepted: a code seen over a shoulder or
 * replayed from a log is refused. Recovery codes are kept only as hashes, each spent by one atomic delete.
 * For named accounts only: the owner account of the admin password has no e-mail address and signs in with that alone.
 */
const PERIOD_S = 30;
const DIGITS = 6;
const WINDOW = 1;
/** A secret shown on the Account page can be confirmed for this long. */
const PENDING_SETUP_MS = 30 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits no one mistakes for another (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;

type Db = Kysely<Database> | Transaction<Database>;
type Session = { user: AdminUser; tokenHash: string };

function totp(secret: string, label = 'admin', issuer = 'Admin'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The 30-second step a moment falls in. */
export const stepAt = (now: number) => Math.floor(now / 1000 / PERIOD_S);

/** Digits only, spaces allowed (`123 456`): what the code fields accept. */
const normalCode = (code: string) => code.replace(/\s/g, '');

/** The step `code` is right for, within the window around `now`, or undefined. */
function matchingStep(secret: string, code: string, now: number): number | undefined {
  const token = normalCode(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? undefined : stepAt(now) + delta;
}

/** A recovery code as typed (any case, with or without dashes and spaces) in the one form that is hashed. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const recoveryCodeHash = (code: string) =>
  createHash('sha256')
    .update(`recovery:${normalRecoveryCode(code)}`)
    .digest('hex');

function newRecoveryCode(): string {
  const groups = Array.from({ length: RECOVERY_GROUPS }, () =>
    Array.from({ length: RECOVERY_GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    ),
  );
  return groups.join('-');
}

/** Replaces a person's recovery codes with 10 new ones; returns them (the only time they exist in clear). */
async function replaceRecoveryCodes(trx: Db, userId: string, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('two_step_recovery_codes')
    .values(codes.map((code) => ({ code_hash: recoveryCodeHash(code), user_id: userId, created_at: now })))
    .execute();
  return codes;
}

interface TwoStepState {
  enabled: boolean;
  enabledAt: number | null;
  recoveryCodesLeft: number;
}

export async function twoStepState(db: Db, userId: string): Promise<TwoStepState> {
  const [row, codes] = await Promise.all([
    db
      .selectFrom('two_step_accounts')
      .select(['secret', 'enabled_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('two_step_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const enabled = Boolean(row?.secret);
  return {
    enabled,
    enabledAt: enabled && row?.enabled_at != null ? Number(row.enabled_at) : null,
    recoveryCodesLeft: enabled ? Number(codes.count) : 0,
  };
}

export async function hasTwoStep(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('two_step_accounts')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.secret);
}

type StartResult = { status: 'started'; secret: string; uri: string } | { status: 'already_on' | 'owner_account' };

/**
 * A new random 20-byte secret for the person's authenticator app, kept as pending (two-step sign-in stays as it is)
 * until a code made with it confirms it. Starting again replaces a pending secret.
 */
export async function startTwoStepSetup(
  db: Db,
  user: AdminUser,
  now = Date.now(),
  /** The name the app lists the account under (the site's name). */
  issuer = 'Admin',
): Promise<StartResult> {
  if (user.id === OWNER_ID || !user.email) return { status: 'owner_account' };
  if (await hasTwoStep(db, user.id)) return { status: 'already_on' };
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insertInto('two_step_accounts')
    .values({
      user_id: user.id,
      secret: null,
      pending_secret: secret,
      pending_at: now,
      enabled_at: null,
      last_step: null,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret: secret, pending_at: now }))
    .execute();
  return { status: 'started', secret, uri: totp(secret, user.email, issuer).toString() };
}

type ConfirmResult =
  | { status: 'enabled'; recoveryCodes: string[] }
  | { status: 'wrong_code' }
  | { status: 'no_setup' }
  | { status: 'already_on' };

/**
 * Turns two-step sign-in on once a code from the app proves the pending secret reached it; makes the 10 recovery
 * codes (returned once, kept only as hashes). The person's other sessions end; the activity log says so.
 */
export async function confirmTwoStepSetup(
  db: Kysely<Database>,
  session: Session,
  code: string,
  now = Date.now(),
): Promise<ConfirmResult> {
  const { user } = session;
  const row = await db.selectFrom('two_step_accounts').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (row?.secret) return { status: 'already_on' };
  if (!row?.pending_secret || now - Number(row.pending_at) > PENDING_SETUP_MS) return { status: 'no_setup' };
  const step = matchingStep(row.pending_secret, code, now);
  if (step === undefined) return { status: 'wrong_code' };
  const pending = row.pending_secret;
  const codes = await db.transaction().execute(async (trx) => {
    // Only the secret that was checked, and only once (two tabs confirming at once turn it on once).
    const enabled = await trx
      .updateTable('two_step_accounts')
      .set({ secret: pending, pending_secret: null, pending_at: null, enabled_at: now, last_step: step })
      .where('user_id', '=', user.id)
      .where('pending_secret', '=', pending)
      .where('secret', 'is', null)
      .executeTakeFirst();
    if (Number(enabled.numUpdatedRows) !== 1) return undefined;
    const fresh = await replaceRecoveryCodes(trx, user.id, now);
    await recordAudit(trx, user, { action: 'user.two_step', target: `user:${user.id}`, summary: 'turned on' }, now);
    return fresh;
  });
  if (!codes) return { status: 'already_on' };
  await deleteUserSessions(db, user.id, session.tokenHash);
  return { status: 'enabled', recoveryCodes: codes };
}

/**
 * Whether `code` is the person's current authenticator code, and not of a step already used: the step is recorded by
 * one conditional update, so a code sent twice — one after the other or at the same moment — is accepted once.
 */
export async function verifyTwoStepCode(db: Db, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom('two_step_accounts')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row?.secret) return false;
  const step = matchingStep(row.secret, code, now);
  if (step === undefined) return false;
  const accepted = await db
    .updateTable('two_step_accounts')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('secret', '=', row.secret)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(accepted.numUpdatedRows) === 1;
}

/** Spends one recovery code: one delete decides, so two requests sending the same code at once let one in. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const normal = normalRecoveryCode(code);
  if (normal.length !== RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH || !(await hasTwoStep(db, userId))) return false;
  const spent = await db
    .deleteFrom('two_step_recovery_codes')
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(normal))
    .executeTakeFirst();
  return Number(spent.numDeletedRows) === 1;
}

/** 10 new recovery codes in place of the old ones (all of which stop working); other sessions end. */
export async function regenerateRecoveryCodes(
  db: Kysely<Database>,
  session: Session,
  now = Date.now(),
): Promise<{ status: 'regenerated'; recoveryCodes: string[] } | { status: 'not_on' }> {
  const { user } = session;
  const codes = await db.transaction().execute(async (trx) => {
    if (!(await hasTwoStep(trx, user.id))) return undefined;
    const fresh = await replaceRecoveryCodes(trx, user.id, now);
    await recordAudit(
      trx,
      user,
      { action: 'user.two_step', target: `user:${user.id}`, summary: 'made new recovery codes' },
      now,
    );
    return fresh;
  });
  if (!codes) return { status: 'not_on' };
  await deleteUserSessions(db, user.id, session.tokenHash);
  return { status: 'regenerated', recoveryCodes: codes };
}

/** Turns two-step sign-in off; the person's current password proves it is them. Other sessions end. */
export async function turnOffTwoStep(
  db: Kysely<Database>,
  session: Session,
  password: string,
  now = Date.now(),
): Promise<{ status: 'off' } | { status: 'wrong_password' } | { status: 'not_on' }> {
  const { user } = session;
  if (password.length > MAX_PASSWORD_LENGTH) return { status: 'wrong_password' };
  const row = await db.selectFrom('admin_users').select('password_hash').where('id', '=', user.id).executeTakeFirst();
  if (!row?.password_hash || !(await verifyPassword(row.password_hash, password))) return { status: 'wrong_password' };
  const removed = await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('two_step_accounts')
      .where('user_id', '=', user.id)
      .where('secret', 'is not', null)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) return false;
    await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', user.id).execute();
    await recordAudit(trx, user, { action: 'user.two_step', target: `user:${user.id}`, summary: 'turned off' }, now);
    return true;
  });
  if (!removed) return { status: 'not_on' };
  await deleteUserSessions(db, user.id, session.tokenHash);
  return { status: 'off' };
}
