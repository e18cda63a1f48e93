import { connect } from '../../src/server/db/connect';
import { getDocument } from '../../src/server/queries/documents';
import { TEST_DATABASE_URL } from '../support/databases';
import { ADMIN_PASSWORD, forgetSignInFailures, newClient, signIn, wrongPasswordBurst } from '../support/admin';
import { loadContactForm, noScriptOutcome, postContact } from '../support/forms';
import { rawRequest } from '../support/raw-http';
import { expectUploadSharedByBoth, SHARED_UPLOAD_WIDTHS } from '../support/shared-media';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { twoInstances } from '../support/two-instances';
import { expect, test } from './fixtures';

/**
 * Two production servers on one PostgreSQL database, as a site that outgrew one machine runs behind a load balancer
 * (README "Running more than one instance"): nothing is shared but the database, yet a save through one shows on the
 * other's next request, a session from one works on the other, rate limits count across both, and each notification
 * is sent once although both run the outbox worker.
 */
test.describe.configure({ mode: 'serial' });

let smtp: TestSmtp;
const { ports, one, two, withDatabase, schemaName } = twoInstances('instances', {
  async start() {
    smtp = await startSmtp();
    return {
      SMTP_URL: smtp.url,
      CONTACT_EMAIL: 'inbox@emberline.example',
      // The test captcha (refused in production) lets the spec post forms; the spec is the proxy that names each client.
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'test',
      RENDER_CACHE_DEBUG: '1',
      // The media library's files in the database both instances share (README "Media library").
      MEDIA_STORAGE: 'database',
    };
  },
  stop: async () => smtp?.close(),
});

const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const storedTitle = (id: string) => withDatabase(async (db) => (await getDocument(db, 'services', id))?.data.title.en);

test('a save through one instance shows on the other’s next request, its page cache included', async ({ page }) => {
  const path = '/services/web3';
  const fetchTwo = () => rawRequest({ port: ports[1], path });
  expect((await fetchTwo()).status).toBe(200);
  const cached = await fetchTwo();
  expect(cached.headers['x-render-cache']).toBe('hit');
  const before = await storedTitle('web3');
  expect(before).toBeDefined();
  expect(cached.body.includes(asHtml(before!)), 'the stored title on the cached page').toBe(true);

  await signIn(page, one, '/admin/services/web3');
  const title = `Web3 from instance one ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Changes saved');

  const next = await fetchTwo();
  expect(next.status).toBe(200);
  expect(next.headers['x-render-cache']).toBe('miss');
  expect(next.body.includes(`>${title}</h1>`), 'the new title on the other instance').toBe(true);
});

test('an image uploaded through one instance is served by the other, and its sizes are made once', async ({ page }) => {
  await expectUploadSharedByBoth(page, [one, two], withDatabase);
  // The files are rows of the shared database: nothing was written beside either server.
  const stored = await withDatabase((db) => db.selectFrom('media_files').select('key').execute());
  expect(stored).toHaveLength(1 + SHARED_UPLOAD_WIDTHS.length * 2);
});

test('a session created on one instance opens the admin on the other, and signing out on it ends it on both', async ({
  page,
}) => {
  await signIn(page, one, '/admin/leads');
  const cookie = (await page.context().cookies(one)).find((c) => c.name === 'admin-session');
  expect(cookie).toBeDefined();
  const onTwo = await page.context().request.get(`${two}/admin/leads`, { maxRedirects: 0 });
  expect(onTwo.status()).toBe(200);
  expect(await onTwo.text()).toContain('Leads');

  const signOut = await page.context().request.post(`${two}/api/admin/logout`, {
    headers: { origin: two },
    maxRedirects: 0,
  });
  expect(signOut.status()).toBe(303);
  const header = `admin-session=${cookie!.value}`;
  for (const port of ports) {
    const after = await rawRequest({ port, path: '/admin/leads', headers: { cookie: header } });
    expect([303, 307].includes(after.status) || after.body.includes('/admin-login'), `instance on ${port}`).toBe(true);
    expect(after.body).not.toContain('Two instances');
  }
});

test('login failures count across both instances: the sixth is refused wherever it lands (A3)', async () => {
  const client = newClient();
  const attempt = (port: number, password: string) =>
    rawRequest({
      port,
      path: '/api/admin/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, 'x-forwarded-for': client },
      body: JSON.stringify({ password }),
    });
  for (let i = 0; i < 5; i++) expect((await attempt(ports[i % 2]!, 'guess')).status).toBe(401);
  for (const port of ports) {
    const refused = await attempt(port, ADMIN_PASSWORD);
    expect(refused.status, `instance on ${port}`).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
});

test('100 wrong passwords sent at once from one address to both instances: at most 5 are tried; the owner then signs in from elsewhere (A3, A6)', async () => {
  await withDatabase(forgetSignInFailures);
  const statuses = await wrongPasswordBurst(ports, 100);
  expect(statuses[401] ?? 0).toBeLessThanOrEqual(5);
  expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(100);
  test.info().annotations.push({
    type: 'figure',
    description: `100 concurrent wrong sign-ins over two PostgreSQL instances: ${JSON.stringify(statuses)}`,
  });
  const owner = await rawRequest({
    port: ports[1],
    path: '/api/admin/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: two, 'x-forwarded-for': newClient() },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  expect(owner.status).toBe(200);
  await withDatabase(forgetSignInFailures);
});

test('leads posted to both instances are each sent once, though both run the outbox worker', async () => {
  const forms = await Promise.all([loadContactForm(one), loadContactForm(two)]);
  await new Promise((resolve) => setTimeout(resolve, 3_100)); // past the minimum fill time of the rendered forms
  const markers: string[] = [];
  await Promise.all(
    [0, 1].flatMap((instance) =>
      [0, 1, 2, 3, 4].map(async (i) => {
        const marker = `instance-${instance}-lead-${i}-${Date.now()}`;
        const base = instance === 0 ? one : two;
        const response = await postContact(
          base,
          forms[instance]!,
          {
            name: `Lead ${i}`,
            email: `lead${i}@example.com`,
            message: `Two instances ${marker}`,
            services: ['web-development'],
            captcha: 'test-captcha-pass',
          },
          { 'x-forwarded-for': newClient() },
        );
        expect(noScriptOutcome(response.body), marker).toBe('sent');
        markers.push(marker);
      }),
    ),
  );
  const { db, close } = connect(TEST_DATABASE_URL, { schema: schemaName(), maxConnections: 1 });
  try {
    await expect
      .poll(
        async () => (await db.selectFrom('outbox').select('status').where('status', '!=', 'sent').execute()).length,
        {
          timeout: 60_000,
        },
      )
      .toBe(0);
    const rows = await db.selectFrom('outbox').select(['id']).execute();
    const messageIds = smtp.messages.map((mail) => mail.headers['message-id']);
    // Every row once: as many messages as rows, no Message-ID twice.
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(messageIds.length).toBe(rows.length);
    for (const marker of markers)
      expect(
        smtp.messages.filter((mail) => mail.text.includes(marker)),
        marker,
      ).toHaveLength(1);
    test.info().annotations.push({
      type: 'figure',
      description: `2 instances, ${markers.length} leads, ${rows.length} notifications, ${messageIds.length} sent, 0 twice`,
    });
  } finally {
    await close();
  }
});
