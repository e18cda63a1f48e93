/**
 * The auth matrix's cases for the Account page's passkey actions (tests/e2e/auth-matrix.spec.ts), each with an input
 * that would take effect, and what each visitor gets (SECURITY.md A1, B2).
 */
import type { Kysely } from 'kysely';
import { adminPaths } from '../../src/lib/admin-paths';
import { passkeyRegistrationOptions, relyingParty } from '../../src/server/auth/passkeys';
import { getUser } from '../../src/server/auth/users';
import type { Database } from '../../src/server/db/schema';
import type { ActionCase } from './auth-matrix-grants';
import { SoftAuthenticator } from './soft-authenticator';

export function passkeyActionCases(
  db: Kysely<Database>,
  editorId: string,
  siteUrl: string,
): Record<string, ActionCase> {
  const rp = relyingParty(siteUrl, 'Matrix');
  return {
    passkeyOptionsAction: {
      path: adminPaths.account,
      input: async () => ({}),
      // The owner account of the admin password has no e-mail address: passkeys are for named accounts.
      ran: {
        refused: undefined,
        editor: 'ok',
        owner: 'owner_account',
        contributor: 'ok',
        translator: 'ok',
        sales: 'ok',
      },
    },
    addPasskeyAction: {
      path: adminPaths.account,
      // A passkey a device made for a live challenge of the editor's, as the Account page would send it: anyone else's
      // session finds the challenge not theirs.
      input: async () => {
        const editor = (await getUser(db, editorId))!;
        const options = await passkeyRegistrationOptions(db, editor, rp);
        if (options.status !== 'ok') throw new Error(options.status);
        const response = new SoftAuthenticator(rp.id, rp.origin).register(options.options.challenge);
        return { name: 'Matrix key', response };
      },
      ran: {
        refused: undefined,
        editor: 'added',
        owner: 'owner_account',
        contributor: 'refused',
        translator: 'refused',
        sales: 'refused',
      },
    },
    removePasskeyAction: {
      path: adminPaths.account,
      // A passkey of the editor's, kept for each run: removed for the editor, none of the owner's to remove.
      input: async () => {
        const device = new SoftAuthenticator(rp.id, rp.origin);
        await db
          .insertInto('passkeys')
          .values({
            id: device.id,
            user_id: editorId,
            name: 'Old key',
            public_key: 'unused',
            created_at: Date.now(),
            last_used_at: null,
          })
          .execute();
        return { id: device.id };
      },
      ran: {
        refused: undefined,
        editor: 'removed',
        owner: 'not_found',
        contributor: 'not_found',
        translator: 'not_found',
        sales: 'not_found',
      },
    },
  };
}
