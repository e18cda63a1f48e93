import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { createSession } from '../../src/server/auth/session';
import { connect } from '../../src/server/db/connect';
import { getDocument } from '../../src/server/queries/documents';
import { waitForHydration } from '../support/hydration';
import {
  ADMIN_PASSWORD as PASSWORD,
  adminServer,
  forgetSignInFailures,
  newClient,
  serverActions,
  signIn as signInAs,
  wrongPasswordBurst,
} from '../support/admin';
import { rawRequest } from '../support/raw-http';
import { solveCaptcha } from '../support/captcha';
import { expect, test } from './fixtures';
import { recordToasts, seenToasts } from '../support/toasts';

/**
 * Signing in to the admin through the production server, on a database of its own: the login page, the session cookie
 * and logout, the limits on failed sign-ins, the return address, and no page or action without a live session. The
 * editors are admin.spec.ts. The tests stand in for a reverse proxy (TRUST_PROXY=1), so each can sign in as a client
 * of its own and one test's failed logins do not lock out another.
 */
test.describe.configure({ mode: 'serial' });

// A server of its own: its failed sign-ins count toward the owner's lockout, which every spec's sign-in would meet.
const admin = adminServer();
const { port, base } = admin;

async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
}

async function signIn(page: Page, target = '/admin') {
  await signInAs(page, base, target);
}

async function database<T>(read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await read(db);
  } finally {
    await close();
  }
}

const stored = (id: string) => database((db) => getDocument(db, 'services', id));

/** Every server action of the admin, by name and id, from the build's manifest. */
const adminActions = () =>
  serverActions('admin/').map((action) => ({
    ...action,
    collection: [
      ...['saveItem', 'restoreItem', 'saveDraftItem', 'discardDraftItem', 'compareItem'],
      ...['createReviewLinkItem', 'revokeReviewLinkItem', 'scheduleItem', 'markCurrentItem', 'presenceItem'],
      ...['createItem', 'duplicateItem', 'removeItem', 'unpublishItem', 'moveItem'],
    ].includes(action.name),
  }));

test('a wrong password says so; the right one welcomes and opens the panel after 500 ms', async ({ page }) => {
  await asNewClient(page);
  // The welcome shows for 500 ms before the panel opens: the tab writes down its toasts and when it left the login
  // page, so a slow machine can neither miss the welcome nor take a late look for an early move.
  await recordToasts(page);
  await page.goto(`${base}/admin-login`);
  await waitForHydration(page);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await password.fill('not the password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Login failed');
  await expect(toast).toContainText('Incorrect password.');

  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  const { toasts, leftAt } = await seenToasts(page);
  const welcome = toasts.find((shown) => shown.text.includes('Welcome to the admin panel.'));
  expect(welcome, JSON.stringify(toasts)).toMatchObject({ path: '/admin-login' });
  expect(welcome!.text).toContain('Login successful');
  expect(leftAt! - welcome!.at).toBeGreaterThanOrEqual(300);
  await expect(page.getByText('Edit website content')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
  // A sign-in opens the Overview: what needs a person first.
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Needs you' })).toBeVisible();
});

test('every admin page sends a visitor without a session to the login page, and back after signing in', async ({
  page,
  request,
}) => {
  for (const target of ['/admin', '/admin/services', '/admin/services/web3']) {
    const response = await request.get(`${base}${target}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(307);
    expect(response.headers().location, target).toBe(`/admin-login?next=${encodeURIComponent(target)}`);
    expect(await response.text(), target).not.toContain('Web3 & Blockchain');
  }
  await signIn(page, '/admin/services/web3');
  await expect(page.getByRole('heading', { name: 'Editing Web3 & Blockchain Development' })).toBeVisible();
});

test('logout ends the session on the server: the old cookie opens nothing', async ({ page, context }) => {
  await signIn(page, '/admin/services');
  const [cookie] = await context.cookies(base);
  expect(cookie?.name).toBe('admin-session');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${base}/admin-login`);
  const replay = await rawRequest({
    port,
    path: '/admin/services',
    headers: { cookie: `admin-session=${cookie?.value}` },
  });
  expect(replay.status).toBe(307);
  expect(replay.headers.location).toContain('/admin-login');
});

test('on a plain-http site on this machine the cookie is HttpOnly, SameSite=Strict, Path=/, without Secure (A5), and logout clears site data (E4)', async () => {
  const login = await rawRequest({
    port,
    path: '/api/admin/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': newClient() },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const setCookie = String(login.headers['set-cookie']);
  expect(setCookie).toMatch(/^admin-session=[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict$/);

  const token = /^admin-session=([\w-]+)/.exec(setCookie)?.[1];
  const logout = await rawRequest({
    port,
    path: '/api/admin/logout',
    method: 'POST',
    headers: { origin: base, cookie: `admin-session=${token}` },
  });
  expect(logout.status).toBe(303);
  expect(logout.headers['clear-site-data']).toBe('"cookies", "storage"');
  expect(String(logout.headers['set-cookie'])).toMatch(/^admin-session=; Path=\/; Max-Age=0;/);
});

test('the sixth attempt within 15 minutes is refused with 429 and Retry-After, even with the right password (A3)', async () => {
  const client = newClient();
  const attempt = (password: string) =>
    rawRequest({
      port,
      path: '/api/admin/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': client },
      body: JSON.stringify({ password }),
    });
  for (let i = 0; i < 5; i++) expect((await attempt('guess')).status).toBe(401);
  const refused = await attempt(PASSWORD);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  expect(refused.headers['set-cookie']).toBeUndefined();
});

test('100 wrong passwords sent at once from one address: at most 5 are tried, the rest get 429; the owner still signs in from elsewhere (A3, A6)', async ({
  page,
}) => {
  // A clean slate: the earlier tests' failures on the owner account would ask this burst for a captcha.
  await database(forgetSignInFailures);
  const statuses = await wrongPasswordBurst([port], 100);
  expect(statuses[401] ?? 0).toBeLessThanOrEqual(5);
  expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(100);
  test
    .info()
    .annotations.push({ type: 'figure', description: `100 concurrent wrong sign-ins: ${JSON.stringify(statuses)}` });
  await signIn(page, '/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await database(forgetSignInFailures);
});

test('once the owner account failed 10 times from several addresses, the login page asks for the verification, and the right password gets in with it (A6)', async ({
  page,
}) => {
  await database(forgetSignInFailures);
  for (let i = 0; i < 5; i++) {
    const client = newClient();
    for (let j = 0; j < 2; j++) {
      const guess = await rawRequest({
        port,
        path: '/api/admin/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': client },
        body: JSON.stringify({ password: `guess ${i}.${j}` }),
      });
      expect(guess.status).toBe(401);
    }
  }
  await asNewClient(page);
  await page.goto(`${base}/admin-login?next=%2Fadmin%2Fleads`);
  await waitForHydration(page);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('There have been many failed sign-ins recently.');
  // The password was not even tried: signing in again without the verification says what is missing.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast).toContainText('Complete the verification above the Sign in button first.');
  // The real proof-of-work widget, solved in the browser.
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast).toContainText('Login successful');
  await page.waitForURL(`${base}/admin/leads`);
  await database(forgetSignInFailures);
});

test('a return address with an encoded character comes back whole, and a failed sign-in without script keeps it', async ({
  page,
  request,
}) => {
  const target = '/admin/seo/service%3Aweb3';
  const away = await request.get(`${base}/admin/seo/service:web3`, { maxRedirects: 0 });
  expect(away.headers().location).toBe(`/admin-login?next=${encodeURIComponent(target)}`);
  const failed = await rawRequest({
    port,
    path: '/api/admin/login',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'x-forwarded-for': newClient() },
    body: new URLSearchParams({ email: '', password: 'not it', next: target }).toString(),
  });
  expect(failed.status).toBe(303);
  expect(failed.headers.location).toBe(`/admin-login?error=invalid&next=${encodeURIComponent(target)}`);
  await signIn(page, target);
  await expect(page.getByRole('heading', { name: /Web3/ }).first()).toBeVisible();
});

test('sign-in and sign-out refuse another origin, a null origin and a missing one (C1)', async () => {
  for (const [route, body] of [
    ['/api/admin/login', JSON.stringify({ password: PASSWORD })],
    ['/api/admin/logout', ''],
  ] as const) {
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const response = await rawRequest({
        port,
        path: route,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient(), ...(origin ? { origin } : {}) },
        body,
      });
      expect(response.status, `${route} from ${origin}`).toBe(403);
      expect(response.headers['set-cookie'], `${route} from ${origin}`).toBeUndefined();
    }
  }
});

test('no admin page or action answers without a live session, whatever the request claims (A1)', async () => {
  // Sixteen sessions and tricks, each against two pages and every admin action of the build (a few hundred requests):
  // 13 s on a quiet machine, over 30 s with a third core's load beside the suite.
  test.setTimeout(90_000);
  const before = await stored('web3');
  const actions = adminActions();
  // Every admin action of the build, whichever editors exist: at least the two the services editor posts to.
  expect(actions.map((action) => action.name)).toEqual(expect.arrayContaining(['restoreItem', 'saveItem']));
  // A session that was real but ended: created 9 hours ago, past the 8-hour limit.
  const { db, close } = connect(admin.databaseUrl);
  const expired = await createSession(db, {
    userId: 'owner',
    ipHash: null,
    userAgent: null,
    now: Date.now() - 9 * 60 * 60_000,
  });
  await close();
  const sessions: Record<string, string> = {
    'no cookie': '',
    'expired cookie': `admin-session=${expired.token}`,
    'forged cookie': 'admin-session=Zm9yZ2VkLXNlc3Npb24tdG9rZW4tdGhhdC1kb2VzbnQtZXhpc3Q',
    'cookie of another name': '__Host-admin-session=anything',
  };
  const tricks: Record<string, Record<string, string>> = {
    plain: {},
    'x-middleware-subrequest': { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    'RSC: 1': { rsc: '1' },
    'next-router-prefetch: 1': { 'next-router-prefetch': '1', rsc: '1' },
  };
  for (const [sessionName, cookie] of Object.entries(sessions)) {
    for (const [trickName, headers] of Object.entries(tricks)) {
      const label = `${sessionName}, ${trickName}`;
      for (const pagePath of ['/admin', '/admin/services/web3']) {
        const response = await rawRequest({
          port,
          path: pagePath,
          headers: { ...headers, ...(cookie ? { cookie } : {}) },
        });
        expect(
          [303, 307, 308].includes(response.status) || response.body.includes('/admin-login'),
          `${label} ${pagePath}`,
        ).toBe(true);
        expect(response.body, `${label} ${pagePath}`).not.toContain('Editing Web3');
        expect(response.body, `${label} ${pagePath}`).not.toContain('Smart contract');
      }
      for (const action of actions) {
        const response = await rawRequest({
          port,
          path: '/admin/services/web3',
          method: 'POST',
          headers: {
            ...headers,
            ...(cookie ? { cookie } : {}),
            'next-action': action.id,
            'content-type': 'text/plain;charset=UTF-8',
            origin: base,
            accept: 'text/x-component',
          },
          body: JSON.stringify([
            // A collection action takes its collection first (the page binds it); the others take the input alone.
            ...(action.collection ? ['services'] : []),
            {
              id: 'web3',
              expectedVersion: before?.version ?? 1,
              version: 1,
              values: { ...before?.data, title: { en: 'Defaced' } },
            },
          ]),
        });
        expect(response.status, `${label} ${action.name}`).toBeLessThan(500);
        expect(response.body, `${label} ${action.name}`).not.toContain('Smart contract');
        expect(response.body, `${label} ${action.name}`).not.toContain('"status":"saved"');
      }
    }
  }
  const after = await stored('web3');
  expect(after?.version).toBe(before?.version);
  expect(after?.data.title.en).toBe(before?.data.title.en);
});
