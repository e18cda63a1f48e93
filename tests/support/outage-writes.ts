import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { serviceEditSchema } from './edit-schemas';
import { createSession } from '../../src/server/auth/session';
import { OWNER_ID } from '../../src/server/auth/user';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { getDocument } from '../../src/server/queries/documents';
import { newClient } from './admin';
import { contactFormData, postContact, noScriptOutcome, type FormPage } from './forms';
import { rawRequest } from './raw-http';
import { actionStatus, postAction, sessionCookie } from './sessions';

/**
 * The writes tests/e2e/outages.spec.ts makes while the database is in trouble, each carrying a marker, and where to
 * look for each marker in the database afterwards.
 */

type Db = Kysely<Database>;

export const newMarker = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

/** Runs `task` on a connection of its own to the database a server uses. */
export async function withDb<T>(url: string, task: (db: Db) => Promise<T>, schema?: string): Promise<T> {
  const handle = connect(url, { schema, maxConnections: 1 });
  try {
    return await task(handle.db);
  } finally {
    await handle.close();
  }
}

const leadValues = (marker: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: `Outage ${marker}`,
  services: 'web-development',
  captcha: 'test-captcha-pass',
});

/** A visitor's contact request without script, the marker in its message, from an address of its own (limit 5). */
export function sendLead(base: string, form: FormPage, marker: string) {
  return postContact(base, form, leadValues(marker), { 'x-forwarded-for': newClient() });
}

/** The lead a marker names, with its notifications (none when it was never stored). */
export async function storedLead(db: Db, marker: string) {
  const lead = await db
    .selectFrom('leads')
    .select(['id', 'status'])
    .where('message', '=', `Outage ${marker}`)
    .executeTakeFirst();
  const outbox = lead ? await db.selectFrom('outbox').selectAll().where('lead_id', '=', lead.id).execute() : [];
  return { lead, outbox };
}

/** The four writes a visitor or an editor can make, as their clients send them. */
export type WriteKind = 'no-script form' | 'form by script' | 'editor save' | 'analytics beacon';
export const writeKinds: readonly WriteKind[] = ['no-script form', 'form by script', 'editor save', 'analytics beacon'];

export interface Attempt {
  kind: WriteKind;
  marker: string;
  status: number;
  /** What the client was told: the page's outcome, the action's status, or the HTTP status. */
  answer: string;
  acknowledged: boolean;
  retryAfter?: string;
}

/** A running server on a SQLite file, a contact form rendered by it, and the ids of the two actions in its build. */
export interface WriteTarget {
  base: string;
  port: number;
  databaseFile: string;
  form: FormPage;
  saveActionId: string;
}

const databaseUrl = (target: WriteTarget) => `file:${target.databaseFile}`;

/** The contact form as the page's script sends it: the form's fields, to its page, asking for the answer as JSON. */
async function sendLeadByScript(target: WriteTarget, marker: string) {
  const body = contactFormData(target.form, leadValues(marker));
  const response = await fetch(`${target.base}/contact-us`, {
    method: 'POST',
    body,
    headers: { accept: 'application/json', origin: target.base, 'x-forwarded-for': newClient() },
  });
  const text = await response.text();
  const answer = /^\{/.test(text) ? (JSON.parse(text) as { status?: string }).status : undefined;
  return { status: response.status, answer };
}

/**
 * An editor about to save the web3 service: a session last seen two minutes ago (so the request renews it, as one does
 * after a while of typing), the stored version, and a new title carrying the marker.
 */
async function prepareSave(target: WriteTarget, marker: string) {
  return withDb(databaseUrl(target), async (db) => {
    const session = { userId: OWNER_ID, ipHash: null, userAgent: null, now: Date.now() - 2 * 60_000 };
    const { token } = await createSession(db, session);
    const stored = await getDocument(db, 'services', 'web3');
    if (!stored) throw new Error('the seeded web3 service is missing');
    const values = serviceEditSchema.parse(
      Object.fromEntries(Object.keys(serviceEditSchema.shape).map((key) => [key, stored.data[key as 'title']])),
    );
    const input = {
      id: 'web3',
      expectedVersion: stored.version,
      values: { ...values, title: { ...values.title, en: `Outage ${marker}` } },
    };
    return { cookie: sessionCookie(token), input };
  });
}

type PreparedSave = Awaited<ReturnType<typeof prepareSave>>;

async function send(target: WriteTarget, kind: WriteKind, marker: string, save: PreparedSave): Promise<Attempt> {
  const told = (status: number, answer: string, acknowledged: boolean) => ({
    kind,
    marker,
    status,
    answer,
    acknowledged,
  });
  switch (kind) {
    case 'no-script form': {
      const { status, body } = await sendLead(target.base, target.form, marker);
      const outcome = noScriptOutcome(body);
      const answer = outcome === 'other' ? 'page without a success message' : outcome;
      return told(status, answer, status === 200 && outcome === 'sent');
    }
    case 'form by script': {
      const { status, answer = 'no status' } = await sendLeadByScript(target, marker);
      return told(status, answer, status === 200 && answer === 'ok');
    }
    case 'editor save': {
      const response = await postAction(target.port, {
        path: '/admin/services/web3',
        id: target.saveActionId,
        args: ['services', save.input],
        headers: { cookie: save.cookie, origin: target.base },
      });
      const answer = actionStatus(response) ?? 'no status';
      return told(response.status, answer, response.status === 200 && answer === 'saved');
    }
    case 'analytics beacon': {
      // Pages of the site (any other path is stored under one bucket), told apart by the marker in their titles.
      const events = ['/services', '/portfolio'].map((path) => ({
        type: 'page_view',
        path,
        title: `Outage ${marker}`,
        locale: 'en',
      }));
      const response = await rawRequest({
        port: target.port,
        path: '/api/events',
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: target.base, 'x-forwarded-for': newClient() },
        body: JSON.stringify({ events }),
      });
      const retryAfter = response.headers['retry-after'];
      return {
        ...told(response.status, String(response.status), response.status === 204),
        ...(retryAfter ? { retryAfter: String(retryAfter) } : {}),
      };
    }
  }
}

/** Holds SQLite's write lock from this process, as another writer (a backup, a migration, a second app) would. */
function holdWriteLock(file: string): { release(): void } {
  const holder = new SQLite(file, { timeout: 10_000 });
  holder.exec('BEGIN IMMEDIATE');
  return {
    release() {
      if (!holder.open) return;
      holder.exec('ROLLBACK');
      holder.close();
    },
  };
}

/**
 * One of each write at once, while another process holds the write lock: `held` until every answer is in (each write
 * waits out busy_timeout and is refused), or `brief`ly, 1 s from sending, well within busy_timeout (each write waits
 * for the lock, or finds it free, and goes through).
 */
export async function writeRound(target: WriteTarget, lock: 'held' | 'brief'): Promise<Attempt[]> {
  const markers = writeKinds.map((kind) => newMarker(`${lock}-${kind.replace(/\W/g, '')}`));
  const save = await prepareSave(target, markers[writeKinds.indexOf('editor save')]!);
  const writer = holdWriteLock(target.databaseFile);
  try {
    const pending = writeKinds.map((kind, i) => send(target, kind, markers[i]!, save));
    if (lock === 'brief') {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      writer.release();
    }
    return await Promise.all(pending);
  } finally {
    writer.release();
  }
}

/** Whether the write of `attempt` is in the database: wholly (`true`), not at all (`false`), or in part (a string). */
export async function storedState(db: Db, attempt: Attempt): Promise<boolean | string> {
  switch (attempt.kind) {
    case 'no-script form':
    case 'form by script': {
      const { lead, outbox } = await storedLead(db, attempt.marker);
      if (!lead) return false;
      return outbox.length === 1 || `a lead with ${outbox.length} notifications`;
    }
    case 'editor save': {
      // A saved title is in the document until the next save moves it into the history.
      const like = `%Outage ${attempt.marker}%`;
      const current = await db.selectFrom('documents').select('id').where('data', 'like', like).execute();
      const past = await db
        .selectFrom('document_revisions')
        .select('id')
        .where('previous_data', 'like', like)
        .execute();
      return current.length + past.length > 0;
    }
    case 'analytics beacon': {
      const rows = await db
        .selectFrom('events')
        .select('id')
        .where('data', 'like', `%Outage ${attempt.marker}%`)
        .execute();
      return rows.length === 2 || (rows.length > 0 && `${rows.length} of 2 events`);
    }
  }
}
