import type { Kysely } from 'kysely';
import { adminPaths } from '@/lib/admin-paths';
import { workingHoursAfter } from '@/lib/working-day';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { enqueueNotice } from '@/server/mail/outbox';
import { kindName, utcMinute } from './mail-words';

/** Leads older than this are past alerting: a lead left `new` for weeks is the inbox's business, not a nudge's. */
const LOOK_BACK_MS = 14 * 86_400_000;

export interface AlertOptions {
  now: number;
  /** Working hours a lead may stay `new` (LEAD_ALERT_HOURS). */
  hours: number;
  /** The site's address, for the link to the lead. */
  siteUrl: string;
  /** Where an unassigned lead's alert goes when no owner has an address (the agency's contact inbox). */
  fallback: () => Promise<string>;
}

/** Who hears of a lead that waits: its person, or every owner with an address, or the agency's inbox. */
async function recipientsOf(
  db: Kysely<Database>,
  assignedTo: string | null,
  fallback: () => Promise<string>,
): Promise<string[]> {
  if (assignedTo) {
    const person = await db.selectFrom('admin_users').select('email').where('id', '=', assignedTo).executeTakeFirst();
    if (person?.email) return [person.email];
  }
  const owners = await db
    .selectFrom('admin_users')
    .select('email')
    .where('role', '=', 'owner')
    .where('email', 'is not', null)
    .execute();
  const addresses = owners.flatMap((owner) => (owner.email ? [owner.email] : []));
  return addresses.length ? addresses : [await fallback()];
}

/**
 * E-mails about every lead still `new` once `hours` working hours have passed since it arrived: to the person it is
 * assigned to, else the owners. Once per lead, across instances: a lead is claimed by setting `alerted_at` where it is
 * still null, in the transaction that queues its mails, so a second instance finds it taken and queues nothing. The
 * mail names the kind of lead and when it came, and links to it; what the visitor wrote stays in the admin.
 */
export async function sendLeadAlerts(db: Kysely<Database>, options: AlertOptions): Promise<number> {
  const { now, hours } = options;
  // Working time never runs faster than the clock, so nothing newer than `hours` ago can be due.
  const candidates = await db
    .selectFrom('leads')
    .select(['id', 'kind', 'estimate', 'created_at', 'assigned_to'])
    .where('status', '=', 'new')
    .where('alerted_at', 'is', null)
    .where('created_at', '>=', now - LOOK_BACK_MS)
    .where('created_at', '<=', now - hours * 3_600_000)
    .execute();
  const domain = new URL(options.siteUrl).hostname;
  let alerted = 0;
  for (const lead of candidates) {
    if (workingHoursAfter(Number(lead.created_at), hours) > now) continue;
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('leads')
        .set({ alerted_at: now })
        .where('id', '=', lead.id)
        .where('alerted_at', 'is', null)
        .where('status', '=', 'new')
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      const kind = kindName(lead);
      const received = utcMinute(Number(lead.created_at));
      const mail = {
        subject: `A ${kind} waits for an answer`,
        text: [
          `A ${kind} received on ${received} UTC is still new after ${hours} working hours.`,
          '',
          `Open it: ${new URL(adminPaths.lead(lead.id), options.siteUrl).href}`,
        ].join('\n'),
      };
      for (const recipient of await recipientsOf(trx, lead.assigned_to, options.fallback))
        await enqueueNotice(trx, recipient, mail, domain, now);
      return true;
    });
    if (claimed) {
      alerted++;
      log.info('lead.alert_queued', { id: lead.id });
    }
  }
  return alerted;
}
