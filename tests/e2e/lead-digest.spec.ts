import { connect } from '../../src/server/db/connect';
import { adminServer, serverActions, signIn } from '../support/admin';
import { leadRow } from '../support/lead-rows';
import { actionStatus, addEditor, liveSession, postAction } from '../support/sessions';
import { expect, test } from './fixtures';
import { schedulerPassesDone } from '../support/server-logs';

/**
 * Issue 31, the daily digest: a person turns it on on their own Account page, it stays on, and the server's scheduler
 * queues their digest through the outbox; the owner account of the admin password, which has no e-mail address, is told
 * why it cannot, and the action refuses it.
 */
test.describe.configure({ mode: 'serial' });
// Digests from midnight UTC, looked for every second: the test need not wait for a morning.
const admin = adminServer({ LEAD_DIGEST_HOUR: '0', SCHEDULE_CHECK_SECONDS: '1' });
const EDITH = { name: 'Edith Digest', email: 'edith.digest@agency.example' };
const SWITCH = 'E-mail me a daily digest of open leads';
let edithId = '';

async function withDb<T>(use: (db: ReturnType<typeof connect>['db']) => Promise<T>): Promise<T> {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await use(db);
  } finally {
    await close();
  }
}

test.beforeAll(async () => {
  edithId = await withDb(async (db) => {
    await db
      .insertInto('leads')
      .values(leadRow({ created_at: Date.now() - 26 * 3_600_000, status: 'contacted' }))
      .execute();
    return (await addEditor(db, EDITH.name, EDITH.email)).id;
  });
});

const digestsTo = (recipient: string) =>
  withDb((db) =>
    db.selectFrom('outbox').select('payload').where('kind', '=', 'notice').where('recipient', '=', recipient).execute(),
  );

test('a person turns the daily digest on, it stays on after a reload, and their digest is queued', async ({ page }) => {
  const token = await withDb((db) => liveSession(db, edithId));
  await page.context().addCookies([{ name: 'admin-session', value: token, url: admin.base }]);
  await page.goto(`${admin.base}/admin/account`);
  const digest = page.getByRole('switch', { name: SWITCH });
  await expect(digest).not.toBeChecked();
  await expect(digest).toBeEnabled();
  await expect(page.getByText('Every day from 00:00 UTC')).toBeVisible();

  await digest.check();
  await expect(page.getByTestId('toast')).toContainText(`The open leads come to ${EDITH.email} every day.`);
  await page.reload();
  await expect(page.getByRole('switch', { name: SWITCH })).toBeChecked();

  // The scheduler finds the person's day not sent yet, and queues one digest (the lead is open, a day old).
  await expect.poll(async () => (await digestsTo(EDITH.email)).length, { timeout: 15_000 }).toBe(1);
  const [queued] = await digestsTo(EDITH.email);
  const mail = JSON.parse(queued!.payload!) as { subject: string; text: string };
  expect(mail.subject).toBe('Daily digest: 1 open lead');
  expect(mail.text).toContain('- 1 day 2 hours: contact message, Contacted, nobody answers it yet');
  expect(mail.text).not.toContain('Ada Lovelace');

  await page.getByRole('switch', { name: SWITCH }).uncheck();
  await expect(page.getByTestId('toast')).toContainText('You will not get the digest any more.');
  await page.reload();
  await expect(page.getByRole('switch', { name: SWITCH })).not.toBeChecked();
  // Turned on again the same day, it sends no second digest that day.
  await page.getByRole('switch', { name: SWITCH }).check();
  await expect(page.getByTestId('toast')).toContainText('Daily digest on');
  await schedulerPassesDone([admin.port]);
  expect(await digestsTo(EDITH.email)).toHaveLength(1);
});

test('the owner account without an e-mail address is told why it cannot have a digest, and the action refuses it', async ({
  page,
}) => {
  await signIn(page, admin.base, '/admin/account');
  await expect(page.getByRole('switch', { name: SWITCH })).toBeDisabled();
  await expect(page.getByText('This account has no e-mail address')).toBeVisible();

  const [action] = serverActions('admin/account/digest-actions');
  const cookie = (await page.context().cookies(admin.base)).find((c) => c.name === 'admin-session');
  const response = await postAction(admin.port, {
    path: '/admin/account',
    id: action!.id,
    args: [{ digest: true }],
    headers: { origin: admin.base, cookie: `admin-session=${cookie?.value}` },
  });
  expect(actionStatus(response)).toBe('no_email');
  const owner = await withDb((db) =>
    db.selectFrom('admin_users').select('digest').where('id', '=', 'owner').executeTakeFirstOrThrow(),
  );
  expect(owner.digest).toBe(0);
});
