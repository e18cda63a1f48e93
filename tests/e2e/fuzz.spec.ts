import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { z } from 'zod';
import { collections, type CollectionName } from '../../src/content';
import { inboxKinds, leadStatuses } from '../../src/lib/lead-pipeline';
import { createSession } from '../../src/server/auth/session';
import { OWNER_ID } from '../../src/server/auth/user';
import { connect } from '../../src/server/db/connect';
import { getDocument } from '../../src/server/queries/documents';
import { ADMIN_PASSWORD, adminServer } from '../support/admin';
import { serviceEditSchema } from '../support/edit-schemas';
import {
  actionTargets,
  brokenMultipart,
  contentTypes,
  controlText,
  formFields,
  histogram,
  hostileValue,
  hugeText,
  invalidUtf8,
  multipart,
  mutated,
  oversized,
  queryString,
  randomClient,
  routeTargets,
  run,
  RUNS,
  samples,
  SEED,
  send,
  type ActionTarget,
  type FuzzCase,
  type FuzzServer,
  type RouteTarget,
} from '../support/fuzz';
import { UPLOAD_PATH } from '../../src/node-server/request-rules.mjs';
import { expect, test } from './fixtures';
import { leadRow } from '../support/lead-rows';
import { formPages, leadFormCases, leadFormFields } from '../support/fuzz-forms';

/**
 * Hostile input against every server action and every route handler of the build (SECURITY.md D1, F2, G1): fast-check
 * writes the requests — any JSON, polluting keys, megabyte strings, bytes that are not UTF-8, control characters,
 * React reply references, wrong and broken content types, valid inputs with one field spoiled, bodies over the cap —
 * and no answer may be a server error or show a stack, a path or SQL. Most requests carry a live owner session and this
 * site's Origin, so the admin actions' input schemas are reached; the rest come without one, or from another site.
 *
 * Two servers of the spec's own, each trusting one proxy hop so every request claims an address of its own and no rate
 * limit hides what follows it: the admin actions and route handlers meet one as deployed (ALTCHA captcha); the public
 * forms meet one with the test captcha, so a spoiled but still valid submission goes all the way into the database.
 */
test.describe.configure({ mode: 'serial' });

// Servers of its own: thousands of random owner actions and failed sign-ins, whose leftovers no spec could predict.
const site = adminServer();
const forms = adminServer({ NODE_ENV: 'test', CAPTCHA_PROVIDER: 'test' });
const CONCURRENCY = 6;

/** The cookie of a live owner session on `site`, and throwaway ones for the login and logout routes (which end them). */
let ownerCookie = '';
const spareCookies: string[] = [];
/** Valid inputs of some actions and routes, spoiled one field at a time by the fuzzer. */
const seeds = new Map<string, unknown>();
/** The hidden fields each lead form's page renders (language, page, signed render time), by the page's path. */
let pageForms = new Map<string, [string, string][]>();

async function withDb<T>(server: FuzzServer, use: (db: ReturnType<typeof connect>['db']) => Promise<T>): Promise<T> {
  const { db, close } = connect(server.databaseUrl);
  try {
    return await use(db);
  } finally {
    await close();
  }
}

const cookieOf = (token: string) => `admin-session=${token}`;
const newSession = async (db: ReturnType<typeof connect>['db']) =>
  cookieOf((await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null })).token);

/** A signed form time from the chat's token route, as the chat widget gets one. */
async function formToken(): Promise<string> {
  const answer = await send(forms.port, { method: 'GET', path: '/api/chat/token', headers: {} });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { issuedAt: string }).issuedAt;
}

/** The leads the inbox actions are fuzzed against. */
function fuzzLead(id: string, i: number) {
  return leadRow({
    id,
    name: `Fuzz ${i}`,
    email: `fuzz${i}@example.com`,
    message: 'A lead the inbox actions can find',
    created_at: Date.now() - i * 1000,
  });
}

test.beforeAll(async () => {
  const leadIds = [randomUUID(), randomUUID(), randomUUID()];
  const service = await withDb(site, async (db) => {
    ownerCookie = await newSession(db);
    for (let i = 0; i < 40; i++) spareCookies.push(await newSession(db));
    await db.insertInto('leads').values(leadIds.map(fuzzLead)).execute();
    return getDocument(db, 'services', 'web3');
  });
  const issuedAt = await formToken();
  const values = serviceEditSchema.parse(
    Object.fromEntries(Object.keys(serviceEditSchema.shape).map((key) => [key, service?.data[key as 'title']])),
  );
  const version = service?.version ?? 1;
  const password = 'a new long password, typed twice';
  const visitor = {
    email: 'ada@example.com',
    locale: 'en',
    page: '/contact-us',
    issuedAt,
    captcha: 'test-captcha-pass',
  };
  const valid: Record<string, unknown> = {
    saveItem: { id: 'web3', expectedVersion: version, values },
    restoreItem: { id: 'web3', expectedVersion: version, version: 1 },
    saveDraftItem: { id: 'web3', expectedVersion: version, draftVersion: 0, values },
    discardDraftItem: { id: 'web3' },
    compareItem: { id: 'web3', from: 1, to: version },
    createReviewLinkItem: { id: 'web3', locale: 'es' },
    revokeReviewLinkItem: { id: 'web3', link: randomUUID() },
    scheduleItem: { id: 'web3', action: 'publish', at: Date.now() + 86_400_000 },
    markCurrentItem: { id: 'web3', path: 'title', locale: 'es' },
    presenceItem: { id: 'web3', tab: 'fuzz-tab-0001' },
    setLeadStatusAction: { leadId: leadIds[0], status: 'contacted' },
    addLeadNoteAction: { leadId: leadIds[1], body: 'Called back' },
    assignLeadAction: { leadId: leadIds[1], personId: 'owner' },
    resendNotificationAction: { leadId: leadIds[1], notificationId: randomUUID() },
    deleteLeadAction: { leadId: leadIds[2] },
    addPersonAction: { name: 'Grace Hopper', email: 'grace@example.com', role: 'editor' },
    newLinkAction: { personId: randomUUID() },
    removePersonAction: { personId: randomUUID() },
    changePasswordAction: { current: 'not the password', password, repeat: password },
    saveDigestChoiceAction: { digest: true },
    saveTimeZoneAction: { timeZone: 'Europe/Madrid' },
    setPasswordAction: { token: 'a'.repeat(43), password, repeat: password },
    '/contact-us': { ...visitor, name: 'Ada', message: 'Hello', services: 'web-development' },
    '/whitelabel-solutions': { ...visitor, name: 'Ada', company: 'Analytical Engines', message: 'Partner?' },
    '/api/admin/login': { password: ADMIN_PASSWORD, email: '', next: '/admin/leads' },
    '/api/events': { events: [{ type: 'page_view', path: '/', title: 'Home', locale: 'en' }] },
    '/api/chat': { ...visitor, name: 'Ada', message: 'Can you build an app?' },
  };
  for (const [name, seed] of Object.entries(valid)) seeds.set(name, seed);
  pageForms = await leadFormFields(forms.base);
});

// ---- Requests ----

/** Mostly this site's Origin; sometimes another, `null`, garbage or none (C1: refused, never a 500). */
const origins = fc.oneof(
  { arbitrary: fc.constant('same'), weight: 16 },
  { arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1', 'not a url', 'none'), weight: 4 },
);
const originHeader = (choice: string, server: FuzzServer): Record<string, string> =>
  choice === 'none' ? {} : { origin: choice === 'same' ? server.base : choice };

/**
 * The owner's session (`ownerWeight` in 10), none, or a forged one. Without a live one an admin action answers with the
 * login page, rendered anew each time: the same answer for every input, and the dearest request of all.
 */
const sessions = (ownerWeight: number) =>
  fc.oneof(
    { arbitrary: fc.constant('owner'), weight: ownerWeight },
    { arbitrary: fc.constantFrom('none', 'forged'), weight: 10 - ownerWeight },
  );
const cookieHeader = (choice: string): Record<string, string> =>
  choice === 'owner' ? { cookie: ownerCookie } : choice === 'forged' ? { cookie: cookieOf('Zm9yZ2Vk'.repeat(5)) } : {};

interface Body {
  type?: string;
  body?: Buffer;
  chunked?: boolean;
  expectStatus?: number;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');
const TEXT = 'text/plain;charset=UTF-8';
const spoiled = (name: string) => (seeds.has(name) ? fc.oneof(mutated(seeds.get(name)), hostileValue) : hostileValue);

/** Form fields from any value: each key a field, each value its text. */
const fieldsOf = (value: unknown) =>
  Object.entries(typeof value === 'object' && value !== null ? value : { value }).map(([name, field]) => ({
    name,
    value: typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
  }));

/** What a page binds before an action's input: the collection of a collection action (seeded on the services). */
const boundArguments: Record<string, unknown[]> = Object.fromEntries(
  [
    ...['saveItem', 'restoreItem', 'saveDraftItem', 'discardDraftItem', 'compareItem'],
    ...['createReviewLinkItem', 'revokeReviewLinkItem', 'scheduleItem', 'markCurrentItem', 'presenceItem'],
  ].map((name) => [name, ['services']]),
);

/** The argument list of an action: mostly one (spoiled) input, sometimes several or none. */
const argumentList = (name: string) =>
  fc.oneof(
    { arbitrary: spoiled(name).map((value) => [...(boundArguments[name] ?? []), value]), weight: 4 },
    { arbitrary: fc.array(spoiled(name), { maxLength: 4 }), weight: 1 },
  );

/** A FormData argument as the page's forms send it: part 0 lists the arguments, `_1_<name>` carries each field. */
const formDataBody = (name: string): fc.Arbitrary<Body> =>
  fc
    .tuple(
      fc.oneof(spoiled(name).map(fieldsOf), formFields),
      fc.oneof(fc.constant<unknown>('$undefined'), hostileValue),
    )
    .map(([fields, previous]) =>
      multipart([
        ...fields.map((field) => ({ ...field, name: `_1_${field.name}` })),
        { name: '0', value: JSON.stringify([previous, '$K1']) },
      ]),
    );

function actionBody(target: ActionTarget): fc.Arbitrary<Body> {
  const kinds: fc.WeightedArbitrary<Body>[] = [
    { arbitrary: argumentList(target.name).map((args) => ({ type: TEXT, body: json(args) })), weight: 30 },
    {
      arbitrary: fc.oneof(fc.string(), controlText, hugeText).map((text) => ({ type: TEXT, body: Buffer.from(text) })),
      weight: 4,
    },
    { arbitrary: invalidUtf8.map((body) => ({ type: TEXT, body })), weight: 4 },
    {
      arbitrary: fc.tuple(contentTypes, argumentList(target.name)).map(([type, args]) => ({ type, body: json(args) })),
      weight: 6,
    },
    { arbitrary: argumentList(target.name).map((args) => ({ body: json(args) })), weight: 2 },
    { arbitrary: formDataBody(target.name), weight: 10 },
    { arbitrary: brokenMultipart, weight: 4 },
    { arbitrary: oversized.map((body) => ({ type: TEXT, body, expectStatus: 413 })), weight: 1 },
    { arbitrary: fc.constant({ type: TEXT, body: Buffer.from('[]'), chunked: true, expectStatus: 411 }), weight: 1 },
  ];
  return fc.oneof(...kinds);
}

function actionCases(server: FuzzServer, target: ActionTarget, seed: number): Iterable<FuzzCase> {
  const arbitrary = fc
    .record({
      body: actionBody(target),
      origin: origins,
      session: sessions(target.admin ? 9 : 2),
      client: randomClient,
    })
    .map(({ body, origin, session, client }): FuzzCase => {
      const headers: Record<string, string> = {
        accept: 'text/x-component',
        'x-forwarded-for': client,
        ...originHeader(origin, server),
        ...cookieHeader(session),
        'next-action': target.id,
        ...(body.type === undefined ? {} : { 'content-type': body.type }),
      };
      return {
        target: target.name,
        request: { method: 'POST', path: target.path, headers, body: body.body, chunked: body.chunked },
        expectStatus: body.expectStatus,
      };
    });
  return samples(arbitrary, RUNS, seed);
}

const METHODS = fc.oneof(
  { arbitrary: fc.constantFrom('GET', 'POST'), weight: 8 },
  { arbitrary: fc.constantFrom('HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), weight: 2 },
);

function routeBody(route: RouteTarget): fc.Arbitrary<Body> {
  const value = spoiled(route.path);
  const urlencoded = fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), controlText));
  return fc.oneof(
    { arbitrary: fc.constant<Body>({}), weight: 6 },
    { arbitrary: fc.tuple(contentTypes, value).map(([type, body]) => ({ type, body: json(body) })), weight: 10 },
    { arbitrary: value.map((body) => ({ type: 'application/json', body: json(body) })), weight: 10 },
    {
      arbitrary: urlencoded.map((form) => ({
        type: 'application/x-www-form-urlencoded',
        body: Buffer.from(new URLSearchParams(form).toString()),
      })),
      weight: 4,
    },
    { arbitrary: invalidUtf8.map((body) => ({ type: 'application/json', body })), weight: 3 },
    {
      arbitrary: fc.oneof(fc.string(), hugeText).map((text) => ({ type: 'text/plain', body: Buffer.from(text) })),
      weight: 3,
    },
    { arbitrary: brokenMultipart, weight: 2 },
    {
      // The media upload takes bodies up to MEDIA_MAX_BYTES (20 MB; media.spec.ts sends one over it): a 2 MB body is
      // read there, and refused as no image.
      arbitrary: oversized.map((body) => ({
        type: 'application/json',
        body,
        expectStatus: route.path === UPLOAD_PATH ? undefined : 413,
      })),
      weight: 1,
    },
    {
      arbitrary: fc.constant<Body>({
        type: 'application/json',
        body: Buffer.from('{}'),
        chunked: true,
        expectStatus: 411,
      }),
      weight: 1,
    },
  );
}

function routeCases(server: FuzzServer, route: RouteTarget, seed: number): Iterable<FuzzCase> {
  // The login and logout routes end the session they are sent: they get throwaway ones, never the owner's.
  const endsSessions = route.path === '/api/admin/login' || route.path === '/api/admin/logout';
  const arbitrary = fc
    .record({
      method: METHODS,
      query: queryString,
      body: routeBody(route),
      origin: origins,
      session: sessions(6),
      spare: fc.nat(),
      client: randomClient,
      // Now and then the header of a server action, which route handlers must not trip over either.
      action: fc.oneof({ arbitrary: fc.constant(false), weight: 19 }, { arbitrary: fc.constant(true), weight: 1 }),
    })
    .map(({ method, query, body, origin, session, spare, client, action }): FuzzCase => {
      const cookie =
        endsSessions && session === 'owner'
          ? { cookie: spareCookies[spare % spareCookies.length]! }
          : cookieHeader(session);
      const withBody = body.body !== undefined && method !== 'GET' && method !== 'HEAD';
      const headers: Record<string, string> = {
        'x-forwarded-for': client,
        ...originHeader(origin, server),
        ...cookie,
        ...(action ? { 'next-action': 'f'.repeat(42) } : {}),
        ...(withBody && body.type !== undefined ? { 'content-type': body.type } : {}),
      };
      return {
        target: route.name,
        request: {
          method,
          path: `${route.path}${query}`,
          headers,
          body: withBody ? body.body : undefined,
          chunked: withBody && body.chunked,
        },
        expectStatus: withBody ? body.expectStatus : undefined,
      };
    });
  return samples(arbitrary, RUNS, seed);
}

// ---- Tests ----

/** Runs every case of every target and records the figures; fails with the first answers that broke a promise. */
async function fuzz<T extends { name: string }>(
  server: FuzzServer,
  targets: T[],
  cases: (target: T, seed: number) => Iterable<FuzzCase>,
) {
  const started = Date.now();
  const all = function* () {
    for (const [index, target] of targets.entries()) yield* cases(target, SEED + index * RUNS);
  };
  const report = await run(server.port, all(), CONCURRENCY);
  const seconds = Math.round((Date.now() - started) / 1000);
  const serverErrors = [...report.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  const reached = report.actionResults ? `, ${report.actionResults.toLocaleString('en')} answered by the action` : '';
  test.info().annotations.push({
    type: 'figure',
    description:
      `${targets.length} targets × ${RUNS.toLocaleString('en')} runs = ${report.requests.toLocaleString('en')} requests ` +
      `in ${seconds} s (seed ${SEED}): ${serverErrors} 5xx, ${report.failures.length} failures${reached}; ` +
      `statuses ${histogram(report.statuses)}`,
  });
  expect(report.requests).toBe(targets.length * RUNS);
  expect(report.failures.slice(0, 8), `${report.failures.length} failures, seed ${SEED}`).toEqual([]);
  return report;
}

test('the build’s lists of actions and route handlers hold every known one, and the page forms were found', () => {
  expect(actionTargets().map((action) => action.name)).toEqual(
    expect.arrayContaining([
      ...['restoreFromTrashAction', 'emptyTrashAction'],
      ...['saveItem', 'restoreItem', 'createItem', 'duplicateItem', 'removeItem', 'moveItem'],
      ...['setLeadStatusAction', 'addLeadNoteAction', 'resendNotificationAction', 'deleteLeadAction'],
      'assignLeadAction',
      // Not seeded with valid inputs: an endpoint the fuzz made would send its leads off this machine.
      ...['addWebhookAction', 'updateWebhookAction', 'deleteWebhookAction', 'testWebhookAction'],
      ...['rotateWebhookSecretAction', 'resendDeliveryAction'],
      ...['addPersonAction', 'removePersonAction', 'newLinkAction', 'changePasswordAction', 'setPasswordAction'],
      'saveDigestChoiceAction',
      ...['saveMediaAction', 'deleteMediaAction', 'listMediaAction', 'listLinkTargetsAction'],
    ]),
  );
  expect(routeTargets().map((route) => route.path)).toEqual(
    expect.arrayContaining([
      ...['/api/events', '/api/captcha/challenge', '/admin/leads/export', '/api/health'],
      ...['/api/admin/login', '/api/admin/logout', '/api/admin/media', '/api/review', '/api/chat', '/api/chat/token'],
    ]),
  );
  // The contact and white-label forms are posted to their pages: both pages' forms were found.
  expect([...pageForms.keys()]).toEqual(formPages.map((page) => page.path));
});

test('the lead forms’ pages answer any post with 2xx–4xx and show nothing of the server (C1, D1, F2, G1)', async () => {
  // FUZZ_RUNS random posts (100 by default) to each form page, the form's own fields spoiled most of the time.
  test.setTimeout(600_000);
  await fuzz(forms, formPages, (target, seed) =>
    leadFormCases({
      target,
      hidden: pageForms.get(target.path) ?? [],
      visible: spoiled(target.path),
      origin: origins.map((choice) => originHeader(choice, forms)),
      seed,
    }),
  );
});

test('the chat’s route handlers, on the server with the test captcha, answer any request with 2xx–4xx (D1, F2, G1)', async () => {
  // Where the captcha passes, a spoiled but still valid message goes all the way into the database, as the contact
  // and white-label actions' do above (the route handlers' own test meets the real captcha, which stops it there).
  test.setTimeout(600_000);
  const targets = routeTargets().filter((route) => route.path.startsWith('/api/chat'));
  await fuzz(forms, targets, (route, seed) => routeCases(forms, route, seed));
});

test('admin server actions answer any body, with a session or without, with 2xx–4xx and show nothing (A1, D1, G1)', async () => {
  // FUZZ_RUNS random requests (100 by default) to each admin server action.
  test.setTimeout(600_000);
  const targets = actionTargets().filter((action) => action.admin);
  const report = await fuzz(site, targets, (target, seed) => actionCases(site, target, seed));
  // Most requests carry the owner's session and decode: their input schemas were reached, not just the session check.
  expect(report.actionResults).toBeGreaterThan(report.requests / 3);
});

test('route handlers answer any method, query and body with 2xx–4xx and show nothing (C1, D1, F2, G1)', async () => {
  // FUZZ_RUNS random requests (100 by default) to each route handler.
  test.setTimeout(600_000);
  await fuzz(site, routeTargets(), (route, seed) => routeCases(site, route, seed));
});

test('afterwards every document fits its schema, every lead is valid and both databases are intact (D1, H1)', async () => {
  const lead = z.object({ kind: z.enum(inboxKinds), status: z.enum(leadStatuses), email: z.email() });
  const stored: number[] = [];
  for (const server of [site, forms]) {
    await withDb(server, async (db) => {
      const documents = await db.selectFrom('documents').select(['collection', 'id', 'data']).execute();
      expect(documents.length).toBeGreaterThan(100);
      const misfits = documents.filter(
        ({ collection, data }) => !collections[collection as CollectionName]?.safeParse(JSON.parse(data)).success,
      );
      expect(misfits.map(({ collection, id }) => `${collection}/${id}`)).toEqual([]);

      const leads = await db.selectFrom('leads').select(['id', 'kind', 'status', 'email']).execute();
      expect(leads.filter((row) => !lead.safeParse(row).success)).toEqual([]);
      stored.push(leads.length);

      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
    });
  }
  // Spoiled but still valid submissions went all the way into the forms server's database.
  test.info().annotations.push({ type: 'figure', description: `${stored[1]} leads stored from fuzzed submissions` });
  expect(stored[1]).toBeGreaterThan(0);
});
