import { randomUUID } from 'node:crypto';
import { languagesFrom, translatorLanguages } from '@/lib/roles';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/server/db/schema';
import { recordAudit } from '@/server/audit';
import { hashPassword, verifyPassword } from './admin-password';
import { handOverWork } from './hand-over';
import { newPasswordToken, passwordLinkHash } from './password-links';
import { MAX_PASSWORD_LENGTH, passwordProblem, type PasswordRefusal } from './password-policy';
import { deleteUserSessions } from './session';
import { adminRoleSchema, OWNER_ID, toAdminUser, type AdminUser } from './user';

export { passwordLinkHash };

/** A set-password link works for this long, once. */
export const PASSWORD_LINK_TTL_MS = 24 * 60 * 60_000;

export const newUserInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(100, 'too_long'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'too_long')
    .pipe(z.email({ error: 'invalid_email' })),
  role: adminRoleSchema,
  /** A translator's languages (every one but English when none is chosen); ignored for every other role. */
  languages: z.array(z.enum(translatorLanguages)).max(translatorLanguages.length).optional(),
});
type NewUserInput = z.infer<typeof newUserInputSchema>;

export interface AccountRow extends AdminUser {
  createdAt: number;
  /** False until the person has followed their set-password link. */
  hasPassword: boolean;
  /** Whether a set-password link is waiting (not used, not expired). */
  linkPending: boolean;
}

const tokenHash = passwordLinkHash;

export async function listUsers(db: Kysely<Database>, now = Date.now()): Promise<AccountRow[]> {
  const [rows, links] = await Promise.all([
    db.selectFrom('admin_users').selectAll().orderBy('created_at').execute(),
    db.selectFrom('password_tokens').select('user_id').where('expires_at', '>', now).execute(),
  ]);
  const waiting = new Set(links.map((link) => link.user_id));
  return rows.map((row) => ({
    ...toAdminUser(row),
    createdAt: Number(row.created_at),
    hasPassword: row.id === OWNER_ID || row.password_hash !== null,
    linkPending: waiting.has(row.id),
  }));
}

export async function getUser(db: Kysely<Database>, id: string): Promise<AdminUser | undefined> {
  const row = await db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toAdminUser(row);
}

/**
 * A new one-time link for a person, valid for `ttl` (earlier links of theirs stop working). Returns the token; only its
 * hash is kept.
 */
export async function issueLink(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  now: number,
  ttl = PASSWORD_LINK_TTL_MS,
): Promise<string> {
  const token = newPasswordToken();
  await db.deleteFrom('password_tokens').where('user_id', '=', userId).execute();
  await db
    .insertInto('password_tokens')
    .values({ token_hash: tokenHash(token), user_id: userId, created_at: now, expires_at: now + ttl })
    .execute();
  return token;
}

type CreateUserResult = { status: 'created'; user: AdminUser; token: string } | { status: 'email_taken' };

/** Adds a person with no password yet, and the one-time link with which they set one. */
export async function createUser(
  db: Kysely<Database>,
  actor: AdminUser,
  input: NewUserInput,
  now = Date.now(),
): Promise<CreateUserResult> {
  const languages =
    input.role === 'translator'
      ? languagesFrom(input.languages?.join(',') || translatorLanguages.join(','))
      : undefined;
  const user: AdminUser = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    role: input.role,
    ...(languages && { languages }),
  };
  // One transaction: a person is never left without the link that lets them in, nor added without an audit entry.
  const token = await db.transaction().execute(async (trx) => {
    // The unique address decides, not a read before the write: two owners adding the same person at once get one row.
    const inserted = await trx
      .insertInto('admin_users')
      .values({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        languages: languages?.join(',') ?? null,
        password_hash: null,
        created_at: now,
        created_by: actor.id,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
    const issued = await issueLink(trx, user.id, now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'user.added',
        target: `user:${user.id}`,
        summary: `${user.name} (${user.role}${languages ? `: ${languages.join(', ')}` : ''})`,
      },
      now,
    );
    return issued;
  });
  if (!token) return { status: 'email_taken' };
  return { status: 'created', user, token };
}

/** A fresh set-password link for someone who lost theirs or whose link expired (the owner account has none). */
export async function renewPasswordLink(
  db: Kysely<Database>,
  actor: AdminUser,
  userId: string,
  now = Date.now(),
): Promise<{ user: AdminUser; token: string } | undefined> {
  const user = await getUser(db, userId);
  if (!user || user.id === OWNER_ID) return undefined;
  const token = await issueLink(db, user.id, now);
  await recordAudit(db, actor, { action: 'user.link', target: `user:${user.id}`, summary: user.name }, now);
  return { user, token };
}

/** The person a set-password link is for, while it is valid, and whether they are replacing a password they had. */
export async function userForLink(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<(AdminUser & { hasPassword: boolean }) | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db
    .selectFrom('password_tokens')
    .innerJoin('admin_users', 'admin_users.id', 'password_tokens.user_id')
    .select(['admin_users.id', 'admin_users.name', 'admin_users.email', 'admin_users.role', 'expires_at'])
    .select('admin_users.password_hash')
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  return row && Number(row.expires_at) > now
    ? { ...toAdminUser(row), hasPassword: row.password_hash !== null }
    : undefined;
}

type SetPasswordResult =
  { status: 'ok'; user: AdminUser } | { status: 'invalid_link' } | ({ status: 'weak' } & PasswordRefusal);

/** Sets a password through a one-time link: the link is used up, and any session the person had ends. */
export async function setPasswordWithLink(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = Date.now(),
): Promise<SetPasswordResult> {
  const user = await userForLink(db, token, now);
  if (!user) return { status: 'invalid_link' };
  const refusal = await passwordProblem(password, user);
  if (refusal) return { status: 'weak', ...refusal };
  const passwordHash = await hashPassword(password);
  // One transaction: a link is used up only together with the password it set.
  const set = await db.transaction().execute(async (trx) => {
    const used = await trx.deleteFrom('password_tokens').where('token_hash', '=', tokenHash(token)).executeTakeFirst();
    // Two tabs sending the same link: only the first one sets the password.
    if (Number(used.numDeletedRows) !== 1) return false;
    // The mailed copy of the link (password-links.ts) ends with the one the owner was shown.
    await trx.deleteFrom('password_tokens').where('user_id', '=', user.id).execute();
    await trx.updateTable('admin_users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await trx.deleteFrom('admin_sessions').where('user_id', '=', user.id).execute();
    await recordAudit(
      trx,
      user,
      { action: 'user.password', target: `user:${user.id}`, summary: 'set through a link' },
      now,
    );
    return true;
  });
  if (!set) return { status: 'invalid_link' };
  return { status: 'ok', user };
}

type RemoveUserResult = 'removed' | 'not_found' | 'self' | 'owner_account';

/**
 * Removes a person: their sessions end at once (their next request is refused), their links stop working, the open
 * leads they answered become unassigned, so none waits on someone who can no longer sign in, the publishes and
 * unpublishes they scheduled become the remover's (they still happen, under a name that can answer for them), and
 * the review links they gave out are revoked. The activity log says how many of each.
 */
export async function removeUser(
  db: Kysely<Database>,
  actor: AdminUser,
  userId: string,
  now = Date.now(),
): Promise<RemoveUserResult> {
  if (userId === actor.id) return 'self';
  if (userId === OWNER_ID) return 'owner_account';
  const user = await getUser(db, userId);
  if (!user) return 'not_found';
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('admin_users').where('id', '=', userId).execute();
    const consequences = await handOverWork(trx, actor, userId, { leads: true, publish: true }, now);
    const summary = consequences.length ? `${user.name} (${consequences.join(', ')})` : user.name;
    await recordAudit(trx, actor, { action: 'user.removed', target: `user:${userId}`, summary }, now);
  });
  return 'removed';
}

/** The account an e-mail address signs in, with its hash (undefined when unknown or no password is set yet). */
export async function loginAccount(
  db: Kysely<Database>,
  email: string,
): Promise<{ id: string; passwordHash: string } | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'password_hash'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.password_hash ? { id: row.id, passwordHash: row.password_hash } : undefined;
}

type ChangePasswordResult =
  | { status: 'changed' }
  | { status: 'wrong_password' }
  | ({ status: 'weak' } & PasswordRefusal)
  | { status: 'managed_by_env' };

export interface OwnerPasswordStore {
  fromEnv: boolean;
  currentHash(): Promise<string>;
  store(passwordHash: string): Promise<void>;
}

/**
 * A person changes their own password (the current one proves it is them). Every other session of theirs ends; the one
 * they are using stays. The owner account's password lives in `owner` (it cannot be changed here when set by env).
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  session: { user: AdminUser; tokenHash: string },
  input: { current: string; next: string },
  owner: OwnerPasswordStore,
  now = Date.now(),
): Promise<ChangePasswordResult> {
  const { user } = session;
  const isOwnerAccount = user.id === OWNER_ID;
  if (isOwnerAccount && owner.fromEnv) return { status: 'managed_by_env' };
  if (input.current.length > MAX_PASSWORD_LENGTH) return { status: 'wrong_password' };
  const currentHash = isOwnerAccount
    ? await owner.currentHash()
    : (await db.selectFrom('admin_users').select('password_hash').where('id', '=', user.id).executeTakeFirst())
        ?.password_hash;
  if (!currentHash || !(await verifyPassword(currentHash, input.current))) return { status: 'wrong_password' };
  const refusal = await passwordProblem(input.next, user);
  if (refusal) return { status: 'weak', ...refusal };
  const nextHash = await hashPassword(input.next);
  if (isOwnerAccount) await owner.store(nextHash);
  else await db.updateTable('admin_users').set({ password_hash: nextHash }).where('id', '=', user.id).execute();
  await deleteUserSessions(db, user.id, session.tokenHash);
  await recordAudit(
    db,
    user,
    { action: 'user.password', target: `user:${user.id}`, summary: 'changed own password' },
    now,
  );
  return { status: 'changed' };
}
