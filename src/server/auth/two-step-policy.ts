import type { Kysely } from 'kysely';
import { recordAudit } from '@/server/audit';
import type { Database } from '@/server/db/schema';
import { hasPasskey } from './passkeys';
import { hasTwoStep } from './two-step';
import { adminRoles, type AdminRole } from '@/lib/roles';
import { OWNER_ID, type AdminUser } from './user';

/** Where a person is sent who must set up two-step sign-in first (the Account page, its card opened). */
export const TWO_STEP_SETUP_PATH = '/admin/account?twoStep=required';

/**
 * The owners' requirement on the Users page, one row of app_settings: `true` (every role), `false` or absent (none), or
 * the roles it applies to, comma-separated (`owner,sales`).
 */
const SETTING = 'require_two_step';

/** The stored value of a set of roles (in the roles' own order), and back; an unknown name is dropped. */
const settingOf = (roles: readonly AdminRole[]): string =>
  roles.length === 0
    ? 'false'
    : roles.length === adminRoles.length
      ? 'true'
      : adminRoles.filter((role) => roles.includes(role)).join(',');
const rolesOf = (value: string | undefined): AdminRole[] =>
  value === 'true' ? [...adminRoles] : adminRoles.filter((role) => (value ?? '').split(',').includes(role));

/** The roles whose named accounts an owner requires to sign in with two steps (B2). */
export async function twoStepRequiredRoles(db: Kysely<Database>): Promise<AdminRole[]> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', SETTING).executeTakeFirst();
  return rolesOf(row?.value);
}

/** Whether an owner requires two-step sign-in of this role. */
export async function isTwoStepRequiredFor(db: Kysely<Database>, role: AdminRole): Promise<boolean> {
  return (await twoStepRequiredRoles(db)).includes(role);
}

/**
 * An owner requires two-step sign-in of every role, of some, or of none; recorded in the activity log. `unchanged` when
 * it already was so.
 */
export async function setTwoStepRequired(
  db: Kysely<Database>,
  actor: AdminUser,
  roles: readonly AdminRole[],
  now = Date.now(),
): Promise<'changed' | 'unchanged'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('app_settings').select('value').where('key', '=', SETTING).executeTakeFirst();
    const value = settingOf(roles);
    if (settingOf(rolesOf(row?.value)) === value) return 'unchanged';
    await trx
      .insertInto('app_settings')
      .values({ key: SETTING, value, updated_at: now, updated_by: actor.name })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now, updated_by: actor.name }))
      .execute();
    const summary =
      value === 'true'
        ? 'Two-step sign-in required for every named account'
        : value === 'false'
          ? 'Two-step sign-in no longer required'
          : `Two-step sign-in required for ${rolesOf(value).join(', ')} accounts`;
    await recordAudit(trx, actor, { action: 'users.two_step_required', target: 'settings:two_step', summary }, now);
    return 'changed';
  });
}

/**
 * Whether a password alone no longer signs a person in: they turned on an authenticator app, or have a passkey (which
 * the sign-in then asks for after the password). Either is a second step of its own.
 */
export async function hasSecondStep(db: Kysely<Database>, userId: string): Promise<boolean> {
  const [app, passkey] = await Promise.all([hasTwoStep(db, userId), hasPasskey(db, userId)]);
  return app || passkey;
}

/**
 * Whether a person must set up two-step sign-in before anything else in the admin: an owner requires it of their role,
 * and this named account has neither an authenticator app nor a passkey. The owner account of the admin password (no
 * e-mail address) is exempt.
 */
export async function mustSetUpTwoStep(db: Kysely<Database>, user: AdminUser): Promise<boolean> {
  if (user.id === OWNER_ID || !user.email) return false;
  const [required, on] = await Promise.all([isTwoStepRequiredFor(db, user.role), hasSecondStep(db, user.id)]);
  return required && !on;
}

/**
 * The named owners (signed in with an e-mail address) who have two-step sign-in on, with an authenticator app or a
 * passkey, by name: once there is one, the environment's owner password is no longer the only way into the site, and
 * `ADMIN_LOGIN_ENV=off` can refuse it.
 */
export async function namedOwnersWithTwoStep(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('admin_users')
    .select('admin_users.name')
    .where('admin_users.role', '=', 'owner')
    .where('admin_users.id', '!=', OWNER_ID)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('two_step_accounts')
            .select('two_step_accounts.user_id')
            .whereRef('two_step_accounts.user_id', '=', 'admin_users.id')
            .where('two_step_accounts.secret', 'is not', null),
        ),
        eb.exists(eb.selectFrom('passkeys').select('passkeys.id').whereRef('passkeys.user_id', '=', 'admin_users.id')),
      ]),
    )
    .orderBy('admin_users.name')
    .execute();
  return rows.map((row) => row.name);
}
