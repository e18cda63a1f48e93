import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../../src/server/auth/admin-password';
import { TWO_STEP_SETUP_PATH } from '../../src/server/auth/two-step-policy';
import { OWNER_ID } from '../../src/server/auth/user';
import { createUser, getUser } from '../../src/server/auth/users';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { ADMIN_PASSWORD, adminServer, forgetSignInFailures, newClient, serverActions } from '../support/admin';
import { startAdminServer } from '../support/admin-server';
import { wrongTwoStepCode } from '../support/auth-matrix-two-step';
import { waitForHydration } from '../support/hydration';
import { rawRequest } from '../support/raw-http';
import { serverOutput } from '../support/server-logs';
import { actionStatus, liveSession, postAction, sessionCookie } from '../support/sessions';
import { expect, test } from './fixtures';

/**
 * Two-step sign-in end to end (SECURITY.md B2), on a server of its own: a named owner turns on an authenticator app
 * and signs in with password and code; reused and wrong codes are refused and counted as failed sign-ins; a recovery
 * code works once; an owner's requirement sends a named account without it to set it up, on the server.
 */
test.describe.configure({ mode: 'serial' });

const admin = adminServer();
const { port, base } = admin;

const GRACE = { name: 'Grace Hopper', email: 'grace@emberline.example', password: 'compiler harbor violet 61' };
const BEN = { name: 'Ben Okafor', email: 'ben@emberline.example' };
const state = { secret: '', usedCode: '', lastStep: 0, recoveryCodes: [] as string[], benId: '' };

let db: Kysely<Database>;
let closeDb: () => Promise<void>;

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const STEP_MS = 30_000;

/**
 * A code the server has not accepted yet: of the step after now (the window allows one step ahead), or, when that one
 * was used already, of the one after it once the clock gets there.
 */
async function freshCode(): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / STEP_MS) + 1;
    if (step > state.lastStep) {
      state.lastStep = step;
      return totp(state.secret).generate({ timestamp: step * STEP_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 100));
  }
}

test.beforeAll(async () => {
  ({ db, close: closeDb } = connect(admin.databaseUrl));
  const owner = (await getUser(db, OWNER_ID))!;
  const passwordHash = await hashPassword(GRACE.password);
  for (const [person, role] of [
    [GRACE, 'owner'],
    [BEN, 'editor'],
  ] as const) {
    const added = await createUser(db, owner, { name: person.name, email: person.email, role });
    if (added.status !== 'created') throw new Error(added.status);
    await db.updateTable('admin_users').set({ password_hash: passwordHash }).where('id', '=', added.user.id).execute();
    if (person === BEN) state.benId = added.user.id;
  }
});

test.afterAll(async () => closeDb?.());

async function passwordStep(page: Page) {
  await page.goto(`${base}/admin-login`);
  await waitForHydration(page);
  await page.getByLabel('E-mail', { exact: true }).fill(GRACE.email);
  await page.getByLabel('Password', { exact: true }).fill(GRACE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${base}/admin-login/verify`);
  await waitForHydration(page);
}

const sessionCookieOf = async (page: Page) =>
  (await page.context().cookies(base)).find((cookie) => cookie.name === 'admin-session');

test('a named owner turns on two-step sign-in with an authenticator app, signs out, and signs in with password and code (B2)', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  await page.goto(`${base}/admin-login`);
  await waitForHydration(page);
  await page.getByLabel('E-mail', { exact: true }).fill(GRACE.email);
  await page.getByLabel('Password', { exact: true }).fill(GRACE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${base}/admin`);

  await page.goto(`${base}/admin/account`);
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByRole('button', { name: 'Set up' }).click();
  const qr = card.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  // Drawn: the SVG loaded under the strict CSP, at its size.
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('account-setup-desktop.png'), fullPage: true });
  const shown = (await card.getByTestId('two-step-secret').textContent()) ?? '';
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  state.secret = shown.replaceAll(' ', '');
  const codeField = card.getByLabel('Code from your app', { exact: true });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(wrongTwoStepCode(state.secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(codeField).toHaveAccessibleDescription(/That code does not match/);
  state.lastStep = Math.floor(Date.now() / STEP_MS);
  await codeField.fill(totp(state.secret).generate({ timestamp: state.lastStep * STEP_MS }));
  await card.getByRole('button', { name: 'Turn on' }).click();

  const list = card.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(card).toContainText('this is the only time they are shown');
  state.recoveryCodes = await list.getByRole('listitem').allTextContents();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download as text' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  for (const code of state.recoveryCodes) expect(file).toContain(code);
  // Only hashes are stored.
  const stored = JSON.stringify(await db.selectFrom('two_step_recovery_codes').selectAll().execute());
  for (const code of state.recoveryCodes) expect(stored).not.toContain(code);
  await page.screenshot({ path: test.info().outputPath('account-codes-desktop.png'), fullPage: true });
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card).toContainText('Recovery codes left: 10 of 10.');
  await expect(card.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('account-on-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await passwordStep(page);
  // The right password alone signs no one in.
  expect(await sessionCookieOf(page)).toBeUndefined();
  const code = page.getByLabel('Code from your app', { exact: true });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await page.screenshot({ path: test.info().outputPath('verify-desktop.png') });
  state.usedCode = await freshCode();
  await code.fill(state.usedCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  expect(await sessionCookieOf(page)).toBeDefined();
});

test('a reused code and wrong codes are refused and counted as failed sign-ins: the 6th attempt from the address gets 429 (A3, B2)', async () => {
  const client = newClient();
  const post = (path: string, body: unknown, cookie = '') =>
    rawRequest({
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': client, cookie },
      body: JSON.stringify(body),
    });
  const login = await post('/api/admin/login', { email: GRACE.email, password: GRACE.password });
  expect(login.status).toBe(200);
  expect(JSON.parse(login.body)).toEqual({ redirect: '/admin-login/verify', twoStep: true });
  const setCookie = String(login.headers['set-cookie']);
  expect(setCookie).toMatch(/^admin-two-step=[\w-]{43}; Path=\/; Max-Age=300; HttpOnly; SameSite=Strict$/);
  expect(setCookie).not.toContain('admin-session');
  const pending = /^(admin-two-step=[\w-]+)/.exec(setCookie)![1]!;
  const verify = (body: unknown) => post('/api/admin/login/verify', body, pending);

  // Attempt 1 was the password; 2: the code already used; 3–5: wrong ones. All refused, none signs in.
  const answers = [await verify({ code: state.usedCode })];
  for (let i = 0; i < 3; i++) answers.push(await verify({ code: wrongTwoStepCode(state.secret) }));
  for (const answer of answers) {
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: 'invalid' });
    expect(answer.headers['set-cookie']).toBeUndefined();
  }
  // The 6th from this address is refused whatever it brings, the right code too (which stays unused).
  const sixth = await verify({ code: totp(state.secret).generate() });
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
  expect(sixth.headers['set-cookie']).toBeUndefined();
  const failures = serverOutput(port).filter((line) => line.includes('"security.two_step_failed"'));
  expect(failures.length).toBeGreaterThanOrEqual(4);
  // No code in any log line.
  expect(serverOutput(port).filter((line) => line.includes(state.usedCode))).toEqual([]);
  await forgetSignInFailures(db);
});

test('without script, the plain forms sign in in two steps: password, then the code, each answered with a 303 (B2)', async () => {
  test.setTimeout(120_000); // a fresh code may wait for the next 30-second step
  const client = newClient();
  const form = (path: string, body: Record<string, string>, cookie = '') =>
    rawRequest({
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
        'x-forwarded-for': client,
        cookie,
      },
      body: new URLSearchParams(body).toString(),
    });
  const login = await form('/api/admin/login', { email: GRACE.email, password: GRACE.password, next: '/admin/leads' });
  expect([login.status, login.headers.location]).toEqual([303, '/admin-login/verify']);
  const pending = /^(admin-two-step=[\w-]+)/.exec(String(login.headers['set-cookie']))![1]!;
  const wrong = await form('/api/admin/login/verify', { code: wrongTwoStepCode(state.secret) }, pending);
  expect([wrong.status, wrong.headers.location]).toEqual([303, '/admin-login/verify?error=invalid']);
  const page = await rawRequest({ port, path: '/admin-login/verify?error=invalid', headers: { cookie: pending } });
  expect(page.body).toContain('That code is not right, or it was used already.');
  const right = await form('/api/admin/login/verify', { code: await freshCode() }, pending);
  // Back to the page the sign-in started for, with a new session; the pending sign-in's cookie is dropped.
  expect([right.status, right.headers.location]).toEqual([303, '/admin/leads']);
  const cookies = String(right.headers['set-cookie']);
  expect(cookies).toMatch(/admin-two-step=; Path=\/; Max-Age=0/);
  const session = /(admin-session=[\w-]{43})/.exec(cookies)![1]!;
  expect((await rawRequest({ port, path: '/admin/leads', headers: { cookie: session } })).status).toBe(200);
  // Used once: the same pending sign-in signs no one in again.
  const again = await form('/api/admin/login/verify', { code: wrongTwoStepCode(state.secret) }, pending);
  expect([again.status, again.headers.location]).toEqual([303, '/admin-login/verify?error=expired']);
  await forgetSignInFailures(db);
});

test('a recovery code signs in once; its second use is refused (B2)', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  const [code] = state.recoveryCodes as [string];
  await passwordStep(page);
  await page.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click();
  await waitForHydration(page);
  await page.getByLabel('Recovery code', { exact: true }).fill(code.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await page.goto(`${base}/admin/account`);
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText('Recovery codes left: 9 of 10.');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.setViewportSize({ width: 375, height: 740 });
  await passwordStep(page);
  await page.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click();
  await waitForHydration(page);
  await page.getByLabel('Recovery code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('toast')).toContainText('That recovery code is not right, or it was used already.');
  await page.screenshot({ path: test.info().outputPath('verify-recovery-375.png'), fullPage: true });
  await expect(page).toHaveURL(`${base}/admin-login/verify?method=recovery`);
  expect(await sessionCookieOf(page)).toBeUndefined();
  expect(await db.selectFrom('two_step_recovery_codes').selectAll().execute()).toHaveLength(9);
  await forgetSignInFailures(db);
});

test('an owner’s requirement sends a named account without two-step sign-in to set it up, and the server refuses its actions (B2)', async ({
  page,
}) => {
  test.setTimeout(120_000); // a fresh code may wait for the next 30-second step
  const actions = serverActions('admin/');
  const actionId = (name: string) => actions.find((action) => action.name === name)!.id;
  const ben = sessionCookie(await liveSession(db, state.benId));
  const owner = sessionCookie(await liveSession(db, OWNER_ID));
  const get = (path: string, cookie: string) => rawRequest({ port, path, headers: { cookie } });
  expect((await get('/admin/leads', ben)).status).toBe(200);

  // Grace (signed in with two-step) requires it, on the Users page.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  await passwordStep(page);
  await page.getByLabel('Code from your app', { exact: true }).fill(await freshCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await page.goto(`${base}/admin/users`);
  await waitForHydration(page);
  await expect(page.getByText('The account of the admin password has no e-mail address and is exempt.')).toBeVisible();
  // Grace is a named owner with two-step sign-in: the page says how to turn the admin password off.
  await expect(page.locator('#environment-login')).toContainText(
    'Named owners who sign in with two steps: Grace Hopper. The admin password is no longer the only way in: to refuse it, set ADMIN_LOGIN_ENV=off',
  );
  const requirement = page.getByRole('switch', { name: 'Require two-step sign-in for every named account' });
  await requirement.check();
  await expect(page.getByTestId('toast')).toContainText('Two-step sign-in required');
  expect(
    (await db.selectFrom('app_settings').select('value').where('key', '=', 'require_two_step').execute())[0]?.value,
  ).toBe('true');

  // Ben is sent to set it up from every admin page; his actions are refused on the server, and change nothing.
  for (const path of ['/admin', '/admin/leads', '/admin/blog', '/admin/users'])
    expect((await get(path, ben)).headers.location, path).toBe(TWO_STEP_SETUP_PATH);
  expect((await get('/admin/account', ben)).status).toBe(200);
  const zoneBefore = await db
    .selectFrom('admin_users')
    .select('time_zone')
    .where('id', '=', state.benId)
    .executeTakeFirst();
  const refused = await postAction(port, {
    path: '/admin/account',
    id: actionId('saveTimeZoneAction'),
    args: [{ timeZone: 'Europe/Madrid' }],
    headers: { origin: base, cookie: ben },
  });
  expect(actionStatus(refused)).toBeUndefined();
  expect(String(refused.headers['x-action-redirect'])).toContain('/admin/account?twoStep=required');
  expect(
    await db.selectFrom('admin_users').select('time_zone').where('id', '=', state.benId).executeTakeFirst(),
  ).toEqual(zoneBefore);
  const upload = await rawRequest({
    port,
    path: '/api/admin/media',
    method: 'POST',
    headers: { origin: base, cookie: ben, 'x-file-name': 'a.png', 'content-type': 'image/png' },
    body: Buffer.from('not an image'),
  });
  expect(upload.status).toBe(403);
  // The setup itself stays open to him; the owner account of the admin password is exempt.
  const started = await postAction(port, {
    path: '/admin/account',
    id: actionId('startTwoStepAction'),
    args: [{}],
    headers: { origin: base, cookie: ben },
  });
  expect(actionStatus(started)).toBe('started');
  expect((await get('/admin/leads', owner)).status).toBe(200);

  // In the browser: any admin page opens his Account page, which says why; once set up, the admin is his again.
  const benPage = await page.context().browser()!.newPage();
  await benPage.context().addCookies([{ name: 'admin-session', value: ben.split('=')[1]!, url: base }]);
  await benPage.goto(`${base}/admin/leads`);
  await expect(benPage).toHaveURL(`${base}${TWO_STEP_SETUP_PATH}`);
  const card = benPage.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByRole('alert')).toContainText('An owner requires two-step sign-in');
  await waitForHydration(benPage);
  await benPage.setViewportSize({ width: 375, height: 740 });
  await card.getByRole('button', { name: 'Set up' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await benPage.screenshot({ path: test.info().outputPath('account-setup-375.png'), fullPage: true });
  const secret = ((await card.getByTestId('two-step-secret').textContent()) ?? '').replaceAll(' ', '');
  await card.getByLabel('Code from your app', { exact: true }).fill(totp(secret).generate());
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await benPage.screenshot({ path: test.info().outputPath('account-codes-375.png'), fullPage: true });
  expect((await get('/admin/leads', ben)).status).toBe(200);
  await benPage.close();
});

test('with ADMIN_LOGIN_ENV=off the admin password signs no one in and its sessions end at the start; named owners sign in as before (B2)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ownerBefore = sessionCookie(await liveSession(db, OWNER_ID));
  const off = await startAdminServer({
    DATABASE_URL: admin.databaseUrl,
    ADMIN_LOGIN_ENV: 'off',
    SEED_ON_START: 'false',
  });
  try {
    const client = newClient();
    const post = (body: unknown) =>
      rawRequest({
        port: off.port,
        path: '/api/admin/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: off.base, 'x-forwarded-for': client },
        body: JSON.stringify(body),
      });
    // The session the admin password opened before is over.
    const before = await rawRequest({ port: off.port, path: '/admin/leads', headers: { cookie: ownerBefore } });
    expect(before.headers.location).toMatch(/^\/admin-login/);
    expect(serverOutput(off.port).some((line) => line.includes('"auth.environment_login_off"'))).toBe(true);

    // The right admin password is answered as a wrong one, and opens no session.
    const refused = await post({ password: ADMIN_PASSWORD });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual({ error: 'invalid' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Grace, a named owner, still signs in with her password, then her code.
    const grace = await post({ email: GRACE.email, password: GRACE.password });
    expect(JSON.parse(grace.body)).toEqual({ redirect: '/admin-login/verify', twoStep: true });

    // The sign-in page asks for an e-mail address and says why.
    await page.goto(`${off.base}/admin-login`);
    await expect(page.getByText('The admin password is turned off on this site')).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('required', '');
    await forgetSignInFailures(db);
  } finally {
    await off.stop();
  }
});
