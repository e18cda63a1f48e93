import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit } from '@/server/audit';
import type { AdminUser } from '@/server/auth/user';
import type { Database } from '@/server/db/schema';
import { privateHashIn } from '@/server/private-hash';
import { leadIdsOf } from './data-requests';
import { mentionPlaceNames, mentionsIn, rewriteMention } from './mentions';

/** What an erasure writes where the address stood in a record it keeps. */
export const ERASED = '[erased]';

interface Erased {
  leads: number;
  notes: number;
  notifications: number;
  /** Records kept with the address blanked (another lead's message, an activity entry). */
  mentions: number;
}

type EraseResult =
  | ({ status: 'erased' } & Erased)
  /** The leads found are not the number the person confirmed (one came in since): nothing was erased. */
  | { status: 'changed'; leads: number }
  /** A person of the admin signs in with the address: their account is not a data request's to remove. */
  | { status: 'admin_person' };

/**
 * Deletes the leads of `email` (lower-cased) with their notes, status and assignment history and every notification
 * about them (webhook deliveries included), deletes other mail to the address, blanks it wherever else it is written,
 * and forgets its receipt count — in one transaction. The activity log gets one entry saying how much went, without
 * the address. The foreign keys cascade too; the deletes are spelled out so the counts are exact.
 */
export async function eraseDataRequest(
  db: Kysely<Database>,
  actor: AdminUser,
  { email, expectedLeads }: { email: string; expectedLeads: number },
  now = Date.now(),
): Promise<EraseResult> {
  // Before the transaction: the hash key may be created, and SQLite's one connection is the transaction's then.
  const receiptKey = `receipt:${await privateHashIn(db, `receipt:${email}`)}`;
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('admin_users')
      .select('id')
      .where(sql`lower(email)`, '=', email)
      .executeTakeFirst();
    if (person) return { status: 'admin_person' as const };
    const leadIds = await leadIdsOf(trx, email);
    if (leadIds.length !== expectedLeads) return { status: 'changed' as const, leads: leadIds.length };

    const mentions = await blankMentions(trx, email, leadIds);
    const erased: Erased = { leads: leadIds.length, notes: 0, notifications: 0, mentions };
    if (leadIds.length) {
      erased.notes = await deleted(trx.deleteFrom('lead_notes').where('lead_id', 'in', leadIds));
      erased.notifications = await deleted(trx.deleteFrom('outbox').where('lead_id', 'in', leadIds));
      await trx.deleteFrom('lead_status_changes').where('lead_id', 'in', leadIds).execute();
      await trx.deleteFrom('lead_assignments').where('lead_id', 'in', leadIds).execute();
      await trx.deleteFrom('leads').where('id', 'in', leadIds).execute();
    }
    erased.notifications += await deleted(trx.deleteFrom('outbox').where(sql`lower(recipient)`, '=', email));
    await trx.deleteFrom('rate_limits').where('key', '=', receiptKey).execute();
    await recordAudit(trx, actor, { action: 'leads.erased', target: 'leads', summary: describe(erased) }, now);
    return { status: 'erased' as const, ...erased };
  });
}

const deleted = async (query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) =>
  Number((await query.executeTakeFirst()).numDeletedRows);

/** The address replaced by `[erased]` in every record that is kept, whatever its case there. */
async function blankMentions(trx: Transaction<Database>, email: string, leadIds: readonly string[]): Promise<number> {
  const pattern = new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  let count = 0;
  for (const place of mentionPlaceNames) {
    for (const row of await mentionsIn(trx, place, email, leadIds)) {
      await rewriteMention(trx, place, row.id, row.text.replace(pattern, ERASED));
      count += 1;
    }
  }
  return count;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The activity entry's words: how much went, never whose. */
function describe({ leads, notes, notifications, mentions }: Erased): string {
  const parts = [plural(leads, 'lead'), plural(notes, 'note'), plural(notifications, 'notification')];
  const blanked = mentions ? `; the address blanked in ${plural(mentions, 'other record')}` : '';
  return `Personal data request: erased ${parts.join(', ')}${blanked}`;
}
