import { connect } from '../../src/server/db/connect';
import { OWNER_ID } from '../../src/server/auth/user';
import { newClient, signIn, workerServer } from '../support/admin';
import { waitForHydration } from '../support/hydration';
import { ownBlogPostFor } from '../support/own-documents';
import { expect, test } from './fixtures';

/**
 * Every time in the admin in one time zone, the person's own (issue 42): a browser in Madrid sees its saves, its
 * history, its schedule and the Overview in Madrid time, never UTC beside it, and a time it types into the schedule
 * means Madrid time. On the worker's server, on a blog post of the test's own.
 */
const admin = workerServer();
const { base } = admin;
const ownPost = ownBlogPostFor(admin.databaseUrl);

test('a browser in Madrid sees every admin time in Madrid time and schedules in it, until its person chooses another zone', async ({
  browser,
}) => {
  const slug = ownPost();
  const context = await browser.newContext({
    timezoneId: 'Europe/Madrid',
    extraHTTPHeaders: { 'x-forwarded-for': newClient() },
  });
  try {
    const page = await context.newPage();
    await signIn(page, base, `/admin/blog/${slug}`);
    // The first answer cannot know the browser's zone: the page learns it, keeps it, and is drawn again in it.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText(/ CET$|CET\b/, { timeout: 15_000 });
    await waitForHydration(page, 'main');
    const schedule = page.getByRole('region', { name: 'Schedule' });
    await expect(schedule).toContainText('Times are in your time zone (Europe/Madrid)');

    // 10:00 in Madrid on 15 January is 09:00 UTC.
    await schedule.getByLabel('Unpublish at').fill('2027-01-15T10:00');
    await schedule.getByRole('button', { name: 'Schedule unpublish' }).click();
    await expect(schedule).toContainText('Leaves the site on Fri, 15 Jan 2027, 10:00 CET (set by Owner).');
    const { db, close } = connect(admin.databaseUrl);
    try {
      const row = await db
        .selectFrom('schedules')
        .select('run_at')
        .where('collection', '=', 'blogPosts')
        .where('document_id', '=', slug)
        .executeTakeFirstOrThrow();
      expect(Number(row.run_at)).toBe(Date.UTC(2027, 0, 15, 9, 0));
    } finally {
      await close();
    }

    // Typing is kept as a draft, said in Madrid time; nothing on the page speaks UTC beside it.
    await page.getByLabel('Author', { exact: true }).fill('Ana in Madrid');
    await expect(page.getByRole('status').filter({ hasText: /^Draft saved/ })).toContainText(/ CET by Owner\./, {
      timeout: 15_000,
    });
    await expect(page.getByRole('main')).not.toContainText(/\d{2}:\d{2}(:\d{2})? UTC/);

    // The Overview, drawn on the server, speaks the same time.
    await page.goto(`${base}/admin/overview`);
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect(activity.getByRole('listitem').first()).toContainText(/\d{2}:\d{2} CET/);
    await expect(page.getByRole('main')).not.toContainText(/\d{2}:\d{2} UTC/);

    // On the Account page the person chooses another zone: every time follows it, whatever the browser says.
    await page.goto(`${base}/admin/account`);
    const zone = page.getByLabel('Show times in');
    await expect(zone).toHaveValue('');
    await expect(zone.locator('option').first()).toHaveText("This browser's time zone (Europe/Madrid)");
    await zone.selectOption('America/New_York');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByTestId('toast')).toContainText('The admin now shows your times in America/New_York.');
    await page.goto(`${base}/admin/overview`);
    await expect(activity.getByRole('listitem').first()).toContainText(/\d{2}:\d{2} EST/);
    await page.goto(`${base}/admin/account`);
    await page.getByLabel('Show times in').selectOption('');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByTestId('toast')).toContainText("this browser's time zone");
    await page.goto(`${base}/admin/overview`);
    await expect(activity.getByRole('listitem').first()).toContainText(/\d{2}:\d{2} CET/);
  } finally {
    await context.close();
    // The owner's choice goes with the test, whatever happened, for the specs after it on this server.
    const { db, close } = connect(admin.databaseUrl);
    await db.updateTable('admin_users').set({ time_zone: null }).where('id', '=', OWNER_ID).execute();
    await close();
  }
});
