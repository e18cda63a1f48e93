import type { Kysely, Selectable } from 'kysely';
import { copyPasswordLink } from '@/server/auth/password-links';
import type { Database, LeadsTable } from '@/server/db/schema';
import {
  headerSafe,
  composeAgencyMail,
  composeConfirmation,
  type LeadEstimate,
  type LeadForMail,
  type MailMessage,
} from './compose';
import { accountMailSchema, mailKinds, noticeSchema, type OutboxKind, type OutboxStatus } from './outbox';

/** Delivery of the outbox: passes that claim due rows, compose and send each, and record the outcome. */

/** Pauses before attempts 2, 3, … 8: about 27 hours in all, so a mail server down for a day loses nothing. */
export const retrySchedule = [
  60_000,
  10 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  4 * 3_600_000,
  8 * 3_600_000,
  12 * 3_600_000,
];

/** The pause after `attempts` failed attempts, ±10% jitter so instances do not retry in lockstep. */
export function backoff(attempts: number, random = Math.random): number {
  const base = retrySchedule[Math.min(attempts, retrySchedule.length) - 1] ?? retrySchedule[0]!;
  return Math.round(base * (0.9 + random() * 0.2));
}

export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

export type Sender = (message: MailMessage) => Promise<void>;

/** Delivers a row that is not a mail (a webhook's): throws to be retried, `PermanentDeliveryError` to give up. */
export type RowSender = (row: { id: string; recipient: string; payload: string | null }) => Promise<void>;

export interface ProcessOptions {
  /** Sends mail; without it (no SMTP_URL) mail waits in the outbox and only webhooks go. */
  send?: Sender;
  /** Delivers webhook rows; without it they wait. */
  webhook?: RowSender;
  from: string;
  /** Where confirmations send replies. */
  replyTo: string;
  confirmationTexts: (
    locale: string,
  ) => Promise<{ subject: string; greeting: string; body: string; signature: string }>;
  maxAttempts: number;
  now?: () => number;
  leaseMs?: number;
  batch?: number;
  /** Only this lane's rows; its pass stops at the first failure that is worth retrying (see `Lane`). */
  lane?: Lane;
}

/**
 * Where a row waits its turn: every mail goes through the one mail server, and each webhook endpoint is a lane of its
 * own. The worker runs lanes side by side (src/server/mail/dispatcher.ts), so an endpoint that is slow or down holds
 * its own deliveries only, never another endpoint's or any mail.
 */
export type Lane = 'mail' | `webhook:${string}`;

export const webhookLane = (endpointId: string): Lane => `webhook:${endpointId}`;

/** The kinds and the recipient (a webhook's endpoint id) a pass covers. */
function passScope(options: ProcessOptions): { kinds: OutboxKind[]; recipient?: string } {
  const mail = options.send ? mailKinds : [];
  const webhook: OutboxKind[] = options.webhook ? ['webhook'] : [];
  if (!options.lane) return { kinds: [...mail, ...webhook] };
  if (options.lane === 'mail') return { kinds: mail };
  return { kinds: webhook, recipient: options.lane.slice('webhook:'.length) };
}

const waiting: OutboxStatus[] = ['pending', 'retry', 'sending'];

/**
 * The lanes with rows due at `now` and not leased: the mail lane if `mail`, then up to `webhooks` endpoints, the one
 * waiting longest first; lanes in `busy` are left out.
 */
export async function dueLanes(
  db: Kysely<Database>,
  { now, mail, webhooks, busy = [] }: { now: number; mail: boolean; webhooks: number; busy?: readonly Lane[] },
): Promise<Lane[]> {
  const due = db
    .selectFrom('outbox')
    .where('status', 'in', waiting)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]));
  const lanes: Lane[] = [];
  if (mail && !busy.includes('mail')) {
    const row = await due.select('id').where('kind', 'in', mailKinds).limit(1).executeTakeFirst();
    if (row) lanes.push('mail');
  }
  const busyEndpoints = busy.filter((lane) => lane !== 'mail').map((lane) => lane.slice('webhook:'.length));
  if (webhooks > 0) {
    const endpoints = await due
      .select('recipient')
      .where('kind', '=', 'webhook')
      .$if(busyEndpoints.length > 0, (query) => query.where('recipient', 'not in', busyEndpoints))
      .groupBy('recipient')
      .orderBy((eb) => eb.fn.min('next_attempt_at'))
      .limit(webhooks)
      .execute();
    lanes.push(...endpoints.map(({ recipient }) => webhookLane(recipient)));
  }
  return lanes;
}

function leadForMail(row: Selectable<LeadsTable>): LeadForMail {
  return {
    id: row.id,
    kind: row.kind === 'whitelabel' || row.kind === 'chat' ? row.kind : 'contact',
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    budget: row.budget,
    message: row.message,
    services: JSON.parse(row.services) as string[],
    estimate: row.estimate ? (JSON.parse(row.estimate) as LeadEstimate) : null,
    plan: row.plan,
    locale: row.locale,
    page: row.page,
    createdAt: row.created_at,
  };
}

type ClaimedRow = { [K in keyof Selectable<LeadsTable>]: Selectable<LeadsTable>[K] | null } & {
  outbox_kind: string;
  recipient: string;
  message_id: string;
  attempts: number;
  payload: string | null;
};

/** An account mail's text is kept only until it is sent or given up on (the owner can issue a new link). */
const forgetText = (row: ClaimedRow) => (row.outbox_kind === 'account' ? { payload: null } : {});

interface Composed {
  message: MailMessage;
  /** Takes back what composing made (a fresh set-password token) when the mail does not leave. */
  undo?: () => Promise<void>;
}

async function composeAccountMail(
  db: Kysely<Database>,
  row: ClaimedRow,
  headers: { from: string; messageId: string },
  now: number,
): Promise<Composed> {
  const parsed = accountMailSchema.safeParse(JSON.parse(row.payload ?? 'null'));
  if (!parsed.success) throw new PermanentDeliveryError('the queued account mail has no text');
  const mail = parsed.data;
  const link = await copyPasswordLink(db, mail.linkHash, now);
  if (!link) throw new PermanentDeliveryError('the set-password link was used, replaced or has expired');
  const text = mail.text.replaceAll('{link}', `${mail.linkBase}${link.token}`);
  return { message: { ...headers, to: row.recipient, subject: headerSafe(mail.subject), text }, undo: link.revoke };
}

async function composeRow(
  db: Kysely<Database>,
  row: ClaimedRow,
  options: ProcessOptions,
  now: number,
): Promise<Composed | undefined> {
  const headers = { from: options.from, messageId: row.message_id };
  if (row.outbox_kind === 'account') return composeAccountMail(db, row, headers, now);
  if (row.outbox_kind === 'notice') {
    const notice = noticeSchema.safeParse(JSON.parse(row.payload ?? 'null'));
    if (!notice.success) throw new PermanentDeliveryError('the queued notice has no text');
    return {
      message: { ...headers, to: row.recipient, subject: headerSafe(notice.data.subject), text: notice.data.text },
    };
  }
  if (row.id === null) throw new PermanentDeliveryError('the lead of this notification was deleted');
  const lead = leadForMail(row as Selectable<LeadsTable>);
  const message =
    row.outbox_kind === 'confirmation'
      ? composeConfirmation(lead, await options.confirmationTexts(lead.locale), {
          ...headers,
          replyTo: options.replyTo,
        })
      : composeAgencyMail(lead, { ...headers, to: row.recipient });
  return message && { message };
}

async function sendMail(db: Kysely<Database>, row: ClaimedRow, options: ProcessOptions, now: number): Promise<void> {
  const composed = await composeRow(db, row, options, now);
  if (!composed) throw new PermanentDeliveryError('the visitor address cannot receive mail');
  try {
    await options.send!(composed.message);
  } catch (error) {
    await composed.undo?.();
    throw error;
  }
}

/**
 * How long a claimed row is kept from other senders. The sender renews it every third of that while the attempt runs,
 * however long the attempt takes; a sender that died (a crash, a SIGKILL, a lost machine) stops renewing, and its row
 * is sent again by the next pass after at most this long.
 */
export const LEASE_MS = 15_000;

/** Moves the lease of row `id` on every third of `leaseMs` until the returned function is called. */
function renewLease(db: Kysely<Database>, id: string, leaseMs: number, now: () => number): () => void {
  const timer = setInterval(
    () =>
      void db
        .updateTable('outbox')
        .set({ lease_until: now() + leaseMs })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute()
        // A renewal that fails (the database busy for a moment) only leaves the lease shorter.
        .catch(() => undefined),
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * One pass of the outbox (or of one lane of it): claims due rows with a lease (LEASE_MS, renewed while the attempt
 * runs; a crashed sender's rows come back when it expires), sends each, and records the outcome — sent; retry later with backoff; or dead-lettered after the last
 * attempt or a permanent refusal. A lane's pass stops at its first failure worth retrying: the server behind it is in
 * trouble, and its other rows wait for the next pass rather than each waiting out a timeout now. Returns how many rows
 * it sent and how many failed.
 */
export async function processOutbox(
  db: Kysely<Database>,
  options: ProcessOptions,
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const started = now();
  const { kinds, recipient } = passScope(options);
  if (!kinds.length) return { sent: 0, failed: 0 };
  const due = await db
    .selectFrom('outbox')
    .select('id')
    .where('kind', 'in', kinds)
    .$if(recipient !== undefined, (query) => query.where('recipient', '=', recipient!))
    .where('status', 'in', waiting)
    .where('next_attempt_at', '<=', started)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', started)]))
    .orderBy('next_attempt_at')
    .limit(options.batch ?? 20)
    .execute();

  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    const claimedAt = now();
    const claim = await db
      .updateTable('outbox')
      .set({ status: 'sending', lease_until: claimedAt + leaseMs })
      .where('id', '=', id)
      .where('status', 'in', waiting)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claimedAt)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;

    const row = await db
      .selectFrom('outbox')
      .leftJoin('leads', 'leads.id', 'outbox.lead_id')
      .selectAll('leads')
      .select([
        'outbox.kind as outbox_kind',
        'outbox.recipient',
        'outbox.message_id',
        'outbox.attempts',
        'outbox.payload',
      ])
      .where('outbox.id', '=', id)
      .executeTakeFirstOrThrow();
    const stopRenewing = renewLease(db, id, leaseMs, now);
    try {
      try {
        if (row.outbox_kind === 'webhook')
          await options.webhook!({ id, recipient: row.recipient, payload: row.payload });
        else await sendMail(db, row, options, claimedAt);
      } finally {
        stopRenewing();
      }
      await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          sent_at: now(),
          lease_until: null,
          attempts: row.attempts + 1,
          last_error: null,
          ...forgetText(row),
        })
        .where('id', '=', id)
        .execute();
      sent++;
    } catch (error) {
      failed++;
      const attempts = row.attempts + 1;
      const permanent = error instanceof PermanentDeliveryError;
      const dead = permanent || attempts >= options.maxAttempts;
      await db
        .updateTable('outbox')
        .set({
          status: dead ? 'dead' : 'retry',
          attempts,
          lease_until: null,
          next_attempt_at: dead ? now() : now() + backoff(attempts),
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          ...(dead ? forgetText(row) : {}),
        })
        .where('id', '=', id)
        .execute();
      if (options.lane && !permanent) break;
    }
  }
  return { sent, failed };
}
