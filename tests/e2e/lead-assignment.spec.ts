import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { createReviewLink, liveReviewLink } from '../../src/server/queries/review-links';
import { setSchedule } from '../../src/server/queries/schedules';
import { signIn, workerServer } from '../support/admin';
import { leadRow } from '../support/lead-rows';
import { copyBlogPost, ownSlug, removeOwnDocument } from '../support/own-documents';
import { openHydrated } from '../support/hydration';
import { expect, test } from './fixtures';

/**
 * Issue 31, who answers a lead: the owner gives a lead to a person of the team, the lead's history and the inbox's
 * Mine / Unassigned filters follow, and removing that person (the dialog says how many open leads they answer) leaves
 * the lead unassigned. On the worker's server: its person, leads and post are its own (the inbox is searched for this
 * run's leads), and the post goes at the end.
 */
test.describe.configure({ mode: 'serial' });
const admin = workerServer();

/** In the names of this run's leads and person: the inbox's search finds them, and no other spec's. */
let RUN = '';
let edith = { id: '', name: '' };
let leads = { open: '', mine: '', waiting: '' };
let lead = { open: '', mine: '', waiting: '' };
/** The review link Edith gave a client (its token), and when the publish she scheduled runs. */
let edithsReviewToken = '';
let publishAt = 0;
let postId = '';

test.beforeAll(async () => {
  RUN = ownSlug('assign');
  edith = { id: randomUUID(), name: `Edith Clarke ${RUN}` };
  leads = { open: randomUUID(), mine: randomUUID(), waiting: randomUUID() };
  lead = { open: `Open Lead ${RUN}`, mine: `Owner Lead ${RUN}`, waiting: `Waiting Lead ${RUN}` };
  publishAt = Date.now() + 30 * 86_400_000;
  postId = (await copyBlogPost(admin.databaseUrl, 'seo-basics-for-small-businesses')).id;
  const { db, close } = connect(admin.databaseUrl);
  try {
    await db
      .insertInto('admin_users')
      .values({ ...edith, email: `${RUN}@agency.example`, role: 'editor', created_at: Date.now(), created_by: 'owner' })
      .execute();
    await db
      .insertInto('leads')
      .values([
        leadRow({ id: leads.open, name: lead.open, status: 'contacted' }),
        leadRow({ id: leads.mine, name: lead.mine }),
        leadRow({ id: leads.waiting, name: lead.waiting }),
      ])
      .execute();
    const post = { collection: 'blogPosts', documentId: postId } as const;
    await setSchedule(db, { ...post, action: 'publish', runAt: publishAt, by: edith });
    ({ token: edithsReviewToken } = await createReviewLink(db, {
      ...post,
      path: `/blog/${postId}`,
      createdBy: edith.name,
      createdById: edith.id,
    }));
  } finally {
    await close();
  }
});

test.afterAll(async () => removeOwnDocument(admin.databaseUrl, 'blogPosts', postId));

const names = (page: Page) => page.getByRole('list', { name: 'Leads' }).getByRole('heading').allTextContents();

test('a lead given to a person shows who answers it, in its history and in the inbox filters', async ({ page }) => {
  await signIn(page, admin.base, `/admin/leads/${leads.open}`);
  const picker = page.getByLabel('Answered by');
  await expect(picker).toHaveValue('');
  await picker.selectOption({ label: edith.name });
  await expect(page.getByTestId('toast')).toContainText(`${edith.name} answers this lead now.`);
  await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem').first()).toContainText(
    new RegExp(`^Assigned to ${edith.name} · Owner, `),
  );

  await openHydrated(page, `${admin.base}/admin/leads/${leads.mine}`);
  await page.getByLabel('Answered by').selectOption({ label: 'Owner' });
  await expect(page.getByTestId('toast')).toContainText('Owner answers this lead now.');

  await page.goto(`${admin.base}/admin/leads?assigned=mine&q=${RUN}`);
  expect(await names(page)).toEqual([lead.mine]);
  await page.goto(`${admin.base}/admin/leads?assigned=none&q=${RUN}`);
  expect(await names(page)).toEqual([lead.waiting]);
  await page.goto(`${admin.base}/admin/leads?q=${RUN}`);
  const row = page.getByRole('listitem').filter({ hasText: lead.open });
  await expect(row).toContainText(`Answered by ${edith.name}`);
  // The filter form says which one is on, and applying it keeps it in the address.
  await page.getByLabel('Answered by').selectOption('Unassigned');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]assigned=none/);
  expect(await names(page)).toEqual([lead.waiting]);
});

test('removing a person says what becomes of their leads, schedules and review links, and does it (B1)', async ({
  page,
}) => {
  await signIn(page, admin.base, '/admin/users');
  await page.getByRole('button', { name: `Remove ${edith.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${edith.name}?` });
  await expect(dialog).toContainText(`${edith.name} answers 1 open lead: it becomes unassigned`);
  await expect(dialog).toContainText(
    `${edith.name} scheduled 1 publish or unpublish: it becomes yours and still happens at its time.`,
  );
  await expect(dialog).toContainText(`The review link ${edith.name} gave a client stops working.`);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(`${edith.name} can no longer sign in.`);

  // Her publish still happens at its time, as the owner's; her client's link no longer opens anything.
  const { db, close } = connect(admin.databaseUrl);
  try {
    expect(
      await db.selectFrom('schedules').select(['scheduled_by', 'run_at']).where('document_id', '=', postId).execute(),
    ).toEqual([{ scheduled_by: 'Owner', run_at: publishAt }]);
    expect(await liveReviewLink(db, edithsReviewToken)).toBeUndefined();
  } finally {
    await close();
  }
  await page.goto(`${admin.base}/admin/activity`);
  await expect(page.getByRole('main')).toContainText(
    `${edith.name} (1 open lead unassigned, 1 scheduled change now Owner’s, 1 review link revoked)`,
  );

  await page.goto(`${admin.base}/admin/leads?assigned=none&q=${RUN}`);
  expect((await names(page)).sort()).toEqual([lead.open, lead.waiting]);
  await page.goto(`${admin.base}/admin/leads/${leads.open}`);
  await expect(page.getByLabel('Answered by')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem').first()).toContainText(
    'Unassigned',
  );
});
