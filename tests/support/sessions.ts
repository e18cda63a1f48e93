/** Visitors, their sessions and their requests, for the auth matrix (tests/e2e/auth-matrix.spec.ts). */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createSession, hashToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/server/auth/session';
import { OWNER_ID, type AdminRole, type AdminUser } from '../../src/server/auth/user';
import { createUser, getUser } from '../../src/server/auth/users';
import type { Database } from '../../src/server/db/schema';
import { newClient } from './admin';
import { rawRequest, type RawResponse } from './raw-http';

type Db = Kysely<Database>;

const MINUTE = 60_000;

/** The cookie a plain-http start uses for a session token (the `__Host-` name is for https only). */
export const sessionCookie = (token: string) => `admin-session=${token}`;

/** A live session of `userId`, as a sign-in makes it. */
export async function liveSession(db: Db, userId: string): Promise<string> {
  return (await createSession(db, { userId, ipHash: null, userAgent: null })).token;
}

/** A session in use a minute ago, but signed in one minute more than 8 hours ago: only the absolute limit ends it. */
export async function agedSession(db: Db, userId: string, age = SESSION_ABSOLUTE_MS + MINUTE): Promise<string> {
  const { token } = await createSession(db, { userId, ipHash: null, userAgent: null, now: Date.now() - age });
  await db
    .updateTable('admin_sessions')
    .set({ last_seen_at: Date.now() - MINUTE })
    .where('token_hash', '=', hashToken(token))
    .execute();
  return token;
}

/** A session signed in, and last seen, `idle` ago (by default one minute past the idle limit). */
export async function idleSession(db: Db, userId: string, idle = SESSION_IDLE_MS + MINUTE): Promise<string> {
  return (await createSession(db, { userId, ipHash: null, userAgent: null, now: Date.now() - idle })).token;
}

export async function sessionRow(db: Db, token: string) {
  return db.selectFrom('admin_sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

/** An editor added by the owner through the real code path (no password: the tests give them sessions directly). */
export async function addEditor(db: Db, name: string, email: string, role: AdminRole = 'editor'): Promise<AdminUser> {
  const owner = await getUser(db, OWNER_ID);
  if (!owner) throw new Error('the owner account is missing');
  const result = await createUser(db, owner, { name, email, role });
  if (result.status !== 'created') throw new Error(`could not add ${email}: ${result.status}`);
  return result.user;
}

export type Access = 'refused' | AdminRole;

/**
 * Someone making requests to the admin: the cookie they send (made fresh for every request, because reading an ended
 * session deletes it and signing in or out ends the one sent) and any extra headers.
 */
export interface Visitor {
  name: string;
  access: Access;
  headers: Record<string, string>;
  cookie(): Promise<string | undefined>;
}

/** Headers that once made Next.js skip its middleware or serve a page's data without the page (A1). */
export const requestTricks: Record<string, Record<string, string>> = {
  'x-middleware-subrequest': { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  'RSC: 1': { rsc: '1' },
  'next-router-prefetch: 1': { 'next-router-prefetch': '1', rsc: '1' },
};

/**
 * Every kind of visitor the auth matrix checks: no session (plain and with each request trick), a forged token, a
 * session past its absolute limit, one past its idle limit, an editor, and the owner; a contributor, a translator and a
 * sales person when given.
 */
export function visitors(
  db: Db,
  editorId: string,
  { contributorId, translatorId, salesId }: { contributorId?: string; translatorId?: string; salesId?: string } = {},
): Visitor[] {
  const none = async () => undefined;
  const refused = (name: string, cookie: () => Promise<string | undefined>, headers = {}): Visitor => ({
    name,
    access: 'refused',
    headers,
    cookie,
  });
  const signedIn = (role: AdminRole, id: string): Visitor => ({
    name: role,
    access: role,
    headers: {},
    cookie: async () => sessionCookie(await liveSession(db, id)),
  });
  return [
    refused('no session', none),
    ...Object.entries(requestTricks).map(([trick, headers]) => refused(`no session, ${trick}`, none, headers)),
    refused('forged token', async () => sessionCookie(randomBytes(32).toString('base64url'))),
    refused('session signed in 8 h 1 min ago', async () => sessionCookie(await agedSession(db, OWNER_ID))),
    refused('session idle 31 min', async () => sessionCookie(await idleSession(db, OWNER_ID))),
    signedIn('editor', editorId),
    signedIn('owner', OWNER_ID),
    ...(contributorId ? [signedIn('contributor', contributorId)] : []),
    ...(translatorId ? [signedIn('translator', translatorId)] : []),
    ...(salesId ? [signedIn('sales', salesId)] : []),
  ];
}

/** Everything an admin page, action or route could change: content with its history, leads, people, the audit trail. */
const watchedTables = [
  'documents',
  'trash',
  'document_revisions',
  'collection_versions',
  'leads',
  'lead_notes',
  'lead_status_changes',
  'outbox',
  'admin_users',
  'password_tokens',
  'audit_log',
  'app_settings',
  'two_step_accounts',
  'two_step_recovery_codes',
  'pending_sign_ins',
  'passkeys',
  'passkey_challenges',
] as const;

export async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await Promise.all(watchedTables.map((table) => db.selectFrom(table).selectAll().execute()));
  // Rows in a stable order whatever the table's key, so two snapshots compare equal exactly when the data is equal.
  return Object.fromEntries(
    watchedTables.map((table, i) => [table, tables[i]!.map((row) => JSON.stringify(row)).sort()]),
  );
}

/**
 * A request as a visitor (their cookie, their headers). A request with RSC headers follows Next.js' own redirect to its
 * `?_rsc` URL once, as the router does, so the trick is judged by the answer it finally gets.
 */
export async function sendAs(
  port: number,
  visitor: Visitor,
  {
    path,
    cookie,
    ...rest
  }: { path: string; cookie?: string; method?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const request = {
    port,
    path,
    ...rest,
    headers: { ...visitor.headers, ...rest.headers, ...(cookie ? { cookie } : {}) },
  };
  const response = await rawRequest(request);
  const location = String(response.headers.location ?? '');
  if (response.status === 307 && isRscRedirect(path, location)) return rawRequest({ ...request, path: location });
  return response;
}

/** Whether `location` is `path` with Next.js' `_rsc` parameter added (to a query `path` may already have). */
function isRscRedirect(path: string, location: string): boolean {
  const [from, to] = [new URL(path, 'http://site'), new URL(location, 'http://site')];
  if (to.pathname !== from.pathname || !to.searchParams.has('_rsc')) return false;
  to.searchParams.delete('_rsc');
  return to.searchParams.toString() === from.searchParams.toString();
}

/**
 * Requests a page of another site (or no page at all) can make: a plain form post, a script's fetch, and the ways
 * Origin goes missing (C1). `form` says whether the body is a form's.
 */
const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
export const crossSite: Record<string, { form: boolean; headers: Record<string, string> }> = {
  'form post from another site': { form: true, headers: evil },
  'fetch from another site': { form: false, headers: evil },
  'Origin: null': { form: false, headers: { origin: 'null', 'sec-fetch-site': 'cross-site' } },
  'no Origin': { form: false, headers: {} },
  'no Origin, Sec-Fetch-Site: cross-site': { form: false, headers: { 'sec-fetch-site': 'cross-site' } },
  'no Origin, Sec-Fetch-Site: same-site': { form: false, headers: { 'sec-fetch-site': 'same-site' } },
};

/** Calls a server action the way the browser's router does: a POST of its arguments to a page, with its id. */
export function postAction(
  port: number,
  { path, id, args, headers }: { path: string; id: string; args: unknown[]; headers: Record<string, string> },
): Promise<RawResponse> {
  return rawRequest({
    port,
    path,
    method: 'POST',
    headers: {
      'next-action': id,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'x-forwarded-for': newClient(),
      ...headers,
    },
    body: JSON.stringify(args),
  });
}

/** The status an action answered with (its result's `status`), or undefined when it answered none. */
export function actionStatus(response: RawResponse): string | undefined {
  // Not anchored to a line: a long text of the answer is sent as a length-prefixed chunk that ends without a newline,
  // and the row with the status follows it directly.
  return /[0-9a-f]+:\{"status":"(\w+)"/.exec(response.body)?.[1];
}

/** Whether an answer sends the browser to the login page (a redirect, or a server action's redirect instruction). */
export function sendsToLogin(response: RawResponse): boolean {
  const target = String(response.headers.location ?? response.headers['x-action-redirect'] ?? '');
  return target.startsWith('/admin-login');
}

/** Posts a server action as a plain HTML form does (no script: the action's id is a field of the multipart body). */
export function postActionForm(
  port: number,
  { path, id, headers }: { path: string; id: string; headers: Record<string, string> },
): Promise<RawResponse> {
  const boundary = '----authzmatrix';
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="$ACTION_ID_${id}"`,
    '',
    '',
    `--${boundary}--`,
    '',
  ];
  return rawRequest({
    port,
    path,
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-forwarded-for': newClient(),
      ...headers,
    },
    body: body.join('\r\n'),
  });
}
