/**
 * The auth matrix's cases for two-step sign-in's actions (tests/e2e/auth-matrix.spec.ts): the Account page's four and
 * the Users page's switch, each with an input that would take effect, and what each visitor gets (SECURITY.md A1, B2).
 */
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { adminPaths } from '../../src/lib/admin-paths';
import type { Database } from '../../src/server/db/schema';
import type { ActionCase } from './auth-matrix-grants';

/** A code made with `secret` that none of the steps around now accepts. */
export function wrongTwoStepCode(secret: string, now = Date.now()): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  const near = [-60_000, -30_000, 0, 30_000, 60_000].map((offset) => totp.generate({ timestamp: now + offset }));
  let guess = 246_810;
  while (near.includes(String(guess))) guess += 1;
  return String(guess);
}

export function twoStepActionCases(db: Kysely<Database>, named: string[]): Record<string, ActionCase> {
  /**
   * The named people (editor, contributor, sales) with a setup waiting for its code, made fresh for each run (a wrong
   * code leaves it waiting), whichever of them runs it and whatever they ran before.
   */
  async function pendingSetup(): Promise<string> {
    const secret = new Secret({ size: 20 }).base32;
    const values = { secret: null, pending_secret: secret, pending_at: Date.now(), enabled_at: null, last_step: null };
    for (const userId of named)
      await db
        .insertInto('two_step_accounts')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    return secret;
  }
  return {
    startTwoStepAction: {
      path: adminPaths.account,
      input: async () => ({}),
      // The owner account of the admin password has no e-mail address: two-step sign-in is for named accounts.
      ran: {
        refused: undefined,
        editor: 'started',
        owner: 'owner_account',
        contributor: 'started',
        translator: 'started',
        sales: 'started',
      },
    },
    confirmTwoStepAction: {
      path: adminPaths.account,
      input: async () => ({ code: wrongTwoStepCode(await pendingSetup()) }),
      ran: {
        refused: undefined,
        editor: 'invalid',
        owner: 'no_setup',
        contributor: 'invalid',
        translator: 'invalid',
        sales: 'invalid',
      },
    },
    newRecoveryCodesAction: {
      path: adminPaths.account,
      input: async () => ({}),
      ran: {
        refused: undefined,
        editor: 'not_on',
        owner: 'not_on',
        contributor: 'not_on',
        translator: 'not_on',
        sales: 'not_on',
      },
    },
    turnOffTwoStepAction: {
      path: adminPaths.account,
      // Neither has a password in admin_users (the editor never set one; the owner's is the admin password).
      input: async () => ({ password: 'not the password' }),
      ran: {
        refused: undefined,
        editor: 'invalid',
        owner: 'invalid',
        contributor: 'invalid',
        translator: 'invalid',
        sales: 'invalid',
      },
    },
    setTwoStepRequiredAction: {
      path: '/admin/users',
      // Off, as it is: on, it would send the matrix's editor to set up two-step sign-in on every later request.
      input: async () => ({ required: false }),
      ran: {
        refused: undefined,
        editor: 'forbidden',
        owner: 'saved',
        contributor: 'forbidden',
        translator: 'forbidden',
        sales: 'forbidden',
      },
    },
  };
}
