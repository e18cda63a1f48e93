import type { Kysely, Transaction } from 'kysely';
import { rolesWith } from '@/lib/roles';
import { recordAudit } from '@/server/audit';
import type { AdminUser } from '@/server/auth/user';
import type { Database } from '@/server/db/schema';

/** The statuses of a lead someone still has to work; won, lost and spam are done. */
export const openStatuses = ['new', 'contacted', 'qualified'] as const;

export interface AssignmentChange {
  /** Null when the lead became unassigned. */
  toName: string | null;
  byName: string;
  at: number;
}

type AssignResult = 'changed' | 'unchanged' | 'not_found' | 'no_such_person';

type Db = Kysely<Database> | Transaction<Database>;

async function recordChange(
  trx: Db,
  actor: Pick<AdminUser, 'id' | 'name'>,
  leadId: string,
  to: { id: string; name: string } | null,
  now: number,
) {
  await trx
    .insertInto('lead_assignments')
    .values({
      lead_id: leadId,
      assigned_to: to?.id ?? null,
      assigned_to_name: to?.name ?? null,
      changed_by: actor.id,
      changed_by_name: actor.name,
      changed_at: now,
    })
    .execute();
}

/**
 * Gives a lead to a person of the admin whose role works leads (src/lib/roles.ts: not a contributor), or to
 * nobody (`personId` null). The change is in the lead's
 * history and the activity log, with the names of the time.
 */
export async function assignLead(
  db: Kysely<Database>,
  actor: AdminUser,
  leadId: string,
  personId: string | null,
  now = Date.now(),
): Promise<AssignResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('assigned_to').where('id', '=', leadId).executeTakeFirst();
    if (!lead) return 'not_found';
    const person = personId
      ? await trx
          .selectFrom('admin_users')
          .select(['id', 'name'])
          .where('id', '=', personId)
          .where('role', 'in', rolesWith('leads'))
          .executeTakeFirst()
      : null;
    if (personId && !person) return 'no_such_person';
    if ((lead.assigned_to ?? null) === (person?.id ?? null)) return 'unchanged';
    await trx
      .updateTable('leads')
      .set({ assigned_to: person?.id ?? null })
      .where('id', '=', leadId)
      .execute();
    await recordChange(trx, actor, leadId, person ?? null, now);
    await recordAudit(
      trx,
      actor,
      { action: 'lead.assigned', target: `lead:${leadId}`, summary: person ? `to ${person.name}` : 'unassigned' },
      now,
    );
    return 'changed';
  });
}

/** Newest first. */
export async function assignmentHistory(db: Kysely<Database>, leadId: string): Promise<AssignmentChange[]> {
  const rows = await db
    .selectFrom('lead_assignments')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ toName: row.assigned_to_name, byName: row.changed_by_name, at: Number(row.changed_at) }));
}

/** How many open leads each person answers (people without any are left out). */
export async function openLeadCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('leads')
    .select(['assigned_to', (eb) => eb.fn.countAll<number>().as('n')])
    .where('assigned_to', 'is not', null)
    .where('status', 'in', openStatuses)
    .groupBy('assigned_to')
    .execute();
  return new Map(rows.map((row) => [row.assigned_to!, Number(row.n)]));
}

/**
 * When a person is removed, in the removal's transaction: their open leads become unassigned, each with a line in its
 * history, so none waits on someone who can no longer sign in. Their won and lost leads keep their name.
 */
export async function unassignOpenLeadsOf(
  trx: Transaction<Database>,
  actor: Pick<AdminUser, 'id' | 'name'>,
  personId: string,
  now: number,
): Promise<number> {
  const open = await trx
    .selectFrom('leads')
    .select('id')
    .where('assigned_to', '=', personId)
    .where('status', 'in', openStatuses)
    .execute();
  if (open.length === 0) return 0;
  await trx
    .updateTable('leads')
    .set({ assigned_to: null })
    .where(
      'id',
      'in',
      open.map((lead) => lead.id),
    )
    .execute();
  for (const lead of open) await recordChange(trx, actor, lead.id, null, now);
  return open.length;
}
