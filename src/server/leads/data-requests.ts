import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, LeadsTable, OutboxTable } from '@/server/db/schema';
import { leadAttribution, type LeadAttribution } from './lead-attribution';
import { mentionPlaceNames, mentionsIn, notAbout, type MentionPlace } from './mentions';

/**
 * A personal data request (issue 31): everything the site holds for one e-mail address — the leads sent with it, their
 * notes, status and assignment history, notifications and the page views they are joined to — and every other record
 * that names it. The address is compared lower-cased and exactly (not as a search): a request is about one person.
 */
export const dataRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});

type Db = Kysely<Database> | Transaction<Database>;

export interface FoundNotification {
  id: string;
  /** `agency`, `confirmation`, `alert`, `webhook`, `account`… */
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  /** The stored message or delivery body (JSON parsed when it is JSON); null once delivered and emptied. */
  body: unknown;
}

/** The page views a lead is joined to by the sender's anonymous visitor hash of that day (`leads.visitor`). */
interface VisitorLink {
  hash: string;
  events: { type: string; path: string; createdAt: number }[];
  /** The rolled-up days of that hash: where the visit landed, and whether a form was started. */
  days: { day: string; landingPath: string; formStarted: boolean }[];
}

export interface FoundLead {
  id: string;
  kind: string;
  status: string;
  createdAt: number;
  fields: {
    name: string;
    email: string;
    phone: string | null;
    company: string | null;
    budget: string | null;
    message: string;
    services: unknown;
    plan: string | null;
    estimate: unknown;
    locale: string;
    page: string | null;
  };
  /** Where the visit came from, and what the request carried. */
  source: LeadAttribution & {
    ipHash: string | null;
    userAgent: string | null;
  };
  firstResponseAt: number | null;
  alertedAt: number | null;
  notes: { body: string; authorName: string; createdAt: number }[];
  statusChanges: { from: string; to: string; byName: string; changedAt: number }[];
  assignments: { toName: string | null; byName: string; changedAt: number }[];
  notifications: FoundNotification[];
  visitor: VisitorLink | null;
}

export interface DataRequest {
  email: string;
  leads: FoundLead[];
  /** Mail to the address that is about none of its leads (an account's mail, a notification of another lead). */
  otherNotifications: FoundNotification[];
  /** How many other records name the address, by place; places without any are left out. */
  mentions: { place: MentionPlace; count: number }[];
  /** The name of a person of the admin signing in with this address (an erasure leaves their account alone). */
  adminPerson: string | null;
}

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
const time = (value: number | null) => (value === null ? null : Number(value));

function toNotification(row: Selectable<OutboxTable>): FoundNotification {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    sentAt: time(row.sent_at),
    body: parseJson(row.payload),
  };
}

async function visitorLink(db: Db, hash: string | null): Promise<VisitorLink | null> {
  if (!hash) return null;
  const [events, days] = await Promise.all([
    db
      .selectFrom('events')
      .select(['type', 'path', 'created_at'])
      .where('visitor', '=', hash)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('visitor_days')
      .select(['day', 'landing_path', 'form_started'])
      .where('visitor', '=', hash)
      .orderBy('day')
      .execute(),
  ]);
  return {
    hash,
    events: events.map((e) => ({ type: e.type, path: e.path, createdAt: Number(e.created_at) })),
    days: days.map((d) => ({ day: d.day, landingPath: d.landing_path, formStarted: Number(d.form_started) === 1 })),
  };
}

async function toFoundLead(db: Db, row: Selectable<LeadsTable>): Promise<FoundLead> {
  const [notes, statusChanges, assignments, outbox, visitor] = await Promise.all([
    db.selectFrom('lead_notes').selectAll().where('lead_id', '=', row.id).orderBy('id').execute(),
    db.selectFrom('lead_status_changes').selectAll().where('lead_id', '=', row.id).orderBy('id').execute(),
    db.selectFrom('lead_assignments').selectAll().where('lead_id', '=', row.id).orderBy('id').execute(),
    db.selectFrom('outbox').selectAll().where('lead_id', '=', row.id).orderBy('created_at').orderBy('id').execute(),
    visitorLink(db, row.visitor),
  ]);
  return {
    id: row.id,
    kind: row.estimate ? 'quote' : row.kind,
    status: row.status,
    createdAt: Number(row.created_at),
    fields: {
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      budget: row.budget,
      message: row.message,
      services: parseJson(row.services),
      plan: row.plan,
      estimate: parseJson(row.estimate),
      locale: row.locale,
      page: row.page,
    },
    source: {
      ...leadAttribution(row),
      ipHash: row.ip_hash,
      userAgent: row.user_agent,
    },
    firstResponseAt: time(row.first_response_at),
    alertedAt: time(row.alerted_at),
    notes: notes.map((n) => ({ body: n.body, authorName: n.author_name, createdAt: Number(n.created_at) })),
    statusChanges: statusChanges.map((s) => ({
      from: s.from_status,
      to: s.to_status,
      byName: s.changed_by_name,
      changedAt: Number(s.changed_at),
    })),
    assignments: assignments.map((a) => ({
      toName: a.assigned_to_name,
      byName: a.changed_by_name,
      changedAt: Number(a.changed_at),
    })),
    notifications: outbox.map(toNotification),
    visitor,
  };
}

/** The ids of the leads sent with `email` (lower-cased), oldest first. */
export async function leadIdsOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('leads')
    .select('id')
    .where(sql`lower(email)`, '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Everything held for `email` (already lower-cased by `dataRequestSchema`). */
export async function findDataRequest(db: Db, email: string): Promise<DataRequest> {
  const rows = await db
    .selectFrom('leads')
    .selectAll()
    .where(sql`lower(email)`, '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const leadIds = rows.map((row) => row.id);
  const [leads, otherMail, mentionRows, person] = await Promise.all([
    Promise.all(rows.map((row) => toFoundLead(db, row))),
    db
      .selectFrom('outbox')
      .selectAll()
      .where(sql`lower(recipient)`, '=', email)
      .where((eb) => eb.or([eb('lead_id', 'is', null), notAbout(leadIds)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    Promise.all(mentionPlaceNames.map(async (place) => ({ place, rows: await mentionsIn(db, place, email, leadIds) }))),
    db
      .selectFrom('admin_users')
      .select('name')
      .where(sql`lower(email)`, '=', email)
      .executeTakeFirst(),
  ]);
  return {
    email,
    leads,
    otherNotifications: otherMail.map(toNotification),
    mentions: mentionRows.flatMap(({ place, rows }) => (rows.length ? [{ place, count: rows.length }] : [])),
    adminPerson: person?.name ?? null,
  };
}

/** How many rows an erasure of this request deletes, as its confirmation names them. */
export function erasureCounts(request: DataRequest) {
  return {
    leads: request.leads.length,
    notes: request.leads.reduce((sum, lead) => sum + lead.notes.length, 0),
    notifications:
      request.leads.reduce((sum, lead) => sum + lead.notifications.length, 0) + request.otherNotifications.length,
    mentions: request.mentions.reduce((sum, mention) => sum + mention.count, 0),
  };
}

/** How each part of an export was found, in its own words (a person reading their export should know). */
const howMatched = {
  leads: 'Every request sent through the site with this e-mail address, compared without regard to capital letters.',
  leadDetails:
    'Notes, status changes, assignments and notifications: what the agency recorded about those requests, found by the request itself.',
  otherNotifications: 'Messages sent to this address that are about none of those requests.',
  mentions:
    'Other records that contain this address as text (a note on another request, say): counted here, not copied.',
  pageViews:
    'Not included. Page views are kept under an anonymous code of one day, made from a network address and a browser. Everyone on the same network with the same browser that day shares it, so no page view can be said to be certainly yours.',
} as const;

/**
 * The request as a download: readable JSON, times as ISO 8601 UTC (every `…At` field), with a line saying what it is and
 * how each part was matched. Only what is certainly the person's: the page views joined to a lead by the day's
 * anonymous visitor hash may be other people's (a shared network and browser), so they stay out (`howMatched.pageViews`).
 */
export function dataRequestJson(request: DataRequest, now = Date.now()): string {
  const document = {
    about: `Personal data held for ${request.email}, exported ${new Date(now).toISOString()}`,
    howMatched,
    ...request,
    leads: request.leads.map(({ visitor: _shared, ...lead }) => lead),
  };
  return JSON.stringify(
    document,
    (key, value: unknown) => (key.endsWith('At') && typeof value === 'number' ? new Date(value).toISOString() : value),
    2,
  );
}
