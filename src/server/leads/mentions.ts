import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '@/server/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A place outside the address's own leads and notifications where it is written (and an erasure blanks it). */
export type MentionPlace =
  | 'leads.name'
  | 'leads.company'
  | 'leads.message'
  | 'lead_notes.body'
  | 'outbox.payload'
  | 'outbox.last_error'
  | 'audit_log.summary'
  | 'audit_log.target';

/** `like` matching `text` anywhere, its wildcards taken literally (an address may hold `_`). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const mentioning = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${containing(email)} escape '\\'`;

/** Rows whose `lead_id` is none of `leadIds`. */
export const notAbout = (leadIds: readonly string[]) =>
  leadIds.length ? sql<boolean>`lead_id not in (${sql.join(leadIds)})` : sql<boolean>`1 = 1`;

type Others = (email: string, leadIds: readonly string[]) => RawBuilder<boolean>;
const otherLeads: Others = (email) => sql<boolean>`lower(email) <> ${email}`;
const otherNotes: Others = (_, leadIds) => notAbout(leadIds);
const otherMail: Others = (email, leadIds) =>
  sql<boolean>`(lead_id is null or ${notAbout(leadIds)}) and lower(recipient) <> ${email}`;
const anyRow: Others = () => sql<boolean>`1 = 1`;

/**
 * Where else the address may be written, and which rows of each place an erasure leaves standing (`others`: the
 * address's own leads, their notes and notifications, and mail to it, are deleted instead).
 */
const places: Record<MentionPlace, { table: string; column: string; others: Others }> = {
  'leads.name': { table: 'leads', column: 'name', others: otherLeads },
  'leads.company': { table: 'leads', column: 'company', others: otherLeads },
  'leads.message': { table: 'leads', column: 'message', others: otherLeads },
  'lead_notes.body': { table: 'lead_notes', column: 'body', others: otherNotes },
  'outbox.payload': { table: 'outbox', column: 'payload', others: otherMail },
  'outbox.last_error': { table: 'outbox', column: 'last_error', others: otherMail },
  'audit_log.summary': { table: 'audit_log', column: 'summary', others: anyRow },
  'audit_log.target': { table: 'audit_log', column: 'target', others: anyRow },
};

export const mentionPlaceNames = Object.keys(places) as MentionPlace[];

/** The rows of one place that name `email` outside what an erasure deletes: their id and the text naming it. */
export async function mentionsIn(db: Db, place: MentionPlace, email: string, leadIds: readonly string[]) {
  const { table, column, others } = places[place];
  const { rows } = await sql<{ id: string | number; text: string }>`select id, ${sql.ref(column)} as text
    from ${sql.table(table)} where ${mentioning(column, email)} and ${others(email, leadIds)}`.execute(db);
  return rows;
}

/** Writes `text` back to one mention's row (an erasure, with the address blanked). */
export async function rewriteMention(db: Db, place: MentionPlace, id: string | number, text: string): Promise<void> {
  const { table, column } = places[place];
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${text} where id = ${id}`.execute(db);
}
