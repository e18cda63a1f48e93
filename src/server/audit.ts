import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { AdminUser } from '@/server/auth/user';

/** What the Activity view can show. Entries never hold a lead's personal data (deleting the lead must not keep it). */
export type AuditAction =
  | 'content.saved'
  | 'content.restored'
  | 'content.draft_discarded'
  | 'content.scheduled'
  | 'content.schedule_cancelled'
  | 'content.published_on_schedule'
  | 'content.unpublished'
  | 'content.unpublished_on_schedule'
  | 'content.schedule_failed'
  | 'review.link_created'
  | 'review.link_revoked'
  | 'review.answered'
  | 'review.asked'
  | 'review.withdrawn'
  | 'review.sent_back'
  | 'content.created'
  | 'content.reordered'
  | 'content.deleted'
  | 'content.untrashed'
  | 'content.renamed'
  | 'redirect.saved'
  | 'redirect.deleted'
  | 'webhook.added'
  | 'webhook.updated'
  | 'webhook.deleted'
  | 'webhook.secret'
  | 'webhook.tested'
  | 'webhook.resent'
  | 'trash.emptied'
  | 'media.uploaded'
  | 'media.updated'
  | 'media.deleted'
  | 'media.replaced'
  | 'lead.status'
  | 'lead.note'
  | 'lead.assigned'
  | 'lead.resend'
  | 'lead.deleted'
  | 'leads.exported'
  | 'leads.data_exported'
  | 'leads.erased'
  | 'leads.retention_set'
  | 'leads.retention_purged'
  | 'user.added'
  | 'user.removed'
  | 'user.role_changed'
  | 'user.languages'
  | 'user.link'
  | 'user.password'
  | 'user.reset'
  | 'user.sessions_ended'
  | 'user.two_step'
  | 'user.passkey'
  | 'users.two_step_required';

export interface AuditEntry {
  id: number;
  actorId: string;
  actorName: string;
  action: AuditAction;
  target: string;
  summary: string;
  createdAt: number;
}

/** One line of the activity log, as an action declares it (the wrapper adds who and when). */
export interface AuditNote {
  action: AuditAction;
  target: string;
  summary: string;
}

export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  actor: Pick<AdminUser, 'id' | 'name'>,
  entry: AuditNote,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_name: actor.name,
      action: entry.action,
      target: entry.target.slice(0, 200),
      summary: entry.summary.slice(0, 500),
      created_at: now,
    })
    .execute();
}

const ACTIVITY_PAGE_SIZE = 50;

/** The audit trail newest first, optionally of one person, in pages that continue below the id `before`. */
export async function listActivity(
  db: Kysely<Database>,
  { actorId, before, limit = ACTIVITY_PAGE_SIZE }: { actorId?: string; before?: number; limit?: number } = {},
): Promise<{ entries: AuditEntry[]; more: boolean }> {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (actorId) query = query.where('actor_id', '=', actorId);
  if (before) query = query.where('id', '<', before);
  const rows = await query.execute();
  return {
    more: rows.length > limit,
    entries: rows.slice(0, limit).map((row) => ({
      id: Number(row.id),
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action as AuditAction,
      target: row.target,
      summary: row.summary,
      createdAt: Number(row.created_at),
    })),
  };
}

/** Everyone who appears in the audit trail (removed people included), for the Activity view's person filter. */
export async function listActors(db: Kysely<Database>): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['actor_id', (eb) => eb.fn.max('actor_name').as('name')])
    .groupBy('actor_id')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ id: row.actor_id, name: String(row.name) }));
}
