import type { Browser, Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { getDraft } from '../../src/server/queries/drafts';
import { getDocument } from '../../src/server/queries/documents';
import { callServerAction } from '../support/action-call';
import { adminServer, newClient, signIn } from '../support/admin';
import { edited, LEAD } from '../support/auth-matrix-rows';
import { waitForHydration } from '../support/hydration';
import { insertLead } from '../support/lead-rows';
import { withDb } from '../support/outage-writes';
import { addEditor, liveSession } from '../support/sessions';
import { expect, test } from './fixtures';

/**
 * Roles end to end (issue 46), on a server of their own: a contributor keeps drafts and publishes nothing, even through
 * a crafted request; a translator changes the texts of their languages alone; a sales account works the inbox and sees no content; an owner changes a person's role on the
 * Users page, which their open session follows at once and the activity log records.
 */
test.describe.configure({ mode: 'serial' });

const admin = adminServer();
const { port, base } = admin;
const POST = edited.blogPosts;

const database = <T>(run: (db: Kysely<Database>) => Promise<T>) => withDb(admin.databaseUrl, run);

/** A person of the given role with a live session, and a browser page signed in as them. */
async function signedInAs(browser: Browser, name: string, role: 'contributor' | 'translator' | 'sales' | 'editor') {
  const { person, token } = await database(async (db) => {
    const made = await addEditor(
      db,
      name,
      `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@emberline.example`,
      role,
    );
    return { person: made, token: await liveSession(db, made.id) };
  });
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient() } });
  await context.addCookies([{ name: 'admin-session', value: token, url: base }]);
  const page = await context.newPage();
  return { person, page, cookie: `admin-session=${token}`, close: () => context.close() };
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const toast = (page: Page) => page.getByTestId('toast');

test('a contributor keeps a draft, is offered no Publish, and the server refuses a crafted publish (B5)', async ({
  browser,
}) => {
  const cora = await signedInAs(browser, 'Cora Writer', 'contributor');
  const { page } = cora;
  const published = (await database((db) => getDocument(db, 'blogPosts', POST.id)))!;

  await page.goto(`${base}${POST.page}`);
  // The content sections, and nothing of the leads, the analytics, the log, the trash or the people.
  await expect(sections(page).getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  for (const name of [/^Leads/, 'Analytics', 'Activity', 'Trash', 'Users', 'Redirects'])
    await expect(sections(page).getByRole('link', { name })).toHaveCount(0);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Publish changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create review link' })).toHaveCount(0);
  await expect(page.getByText('Your role keeps drafts: an editor or owner publishes them.')).toBeVisible();

  const title = `Cora’s draft ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page)).toContainText('Draft saved');
  await database(async (db) => {
    const draft = await getDraft(db, 'blogPosts', POST.id);
    expect((draft?.data as { title: { en: string } }).title.en).toBe(title);
    expect((await getDocument(db, 'blogPosts', POST.id))?.version).toBe(published.version);
  });

  // The same form's publish, sent as the page's JavaScript would: refused on the server, nothing published.
  const values = Object.fromEntries(
    Object.keys(POST.fields.shape).map((key) => [key, (published.data as Record<string, unknown>)[key]]),
  );
  const crafted = {
    id: POST.id,
    expectedVersion: published.version,
    values: { ...values, title: { ...(values.title as object), en: 'Published by a contributor' } },
  };
  const caller = { path: POST.page, cookie: cora.cookie, address: newClient() };
  expect(await callServerAction(port, base, ['saveItem', 'blogPosts'], crafted, caller)).toEqual({
    status: 'forbidden',
  });
  expect(
    await callServerAction(
      port,
      base,
      ['scheduleItem', 'blogPosts'],
      {
        id: POST.id,
        action: 'publish',
        at: Date.now() + 86_400_000,
      },
      caller,
    ),
  ).toEqual({ status: 'forbidden' });
  const after = (await database((db) => getDocument(db, 'blogPosts', POST.id)))!;
  expect([after.version, after.data]).toEqual([published.version, published.data]);

  // A section the role does not include says so, and shows none of it.
  const leads = await page.goto(`${base}/admin/leads`);
  await expect(page.getByRole('heading', { name: 'Leads is not part of your role' })).toBeVisible();
  await expect(page.getByText('You are signed in as Contributor.')).toBeVisible();
  expect(await leads?.text()).not.toContain(LEAD.email);
  await cora.close();
});

test('a contributor’s new item is kept as a draft, off the site (B5)', async ({ browser }) => {
  const cora = await signedInAs(browser, 'Cory Writer', 'contributor');
  const { page } = cora;
  await page.goto(`${base}/admin/blog/new`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Create blog post' })).toHaveCount(0);
  const title = `A contributor’s post ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const slug = await page.getByLabel('Address (URL slug)').inputValue();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(`${base}/admin/blog/${slug}`);
  await database(async (db) => {
    expect(await getDocument(db, 'blogPosts', slug)).toBeUndefined();
    expect((await getDraft(db, 'blogPosts', slug))?.baseVersion).toBe(0);
  });
  expect((await page.request.get(`${base}/blog/${slug}`)).status()).toBe(404);
  await cora.close();
});

test('a translator changes the Spanish title and nothing else: the English is shown, not editable, and refused from a crafted request (B5)', async ({
  browser,
}) => {
  const tara = await signedInAs(browser, 'Tara Translator', 'translator');
  await database((db) =>
    db.updateTable('admin_users').set({ languages: 'es' }).where('id', '=', tara.person.id).execute(),
  );
  const { page } = tara;
  await page.goto(`${base}${POST.page}`);
  await expect(sections(page).getByRole('link', { name: 'Translations', exact: true })).toBeVisible();
  for (const name of [/^Leads/, 'Media', 'Activity', 'Users'])
    await expect(sections(page).getByRole('link', { name })).toHaveCount(0);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Duplicate' })).toHaveCount(0);
  await expect(page.getByText('the English texts are shown here and cannot be changed')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeDisabled();

  const before = await database(
    async (db) => ((await getDraft(db, 'blogPosts', POST.id)) ?? (await getDocument(db, 'blogPosts', POST.id)))!.data,
  );
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: /^Spanish/ })
    .click();
  const spanish = `Lo básico del SEO ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(spanish);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page)).toContainText('Draft saved');
  const draft = (await database((db) => getDraft(db, 'blogPosts', POST.id)))!;
  expect(draft.data.title).toEqual({ ...before.title, es: spanish });

  // The same draft with the English title changed, sent by hand: refused, the draft as it was.
  const published = (await database((db) => getDocument(db, 'blogPosts', POST.id)))!;
  const values = Object.fromEntries(
    Object.keys(POST.fields.shape).map((key) => [key, (draft.data as Record<string, unknown>)[key]]),
  );
  const caller = { path: POST.page, cookie: tara.cookie, address: newClient() };
  const crafted = {
    id: POST.id,
    expectedVersion: published.version,
    draftVersion: draft.version,
    values: { ...values, title: { ...draft.data.title, en: 'Changed by a translator' } },
  };
  expect(await callServerAction(port, base, ['saveDraftItem', 'blogPosts'], crafted, caller)).toEqual({
    status: 'forbidden',
  });
  expect((await database((db) => getDraft(db, 'blogPosts', POST.id)))!.data.title).toEqual(draft.data.title);
  // German is not hers: its translation cannot be marked current by her; Spanish can.
  const mark = (locale: string) =>
    callServerAction(port, base, ['markCurrentItem', 'blogPosts'], { id: POST.id, path: 'title', locale }, caller);
  expect(await mark('de')).toEqual({ status: 'forbidden' });
  expect(['marked', 'not_found']).toContain((await mark('es')).status);
  // A new item is not a translator's.
  await page.goto(`${base}/admin/blog/new`);
  await expect(page.getByRole('heading', { name: 'New blog post is not part of your role' })).toBeVisible();
  await tara.close();
});

test('a sales account works the inbox and the analytics, and is shown no content (B5)', async ({ browser }) => {
  const leadId = await database((db) => insertLead(db, LEAD));
  const sol = await signedInAs(browser, 'Sol Seller', 'sales');
  const { page } = sol;
  await page.goto(`${base}/admin`);
  const nav = sections(page);
  await expect(nav.getByRole('link', { name: /^Leads/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Analytics', exact: true })).toBeVisible();
  for (const name of ['Blog', 'Services', 'Projects', 'Media', 'Translations', 'Activity', 'Users'])
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  // The overview has the new leads, and nothing of the content.
  await expect(page.getByRole('region', { name: 'Needs you' })).toHaveCount(0);

  await page.goto(`${base}/admin/leads/${leadId}`);
  await expect(page.getByText(LEAD.message)).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Contacted' }).click();
  await expect(toast(page)).toContainText('Status changed');
  expect(
    await database((db) => db.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirst()),
  ).toEqual({
    status: 'contacted',
  });

  const blog = await page.goto(`${base}/admin/blog`);
  await expect(page.getByRole('heading', { name: 'Blog is not part of your role' })).toBeVisible();
  expect(await blog?.text()).not.toContain('What an MVP Really Costs');
  // A content action sent by hand is refused; an image is refused before it is read (403).
  const caller = { path: '/admin/blog', cookie: sol.cookie, address: newClient() };
  expect(await callServerAction(port, base, ['duplicateItem', 'blogPosts'], { id: POST.id }, caller)).toEqual({
    status: 'forbidden',
  });
  const upload = await page.request.post(`${base}/api/admin/media`, {
    headers: { origin: base, 'content-type': 'application/octet-stream', 'x-file-name': 'pixel.png' },
    data: Buffer.from('not read'),
  });
  expect(upload.status()).toBe(403);
  await sol.close();
});

test('an owner changes a person’s role on the Users page: their session follows at once, and the log records it (B5)', async ({
  page,
  browser,
}) => {
  const edda = await signedInAs(browser, 'Edda Editor', 'editor');
  await edda.page.goto(`${base}/admin/activity`);
  await expect(edda.page.getByRole('heading', { name: 'Activity is not part of your role' })).toHaveCount(0);

  await signIn(page, base, '/admin/users');
  await expect(page.getByRole('heading', { name: 'What each role may do' })).toBeVisible();
  await expect(page.getByText('Writes drafts: creates and edits content as drafts')).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Role of Edda Editor').selectOption({ label: 'Sales' });
  await expect(toast(page)).toContainText('Edda Editor is now Sales.');
  await expect(page.getByLabel('Role of Edda Editor')).toHaveValue('sales');

  // Her open session now has the rights of sales: no content, no activity log.
  await edda.page.goto(`${base}/admin/activity`);
  await expect(edda.page.getByRole('heading', { name: 'Activity is not part of your role' })).toBeVisible();
  await expect(edda.page.getByRole('link', { name: 'Edda Editor Your account (Sales)' })).toBeVisible();

  await page.goto(`${base}/admin/activity`);
  await expect(page.getByText('Edda Editor: editor → sales')).toBeVisible();
  await edda.close();
});
