import type { Kysely } from 'kysely';
import { rolesWith } from '@/lib/roles';
import { adminPaths } from '@/lib/admin-paths';
import type { Database } from '@/server/db/schema';
import { log } from '@/server/log';
import { enqueueNotice } from '@/server/mail/outbox';
import { openStatuses } from './assignment';
import { kindName, utcMinute } from './mail-words';

/** The oldest leads a digest lists one by one; the rest are a count and the inbox's address (mails stay readable). */
export const DIGEST_MAX_LISTED = 40;

const HOUR_MS = 3_600_000;

export interface DigestOptions {
  now: number;
  /** The UTC hour from which the day's digests go out (LEAD_DIGEST_HOUR). */
  hour: number;
  /** The site's address, for the links. */
  siteUrl: string;
}

interface OpenLead {
  id: string;
  kind: string;
  estimate: string | null;
  status: string;
  created_at: number;
  assigned_to: string | null;
  assignee: string | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** How long a lead has waited: `3 hours`, `2 days 5 hours`, `less than an hour`. */
export function ageInWords(ms: number): string {
  const hours = Math.floor(ms / HOUR_MS);
  if (hours < 1) return 'less than an hour';
  const days = Math.floor(hours / 24);
  if (days === 0) return plural(hours, 'hour');
  return hours % 24 ? `${plural(days, 'day')} ${plural(hours % 24, 'hour')}` : plural(days, 'day');
}

const statusName = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

interface OpenLeads {
  /** The oldest, oldest first (at most DIGEST_MAX_LISTED). */
  listed: OpenLead[];
  /** How many are open per assignee (null: nobody). */
  perAssignee: Map<string | null, number>;
  total: number;
}

async function openLeads(db: Kysely<Database>): Promise<OpenLeads> {
  const [listed, counts] = await Promise.all([
    db
      .selectFrom('leads')
      .leftJoin('admin_users', 'admin_users.id', 'leads.assigned_to')
      .select([
        'leads.id',
        'leads.kind',
        'leads.estimate',
        'leads.status',
        'leads.created_at',
        'leads.assigned_to',
        'admin_users.name as assignee',
      ])
      .where('leads.status', 'in', openStatuses)
      .orderBy('leads.created_at')
      .orderBy('leads.id')
      .limit(DIGEST_MAX_LISTED)
      .execute(),
    db
      .selectFrom('leads')
      .select(['assigned_to', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', openStatuses)
      .groupBy('assigned_to')
      .execute(),
  ]);
  const perAssignee = new Map(counts.map((row) => [row.assigned_to, Number(row.n)]));
  const total = [...perAssignee.values()].reduce((sum, n) => sum + n, 0);
  return { listed, perAssignee, total };
}

/**
 * One person's digest: how many leads are open (theirs, nobody's), then the oldest, each with its age, kind, status,
 * who answers it and its link. Like the alerts, nothing a visitor wrote (no name, address or message): the lead's page
 * in the admin has that, behind the sign-in.
 */
function digestMail(
  person: { id: string },
  { listed, perAssignee, total }: OpenLeads,
  { now, siteUrl }: Pick<DigestOptions, 'now' | 'siteUrl'>,
): { subject: string; text: string } {
  const link = (path: string) => new URL(path, siteUrl).href;
  const whose = (lead: OpenLead) =>
    lead.assigned_to === person.id
      ? 'answered by you'
      : lead.assigned_to
        ? `answered by ${lead.assignee ?? 'a removed person'}`
        : 'nobody answers it yet';
  const lines = listed.flatMap((lead) => [
    `- ${ageInWords(now - Number(lead.created_at))}: ${kindName(lead)}, ${statusName(lead.status)}, ${whose(lead)}`,
    `  ${link(adminPaths.lead(lead.id))}`,
  ]);
  const rest = total - listed.length;
  return {
    subject: `Daily digest: ${plural(total, 'open lead')}`,
    text: [
      `${plural(total, 'open lead')} (new, contacted or qualified) on ${utcMinute(now)} UTC: ` +
        `${perAssignee.get(person.id) ?? 0} answered by you, ${perAssignee.get(null) ?? 0} by nobody yet.`,
      '',
      rest > 0 ? `The ${listed.length} oldest first:` : 'Oldest first:',
      ...lines,
      '',
      ...(rest > 0 ? [`And ${rest} more in the inbox.`] : []),
      `Yours: ${link(`${adminPaths.leads}?assigned=mine`)}`,
      `All leads: ${link(adminPaths.leads)}`,
      '',
      'You get this e-mail because you asked for it on your Account page, where you can turn it off: ' +
        link(adminPaths.account),
    ].join('\n'),
  };
}

/**
 * From `hour` (UTC) on, once a day, e-mails each person who asked for the digest (and has an address) the open leads
 * by age, through the outbox. Once per person and day across instances: the person's day is claimed by setting
 * `digest_day` to today where it is not today yet, in the transaction that queues the mail, so a second instance finds
 * it taken (on PostgreSQL it waits for the first's commit, then its update matches nothing). With no open lead, the day
 * is claimed and nothing is sent: a mail that says "nothing" every morning teaches people to skip the one that matters.
 * Returns how many digests were queued.
 */
export async function sendLeadDigests(db: Kysely<Database>, options: DigestOptions): Promise<number> {
  const { now, hour } = options;
  if (new Date(now).getUTCHours() < hour) return 0;
  const today = new Date(now).toISOString().slice(0, 10);
  const people = await db
    .selectFrom('admin_users')
    .select(['id', 'email'])
    .where('digest', '=', 1)
    .where('email', 'is not', null)
    // A role that works no leads (a contributor's) gets no digest of them, whatever it chose before.
    .where('role', 'in', rolesWith('leads'))
    .where((eb) => eb.or([eb('digest_day', 'is', null), eb('digest_day', '<>', today)]))
    .execute();
  if (people.length === 0) return 0;
  const open = await openLeads(db);
  const domain = new URL(options.siteUrl).hostname;
  let queued = 0;
  for (const person of people) {
    const sent = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('admin_users')
        .set({ digest_day: today })
        .where('id', '=', person.id)
        .where('digest', '=', 1)
        .where('email', 'is not', null)
        .where((eb) => eb.or([eb('digest_day', 'is', null), eb('digest_day', '<>', today)]))
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1 || !person.email || open.total === 0) return false;
      await enqueueNotice(trx, person.email, digestMail(person, open, options), domain, now);
      return true;
    });
    if (sent) {
      queued++;
      log.info('lead.digest_queued', { userId: person.id, open: open.total });
    }
  }
  return queued;
}

/** Whether a person gets the digest, and whether they can (a digest needs their e-mail address). */
export async function getDigestChoice(
  db: Kysely<Database>,
  userId: string,
): Promise<{ digest: boolean; hasEmail: boolean }> {
  const row = await db
    .selectFrom('admin_users')
    .select(['digest', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { digest: row?.digest === 1 && !!row.email, hasEmail: !!row?.email };
}

/** A person turns their own digest on or off; `no_email` when they have no address to send it to. */
export async function setDigestChoice(
  db: Kysely<Database>,
  userId: string,
  digest: boolean,
): Promise<{ status: 'saved'; digest: boolean } | { status: 'no_email' }> {
  const result = await db
    .updateTable('admin_users')
    .set({ digest: digest ? 1 : 0 })
    .where('id', '=', userId)
    .where('email', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { status: 'saved', digest } : { status: 'no_email' };
}
