import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { recordAudit } from '@/server/audit';
import type { AdminUser } from '@/server/auth/user';
import { env } from '@/lib/env';
import { resend } from '@/server/mail/outbox';
import { queueLeadEvent } from '@/server/webhooks/queue';
import { assignmentHistory, type AssignmentChange } from './assignment';
import { toLead, type Lead, type LeadStatus } from './inbox';
import { takeReceipt } from './receipt-cap';

/** A lead's page: the lead, its notes, how its status moved, and every notification with its delivery state. */
export interface LeadRecord {
  lead: Lead;
  notes: { id: number; body: string; authorName: string; createdAt: number }[];
  history: { from: string; to: string; byName: string; at: number }[];
  /** Who answered it over time, newest first. */
  assignments: AssignmentChange[];
  notifications: {
    id: string;
    kind: string;
    recipient: string;
    status: string;
    attempts: number;
    lastError: string | null;
    createdAt: number;
    nextAttemptAt: number;
    sentAt: number | null;
  }[];
}

export async function getLeadRecord(
  db: Kysely<Database>,
  id: string,
  now = Date.now(),
): Promise<LeadRecord | undefined> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [notes, history, assignments, outbox] = await Promise.all([
    db.selectFrom('lead_notes').selectAll().where('lead_id', '=', id).orderBy('id', 'desc').execute(),
    db.selectFrom('lead_status_changes').selectAll().where('lead_id', '=', id).orderBy('id', 'desc').execute(),
    assignmentHistory(db, id),
    db
      .selectFrom('outbox')
      .leftJoin('webhooks', (join) =>
        join.onRef('webhooks.id', '=', 'outbox.recipient').on('outbox.kind', '=', 'webhook'),
      )
      .selectAll('outbox')
      .select(['webhooks.url as webhook_url', 'webhooks.description as webhook_name'])
      .where('outbox.lead_id', '=', id)
      .orderBy('outbox.created_at')
      .orderBy('outbox.kind')
      .execute(),
  ]);
  return {
    lead: toLead(row, now),
    notes: notes.map((n) => ({
      id: Number(n.id),
      body: n.body,
      authorName: n.author_name,
      createdAt: Number(n.created_at),
    })),
    history: history.map((h) => ({
      from: h.from_status,
      to: h.to_status,
      byName: h.changed_by_name,
      at: Number(h.changed_at),
    })),
    assignments,
    notifications: outbox.map((o) => ({
      id: o.id,
      kind: o.kind,
      // A webhook's by its name and host: its full address can be a credential (a Slack URL), and only owners see it.
      recipient: o.kind === 'webhook' ? webhookLabel(o.webhook_url, o.webhook_name) : o.recipient,
      status: o.status,
      attempts: o.attempts,
      lastError: o.last_error,
      createdAt: Number(o.created_at),
      nextAttemptAt: Number(o.next_attempt_at),
      sentAt: o.sent_at === null ? null : Number(o.sent_at),
    })),
  };
}

const webhookLabel = (url: string | null, name: string | null) => {
  if (!url) return '—';
  const host = new URL(url).host;
  return name ? `${name} (${host})` : host;
};

/** How the audit trail names a lead without its personal data. */
const leadLabel = (lead: { kind: string; createdAt: number }) =>
  `${lead.kind} lead of ${new Date(lead.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

type StatusChange = 'changed' | 'unchanged' | 'not_found';

/**
 * Moves a lead to another status, recording who and when, and queues its `lead.status_changed` webhook deliveries in
 * the same transaction. The first move away from `new` stops its reply clock.
 */
export async function setLeadStatus(
  db: Kysely<Database>,
  actor: AdminUser,
  id: string,
  status: LeadStatus,
  now = Date.now(),
): Promise<StatusChange> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return 'not_found';
    if (row.status === status) return 'unchanged';
    const stopsClock = row.first_response_at === null && row.status === 'new';
    await trx
      .updateTable('leads')
      .set({ status, ...(stopsClock ? { first_response_at: now } : {}) })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('lead_status_changes')
      .values({
        lead_id: id,
        from_status: row.status,
        to_status: status,
        changed_by: actor.id,
        changed_by_name: actor.name,
        changed_at: now,
      })
      .execute();
    const lead = toLead(row, now);
    await recordAudit(
      trx,
      actor,
      { action: 'lead.status', target: `lead:${id}`, summary: `${leadLabel(lead)}: ${row.status} → ${status}` },
      now,
    );
    await queueLeadEvent(
      trx,
      'lead.status_changed',
      id,
      { siteUrl: env().SITE_URL, now },
      {
        from: row.status,
        to: status,
        by: actor.name,
      },
    );
    return 'changed';
  });
}

export async function addLeadNote(
  db: Kysely<Database>,
  actor: AdminUser,
  id: string,
  body: string,
  now = Date.now(),
): Promise<'added' | 'not_found'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('leads')
      .select(['kind', 'estimate', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'not_found';
    await trx
      .insertInto('lead_notes')
      .values({ lead_id: id, body, author_id: actor.id, author_name: actor.name, created_at: now })
      .execute();
    const label = leadLabel({ kind: row.estimate ? 'quote' : row.kind, createdAt: Number(row.created_at) });
    await recordAudit(trx, actor, { action: 'lead.note', target: `lead:${id}`, summary: `note on ${label}` }, now);
    return 'added';
  });
}

/**
 * Sends a dead or already delivered notification of a lead again (a fresh attempt budget, the same Message-ID). A
 * visitor's receipt counts against their address's daily cap like the form's own, so the admin cannot be used to
 * write to an address more often than the form can.
 */
export async function resendLeadNotification(
  db: Kysely<Database>,
  actor: AdminUser,
  leadId: string,
  outboxId: string,
  now = Date.now(),
): Promise<'queued' | 'not_found' | 'busy' | 'capped'> {
  const row = await db
    .selectFrom('outbox')
    .select(['status', 'kind', 'recipient'])
    .where('id', '=', outboxId)
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  if (!row) return 'not_found';
  // One still waiting or being sent goes on its own; resending it would only reset its attempts.
  if (row.status !== 'dead' && row.status !== 'sent') return 'busy';
  if (row.kind === 'confirmation' && !(await takeReceipt(db, row.recipient, now))) return 'capped';
  if (!(await resend(db, outboxId, now, ['dead', 'sent']))) return 'busy';
  await recordAudit(
    db,
    actor,
    { action: 'lead.resend', target: `lead:${leadId}`, summary: `${row.kind} notification (was ${row.status})` },
    now,
  );
  return 'queued';
}

/**
 * Deletes a lead for good (spam, a data-removal request): its notes, history and notifications go with it. The audit
 * entry says what kind of lead from when, and nothing the visitor wrote.
 */
export async function deleteLead(
  db: Kysely<Database>,
  actor: AdminUser,
  id: string,
  now = Date.now(),
): Promise<'deleted' | 'not_found'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('leads')
      .select(['kind', 'estimate', 'status', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'not_found';
    await trx.deleteFrom('outbox').where('lead_id', '=', id).execute();
    await trx.deleteFrom('lead_notes').where('lead_id', '=', id).execute();
    await trx.deleteFrom('lead_status_changes').where('lead_id', '=', id).execute();
    await trx.deleteFrom('lead_assignments').where('lead_id', '=', id).execute();
    await trx.deleteFrom('leads').where('id', '=', id).execute();
    const label = leadLabel({ kind: row.estimate ? 'quote' : row.kind, createdAt: Number(row.created_at) });
    await recordAudit(
      trx,
      actor,
      { action: 'lead.deleted', target: `lead:${id}`, summary: `deleted ${label} (${row.status})` },
      now,
    );
    return 'deleted';
  });
}
