'use server';

import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import type { AdminUser } from '@/server/auth/user';
import {
  createUser,
  getUser,
  newUserInputSchema,
  passwordLinkHash,
  removeUser,
  renewPasswordLink,
} from '@/server/auth/users';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { enqueueAccountMail } from '@/server/mail/outbox';
import { kickOutbox } from '@/server/mail/worker';
import { adminCopy, fill } from '../copy';
import { adminAction } from '../admin-action';
import { deleteUserSessions } from '@/server/auth/session';
import { changeRole, setTranslatorLanguages } from '@/server/auth/role-change';
import {
  personInputSchema,
  roleChangeInputSchema,
  languagesInputSchema,
  type AddPersonResult,
  type SetLanguagesResult,
  type ChangeRoleResult,
  type EndPersonSessionsResult,
  type IssuedLink,
  type NewLinkResult,
  type RemovePersonResult,
} from './schema';

/**
 * The Users actions: an owner's session first (an editor is refused here, on the server, whatever the page showed),
 * then the strict schema, then the write; the list re-renders in the same answer.
 */
const owners = {
  access: 'manage',
  returnTo: '/admin/users',
  failure: 'admin.users_action_failed',
  refreshAfter: () => true,
} as const;

/**
 * The link as the owner sees it, once, built on SITE_URL (the address people reach the site by, never the request's
 * Host header). With a mail server configured it is also queued to the person, without the token (the mail gets a copy
 * of the link when it leaves). The token is never logged.
 */
async function handOver(actor: AdminUser, person: { name: string; email: string }, token: string): Promise<IssuedLink> {
  const { SITE_URL, SMTP_URL } = env();
  const linkBase = `${SITE_URL}${paths.adminSetPassword}?token=`;
  const url = `${linkBase}${token}`;
  if (SMTP_URL) {
    const copy = adminCopy.users.mail;
    // `{link}` stays a placeholder: the mail gets its own copy of the link when it is sent (outbox-delivery.ts).
    const values = { name: person.name, inviter: actor.name, site: SITE_URL };
    await enqueueAccountMail(
      getDb(),
      person.email,
      {
        subject: fill(copy.subject, values),
        text: fill(copy.text, values),
        linkHash: passwordLinkHash(token),
        linkBase,
      },
      new URL(SITE_URL).hostname,
    );
    kickOutbox();
  }
  return { name: person.name, email: person.email, url, mailed: Boolean(SMTP_URL) };
}

/** Adds a person (no password yet) and hands over their one-time set-password link. */
export const addPersonAction = adminAction(
  { ...owners, input: newUserInputSchema },
  async (values, { user }): Promise<AddPersonResult> => {
    const result = await createUser(getDb(), user, values);
    if (result.status === 'email_taken') return { status: 'invalid', fields: { email: 'email_taken' } };
    log.info('admin.user_added', { userId: user.id, added: result.user.id, role: result.user.role });
    return { status: 'created', link: await handOver(user, values, result.token) };
  },
);

/** A fresh link for someone who lost theirs or let it expire; the earlier one stops working. */
export const newLinkAction = adminAction(
  { ...owners, input: personInputSchema },
  async ({ personId }, { user }): Promise<NewLinkResult> => {
    const renewed = await renewPasswordLink(getDb(), user, personId);
    const email = renewed?.user.email;
    if (!renewed || !email) return { status: 'not_found' };
    return { status: 'renewed', link: await handOver(user, { name: renewed.user.name, email }, renewed.token) };
  },
);

/** Removes a person: their sessions end at once, so their next request is refused. */
export const removePersonAction = adminAction(
  { ...owners, input: personInputSchema },
  async ({ personId }, { user }): Promise<RemovePersonResult> => {
    const db = getDb();
    const person = await getUser(db, personId);
    const result = await removeUser(db, user, personId);
    if (result === 'not_found' || !person) return { status: 'not_found' };
    if (result !== 'removed') return { status: 'refused', reason: result };
    log.info('admin.user_removed', { userId: user.id, removed: personId });
    return { status: 'removed', name: person.name };
  },
);

/**
 * Signs a person out everywhere (SECURITY.md B4): a lost laptop, a shared computer. An owner signing themselves out
 * this way keeps the session in use.
 */
export const endPersonSessionsAction = adminAction(
  { ...owners, input: personInputSchema },
  async ({ personId }, session): Promise<EndPersonSessionsResult> => {
    const db = getDb();
    const person = await getUser(db, personId);
    if (!person) return { status: 'not_found' };
    const keep = personId === session.user.id ? session.tokenHash : undefined;
    const count = await deleteUserSessions(db, personId, keep);
    log.info('security.session_ended', { userId: session.user.id, of: personId, scope: 'person' });
    return { status: 'ended', name: person.name, count };
  },
  ({ personId }, result) =>
    result.status === 'ended'
      ? {
          action: 'user.sessions_ended',
          target: `user:${personId}`,
          summary: `${result.name} (${result.count === 1 ? '1 session' : `${result.count} sessions`})`,
        }
      : undefined,
);

/**
 * Gives a person another role (src/lib/roles.ts): their next request runs with its rights. Not one's own, and
 * not the admin password's account, which stays an owner. The activity log records it (role-change.ts).
 */
export const changeRoleAction = adminAction(
  { ...owners, input: roleChangeInputSchema },
  async ({ personId, role }, { user }): Promise<ChangeRoleResult> => {
    const result = await changeRole(getDb(), user, personId, role);
    if (result.status === 'refused')
      return { status: 'refused', reason: result.reason === 'self' ? 'own_role' : 'owner_role' };
    if (result.status !== 'changed') return result;
    log.info('admin.role_changed', { userId: user.id, of: personId, from: result.from, to: result.to });
    return { status: 'changed', name: result.name, to: result.to };
  },
);

/** Gives a translator the languages whose texts they may change (src/server/auth/role-change.ts); logged. */
export const setLanguagesAction = adminAction(
  { ...owners, input: languagesInputSchema },
  async ({ personId, ...rights }, { user }): Promise<SetLanguagesResult> => {
    const result = await setTranslatorLanguages(getDb(), user, personId, rights);
    if (result.status === 'saved') log.info('admin.languages_set', { userId: user.id, of: personId, ...rights });
    return result;
  },
);
