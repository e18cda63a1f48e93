import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/server/db/schema';

/**
 * The outbox: mails and webhook deliveries kept in the database by the change that causes them (a lead's notifications
 * in the lead's own transaction) until the worker delivers them (outbox-delivery.ts), retrying, so that none is lost
 * while a server is down.
 */

/**
 * About a lead: the agency's notification and the visitor's receipt; `account`: a person's set-password link;
 * `notice`: a plain mail to a person of the admin; `webhook`: a delivery to a webhook endpoint (src/server/webhooks).
 */
export type OutboxKind = 'agency' | 'confirmation' | 'account' | 'notice' | 'webhook';
export const mailKinds: OutboxKind[] = ['agency', 'confirmation', 'account', 'notice'];
export type OutboxStatus = 'pending' | 'sending' | 'retry' | 'sent' | 'dead';

export interface OutboxRow {
  id: string;
  lead_id: string;
  kind: 'agency' | 'confirmation';
  recipient: string;
}

/**
 * The message of an `account` row: its text has a `{link}` placeholder, filled when the mail is sent with a fresh copy
 * of the link whose hash is `linkHash` (password-links.ts). No token is ever kept in the outbox.
 */
interface AccountMail {
  subject: string;
  text: string;
  linkHash: string;
  /** The set-password address up to the token, e.g. `https://site/admin-set-password?token=`. */
  linkBase: string;
}

export const accountMailSchema = z.strictObject({
  subject: z.string().min(1),
  text: z.string().includes('{link}'),
  linkHash: z.string().regex(/^[0-9a-f]{64}$/),
  linkBase: z.url({ protocol: /^https?$/ }),
});

/** A queued mail that is about no lead: its text (or how to make it) is the payload. */
async function insertMail(
  db: Kysely<Database>,
  kind: 'account' | 'notice',
  recipient: string,
  payload: string,
  domain: string,
  now: number,
): Promise<void> {
  const id = randomUUID();
  await db
    .insertInto('outbox')
    .values({
      id,
      lead_id: null,
      kind,
      recipient,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      lease_until: null,
      last_error: null,
      message_id: `<${id}@${domain}>`,
      created_at: now,
      sent_at: null,
      payload,
    })
    .execute();
}

/**
 * Queues a mail to a person of the admin (a set-password link) through the same outbox as the leads: retried, dead-
 * lettered, visible. The row holds the text without the link until it is sent or given up on.
 */
export async function enqueueAccountMail(
  db: Kysely<Database>,
  recipient: string,
  mail: AccountMail,
  domain: string,
  now = Date.now(),
): Promise<void> {
  await insertMail(db, 'account', recipient, JSON.stringify(accountMailSchema.parse(mail)), domain, now);
}

export const noticeSchema = z.strictObject({
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(10_000),
});

/**
 * Queues a plain mail to a person of the admin about their work (a client's answer on a review link), retried and
 * dead-lettered like every mail of the outbox.
 */
export async function enqueueNotice(
  db: Kysely<Database>,
  recipient: string,
  mail: { subject: string; text: string },
  domain: string,
  now = Date.now(),
): Promise<void> {
  await insertMail(db, 'notice', recipient, JSON.stringify(noticeSchema.parse(mail)), domain, now);
}

/** Adds notification rows inside the lead's transaction. The Message-ID is fixed now, so a resend is recognisable. */
export async function enqueue(
  trx: Transaction<Database>,
  rows: OutboxRow[],
  domain: string,
  now: number,
): Promise<void> {
  if (!rows.length) return;
  await trx
    .insertInto('outbox')
    .values(
      rows.map((row) => ({
        ...row,
        status: 'pending' satisfies OutboxStatus,
        attempts: 0,
        next_attempt_at: now,
        lease_until: null,
        last_error: null,
        message_id: `<${row.id}@${domain}>`,
        created_at: now,
        sent_at: null,
        payload: null,
      })),
    )
    .execute();
}
/**
 * Sends a notification again on the next pass, with a fresh attempt budget: by default a dead-lettered or waiting one
 * (the command line); the inbox resends dead and delivered ones.
 */
export async function resend(
  db: Kysely<Database>,
  id: string,
  now = Date.now(),
  from: readonly OutboxStatus[] = ['dead', 'retry', 'pending'],
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, lease_until: null, sent_at: null })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Outbox rows past their use. Rows that carry their own message (set-password mails, notices, webhook deliveries with
 * their body) are deleted once delivered or given up on more than `retentionDays` ago; until then they are the
 * delivery log. A lead's notifications stay as the delivery record of its page; they hold no body (it is composed from
 * the lead when sent), and any left over from an older version is emptied. Returns how many rows were deleted or
 * emptied.
 */
export async function purgeOutbox(db: Kysely<Database>, retentionDays: number, now = Date.now()): Promise<number> {
  const cutoff = now - retentionDays * 24 * 60 * 60_000;
  const deleted = await db
    .deleteFrom('outbox')
    .where('kind', 'in', ['account', 'notice', 'webhook'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', cutoff)]),
        eb.and([eb('status', '=', 'dead'), eb('next_attempt_at', '<', cutoff)]),
      ]),
    )
    .executeTakeFirst();
  const emptied = await db
    .updateTable('outbox')
    .set({ payload: null })
    .where('kind', 'in', ['agency', 'confirmation'])
    .where('payload', 'is not', null)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) + Number(emptied.numUpdatedRows);
}
