import type { Kysely } from 'kysely';
import { adminPaths } from '../../src/lib/admin-paths';
import { OWNER_ID } from '../../src/server/auth/user';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { saveDocument } from '../../src/server/queries/documents';
import { ADMIN_PASSWORD, adminServer, newClient } from '../support/admin';
import {
  adminActions,
  adminPages,
  matrixActionCases,
  matrixFigure,
  NOT_FOR_ROLE,
  PANEL,
  signedInTexts,
} from '../support/auth-matrix-cases';
import { grants, type ActionCase, type Grant } from '../support/auth-matrix-grants';
import {
  CHAT_MESSAGE,
  countRows,
  crossSiteRoutes,
  LEAD,
  PAGE_VIEW,
  pageInputs,
  seedMatrix,
  type Seeded,
} from '../support/auth-matrix-rows';
import { checkMediaUpload } from '../support/auth-matrix-media';
import { checkSharedBlockActions } from '../support/auth-matrix-shared';
import { withEnglishEdited } from '../support/edited';
import { rawRequest, type RawResponse } from '../support/raw-http';
import {
  actionStatus,
  agedSession,
  crossSite,
  idleSession,
  liveSession,
  postAction,
  postActionForm,
  sendAs,
  sendsToLogin,
  sessionCookie,
  sessionRow,
  snapshot,
  visitors,
  type Visitor,
} from '../support/sessions';
import { expect, test } from './fixtures';

/**
 * SECURITY.md A1, A3–A5 and C1 end to end, on a production server of its own: every admin page, server action and
 * admin route handler against every kind of visitor (no session, with each request trick, a forged token, sessions
 * past each limit, an editor, the owner), and every mutation against requests from another site.
 */
test.describe.configure({ mode: 'serial' });

// Servers of its own: every owner action runs here (retention, trash, owners, webhooks), checked table by table.
const admin = adminServer();
const { port, base } = admin;
/** The same site as deployed behind a TLS proxy: its address is https, whatever the tests connect with. */
const httpsSite = adminServer({ SITE_URL: 'https://www.emberline.example' });

let db: Kysely<Database>;
let closeDb: () => Promise<void>;
let seeded: Seeded;
let people: Visitor[] = [];
let actionCases: Record<string, ActionCase> = {};

/** Nothing a signed-in person would see: the panel, any page's own content, the lead, the people. */
function expectNoAdminData(response: RawResponse, label: string) {
  // One assertion per response, not one per text: Playwright records every expect as a step of the test, and each new
  // step looks through all earlier ones, so thousands of them in one test cost quadratic time (the page matrix took
  // 1.9 min with one per text, 9.4 s with one per response, alone on a quiet machine).
  const shown = signedInTexts(seeded.leadId).filter((text) => response.body.includes(text));
  expect(shown, `${label} shows admin data`).toEqual([]);
}

const get = (visitor: Visitor, path: string, cookie?: string) => sendAs(port, visitor, { path, cookie });

/** Whether a signed-in visitor's role is meant to have a grant (GRANTS, written out by the test). */
const granted = (visitor: Visitor, grant: Grant | readonly Grant[]) =>
  visitor.access !== 'refused' && grants(visitor.access, grant);

test.beforeAll(async () => {
  ({ db, close: closeDb } = connect(admin.databaseUrl));
  seeded = await seedMatrix(db);
  actionCases = matrixActionCases(db, seeded, base);
  people = visitors(db, seeded.editorId, seeded);
});

test.afterAll(async () => {
  await closeDb?.();
});

test('every admin page shows its data only to a live session, and each section only to the roles it serves (A1, B5)', async () => {
  test.setTimeout(180_000); // every page for every visitor: 30 s when quiet one visitor at a time, over 60 s beside other load
  const pages = adminPages(seeded.leadId);
  // Every section the owner's panel links to is in the matrix.
  const owner = people.find((visitor) => visitor.access === 'owner')!;
  const panel = await get(owner, '/admin', await owner.cookie());
  const linked = new Set([...panel.body.matchAll(/href="(\/admin\/[a-z]+)"/g)].map((match) => match[1]));
  expect(linked.size).toBeGreaterThanOrEqual(10);
  for (const path of linked)
    expect(
      pages.map((page) => page.path),
      `${path} is checked`,
    ).toContain(path);

  // The visitors side by side, each through every page in turn: nothing here writes, so no answer depends on another's.
  const visit = async (visitor: Visitor) => {
    for (const page of pages) {
      const label = `${visitor.name} ${page.path}`;
      const response = await get(visitor, page.path, await visitor.cookie());
      expect(response.status, label).toBeLessThan(500);
      expect(response.headers['cache-control'], label).toContain('no-store');
      if (visitor.access === 'refused') {
        expectNoAdminData(response, label);
        if (!visitor.headers['next-router-prefetch'])
          expect(sendsToLogin(response) || response.body.includes('/admin-login'), label).toBe(true);
        if (Object.keys(visitor.headers).length === 0)
          expect(response.headers.location, label).toBe(`/admin-login?next=${encodeURIComponent(page.path)}`);
      } else if (page.needs && !granted(visitor, page.needs)) {
        // The panel, saying the section is not part of the role, and nothing of the section.
        expect(response.status, label).toBe(200);
        expect(response.body, label).toContain(PANEL);
        expect(response.body, label).toContain(NOT_FOR_ROLE);
        expect(response.body, label).not.toContain(page.shows);
      } else {
        expect(response.status, label).toBe(200);
        expect(response.body, label).toContain(PANEL);
        expect(response.body, label).toContain(page.shows);
      }
    }
  };
  await Promise.all(people.map(visit));
  matrixFigure('admin pages', pages.length, people.length);
});

test('every admin server action runs only for a live session, and only for the roles whose grants include it (A1, B5)', async () => {
  test.setTimeout(180_000); // every action for every visitor, in turn: 35 s when quiet, more beside other load
  const actions = adminActions();
  // A new action fails here until it is added to the matrix.
  expect(actions.map((action) => action.name).sort()).toEqual(Object.keys(actionCases).sort());
  const call = async (visitor: Visitor, action: { name: string; id: string }, input: unknown) => {
    const cookie = await visitor.cookie();
    const { path, bound = [] } = actionCases[action.name]!;
    const headers = { origin: base, ...visitor.headers, ...(cookie ? { cookie } : {}) };
    return postAction(port, { path, id: action.id, args: [...bound, input], headers });
  };

  // Refused visitors: valid inputs, prepared once; nothing may change.
  const inputs = new Map<string, unknown>();
  for (const action of actions) inputs.set(action.name, await actionCases[action.name]!.input());
  const before = await snapshot(db);
  for (const visitor of people.filter((v) => v.access === 'refused')) {
    for (const action of actions) {
      const label = `${visitor.name} ${action.name}`;
      const response = await call(visitor, action, inputs.get(action.name));
      expect(response.status, label).toBeLessThan(500);
      // With RSC headers Next.js sends a POST to its `?_rsc` URL first, and runs nothing.
      const rscRedirect = response.status === 307 && String(response.headers.location).includes('?_rsc');
      const { refused } = actionCases[action.name]!.ran;
      expect(actionStatus(response), label).toBe(rscRedirect ? undefined : refused);
      if (!refused) expect(sendsToLogin(response) || rscRedirect, label).toBe(true);
      expectNoAdminData(response, label);
    }
  }
  expect(await snapshot(db)).toEqual(before);

  // The editor, the owner, the contributor and sales: each action runs, except what the role may not do, which is
  // answered `forbidden` and changes nothing.
  for (const visitor of people.filter((v) => v.access !== 'refused')) {
    for (const action of actions) {
      const label = `${visitor.name} ${action.name}`;
      const expected = actionCases[action.name]!.ran[visitor.access];
      const input = await actionCases[action.name]!.input();
      const unchanged = await snapshot(db);
      const response = await call(visitor, action, input);
      expect(actionStatus(response), label).toBe(expected);
      if (expected === 'forbidden') expect(await snapshot(db), label).toEqual(unchanged);
    }
  }
  matrixFigure('admin server actions', actions.length, people.length);
});

test('page copy is saved and restored through its page’s definition by an editor or the owner, never without a session; a page’s form writes that page alone (A1)', async () => {
  const actions = adminActions().filter((action) => ['saveItem', 'restoreItem'].includes(action.name));
  expect(actions).toHaveLength(2);
  const { stored, saveInputOf } = pageInputs(db);
  // One save first, so version 1 is in the home page's history for the restores.
  const home = await stored('home');
  await saveDocument(db, 'pages', withEnglishEdited(home.data), { by: 'auth matrix', expectedVersion: home.version });
  const inputs: Record<string, () => Promise<unknown>> = {
    saveItem: () => saveInputOf('home'),
    restoreItem: async () => ({ id: 'home', expectedVersion: (await stored('home')).version, version: 1 }),
  };
  const call = async (visitor: Visitor, action: { id: string }, key: string, input: unknown) => {
    const cookie = await visitor.cookie();
    const headers = { origin: base, ...visitor.headers, ...(cookie ? { cookie } : {}) };
    return postAction(port, { path: '/admin/pages/home', id: action.id, args: [key, input], headers });
  };

  for (const visitor of people) {
    for (const action of actions) {
      const label = `${visitor.name} ${action.name}`;
      const before = await snapshot(db);
      const response = await call(visitor, action, 'pages.home', await inputs[action.name]!());
      expect(response.status, label).toBeLessThan(500);
      if (visitor.access === 'refused') {
        expect(actionStatus(response), label).toBeUndefined();
        expectNoAdminData(response, label);
        expect(await snapshot(db), label).toEqual(before);
      } else if (granted(visitor, 'publish')) expect(actionStatus(response), label).toBe('saved');
      else {
        // A save or a restore publishes: a contributor (drafts only) and sales (no content) are refused.
        expect(actionStatus(response), label).toBe('forbidden');
        expect(await snapshot(db), label).toEqual(before);
      }
    }
  }

  // The home page's form cannot write the about page, the legal pages' form cannot write the home page, and the
  // collection's own name is no definition's.
  const owner = people.find((visitor) => visitor.access === 'owner')!;
  const save = actions.find((action) => action.name === 'saveItem')!;
  const before = await snapshot(db);
  for (const [key, input] of [
    ['pages.home', await saveInputOf('about')],
    ['pages.legal', await saveInputOf('home')],
    ['pages', await saveInputOf('home')],
  ] as const)
    expect(actionStatus(await call(owner, save, key, input)), key).toBe('invalid');
  expect(await snapshot(db)).toEqual(before);
});

test('a block is saved as a shared block only for a live session, and a shared block in use is not deleted, whoever asks (A1)', async () => {
  await checkSharedBlockActions({ db, port, base, people, expectNoAdminData });
});

test('the CSV export answers only an owner (an editor gets 403), logout only a live session; signing in ends the session sent and starts a new one (A1, A4)', async () => {
  const before = await snapshot(db);
  for (const visitor of people) {
    const label = visitor.name;
    const cookie = await visitor.cookie();
    const csv = await get(visitor, adminPaths.leadsExport, cookie);
    if (visitor.access === 'refused') {
      expect(sendsToLogin(csv) || csv.body.includes('/admin-login'), `${label} export`).toBe(true);
      if (Object.keys(visitor.headers).length === 0)
        expect(csv.headers.location, `${label} export`).toBe(
          `/admin-login?next=${encodeURIComponent(adminPaths.leads)}`,
        );
      expectNoAdminData(csv, `${label} export`);
    } else {
      // Personal data leaves the admin only in an owner's hands, as with webhooks: an editor gets 403.
      const owner = visitor.access === 'owner';
      expect([csv.status, csv.body.includes(LEAD.email)], `${label} export`).toEqual([owner ? 200 : 403, owner]);
      if (owner) expect(csv.headers['content-type'], `${label} export`).toContain('text/csv');
      else expectNoAdminData(csv, `${label} export`);
    }

    const logout = await sendAs(port, visitor, {
      path: '/api/admin/logout',
      method: 'POST',
      cookie,
      headers: { origin: base },
    });
    expect(logout.status, `${label} logout`).toBe(303);
    expect(logout.headers.location, `${label} logout`).toBe('/admin-login');
    if (cookie) expect(await sessionRow(db, cookie.split('=')[1]!), `${label} logout`).toBeUndefined();

    const signInCookie = await visitor.cookie();
    const login = await sendAs(port, visitor, {
      path: '/api/admin/login',
      method: 'POST',
      cookie: signInCookie,
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': newClient() },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(login.status, `${label} login`).toBe(200);
    const token = /^admin-session=([\w-]{43});/.exec(String(login.headers['set-cookie']))?.[1] ?? '';
    expect(token, `${label} login`).not.toBe('');
    const stored = await sessionRow(db, token);
    expect(stored?.user_id, `${label} login`).toBe(OWNER_ID);
    // Only the token's hash is kept.
    expect(JSON.stringify(stored)).not.toContain(token);
    if (signInCookie) {
      const previous = signInCookie.split('=')[1]!;
      expect(previous, `${label} login`).not.toBe(token);
      expect(await sessionRow(db, previous), `${label} login: the session sent is ended`).toBeUndefined();
    }
  }
  // The only trace: the owner's export is on the audit trail, nothing else changed.
  const { audit_log: auditAfter, ...after } = await snapshot(db);
  const { audit_log: auditBefore, ...unchanged } = before;
  expect(after).toEqual(unchanged);
  const added = (auditAfter ?? []).filter((row) => !(auditBefore ?? []).includes(row));
  expect(added.map((row) => (JSON.parse(String(row)) as { action: string }).action)).toEqual(['leads.exported']);
  matrixFigure('admin route handlers (export, logout, login)', 3, people.length);
});

test('the media upload address takes a file only from a live session on this site whose role writes content, checked before it is read (A1, B5, C1)', async () => {
  await checkMediaUpload({ db, port, base, people, expectNoAdminData });
  matrixFigure('the media upload route', 1, people.length);
});

test('a session lives on inside 30 idle minutes and 8 hours, and ends past either, through the server (A4)', async () => {
  const open = (token: string) =>
    rawRequest({ port, path: adminPaths.account, headers: { cookie: sessionCookie(token) } });
  const idle29 = await idleSession(db, OWNER_ID, 29 * 60_000);
  const askedAt = Date.now();
  expect((await open(idle29)).status).toBe(200);
  // Using it moves its last-seen time on: it has another 30 minutes from now.
  expect(Number((await sessionRow(db, idle29))?.last_seen_at)).toBeGreaterThanOrEqual(askedAt);

  const aged = await agedSession(db, OWNER_ID, 8 * 60 * 60_000 - 60_000);
  expect((await open(aged)).status).toBe(200);

  for (const ended of [await idleSession(db, OWNER_ID), await agedSession(db, OWNER_ID)]) {
    const response = await open(ended);
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe(`/admin-login?next=${encodeURIComponent(adminPaths.account)}`);
    expect(await sessionRow(db, ended), 'an ended session is deleted').toBeUndefined();
  }
});

test('a plain-http site on this machine gives an HttpOnly, SameSite=Strict, host-only cookie without Secure, and reads only that name (A5)', async () => {
  const login = await rawRequest({
    port,
    path: '/api/admin/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': newClient() },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  expect(String(login.headers['set-cookie'])).toMatch(
    /^admin-session=[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict$/,
  );
  const token = await liveSession(db, OWNER_ID);
  const open = (cookieName: string) =>
    rawRequest({ port, path: adminPaths.account, headers: { cookie: `${cookieName}=${token}` } });
  expect((await open('admin-session')).status).toBe(200);
  expect((await open('__Host-admin-session')).status).toBe(307);
});

test('an https site hands out its session only over https, as __Host- and Secure, whatever a relayed request claims (A5)', async () => {
  const signIn = (headers: Record<string, string>, body = JSON.stringify({ password: ADMIN_PASSWORD })) =>
    rawRequest({
      port: httpsSite.port,
      path: '/api/admin/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient(), ...headers },
      body,
    });
  const overHttps = await signIn({ origin: 'https://www.emberline.example', 'x-forwarded-proto': 'https' });
  expect(overHttps.status).toBe(200);
  expect(String(overHttps.headers['set-cookie'])).toMatch(
    /^__Host-admin-session=[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure$/,
  );

  // Relayed as plain http (a proxy that says so, or none): refused before the password is tried, and no cookie.
  for (const relayed of [{ 'x-forwarded-proto': 'http' }, {}] as Record<string, string>[]) {
    const refused = await signIn({ origin: httpsSite.base, ...relayed });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ error: 'https_required' });
    expect(refused.headers['set-cookie']).toBeUndefined();
  }
  const plainForm = await signIn(
    { origin: httpsSite.base, 'content-type': 'application/x-www-form-urlencoded' },
    new URLSearchParams({ password: ADMIN_PASSWORD, next: '/admin/leads' }).toString(),
  );
  expect(plainForm.status).toBe(303);
  expect(plainForm.headers.location).toBe('/admin-login?error=https_required&next=%2Fadmin%2Fleads');
  expect(plainForm.headers['set-cookie']).toBeUndefined();

  // Only the __Host- name is read, with or without the proxy's word: an http page could have set the other one.
  const { db: siteDb, close } = connect(httpsSite.databaseUrl);
  try {
    const token = await liveSession(siteDb, OWNER_ID);
    const open = (cookie: string, headers: Record<string, string> = {}) =>
      rawRequest({ port: httpsSite.port, path: adminPaths.account, headers: { cookie, ...headers } });
    expect((await open(`__Host-admin-session=${token}`, { 'x-forwarded-proto': 'https' })).status).toBe(200);
    expect((await open(`__Host-admin-session=${token}`)).status).toBe(200);
    expect((await open(`admin-session=${token}`, { 'x-forwarded-proto': 'https' })).status).toBe(307);
  } finally {
    await close();
  }
});

test('a locked-out address signs in again once its 15 minutes have passed: the count lives in the database (A3)', async () => {
  const client = newClient();
  const attempt = (password: string) =>
    rawRequest({
      port,
      path: '/api/admin/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': client },
      body: JSON.stringify({ password }),
    });
  for (let i = 0; i < 5; i++) expect((await attempt('a wrong guess')).status).toBe(401);
  expect((await attempt(ADMIN_PASSWORD)).status).toBe(429);
  // The server's clock cannot be moved; its window in the database can be made to have ended.
  await db
    .updateTable('rate_limits')
    .set({ expires_at: Date.now() - 1 })
    .where('key', 'like', 'login:%')
    .where('key', '!=', 'login:all')
    .execute();
  expect((await attempt(ADMIN_PASSWORD)).status).toBe(200);
});

test('sign-in, sign-out, the analytics beacon, the chat and a review link’s answer refuse requests from another site with 403 and change nothing (C1)', async () => {
  const owner = await liveSession(db, OWNER_ID);
  const { routes, reviewLinkId } = await crossSiteRoutes(db);
  const post = (path: string, headers: Record<string, string>, body: string) =>
    rawRequest({
      port,
      path,
      method: 'POST',
      headers: {
        cookie: sessionCookie(owner),
        'x-forwarded-for': newClient(),
        'user-agent': 'Mozilla/5.0 Chrome/140',
        ...headers,
      },
      body,
    });
  const tables = ['events', 'admin_sessions', 'leads'] as const;
  const counts = () => Promise.all(tables.map((table) => countRows(db, table)));
  const before = await counts();
  for (const route of routes) {
    for (const [name, { form, headers }] of Object.entries(crossSite)) {
      const response = await post(
        route.path,
        { ...headers, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
        form ? route.form : route.json,
      );
      expect(response.status, `${route.path} ${name}`).toBe(403);
      expect(response.headers['set-cookie'], `${route.path} ${name}`).toBeUndefined();
    }
  }
  expect(await counts(), tables.join(', ')).toEqual(before);
  expect(await sessionRow(db, owner), 'the signed-in owner is still signed in').toBeDefined();
  const kept = await db.selectFrom('review_links').select('decision').where('id', '=', reviewLinkId).executeTakeFirst();
  expect(kept?.decision ?? null).toBeNull();
  // The same beacon from the site's own page is taken, and the same chat message read through to this server's real
  // captcha: the refusals above were about where they came from.
  const own = await post('/api/events', { origin: base, 'content-type': 'text/plain' }, PAGE_VIEW);
  expect(own.status).toBe(204);
  expect(await countRows(db, 'events')).toBe(before[0]! + 1);
  const chat = await post('/api/chat', { origin: base, 'content-type': 'application/json' }, CHAT_MESSAGE);
  expect([chat.status, JSON.parse(chat.body)]).toEqual([422, { status: 'captcha', reason: expect.any(String) }]);
  test.info().annotations.push({
    type: 'figure',
    description: `POST route handlers: ${routes.length} × ${Object.keys(crossSite).length} cross-site requests refused`,
  });
});

test('server actions refuse requests from another site with 403, even with the owner signed in, and change nothing (C1)', async () => {
  const owner = sessionCookie(await liveSession(db, OWNER_ID));
  const actions = adminActions();
  const inputs = new Map<string, unknown>();
  for (const action of actions) inputs.set(action.name, await actionCases[action.name]!.input());
  const before = await snapshot(db);
  // How each kind of request was answered, over every action: one table says all that went wrong at once.
  const answers: Record<string, Record<string, number>> = {};
  for (const [name, { form, headers }] of Object.entries(crossSite)) {
    const tally: Record<string, number> = (answers[name] = {});
    for (const action of actions) {
      const { path } = actionCases[action.name]!;
      const request = { cookie: owner, ...headers };
      const response = form
        ? await postActionForm(port, { path, id: action.id, headers: request })
        : await postAction(port, { path, id: action.id, args: [inputs.get(action.name)], headers: request });
      const answer = actionStatus(response) ? `${response.status}, ran` : String(response.status);
      tally[answer] = (tally[answer] ?? 0) + 1;
    }
  }
  const refused = Object.fromEntries(Object.keys(crossSite).map((name) => [name, { 403: actions.length }]));
  expect(answers).toEqual(refused);
  expect(await snapshot(db)).toEqual(before);
  test.info().annotations.push({
    type: 'figure',
    description: `server actions: ${actions.length} × ${Object.keys(crossSite).length} cross-site requests refused`,
  });
});
