'use server';

import { refresh } from 'next/cache';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { requireOwner } from '@/server/auth/guard';
import type { AdminSession } from '@/server/auth/session';
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
import { errorMessage, log } from '@/server/log';
import { enqueueAccountMail } from '@/server/mail/outbox';
import { kickOutbox } from '@/server/mail/worker';
import { adminCopy, fill } from '../copy';
import { fieldErrors } from '../editor-actions';
import {
  personInputSchema,
  type AddPersonResult,
  type IssuedLink,
  type NewLinkResult,
  type RemovePersonResult,
  type UsersFailure,
} from './schema';

/**
 * Every Users action: an owner's session first (an editor is refused here, on the server, whatever the page showed),
 * then the strict schema, then the write; the list re-renders in the same answer. Failures come back as results.
 */
async function ownerAction<S extends z.ZodType, R>(
  schema: S,
  input: unknown,
  write: (session: AdminSession, values: z.infer<S>) => Promise<R>,
): Promise<R | UsersFailure> {
  const session = await requireOwner('/admin/users');
  if (!session) return { status: 'forbidden' };
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error, '') };
  try {
    const result = await write(session, parsed.data);
    refresh();
    return result;
  } catch (error) {
    const reference = crypto.randomUUID().slice(0, 8);
    log.error('admin.users_action_failed', { reference, error: errorMessage(error) });
    return { status: 'error', reference };
  }
}

/**
 * The link as the owner sees it, once, built on SITE_URL (the address people reach the site by, never the request's
 * Host header). With a mail server configured it is also queued to the person, without the token (the mail gets a copy
 * of the link when it leaves). The token is never logged.
 */
async function handOver(actor: AdminUser, person: { name: string; email: string }, token: string): Promise<IssuedLink> {
  const { SITE_URL, SMTP_URL } = env();
  const linkBase = `${SITE_URL}/admin-set-password?token=`;
  const url = `${linkBase}${token}`;
  if (SMTP_URL) {
    const copy = adminCopy.users.mail;
    // `{link}` stays a placeholder: the mail gets its own copy of the link when it is sent (outbox.ts).
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
export async function addPersonAction(input: unknown): Promise<AddPersonResult> {
  return ownerAction(newUserInputSchema, input, async ({ user }, values): Promise<AddPersonResult> => {
    const result = await createUser(getDb(), user, values);
    if (result.status === 'email_taken') return { status: 'invalid', fields: { email: 'email_taken' } };
    log.info('admin.user_added', { userId: user.id, added: result.user.id, role: result.user.role });
    return { status: 'created', link: await handOver(user, values, result.token) };
  });
}

/** A fresh link for someone who lost theirs or let it expire; the earlier one stops working. */
export async function newLinkAction(input: unknown): Promise<NewLinkResult> {
  return ownerAction(personInputSchema, input, async ({ user }, { personId }): Promise<NewLinkResult> => {
    const renewed = await renewPasswordLink(getDb(), user, personId);
    const email = renewed?.user.email;
    if (!renewed || !email) return { status: 'not_found' };
    return { status: 'renewed', link: await handOver(user, { name: renewed.user.name, email }, renewed.token) };
  });
}

/** Removes a person: their sessions end at once, so their next request is refused. */
export async function removePersonAction(input: unknown): Promise<RemovePersonResult> {
  return ownerAction(personInputSchema, input, async ({ user }, { personId }): Promise<RemovePersonResult> => {
    const db = getDb();
    const person = await getUser(db, personId);
    const result = await removeUser(db, user, personId);
    if (result === 'not_found' || !person) return { status: 'not_found' };
    if (result !== 'removed') return { status: 'refused', reason: result };
    log.info('admin.user_removed', { userId: user.id, removed: personId });
    return { status: 'removed', name: person.name };
  });
}
