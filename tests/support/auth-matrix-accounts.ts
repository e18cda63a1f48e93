/**
 * The auth matrix's cases for the account actions of issue 46 (forgot password, sessions): what each kind of visitor
 * gets from each, with an input that would take effect.
 */
import type { Kysely } from 'kysely';
import { adminPaths } from '../../src/lib/admin-paths';
import { sessionId } from '../../src/server/auth/active-sessions';
import { hashToken } from '../../src/server/auth/session';
import type { Database } from '../../src/server/db/schema';
import type { ActionCase } from './auth-matrix-grants';
import { EDITOR, type Seeded } from './auth-matrix-rows';
import { addEditor, liveSession } from './sessions';

export function accountActionCases(db: Kysely<Database>, seeded: Seeded): Record<string, ActionCase> {
  let people = 0;
  /** A person of their own with a live session, for an owner to sign out (each run that is allowed ends it). */
  const signedInPerson = async () => {
    const person = await addEditor(db, 'Sam Signed-in', `sam.${++people}.${Date.now()}@emberline.example`);
    await liveSession(db, person.id);
    return person.id;
  };
  return {
    // Without a session, like the set-password link: the matrix's server has no mail server, so no one is sent a link.
    requestResetAction: {
      path: '/admin-login/forgot',
      input: async () => ({ email: EDITOR.email }),
      ran: {
        refused: 'no_mail',
        editor: 'no_mail',
        owner: 'no_mail',
        contributor: 'no_mail',
        translator: 'no_mail',
        sales: 'no_mail',
      },
    },
    // Another session of the editor's: the editor ends it; anyone else, whose it is not, finds nothing to end.
    endSessionAction: {
      path: adminPaths.account,
      input: async () => ({ id: sessionId(hashToken(await liveSession(db, seeded.editorId))) }),
      ran: {
        refused: undefined,
        editor: 'ended',
        owner: 'not_found',
        contributor: 'not_found',
        translator: 'not_found',
        sales: 'not_found',
      },
    },
    endOtherSessionsAction: {
      path: adminPaths.account,
      input: async () => ({}),
      ran: {
        refused: undefined,
        editor: 'ended',
        owner: 'ended',
        contributor: 'ended',
        translator: 'ended',
        sales: 'ended',
      },
    },
    endPersonSessionsAction: {
      path: '/admin/users',
      input: async () => ({ personId: await signedInPerson() }),
      ran: {
        refused: undefined,
        editor: 'forbidden',
        owner: 'ended',
        contributor: 'forbidden',
        translator: 'forbidden',
        sales: 'forbidden',
      },
    },
  };
}
