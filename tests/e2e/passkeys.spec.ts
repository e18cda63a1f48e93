import type { CDPSession, Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/server/auth/admin-password';
import { OWNER_ID } from '../../src/server/auth/user';
import { createUser, getUser } from '../../src/server/auth/users';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { adminServer, newClient } from '../support/admin';
import { waitForHydration } from '../support/hydration';
import { expect, test } from './fixtures';

/**
 * Passkeys end to end (SECURITY.md B2): a named account adds one from its Account page through Chromium's virtual
 * authenticator (the browser's real WebAuthn, its prompt answered by a platform authenticator with the person
 * verified), signs out, signs in with it alone, and removes it; then it signs no one in. The server is reached as
 * http://localhost (a secure context, and a host name a passkey can belong to: WebAuthn takes no IP address).
 */
test.describe.configure({ mode: 'serial' });

const admin = adminServer(() => ({ SITE_URL: `http://localhost:${admin.port}` }));
const base = `http://localhost:${admin.port}`;
const GRACE = { name: 'Grace Hopper', email: 'grace@emberline.example', password: 'compiler harbor violet 61' };

let db: Kysely<Database>;
let closeDb: () => Promise<void>;

test.beforeAll(async () => {
  ({ db, close: closeDb } = connect(admin.databaseUrl));
  const owner = (await getUser(db, OWNER_ID))!;
  const added = await createUser(db, owner, { name: GRACE.name, email: GRACE.email, role: 'owner' });
  if (added.status !== 'created') throw new Error(added.status);
  await db
    .updateTable('admin_users')
    .set({ password_hash: await hashPassword(GRACE.password) })
    .where('id', '=', added.user.id)
    .execute();
});
test.afterAll(async () => closeDb?.());

/** A platform authenticator (like a laptop's fingerprint reader) that answers every prompt with the person verified. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function passwordSignIn(page: Page) {
  await page.goto(`${base}/admin-login`);
  await waitForHydration(page);
  await page.getByLabel('E-mail', { exact: true }).fill(GRACE.email);
  await page.getByLabel('Password', { exact: true }).fill(GRACE.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin`);
}

async function passkeySignIn(page: Page) {
  await page.context().clearCookies();
  await page.goto(`${base}/admin-login?next=${encodeURIComponent('/admin/account')}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
}

test('a named owner adds a passkey, signs out, signs in with it alone, then removes it and it signs no one in (B2)', async ({
  page,
  cspViolations,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await passwordSignIn(page);
  await page.goto(`${base}/admin/account`);
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card).toContainText('No passkeys yet.');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByLabel('Name', { exact: true }).fill('Work laptop');
  await card.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByTestId('toast')).toContainText('“Work laptop” now signs you in on this site.');
  const list = card.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Work laptop');
  await expect(list).toContainText('not used yet');
  // The authenticator holds one credential for this site, with Grace's account as its user.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true });
  const stored = await db.selectFrom('passkeys').select(['id', 'user_id', 'name']).execute();
  expect(stored).toHaveLength(1);
  expect(Buffer.from(credentials[0]!.userHandle!, 'base64').toString()).toBe(stored[0]!.user_id);
  await page.screenshot({ path: test.info().outputPath('account-passkeys-desktop.png'), fullPage: true });

  // Signed out, the passkey alone signs her in, to the page she was going to.
  await passkeySignIn(page);
  await expect(page).toHaveURL(`${base}/admin/account`);
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText(GRACE.email);
  await expect(list).toContainText('last used');

  await list.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
  await card.getByRole('button', { name: 'Remove passkey', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Your other sessions have ended.');
  await expect(card).toContainText('No passkeys yet.');
  expect(await db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
  const activity = await db.selectFrom('audit_log').select('summary').where('action', '=', 'user.passkey').execute();
  expect(activity.map((entry) => entry.summary)).toEqual(['added “Work laptop”', 'removed “Work laptop”']);

  // The browser still holds it; the site no longer takes it.
  await passkeySignIn(page);
  await expect(page.getByTestId('toast')).toContainText('That passkey does not sign in here.');
  await expect(page).toHaveURL(/\/admin-login/);
  expect((await page.context().cookies(base)).map((cookie) => cookie.name)).not.toContain('admin-session');
  expect(await cspViolations()).toEqual([]);
});

test('the passkey route takes this site’s own requests only, refuses a made-up answer as a failed sign-in, and limits them (A3, C1, D1)', async ({
  request,
}) => {
  const client = newClient();
  const post = (data: unknown, origin = base) =>
    request.post(`${base}/api/admin/login/passkey`, {
      headers: { origin, 'x-forwarded-for': client, 'content-type': 'application/json' },
      data: data as object,
    });
  expect((await post({ step: 'options' }, 'https://evil.example')).status()).toBe(403);
  expect((await post({ step: 'verify', response: { id: 'x' } })).status()).toBe(400);
  const options = await post({ step: 'options' });
  expect(options.status()).toBe(200);
  expect(options.headers()['cache-control']).toBe('no-store');
  const { options: challenge } = (await options.json()) as { options: { challenge: string; rpId: string } };
  expect(challenge.rpId).toBe('localhost');
  const madeUp = {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    clientExtensionResults: {},
  };
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push((await post({ step: 'verify', response: madeUp })).status());
  // Five refused as a wrong password would be; the sixth from the address is refused whatever it sends.
  expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
});

test('without script the sign-in page offers no passkey button that could do nothing; the password form still works', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/admin-login`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  await context.close();
});

test('with a passkey, a right password asks for it next, and it counts as the two-step sign-in an owner requires; its last one stays while required (B2)', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  await virtualAuthenticator(page);
  await passwordSignIn(page);
  await page.goto(`${base}/admin/account`);
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByLabel('Name', { exact: true }).fill('Phone');
  await card.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByTestId('toast')).toContainText('“Phone” now signs you in on this site.');

  // Signed out, the password alone no longer signs her in: the second step asks for her passkey.
  await page.context().clearCookies();
  await page.goto(`${base}/admin-login`);
  await waitForHydration(page);
  await page.getByLabel('E-mail', { exact: true }).fill(GRACE.email);
  await page.getByLabel('Password', { exact: true }).fill(GRACE.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin-login/verify`);
  await expect(page.getByText('Confirm it is you with your passkey')).toBeVisible();
  expect((await page.context().cookies(base)).map((cookie) => cookie.name)).not.toContain('admin-session');
  // Drawn once the page has hydrated in a browser with WebAuthn (it could do nothing before).
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(`${base}/admin`);

  // An owner requires two-step sign-in of owners: her passkey is hers, so nothing sends her to set up an app.
  await db
    .insertInto('app_settings')
    .values({ key: 'require_two_step', value: 'owner', updated_at: Date.now(), updated_by: 'test' })
    .execute();
  try {
    await page.goto(`${base}/admin/blog`);
    await expect(page).toHaveURL(`${base}/admin/blog`);
    await page.goto(`${base}/admin/account`);
    await waitForHydration(page);
    await card.getByRole('button', { name: 'Remove passkey Phone' }).click();
    await card.getByRole('button', { name: 'Remove passkey', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText(
      'This is your last passkey and you have no authenticator app',
    );
    expect(await db.selectFrom('passkeys').select('name').execute()).toEqual([{ name: 'Phone' }]);
  } finally {
    await db.deleteFrom('app_settings').where('key', '=', 'require_two_step').execute();
    await db.deleteFrom('passkeys').execute();
  }
});
