import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '@/server/audit';
import type { AdminUser } from '@/server/auth/user';
import type { Database } from '@/server/db/schema';

/**
 * Lead retention (issue 31): lost and spam leads are deleted once their last status change — or their arrival, when
 * their status never changed — is older than a number of months an owner sets. Off until then.
 */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;
const SETTING = 'lead_retention_months';
const RETAINED_STATUSES = ['lost', 'spam'] as const;
const BATCH = 500;

/** `months` null turns the retention off. */
export const leadRetentionSchema = z.strictObject({
  months: z.number().int().min(RETENTION_MONTHS.min).max(RETENTION_MONTHS.max).nullable(),
});

interface LeadRetention {
  months: number | null;
  updatedAt: number | null;
  updatedBy: string | null;
}

export async function getLeadRetention(db: Kysely<Database>): Promise<LeadRetention> {
  const row = await db.selectFrom('app_settings').selectAll().where('key', '=', SETTING).executeTakeFirst();
  const parsed = leadRetentionSchema.shape.months.safeParse(row ? JSON.parse(row.value) : null);
  return {
    months: parsed.success ? parsed.data : null,
    updatedAt: row ? Number(row.updated_at) : null,
    updatedBy: row?.updated_by ?? null,
  };
}

/** Stores the setting and records the change in the activity log; `unchanged` when it already was so. */
export async function setLeadRetention(
  db: Kysely<Database>,
  actor: AdminUser,
  months: number | null,
  now = Date.now(),
): Promise<'changed' | 'unchanged'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('app_settings').select('value').where('key', '=', SETTING).executeTakeFirst();
    const value = JSON.stringify(months);
    if ((row?.value ?? 'null') === value) return 'unchanged';
    await trx
      .insertInto('app_settings')
      .values({ key: SETTING, value, updated_at: now, updated_by: actor.name })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now, updated_by: actor.name }))
      .execute();
    const summary =
      months === null ? 'Lead retention turned off' : `Lost and spam leads are deleted after ${months} months`;
    await recordAudit(trx, actor, { action: 'leads.retention_set', target: 'settings:lead_retention', summary }, now);
    return 'changed';
  });
}

/** The moment `months` calendar months before `now` (UTC; the 31st of a shorter month falls on its last day). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** Who the activity log names for what the maintenance job does by itself. */
const RETENTION_ACTOR = { id: 'maintenance', name: 'Lead retention' } as const;

/**
 * Deletes the lost and spam leads past the retention (their notes, history and notifications go with them), in
 * batches, and says how many went; records one activity entry when any did. Nothing when the retention is off.
 */
export async function purgeRetainedLeads(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const { months } = await getLeadRetention(db);
  if (months === null) return 0;
  const cutoff = monthsBefore(now, months);
  let total = 0;
  for (;;) {
    // Chosen inside the transaction that deletes them: a lead moved out of lost meanwhile is not taken.
    const batch = await db.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom('leads')
          .select('id')
          .where('status', 'in', RETAINED_STATUSES)
          .where(
            sql`coalesce((select max(changed_at) from lead_status_changes where lead_id = leads.id), leads.created_at)`,
            '<',
            cutoff,
          )
          .limit(BATCH)
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) return 0;
      await trx.deleteFrom('outbox').where('lead_id', 'in', ids).execute();
      await trx.deleteFrom('lead_notes').where('lead_id', 'in', ids).execute();
      await trx.deleteFrom('lead_status_changes').where('lead_id', 'in', ids).execute();
      await trx.deleteFrom('lead_assignments').where('lead_id', 'in', ids).execute();
      await trx.deleteFrom('leads').where('id', 'in', ids).execute();
      return ids.length;
    });
    total += batch;
    if (batch < BATCH) break;
  }
  if (total > 0)
    await recordAudit(
      db,
      RETENTION_ACTOR,
      {
        action: 'leads.retention_purged',
        target: 'leads',
        summary: `Deleted ${total} lost or spam lead${total === 1 ? '' : 's'} older than ${months} months`,
      },
      now,
    );
  return total;
}
