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
  // The article's rich-text editor too, which a disabled fieldset does not reach.
  const article = page.getByRole('textbox', { name: 'Article', exact: true });
  await expect(article).toHaveAttribute('contenteditable', 'false');
  await expect(article).toHaveAttribute('aria-readonly', 'true');

  const before = await database(
    async (db) => ((await getDraft(db, 'blogPosts', POST.id)) ?? (await getDocument(db, 'blogPosts', POST.id)))!.data,
  );
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: /^Spanish/ })
    .click();
  await expect(page.getByRole('textbox', { name: 'Article', exact: true })).toHaveAttribute('contenteditable', 'true');
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

/** The notices queued for an address (subject and text), oldest first. */
const noticesTo = (email: string) =>
  database(async (db) =>
    (
      await db
        .selectFrom('outbox')
        .select('payload')
        .where('kind', '=', 'notice')
        .where('recipient', '=', email)
        .orderBy('created_at')
        .execute()
    ).map((row) => JSON.parse(row.payload ?? '{}') as { subject: string; text: string }),
  );

test('a contributor asks for a review: the editors are told and see it waiting; an editor sends it back with a note, then publishes the next one, which ends it (B5)', async ({
  browser,
}) => {
  const cora = await signedInAs(browser, 'Coral Writer', 'contributor');
  const edna = await signedInAs(browser, 'Edna Editor', 'editor');
  const review = (page: Page) => page.getByRole('region', { name: 'Review by an editor' });

  await cora.page.goto(`${base}${POST.page}`);
  await waitForHydration(cora.page);
  const title = `Coral’s draft ${Date.now()}`;
  await cora.page.getByLabel('Title', { exact: true }).fill(title);
  // Asking keeps the typing as the draft first: the draft is what the editors review.
  await review(cora.page).getByLabel('Note for the editors (optional)').fill('Please check the intro.');
  await review(cora.page).getByRole('button', { name: 'Ask for review' }).click();
  await expect(toast(cora.page)).toContainText('Review asked');
  await expect(review(cora.page).getByRole('status')).toContainText('You asked for a review');
  await expect(review(cora.page).getByRole('status')).toContainText('“Please check the intro.”');
  const draft = (await database((db) => getDraft(db, 'blogPosts', POST.id)))!;
  expect(draft.data.title.en).toBe(title);
  expect(draft.review).toMatchObject({ askedBy: 'Coral Writer', note: 'Please check the intro.' });

  // Every person who publishes is told through the outbox; the one who asked is not.
  const [asked] = await noticesTo(edna.person.email!);
  expect(asked?.subject).toBe(`Review asked: blog post “${title}”`);
  expect(asked?.text).toContain('“Please check the intro.”');
  expect(asked?.text).toContain(`/admin/blog/${POST.id}`);
  expect(await noticesTo(cora.person.email!)).toEqual([]);

  // The editor finds it on the Overview, opens it, and sends it back with a note.
  await edna.page.goto(`${base}/admin`);
  const waiting = edna.page.getByRole('region', { name: /^Waiting for review/ });
  await expect(waiting.getByRole('link', { name: title })).toBeVisible();
  await expect(waiting).toContainText('Coral Writer asked for a review');
  await waiting.getByRole('link', { name: title }).click();
  await waitForHydration(edna.page);
  await expect(review(edna.page).getByRole('status')).toContainText('Coral Writer asked for a review');
  await review(edna.page).getByLabel('Note for Coral Writer (optional)').fill('Shorten the title, please.');
  await review(edna.page).getByRole('button', { name: 'Send back' }).click();
  await expect(toast(edna.page)).toContainText('Sent back to Coral Writer');
  const [sentBack] = await noticesTo(cora.person.email!);
  expect(sentBack?.subject).toBe(`Sent back: blog post “${title}”`);
  expect(sentBack?.text).toContain('“Shorten the title, please.”');
  expect((await database((db) => getDraft(db, 'blogPosts', POST.id)))?.review).toBeUndefined();

  // Asked again, then published by the editor: the request ends with the draft.
  await cora.page.reload();
  await waitForHydration(cora.page);
  await review(cora.page).getByRole('button', { name: 'Ask for review' }).click();
  await expect(toast(cora.page)).toContainText('Review asked');
  await edna.page.reload();
  await waitForHydration(edna.page);
  await expect(review(edna.page).getByRole('status')).toContainText('Coral Writer asked for a review');
  await edna.page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(edna.page)).toContainText('Changes saved');
  await database(async (db) => {
    expect(await getDraft(db, 'blogPosts', POST.id)).toBeUndefined();
    expect((await getDocument(db, 'blogPosts', POST.id))?.data.title.en).toBe(title);
    const log = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('action', 'in', ['review.asked', 'review.sent_back'])
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'review.asked', actor_name: 'Coral Writer' },
      { action: 'review.sent_back', actor_name: 'Edna Editor' },
      { action: 'review.asked', actor_name: 'Coral Writer' },
    ]);
  });
  await edna.page.goto(`${base}/admin`);
  await expect(edna.page.getByRole('region', { name: /^Waiting for review/ })).toHaveCount(0);
  await cora.close();
  await edna.close();
});

test('an owner lets a translator publish her languages: she publishes the Spanish title, and a change to the English is refused with the reason (B5)', async ({
  page,
  browser,
}) => {
  const tina = await signedInAs(browser, 'Tina Translator', 'translator');
  await signIn(page, base, '/admin/users');
  await waitForHydration(page);
  const rights = page.getByRole('group', { name: 'Languages of Tina Translator' });
  // Each box saves at once, and shows its new state once the list is drawn again.
  await rights.getByLabel('German').click();
  await expect(rights.getByLabel('German')).not.toBeChecked();
  await rights.getByLabel('Arabic').click();
  await expect(rights.getByLabel('Arabic')).not.toBeChecked();
  await rights.getByLabel('Publishes them').click();
  await expect(rights.getByLabel('Publishes them')).toBeChecked();
  await expect
    .poll(() =>
      database((db) =>
        db
          .selectFrom('admin_users')
          .select(['languages', 'publishes_languages'])
          .where('id', '=', tina.person.id)
          .executeTakeFirst(),
      ),
    )
    .toEqual({ languages: 'es', publishes_languages: 1 });

  const published = (await database((db) => getDocument(db, 'blogPosts', POST.id)))!;
  await tina.page.goto(`${base}${POST.page}`);
  await waitForHydration(tina.page);
  await tina.page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: /^Spanish/ })
    .click();
  const spanish = `Publicado por Tina ${Date.now()}`;
  await tina.page.getByLabel('Title', { exact: true }).fill(spanish);
  await tina.page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(tina.page)).toContainText('Changes saved');
  const after = (await database((db) => getDocument(db, 'blogPosts', POST.id)))!;
  expect(after.version).toBe(published.version + 1);
  expect(after.data.title).toEqual({ ...published.data.title, es: spanish });

  // The English changed through a crafted publish: refused, with the reason, and nothing published.
  const values = Object.fromEntries(
    Object.keys(POST.fields.shape).map((key) => [key, (after.data as Record<string, unknown>)[key]]),
  );
  const crafted = {
    id: POST.id,
    expectedVersion: after.version,
    values: { ...values, title: { ...after.data.title, en: 'Published by a translator' } },
  };
  const caller = { path: POST.page, cookie: tina.cookie, address: newClient() };
  expect(await callServerAction(port, base, ['saveItem', 'blogPosts'], crafted, caller)).toMatchObject({
    status: 'invalid',
    fields: { form: expect.stringContaining('outside your languages') },
  });
  expect((await database((db) => getDocument(db, 'blogPosts', POST.id)))!.version).toBe(after.version);
  await tina.close();
});
