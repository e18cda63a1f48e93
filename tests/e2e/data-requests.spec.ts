import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { adminPaths } from '../../src/lib/admin-paths';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { adminServer, newClient, signIn } from '../support/admin';
import { leadRow } from '../support/lead-rows';
import { addEditor, liveSession, sendAs, sendsToLogin, snapshot, visitors } from '../support/sessions';
import { expect, test } from './fixtures';

/**
 * Personal data requests through the admin (issue 31): an owner finds everything held for an address, downloads it as
 * JSON, erases it after a confirmation that counts what goes, and finds nothing after; the lead retention is set; an
 * editor cannot open the section, and only an owner's session gets the download (A1, beside the auth matrix).
 */
test.describe.configure({ mode: 'serial' });

// A server of its own: an erasure must change nothing else in twelve tables, and it sets the server-wide retention.
const admin = adminServer();
const { port, base } = admin;
const EMAIL = 'rosa.privacy@example.com';
const OTHER = 'walter.kept@example.com';

let db: Kysely<Database>;
let closeDb: () => Promise<void>;

test.beforeAll(async () => {
  ({ db, close: closeDb } = connect(admin.databaseUrl));
  const now = Date.now();
  const contact = randomUUID();
  await db
    .insertInto('leads')
    .values([
      leadRow({
        id: contact,
        name: 'Rosa Privacy',
        email: 'Rosa.Privacy@Example.com',
        message: 'A new website, please',
        created_at: now - 60_000,
        visitor: 'rosa-day-hash',
      }),
      leadRow({ name: 'Rosa P.', email: EMAIL, kind: 'chat', status: 'lost', message: 'Are you there?' }),
      leadRow({ name: 'Walter Kept', email: OTHER, message: 'Keep me' }),
    ])
    .execute();
  // Page views under the day's anonymous code of Rosa's lead: hers, or a colleague's on the same network and browser.
  await db
    .insertInto('events')
    .values(
      ['/pricing-calculator', '/careers-at-a-competitor'].map((path, i) => ({
        type: 'page_view',
        path,
        data: null,
        created_at: now - 120_000 + i,
        visitor: 'rosa-day-hash',
        bot: 0,
        locale: 'en',
      })),
    )
    .execute();
  await db
    .insertInto('lead_notes')
    .values({
      lead_id: contact,
      body: 'Rosa asked for a call',
      author_id: 'owner',
      author_name: 'Owner',
      created_at: now,
    })
    .execute();
  const mail = (kind: string, recipient: string, payload: string | null) => {
    const id = randomUUID();
    return {
      id,
      lead_id: contact,
      kind,
      recipient,
      status: 'sent',
      attempts: 1,
      next_attempt_at: now,
      lease_until: null,
      last_error: null,
      message_id: `<${id}@emberline.example>`,
      created_at: now,
      sent_at: now,
      payload,
    };
  };
  await db
    .insertInto('outbox')
    .values([
      mail('agency', 'inbox@emberline.example', null),
      mail('confirmation', EMAIL, null),
      mail('webhook', 'https://hooks.example/leads', JSON.stringify({ email: EMAIL, name: 'Rosa Privacy' })),
    ])
    .execute();
});

test.afterAll(async () => {
  await closeDb?.();
});

const toast = (page: Page) => page.getByTestId('toast');

/** Light shots at desktop and phone width into SCREENSHOT_DIR, when it is set (a visual check, not an assertion). */
async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an owner finds an address’s leads, downloads them as JSON, erases them after confirming, and finds nothing after', async ({
  page,
  cspViolations,
}) => {
  await signIn(page, base, '/admin/privacy?email=not-an-address');
  await expect(page.getByRole('heading', { name: 'Data requests', level: 2 })).toBeVisible();
  const field = page.getByLabel('E-mail address');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();

  await field.fill('ROSA.Privacy@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/privacy\?email=ROSA\.Privacy%40example\.com$/);
  await expect(page.getByRole('heading', { name: `Held for ${EMAIL}` })).toBeVisible();
  await expect(page.getByText('2 leads · 1 note · 3 notifications')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('Rosa asked for a call')).toBeVisible();
  await expect(page.getByText('webhook to https://hooks.example/leads: sent')).toBeVisible();
  await expect(page.getByText(OTHER)).toHaveCount(0);
  await screenshots(page, 'data-requests');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^data-request-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    email: string;
    leads: { kind: string; fields: { name: string }; notes: { body: string }[]; notifications: { body: unknown }[] }[];
    howMatched: Record<string, string>;
  };
  expect(exported.email).toBe(EMAIL);
  expect(exported.leads.map((lead) => [lead.kind, lead.fields.name])).toEqual([
    ['contact', 'Rosa Privacy'],
    ['chat', 'Rosa P.'],
  ]);
  expect(exported.leads[0]?.notes.map((note) => note.body)).toEqual(['Rosa asked for a call']);
  expect(exported.leads[0]?.notifications.map((n) => n.body)).toContainEqual({ email: EMAIL, name: 'Rosa Privacy' });
  // Only what is certainly hers: the page views that share the day's anonymous code are left out, and the download says
  // how each part was found and why those are not in it.
  expect(JSON.stringify(exported)).not.toContain('/careers-at-a-competitor');
  expect(exported.howMatched.pageViews).toMatch(/^Not included\. .*no page view can be said to be certainly yours\.$/);
  expect(Object.keys(exported.howMatched)).toEqual([
    'leads',
    'leadDetails',
    'otherNotifications',
    'mentions',
    'pageViews',
  ]);

  // Cancel changes nothing; the confirmation names what will go.
  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase everything held for ${EMAIL}?` });
  await expect(dialog).toContainText('This deletes 2 leads, 1 note and 3 notifications for good');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Erase…' }).click();
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(toast(page)).toContainText('Erased: 2 leads, 1 note, 3 notifications.');
  await expect(page.getByText(`Nothing is held for ${EMAIL}`)).toBeVisible();

  await page.goto(`${base}${adminPaths.dataRequest(EMAIL)}`);
  await expect(page.getByText(`Nothing is held for ${EMAIL}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase…' })).toHaveCount(0);

  // Walter's lead stays; the activity log says an erasure happened, not whose.
  const left = await db.selectFrom('leads').select('email').execute();
  expect(left.map((row) => row.email.toLowerCase())).not.toContain(EMAIL);
  expect(left.map((row) => row.email)).toContain(OTHER);
  expect(JSON.stringify(await db.selectFrom('outbox').selectAll().execute()).toLowerCase()).not.toContain(EMAIL);
  const entry = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(entry.action).toBe('leads.erased');
  expect(JSON.stringify(entry).toLowerCase()).not.toContain('rosa');
  expect(await cspViolations()).toEqual([]);
});

test('an owner turns the lead retention on with a number of months, refused outside 1–120', async ({ page }) => {
  await signIn(page, base, adminPaths.dataRequests);
  await expect(page.getByText('Off: lost and spam leads are kept')).toBeVisible();
  await page.getByLabel('Delete lost and spam leads automatically').check();
  const months = page.getByLabel('After how many months');
  await months.fill('0');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(page.getByText('A whole number of months from 1 to 120.')).toBeVisible();
  await expect(months).toHaveAttribute('aria-invalid', 'true');

  await months.fill('18');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(toast(page)).toContainText('Lead retention saved.');
  await expect(page.getByText('On: lost and spam leads are deleted after 18 months.')).toBeVisible();
  const setting = await db.selectFrom('app_settings').selectAll().executeTakeFirstOrThrow();
  expect(setting).toMatchObject({ key: 'lead_retention_months', value: '18' });
});

test('an editor cannot open Data requests', async ({ browser }) => {
  const editor = await addEditor(db, 'Edgar Editor', `edgar-${Date.now()}@example.com`);
  const token = await liveSession(db, editor.id);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient() } });
  await context.addCookies([{ name: 'admin-session', value: token, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}${adminPaths.dataRequest(OTHER)}`);
  await expect(page.getByRole('heading', { name: 'Data requests is not part of your role' })).toBeVisible();
  await expect(page.getByText('Walter Kept')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Data requests', exact: true })).toHaveCount(0);
  await context.close();
});

test('the JSON download answers only an owner: without a live session it goes to sign in, an editor gets 403 (A1)', async () => {
  const editor = await addEditor(db, 'Edie Editor', `edie-${Date.now()}@example.com`);
  const download = adminPaths.dataRequestExport(OTHER);
  const before = await snapshot(db);
  for (const visitor of visitors(db, editor.id)) {
    const label = visitor.name;
    const answer = await sendAs(port, visitor, { path: download, cookie: await visitor.cookie() });
    expect(answer.status, label).toBeLessThan(500);
    expect(answer.headers['cache-control'], label).toContain('no-store');
    if (visitor.access === 'owner') {
      expect(answer.status, label).toBe(200);
      expect(answer.headers['content-disposition'], label).toMatch(/^attachment; filename="data-request-/);
      expect(answer.body, label).toContain('Walter Kept');
      continue;
    }
    expect(answer.body, label).not.toContain(OTHER);
    expect(answer.body, label).not.toContain('Walter Kept');
    if (visitor.access === 'editor') expect(answer.status, label).toBe(403);
    else if (!visitor.headers['next-router-prefetch'])
      expect(sendsToLogin(answer) || answer.body.includes('/admin-login'), label).toBe(true);
  }
  // The owner's download is on the activity log, without the address; nothing else changed.
  const { audit_log: auditAfter = [], ...after } = await snapshot(db);
  const { audit_log: auditBefore = [], ...unchanged } = before;
  expect(after).toEqual(unchanged);
  const added = auditAfter.filter((row) => !auditBefore.includes(row));
  expect(added.map((row) => (JSON.parse(String(row)) as { action: string }).action)).toEqual(['leads.data_exported']);
  expect(added.join()).not.toContain(OTHER);
});
