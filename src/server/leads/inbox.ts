import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import type { Database, LeadsTable } from '@/server/db/schema';
import type { LeadEstimate } from '@/server/mail/compose';
import { leadChannelSql } from './channel';
import { leadAttribution, type LeadAttribution } from './lead-attribution';
import { attributionRules, sourceOf } from '@/lib/attribution';
import { oneWorkingDayAfter } from '@/lib/working-day';

import { inboxKinds, leadStatuses, type InboxKind, type LeadStatus } from '@/lib/lead-pipeline';

export { inboxKinds, leadStatuses, type InboxKind, type LeadStatus };

const INBOX_PAGE_SIZE = 25;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const cursor = z.string().regex(/^\d{1,15}_[0-9a-f-]{36}$/);
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * The inbox's filters as they stand in the URL (`/admin/leads?status=new&q=acme`). A value that does not parse is
 * dropped rather than refused, so a mistyped bookmark still opens the inbox.
 */
const inboxFilterSchema = z.object({
  kind: optional(z.enum(inboxKinds)),
  /** Absent: every status but spam. */
  status: optional(z.enum(leadStatuses)),
  from: optional(day),
  to: optional(day),
  q: optional(z.string().trim().min(1).max(200)),
  /** `mine`: the leads of the person looking (`InboxQuery.me`); `none`: the leads nobody answers yet. */
  assigned: optional(z.enum(['mine', 'none'])),
  /** Where leads came from: a campaign source tag, a referring site, or `(direct)` (attribution.ts `sourceOf`). */
  source: optional(z.string().trim().min(1).max(253)),
  /** The page the lead's visit landed on (`/services/web3`), as the dashboard's Landing pages table links to it. */
  landing: optional(
    z.string().trim().max(attributionRules.landingPage.max).regex(attributionRules.landingPage.pattern),
  ),
  /** Keyset pagination: rows older than this `<created_at>_<id>` (next page) or newer (previous page). */
  before: optional(cursor),
  after: optional(cursor),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;
/** A filter as the server runs it: with the id of the person asking, which `assigned=mine` means. */
type InboxQuery = InboxFilter & { me?: string };

export function parseInboxFilter(query: Record<string, string | string[] | undefined>): InboxFilter {
  const single = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  return inboxFilterSchema.parse(single);
}

/** The filter as a query string (without the page position), for links, the CSV export and the form. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ['kind', 'status', 'assigned', 'source', 'landing', 'from', 'to', 'q'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface LeadSummary {
  id: string;
  kind: InboxKind;
  status: LeadStatus;
  name: string;
  email: string;
  company: string | null;
  message: string;
  locale: string;
  createdAt: number;
  firstResponseAt: number | null;
  /** How long it waited for its first reply: until that reply, or until now when there was none yet. */
  waitedMs: number;
  /** New and older than one working day. */
  overdue: boolean;
  /** The id of the admin user who answers it. */
  assignedTo: string | null;
}

/** Where a lead's visit came from, and its channel; null when the browser kept nothing (opted out, no script, or an older lead). */
export interface LeadSource extends LeadAttribution {
  channel: string;
}

export interface Lead extends LeadSummary {
  phone: string | null;
  budget: string | null;
  services: string[];
  estimate: LeadEstimate | null;
  plan: string | null;
  page: string | null;
  /** The label of the page's form it was sent from (src/content/blocks.ts). */
  formSource: string | null;
  userAgent: string | null;
  source: LeadSource | null;
}

const asStatus = (value: string): LeadStatus =>
  (leadStatuses as readonly string[]).includes(value) ? (value as LeadStatus) : 'new';

function leadKind(row: Pick<Selectable<LeadsTable>, 'kind' | 'estimate'>): InboxKind {
  if (row.kind === 'contact') return row.estimate ? 'quote' : 'contact';
  return (inboxKinds as readonly string[]).includes(row.kind) ? (row.kind as InboxKind) : 'contact';
}

export function toLead(row: Selectable<LeadsTable>, now = Date.now()): Lead {
  const status = asStatus(row.status);
  const createdAt = Number(row.created_at);
  return {
    id: row.id,
    kind: leadKind(row),
    status,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    locale: row.locale,
    createdAt,
    firstResponseAt: row.first_response_at === null ? null : Number(row.first_response_at),
    waitedMs: (row.first_response_at === null ? now : Number(row.first_response_at)) - createdAt,
    overdue: status === 'new' && now >= oneWorkingDayAfter(createdAt),
    assignedTo: row.assigned_to,
    phone: row.phone,
    budget: row.budget,
    services: JSON.parse(row.services) as string[],
    estimate: row.estimate ? (JSON.parse(row.estimate) as LeadEstimate) : null,
    plan: row.plan,
    page: row.page,
    formSource: row.form_source,
    userAgent: row.user_agent,
    source: sourceOfRow(row),
  };
}

function sourceOfRow(row: Selectable<LeadsTable>): LeadSource | null {
  if (!row.landing_page) return null;
  const attribution = leadAttribution(row);
  return { channel: sourceOf(attribution), ...attribution };
}

/** The channels leads came from, most leads first (the inbox's source filter offers these). */
export async function listSources(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('leads')
    .select([leadChannelSql.as('channel'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('landing_page', 'is not', null)
    .groupBy(leadChannelSql)
    .orderBy('n', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => row.channel);
}

const DAY_MS = 86_400_000;

/** `%`, `_` and `\` typed into the search box are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a filter (without the page position). */
function matches(filter: InboxQuery) {
  return (eb: ExpressionBuilder<Database, 'leads'>) => {
    const all = [];
    if (filter.status) all.push(eb('status', '=', filter.status));
    else all.push(eb('status', '!=', 'spam'));
    if (filter.kind === 'quote') all.push(eb.and([eb('kind', '=', 'contact'), eb('estimate', 'is not', null)]));
    else if (filter.kind === 'contact') all.push(eb.and([eb('kind', '=', 'contact'), eb('estimate', 'is', null)]));
    else if (filter.kind) all.push(eb('kind', '=', filter.kind));
    // Nobody is `me` without an id: such a query matches nothing rather than everyone's leads.
    if (filter.assigned === 'mine') all.push(eb('assigned_to', '=', filter.me ?? ''));
    else if (filter.assigned === 'none') all.push(eb('assigned_to', 'is', null));
    if (filter.source) all.push(eb.and([eb('landing_page', 'is not', null), eb(leadChannelSql, '=', filter.source)]));
    if (filter.landing) all.push(eb('landing_page', '=', filter.landing));
    if (filter.from) all.push(eb('created_at', '>=', Date.parse(`${filter.from}T00:00:00Z`)));
    if (filter.to) all.push(eb('created_at', '<', Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      all.push(
        eb.or(
          (['name', 'email', 'company', 'message'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return eb.and(all);
  };
}

function splitCursor(value: string): [number, string] {
  const [time, id] = value.split('_') as [string, string];
  return [Number(time), id];
}

interface InboxPage {
  leads: LeadSummary[];
  total: number;
  /** Cursors of the neighbouring pages, when there are any. */
  older?: string;
  newer?: string;
}

const cursorOf = (lead: { createdAt: number; id: string }) => `${lead.createdAt}_${lead.id}`;

/**
 * One page of the inbox, newest first, by keyset (created_at, id): the cost of a page does not grow with how far back
 * it is, and the indexes (status|kind, created_at, id) serve the order.
 */
export async function listLeads(
  db: Kysely<Database>,
  filter: InboxQuery,
  { now = Date.now(), pageSize = INBOX_PAGE_SIZE }: { now?: number; pageSize?: number } = {},
): Promise<InboxPage> {
  const backwards = Boolean(filter.after && !filter.before);
  const position = filter.before ?? filter.after;
  let query = db.selectFrom('leads').selectAll().where(matches(filter));
  if (position) {
    const [time, id] = splitCursor(position);
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), backwards ? '>' : '<', eb.tuple(time, id)));
  }
  const direction = backwards ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    query
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .limit(pageSize + 1)
      .execute(),
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(matches(filter))
      .executeTakeFirstOrThrow(),
  ]);
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (backwards) page.reverse();
  const leads = page.map((row) => toLead(row, now));
  const first = leads[0];
  const last = leads.at(-1);
  return {
    leads,
    total: Number(count.n),
    older: last && (backwards || more) ? cursorOf(last) : undefined,
    newer: first && (backwards ? more : Boolean(position)) ? cursorOf(first) : undefined,
  };
}

/**
 * The leads among `ids` whose notification to the agency has not been delivered, with its outbox status (`pending`,
 * `sending`, `retry` or `dead`): one query for a page of the inbox.
 */
export async function undeliveredAgencyMail(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('outbox')
    .select(['lead_id', 'status'])
    .where('lead_id', 'in', ids)
    .where('kind', '=', 'agency')
    .where('status', '!=', 'sent')
    .execute();
  return new Map(rows.flatMap((row) => (row.lead_id ? [[row.lead_id, row.status]] : [])));
}

/**
 * The median reply time of the leads a filter matches (arrival to the first status change away from `new`), in
 * milliseconds, or undefined when none has been answered. Two small queries: a count, then the middle row(s).
 */
export async function medianReplyMs(db: Kysely<Database>, filter: InboxQuery): Promise<number | undefined> {
  const answered = db
    .selectFrom('leads')
    .where(matches({ ...filter, before: undefined, after: undefined }))
    .where('first_response_at', 'is not', null);
  const { n } = await answered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const count = Number(n);
  if (count === 0) return undefined;
  const middle = await answered
    .select(sql<number>`first_response_at - created_at`.as('reply'))
    .orderBy('reply')
    .offset(Math.floor((count - 1) / 2))
    .limit(count % 2 === 0 ? 2 : 1)
    .execute();
  return middle.reduce((sum, row) => sum + Number(row.reply), 0) / middle.length;
}

export async function countNewLeads(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Every lead a filter matches, newest first, fetched in pages of `batch` (for the CSV export). */
export async function* eachLead(
  db: Kysely<Database>,
  filter: InboxQuery,
  batch = 500,
): AsyncGenerator<Lead, void, undefined> {
  let before: string | undefined;
  for (;;) {
    let query = db.selectFrom('leads').selectAll().where(matches(filter));
    if (before) {
      const [time, id] = splitCursor(before);
      query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(time, id)));
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batch).execute();
    for (const row of rows) yield toLead(row);
    const last = rows.at(-1);
    if (rows.length < batch || !last) return;
    before = `${Number(last.created_at)}_${last.id}`;
  }
}

/** How many leads stand at each status (the inbox's status bar; spam included). */
export async function countByStatus(db: Kysely<Database>): Promise<Record<LeadStatus, number>> {
  const rows = await db
    .selectFrom('leads')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) if (Object.hasOwn(counts, row.status)) counts[row.status as LeadStatus] = Number(row.n);
  return counts;
}
