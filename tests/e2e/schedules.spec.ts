import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signIn } from '../support/admin';
import { leadRow } from '../support/lead-rows';
import { rawRequest } from '../support/raw-http';
import { twoInstances } from '../support/two-instances';
import { openHydrated } from '../support/hydration';
import { expect, test } from './fixtures';
import { schedulerPassesDone } from '../support/server-logs';

/**
 * Scheduled publishing (issue 29) on two instances sharing one PostgreSQL database, both looking for due changes every
 * second: the admin sets a time in their own zone, it is stored as the UTC instant, and when it comes (the clock is
 * moved by moving the stored time, as the server's own clock cannot be) the change is made once, with one version and
 * one activity entry, and both instances show it. The same job e-mails about leads left `new` too long: once.
 */
test.describe.configure({ mode: 'serial' });

const { ports, one, withDatabase } = twoInstances('schedules', {
  start: async () => ({ SCHEDULE_CHECK_SECONDS: '1' }),
});

// The admin works from New York: 09:00 there on 15 January next year (winter time, UTC−5) is 14:00 UTC.
test.use({ timezoneId: 'America/New_York' });
const YEAR = new Date().getUTCFullYear() + 1;
const LAUNCH_LOCAL = `${YEAR}-01-15T09:00`;
const LAUNCH_UTC = Date.UTC(YEAR, 0, 15, 14, 0);
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(LAUNCH_UTC);
const LAUNCH_SHOWN = new RegExp(`${WEEKDAY},? 15 Jan ${YEAR}, 09:00 (EST|GMT-5)`);

const PUBLISHED = 'what-an-mvp-really-costs-and-how-to-scope-it';
const UNPUBLISHED = 'seo-basics-for-small-businesses';

/** A post's public page on both instances, as a visitor with no session reads it. */
const pages = (slug: string) =>
  Promise.all(
    ports.map((port) => rawRequest({ port, path: `/blog/${slug}`, headers: { 'x-forwarded-for': '198.51.100.7' } })),
  );

const scheduleRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Schedule', exact: true }).getByLabel(label);

/** What the database holds of one item's scheduled change and its outcome. */
const records = (id: string, action: 'content.published_on_schedule' | 'content.unpublished_on_schedule') =>
  withDatabase(async (db) => ({
    schedules: await db.selectFrom('schedules').selectAll().where('document_id', '=', id).execute(),
    activity: await db
      .selectFrom('audit_log')
      .select(['actor_name', 'summary'])
      .where('action', '=', action)
      .where('target', '=', `blogPosts:${id}`)
      .execute(),
    revisions: (await db.selectFrom('document_revisions').select('changed_by').where('document_id', '=', id).execute())
      .length,
    document: await db.selectFrom('documents').select(['version', 'data']).where('id', '=', id).executeTakeFirst(),
  }));

/** Moves the clock to the stored time: the change is made due now. */
const makeDue = (id: string) =>
  withDatabase((db) =>
    db
      .updateTable('schedules')
      .set({ run_at: Date.now() - 1000 })
      .where('document_id', '=', id)
      .execute(),
  );

test('a draft scheduled in the admin’s time zone goes live at its time, once, on both instances', async ({ page }) => {
  await signIn(page, one, `/admin/blog/${PUBLISHED}`);
  const title = `Launch morning ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('[data-draft="saved"]')).toContainText('Draft saved');

  const panel = page.getByRole('region', { name: 'Schedule', exact: true });
  await expect(panel).toContainText('America/New_York');
  await scheduleRow(page, 'Publish the draft at').fill(LAUNCH_LOCAL);
  await panel.getByRole('button', { name: 'Schedule publish' }).click();
  await expect(panel.getByRole('status')).toContainText(LAUNCH_SHOWN);
  const before = await records(PUBLISHED, 'content.published_on_schedule');
  expect(before.schedules.map((row) => [row.action, Number(row.run_at)])).toEqual([['publish', LAUNCH_UTC]]);

  // The list says when, in the admin's zone; the site does not show the draft.
  await page.goto(`${one}/admin/blog`);
  await expect(page.locator('li', { hasText: 'What an MVP Really Costs' }).first()).toContainText(LAUNCH_SHOWN);
  for (const answer of await pages(PUBLISHED)) expect(answer.body).not.toContain(title);

  // A time in the past is refused, and the one set stays.
  await openHydrated(page, `${one}/admin/blog/${PUBLISHED}`);
  await scheduleRow(page, 'Publish the draft at').fill('2020-01-01T09:00');
  await panel.getByRole('button', { name: 'Schedule publish' }).click();
  await expect(panel).toContainText('Choose a time in the future.');
  await expect(panel.getByRole('status')).toContainText(LAUNCH_SHOWN);

  await makeDue(PUBLISHED);
  await expect
    .poll(async () => (await pages(PUBLISHED)).map((answer) => answer.body.includes(title)), { timeout: 20_000 })
    .toEqual([true, true]);
  // Both instances looked twice more; one made the change.
  await schedulerPassesDone(ports);
  const after = await records(PUBLISHED, 'content.published_on_schedule');
  expect(after.schedules).toEqual([]);
  expect(after.activity).toHaveLength(1);
  expect(after.revisions).toBe(before.revisions + 1);
  expect(after.document?.version).toBe(before.document!.version + 1);
  expect(
    await withDatabase((db) => db.selectFrom('drafts').selectAll().where('document_id', '=', PUBLISHED).execute()),
  ).toEqual([]);

  // The editor opens on the published text, with nothing scheduled.
  await page.goto(`${one}/admin/blog/${PUBLISHED}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(panel.getByRole('status')).toHaveCount(0);
});

test('an item scheduled to be unpublished leaves the site at its time, once; a cancelled schedule does nothing', async ({
  page,
}) => {
  await signIn(page, one, `/admin/blog/${UNPUBLISHED}`);
  const panel = page.getByRole('region', { name: 'Schedule', exact: true });
  await scheduleRow(page, 'Unpublish at').fill(LAUNCH_LOCAL);
  await panel.getByRole('button', { name: 'Schedule unpublish' }).click();
  await expect(panel.getByRole('status')).toContainText(LAUNCH_SHOWN);

  // Cancelled: made due, nothing happens.
  await panel.getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(panel.getByRole('status')).toHaveCount(0);
  await makeDue(UNPUBLISHED);
  expect((await records(UNPUBLISHED, 'content.unpublished_on_schedule')).schedules).toEqual([]);

  await scheduleRow(page, 'Unpublish at').fill(LAUNCH_LOCAL);
  await panel.getByRole('button', { name: 'Schedule unpublish' }).click();
  await expect(panel.getByRole('status')).toContainText(LAUNCH_SHOWN);
  for (const answer of await pages(UNPUBLISHED)) expect(answer.status).toBe(200);

  await makeDue(UNPUBLISHED);
  await expect
    .poll(async () => (await pages(UNPUBLISHED)).map((answer) => answer.status), { timeout: 20_000 })
    .toEqual([404, 404]);
  await schedulerPassesDone(ports);
  const after = await records(UNPUBLISHED, 'content.unpublished_on_schedule');
  expect(after.activity).toHaveLength(1);
  expect(after.document).toBeUndefined();
  // Off the site, not in the trash: the admin keeps it as a draft, with the text it had on the site.
  expect(await withDatabase((db) => db.selectFrom('trash').select('document_id').execute())).toEqual([]);
  const draft = await withDatabase((db) =>
    db.selectFrom('drafts').select(['data', 'base_version']).where('document_id', '=', UNPUBLISHED).executeTakeFirst(),
  );
  expect(draft?.base_version).toBe(0);
  await page.goto(`${one}/admin/blog/${UNPUBLISHED}`);
  await expect(page.getByText(/Draft: taken off the site .* by /)).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(JSON.parse(draft!.data).title.en);
});

test('a lead left new past its working hours is e-mailed about once, though both servers look every second (issue 31)', async () => {
  const id = randomUUID();
  // The clock is moved by dating the lead back: ten days always hold more than the four working hours of the default.
  await withDatabase((db) =>
    db
      .insertInto('leads')
      .values(leadRow({ id, created_at: Date.now() - 10 * 86_400_000 }))
      .execute(),
  );
  const alerts = () =>
    withDatabase((db) =>
      db
        .selectFrom('outbox')
        .select(['recipient', 'payload'])
        .where('kind', '=', 'notice')
        .where('payload', 'like', `%/admin/leads/${id}%`)
        .execute(),
    );
  await expect.poll(async () => (await alerts()).length, { timeout: 20_000 }).toBe(1);
  // Two more passes of both servers queue nothing more.
  await schedulerPassesDone(ports);
  const [alert] = await alerts();
  expect(await alerts()).toHaveLength(1);
  expect(JSON.parse(alert!.payload!)).toMatchObject({ subject: 'A contact message waits for an answer' });
  const lead = await withDatabase((db) =>
    db.selectFrom('leads').select('alerted_at').where('id', '=', id).executeTakeFirstOrThrow(),
  );
  expect(lead.alerted_at).not.toBeNull();
});
