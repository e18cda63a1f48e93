import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { createReviewLink, liveReviewLink } from '../../src/server/queries/review-links';
import { setSchedule } from '../../src/server/queries/schedules';
import { adminServer, signIn } from '../support/admin';
import { leadRow } from '../support/lead-rows';
import { openHydrated } from '../support/hydration';
import { expect, test } from './fixtures';

/**
 * Issue 31, who answers a lead: the owner gives a lead to a person of the team, the lead's history and the inbox's
 * Mine / Unassigned filters follow, and removing that person (the dialog says how many open leads they answer) leaves
 * the lead unassigned.
 */
test.describe.configure({ mode: 'serial' });
const admin = adminServer();

const edith = { id: randomUUID(), name: 'Edith Clarke' };
const leads = { open: randomUUID(), mine: randomUUID(), waiting: randomUUID() };
/** The review link Edith gave a client (its token), and when the publish she scheduled runs. */
let edithsReviewToken = '';
const publishAt = Date.now() + 30 * 86_400_000;

test.beforeAll(async () => {
  const { db, close } = connect(admin.databaseUrl);
  try {
    await db
      .insertInto('admin_users')
      .values({ ...edith, email: 'edith@agency.example', role: 'editor', created_at: Date.now(), created_by: 'owner' })
      .execute();
    await db
      .insertInto('leads')
      .values([
        leadRow({ id: leads.open, name: 'Open Lead', status: 'contacted' }),
        leadRow({ id: leads.mine, name: 'Owner Lead' }),
        leadRow({ id: leads.waiting, name: 'Waiting Lead' }),
      ])
      .execute();
    const post = { collection: 'blogPosts', documentId: 'seo-basics-for-small-businesses' } as const;
    await setSchedule(db, { ...post, action: 'publish', runAt: publishAt, by: edith });
    ({ token: edithsReviewToken } = await createReviewLink(db, {
      ...post,
      path: '/blog/seo-basics-for-small-businesses',
      createdBy: edith.name,
      createdById: edith.id,
    }));
  } finally {
    await close();
  }
});

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

  await page.goto(`${admin.base}/admin/leads?assigned=mine`);
  expect(await names(page)).toEqual(['Owner Lead']);
  await page.goto(`${admin.base}/admin/leads?assigned=none`);
  expect(await names(page)).toEqual(['Waiting Lead']);
  await page.goto(`${admin.base}/admin/leads`);
  const row = page.getByRole('listitem').filter({ hasText: 'Open Lead' });
  await expect(row).toContainText(`Answered by ${edith.name}`);
  // The filter form says which one is on, and applying it keeps it in the address.
  await page.getByLabel('Answered by').selectOption('Unassigned');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]assigned=none/);
  expect(await names(page)).toEqual(['Waiting Lead']);
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
    expect(await db.selectFrom('schedules').select(['scheduled_by', 'run_at']).execute()).toEqual([
      { scheduled_by: 'Owner', run_at: publishAt },
    ]);
    expect(await liveReviewLink(db, edithsReviewToken)).toBeUndefined();
  } finally {
    await close();
  }
  await page.goto(`${admin.base}/admin/activity`);
  await expect(page.getByRole('main')).toContainText(
    `${edith.name} (1 open lead unassigned, 1 scheduled change now Owner’s, 1 review link revoked)`,
  );

  await page.goto(`${admin.base}/admin/leads?assigned=none`);
  expect((await names(page)).sort()).toEqual(['Open Lead', 'Waiting Lead']);
  await page.goto(`${admin.base}/admin/leads/${leads.open}`);
  await expect(page.getByLabel('Answered by')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem').first()).toContainText(
    'Unassigned',
  );
});
