import type { BrowserContext, Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { adminServer, newClient, serverActions, signIn } from '../support/admin';
import { waitForHydration } from '../support/hydration';
import { rawRequest } from '../support/raw-http';
import { axeViolations, expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * Named accounts end to end, on a server of their own: the owner adds an editor, who sets a password through the
 * one-time link and signs in; the editor reaches no one's data (not through the page, not by calling the actions);
 * changing a password and being removed end sessions at once; the Activity view shows it all, per person.
 */
test.describe.configure({ mode: 'serial' });

// A server of its own: it counts the people with access and adds an owner with an e-mail (lead alerts go to owners).
const admin = adminServer();
const { port, base } = admin;

const ADA = { name: 'Ada Lovelace', email: 'ada@emberline.example', password: 'lantern oyster mosaic 42' };
const ADA_NEXT_PASSWORD = 'quartz meadow lantern 77';
const BEN = { name: 'Ben Okafor', email: 'ben@emberline.example' };

/** Filled in as the story goes on. */
const state = { adaLink: '', benLink: '', adaId: '', editor: undefined as BrowserContext | undefined };

async function database<T>(read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await read(db);
  } finally {
    await close();
  }
}

/** Everything the Users actions could change. */
const accounts = () =>
  database(async (db) => ({
    people: await db.selectFrom('admin_users').selectAll().orderBy('id').execute(),
    links: await db.selectFrom('password_tokens').selectAll().orderBy('token_hash').execute(),
    audit: await db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
    outbox: await db.selectFrom('outbox').select('id').execute(),
  }));

async function addPerson(page: Page, person: { name: string; email: string }, role: 'Editor' | 'Owner') {
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Add person' }).click();
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(base)).find((c) => c.name === 'admin-session');
  expect(cookie).toBeDefined();
  return `admin-session=${cookie?.value}`;
}

test('the owner adds people and sees each one-time link once; a taken address is refused on its field', async ({
  page,
}) => {
  await signIn(page, base, '/admin/users');
  const people = page.getByRole('list', { name: 'People with access' });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await expect(people).toContainText('Signs in with the admin password');
  // Neither oneself nor the owner account can be removed.
  await expect(people.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  await addPerson(page, ADA, 'Editor');
  const linkField = page.getByLabel('Set-password link', { exact: true });
  await expect(linkField).toHaveValue(
    new RegExp(`^${base.replaceAll('.', '\\.')}/admin-set-password\\?token=[\\w-]{43}$`),
  );
  await expect(page.getByRole('heading', { name: `Set-password link for ${ADA.name}` })).toBeFocused();
  await expect(page.getByText(`No mail server is set up, so send it to ${ADA.email} yourself.`)).toBeVisible();
  state.adaLink = await linkField.inputValue();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId('toast')).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(state.adaLink);

  const ada = people.getByRole('listitem').filter({ hasText: ADA.name });
  await expect(ada).toContainText(ADA.email);
  await expect(ada.getByLabel(`Role of ${ADA.name}`)).toHaveValue('editor');
  await expect(ada).toContainText('Link waiting');
  const token = new URL(state.adaLink).searchParams.get('token') ?? '';
  expect(JSON.stringify((await accounts()).links)).not.toContain(token);
  // Shown once: nobody sees it again, not even the owner who made it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Set-password link', { exact: true })).toHaveCount(0);
  expect(await page.content()).not.toContain(token);

  await addPerson(page, BEN, 'Editor');
  const benFirstLink = await linkField.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(linkField).toHaveCount(0);
  await page.getByRole('button', { name: `New link for ${BEN.name}` }).click();
  await expect(page.getByTestId('toast')).toContainText(`Earlier links for ${BEN.name} no longer work.`);
  const benLink = await linkField.inputValue();
  expect(benLink).not.toBe(benFirstLink);
  state.benLink = benLink;
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(benFirstLink);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  const linkPage = await visitor.goto(benLink);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  // An admin page like the others (never cached, not indexed), whose address carries a secret no Referer repeats.
  expect(linkPage?.headers()['cache-control']).toBe('no-store');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(visitor.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await visitor.close();

  const before = await accounts();
  await addPerson(page, { name: 'Ada Again', email: ' ADA@Emberline.example' }, 'Owner');
  const email = page.getByLabel('E-mail', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Someone on the list already has this e-mail address.');
  await expect(email).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada Again');
  expect((await accounts()).people).toEqual(before.people);
});

test('the editor sets a password through the link (a common one and their own e-mail address are refused first, saying why), signs in, and sees no Users (A9)', async ({
  browser,
}) => {
  state.editor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient() } });
  const page = await state.editor.newPage();
  await page.goto(state.adaLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(page.getByText(`Hello ${ADA.name}.`)).toBeVisible();
  await waitForHydration(page);
  const password = page.getByLabel('New password', { exact: true });
  await expect(password).toHaveAccessibleDescription(/At least 12 characters\. Not a common password/);
  await password.fill('Password123456!');
  await page.getByLabel('Repeat new password', { exact: true }).fill('Password123456!');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/This is a common password that attackers try first/);
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('Password123456!');

  await password.fill(ADA.email);
  await page.getByLabel('Repeat new password', { exact: true }).fill(ADA.email);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(password).toHaveAccessibleDescription(
    /This password is too easy to guess\. There should not be any personal/,
  );
  await expect(password).toBeFocused();

  await password.fill(ADA.password);
  await page.getByLabel('Repeat new password', { exact: true }).fill(ADA.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL(`${base}/admin-login?email=ada%40emberline.example&passwordSet=1`);
  await expect(page.getByRole('status').filter({ hasText: 'Your password is set.' })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(ADA.email);
  await waitForHydration(page);
  await page.getByLabel('Password', { exact: true }).fill(ADA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/admin`);

  const tabs = page.getByRole('navigation', { name: 'Admin sections' });
  for (const name of ['Services', 'Projects', 'Case Studies', 'Testimonials', 'SEO', 'Pricing', /^Leads/, 'Activity'])
    await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `${ADA.name} Your account (Editor)` })).toHaveAttribute(
    'href',
    '/admin/account',
  );

  const response = await page.goto(`${base}/admin/users`);
  await expect(page.getByRole('heading', { name: 'Users is not part of your role' })).toBeVisible();
  const html = (await response?.text()) ?? '';
  for (const text of [BEN.email, BEN.name, 'Signs in with the admin password', 'Add person', 'admin-set-password'])
    expect(html).not.toContain(text);

  // A link works once.
  await page.goto(state.adaLink);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This link is invalid, has been used or has expired.')).toBeVisible();
  state.adaId = (await accounts()).people.find((person) => person.email === ADA.email)?.id ?? '';
});

test('an editor calling the Users actions directly is refused on the server, and nothing changes', async () => {
  const actions = serverActions('admin/users/');
  expect(actions.map((action) => action.name).sort()).toEqual([
    'addPersonAction',
    'changeRoleAction',
    'endPersonSessionsAction',
    'newLinkAction',
    'removePersonAction',
    'setLanguagesAction',
    'setTwoStepRequiredAction',
  ]);
  const ownerSessions = () =>
    database((db) =>
      db
        .selectFrom('admin_sessions')
        .select('token_hash')
        .where('user_id', '=', 'owner')
        .orderBy('token_hash')
        .execute(),
    );
  const sessionsBefore = await ownerSessions();
  expect(sessionsBefore.length).toBeGreaterThan(0);
  const before = await accounts();
  const ben = before.people.find((person) => person.email === BEN.email)?.id;
  const inputs: Record<string, unknown> = {
    addPersonAction: { name: 'Mallory', email: 'mallory@evil.example', role: 'owner' },
    newLinkAction: { personId: ben },
    removePersonAction: { personId: ben },
    changeRoleAction: { personId: ben, role: 'owner' },
    setLanguagesAction: { personId: ben, languages: ['es'], publishes: true },
    endPersonSessionsAction: { personId: 'owner' },
    setTwoStepRequiredAction: { required: true },
  };
  const cookie = await sessionCookie(state.editor!);
  for (const action of actions) {
    const response = await rawRequest({
      port,
      path: '/admin/users',
      method: 'POST',
      headers: {
        cookie,
        'next-action': action.id,
        'content-type': 'text/plain;charset=UTF-8',
        origin: base,
        accept: 'text/x-component',
      },
      body: JSON.stringify([inputs[action.name]]),
    });
    expect(response.status, action.name).toBe(200);
    expect(response.body, action.name).toContain('"status":"forbidden"');
    expect(response.body, action.name).not.toContain('admin-set-password');
    expect(response.body, action.name).not.toContain(BEN.email);
  }
  expect(await accounts()).toEqual(before);
  expect(await ownerSessions()).toEqual(sessionsBefore);
});

test('the editor changes their own password: this session stays, every other one is signed out', async () => {
  const login = await rawRequest({
    port,
    path: '/api/admin/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': newClient() },
    body: JSON.stringify({ email: ADA.email, password: ADA.password }),
  });
  expect(login.status).toBe(200);
  const elsewhere = /^(admin-session=[\w-]+)/.exec(String(login.headers['set-cookie']))?.[1] ?? '';
  expect((await rawRequest({ port, path: '/admin/account', headers: { cookie: elsewhere } })).status).toBe(200);

  const page = state.editor!.pages()[0]!;
  await page.goto(`${base}/admin/account`);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByText(ADA.email)).toBeVisible();
  await waitForHydration(page);
  const current = page.getByLabel('Current password', { exact: true });
  await current.fill('not my password at all');
  await page.getByLabel('New password', { exact: true }).fill(ADA_NEXT_PASSWORD);
  await page.getByLabel('Repeat new password', { exact: true }).fill(ADA_NEXT_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('This is not your current password.');
  await expect(current).toBeFocused();
  expect((await rawRequest({ port, path: '/admin/account', headers: { cookie: elsewhere } })).status).toBe(200);

  await current.fill(ADA.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Password changed');
  await expect(toast).toContainText('every other session of yours was signed out');
  await expect(current).toHaveValue('');

  const refused = await rawRequest({ port, path: '/admin/account', headers: { cookie: elsewhere } });
  expect(refused.status).toBe(307);
  expect(refused.headers.location).toContain('/admin-login');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('the owner account’s password set by env is explained on the Account page, not offered for change', async ({
  page,
}) => {
  await signIn(page, base, '/admin/account');
  await expect(page.getByText('set on the server, by ADMIN_PASSWORD or ADMIN_PASSWORD_HASH')).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveCount(0);
  const [action] = serverActions('admin/account/actions');
  const response = await rawRequest({
    port,
    path: '/admin/account',
    method: 'POST',
    headers: {
      cookie: await sessionCookie(page.context()),
      'next-action': action!.id,
      'content-type': 'text/plain;charset=UTF-8',
      origin: base,
      accept: 'text/x-component',
    },
    body: JSON.stringify([{ current: 'anything', password: ADA_NEXT_PASSWORD, repeat: ADA_NEXT_PASSWORD }]),
  });
  expect(response.body).toContain('"status":"managed_by_env"');
});

test('the owner removes the editor (after confirming), and the editor’s open session is refused at once', async ({
  page,
}) => {
  await signIn(page, base, '/admin/users');
  const people = page.getByRole('list', { name: 'People with access' });
  const dialog = page.getByRole('dialog', { name: `Remove ${ADA.name}?` });
  await page.getByRole('button', { name: `Remove ${ADA.name}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(people).toContainText(ADA.name);

  await page.getByRole('button', { name: `Remove ${ADA.name}` }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(`${ADA.name} can no longer sign in.`);
  await expect(people).not.toContainText(ADA.name);
  await expect(people).toContainText(BEN.name);

  const editorPage = state.editor!.pages()[0]!;
  await editorPage.goto(`${base}/admin/account`);
  await expect(editorPage).toHaveURL(`${base}/admin-login?next=${encodeURIComponent('/admin/account')}`);
  await state.editor!.close();
  const sessions = await database((db) =>
    db.selectFrom('admin_sessions').select('token_hash').where('user_id', '=', state.adaId).execute(),
  );
  expect(sessions).toEqual([]);
});

test('Activity lists these changes, filtered by person, and the filter survives a reload', async ({ page }) => {
  await signIn(page, base, '/admin/activity');
  const entries = page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Owner');
  await expect(entries.first()).toContainText('Removed a person');
  await expect(entries.first()).toContainText(ADA.name);
  await expect(entries.first().locator('time')).toHaveText(/^\d{1,2} \w{3,4} \d{4}, \d{2}:\d{2} UTC$/);

  const person = page.getByLabel('Person', { exact: true });
  await person.selectOption({ label: ADA.name });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`${base}/admin/activity?person=${state.adaId}`);
  const adaDid = [
    ['Set a password', 'changed own password'],
    ['Set a password', 'set through a link'],
  ];
  const expectAdaOnly = async () => {
    await expect(entries).toHaveCount(adaDid.length);
    for (const [index, texts] of adaDid.entries())
      for (const text of texts) await expect(entries.nth(index)).toContainText(text);
  };
  await expectAdaOnly();
  await page.reload();
  await expect(person).toHaveValue(state.adaId);
  await expectAdaOnly();

  await person.selectOption({ label: 'Owner' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`${base}/admin/activity?person=owner`);
  await expect(entries).toHaveText([
    /Removed a person.*Ada Lovelace/,
    /Made a set-password link.*Ben Okafor/,
    /Added a person.*Ben Okafor \(editor\)/,
    /Added a person.*Ada Lovelace \(editor\)/,
  ]);
});

test('Users, Account, Activity and the set-password page have no accessibility or CSP violations, in both themes', async ({
  page,
  cspViolations,
}) => {
  // Two people added, then five views scanned by axe in light and dark: 10.1 s quiet, 8.9 s with a third core's load.
  test.setTimeout(90_000);
  await signIn(page, base, '/admin/users');
  // As the owner works: a link just made, and a field refused.
  await addPerson(page, { name: 'Cleo Ramos', email: 'cleo@emberline.example' }, 'Owner');
  await expect(page.getByLabel('Set-password link', { exact: true })).toBeVisible();
  await addPerson(page, { name: 'Cleo Again', email: 'cleo@emberline.example' }, 'Owner');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  for (const dark of [false, true]) {
    // Colours move by CSS transitions after the switch (and the toast fades in): measured once they have settled.
    await page.evaluate(async (on) => {
      document.documentElement.classList.toggle('dark', on);
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    }, dark);
    expect(await axeViolations(page), `users with a link, dark ${dark}`).toEqual([]);
  }
  for (const path of ['/admin/users', '/admin/account', '/admin/activity', state.benLink.slice(base.length)])
    await expectNoAxeViolations(page, `${base}${path}`);
  expect(await cspViolations()).toEqual([]);
});

test('without script, a failed e-mail sign-in comes back with the address filled in and the e-mail wording', async ({
  page,
}) => {
  const response = await rawRequest({
    port,
    path: '/api/admin/login',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'x-forwarded-for': newClient() },
    body: new URLSearchParams({ email: 'nobody@emberline.example', password: 'not the password at all' }).toString(),
  });
  expect(response.status).toBe(303);
  const location = String(response.headers.location);
  expect(location).toBe('/admin-login?error=invalid&email=nobody%40emberline.example');
  await page.goto(`${base}${location}`);
  await expect(page.getByRole('alert').first()).toContainText('Incorrect e-mail address or password.');
  await expect(page.getByLabel('E-mail')).toHaveValue('nobody@emberline.example');
});
