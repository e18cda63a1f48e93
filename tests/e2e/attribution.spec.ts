import type { Page } from '@playwright/test';
import { parseCsv } from '../support/csv';
import { connect } from '../../src/server/db/connect';
import { adminServer, newClient, signIn } from '../support/admin';
import { solveCaptcha } from '../support/captcha';
import { waitLikeAPerson } from '../support/forms';
import { expect, test } from './fixtures';

/**
 * Issue 31, where leads come from: a visit's landing page, referrer and campaign tags are kept in the tab's
 * sessionStorage (no cookie), sent with the contact form, checked on the server and shown on the lead, in the inbox's
 * source filter and in the CSV. A visitor who asks not to be tracked sends none of it.
 */
// One server for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });
const admin = adminServer(44);
const CAMPAIGN = '/services/web3?utm_source=newsletter&utm_medium=email&utm_campaign=launch';

async function storedLead(marker: string) {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await db.selectFrom('leads').selectAll().where('message', 'like', `%${marker}%`).executeTakeFirst();
  } finally {
    await close();
  }
}

/** Lands on `landing`, reads two more pages, then sends the contact form as a person would. */
async function visitAndSendContact(page: Page, landing: string, marker: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  await page.goto(`${admin.base}${landing}`);
  await page.getByRole('banner').getByRole('link', { name: 'Portfolio', exact: true }).first().click();
  await expect(page).toHaveURL(`${admin.base}/portfolio`);
  await page.goto(`${admin.base}/contact-us`);
  const openedAt = Date.now();
  await page.getByLabel('Full Name').fill(`Grace ${marker}`);
  await page.getByLabel('Email Address').fill('grace@example.com');
  await page.getByLabel('Your Message').fill(`We saw your launch newsletter (${marker}).`);
  await page.getByRole('checkbox', { name: 'Web3 & Blockchain Development' }).check();
  await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
  await solveCaptcha(page);
  await waitLikeAPerson(page, openedAt);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toContainText('Message sent successfully!', { timeout: 15_000 });
}

test('a campaign visit that browses two pages and writes: the lead shows its source, the inbox filters by it, the CSV has it, the dashboard counts it and then its win', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const marker = `attr${Date.now().toString(36)}`;
  await visitAndSendContact(page, CAMPAIGN, marker);
  // Kept for the tab's session only: no cookie carries it.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('lead-attribution');

  expect(await storedLead(marker)).toMatchObject({
    landing_page: '/services/web3',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'launch',
    referrer_host: null,
  });

  await signIn(page, admin.base, '/admin/leads?source=newsletter');
  await expect(page.getByLabel('Source', { exact: true })).toHaveValue('newsletter');
  await page.getByRole('link', { name: new RegExp(`Grace ${marker}`) }).click();
  const source = page.getByRole('region', { name: 'Where it came from' });
  await expect(source.getByRole('link', { name: 'newsletter' })).toHaveAttribute(
    'href',
    '/admin/leads?source=newsletter',
  );
  for (const [label, value] of [
    ['Medium', 'email'],
    ['Campaign', 'launch'],
    ['Landing page', '/services/web3'],
  ] as const)
    await expect(source.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);

  const csv = await page.request.get(`${admin.base}/admin/leads/export?source=newsletter`);
  expect(csv.status()).toBe(200);
  const [header, ...rows] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
  const sent = rows.find((cells) => cells.includes(`Grace ${marker}`));
  const row = Object.fromEntries(header!.map((column, i) => [column, sent?.[i]]));
  expect(row).toMatchObject({
    source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'launch',
    landing_page: '/services/web3',
  });
  // Another source's filter leaves the lead out.
  await page.goto(`${admin.base}/admin/leads?source=${encodeURIComponent('(direct)')}`);
  await expect(page.getByRole('link', { name: new RegExp(`Grace ${marker}`) })).toHaveCount(0);

  // The dashboard's Sources table counts the lead, and the won lead once its status says so.
  const sourceRow = async () => {
    await page.goto(`${admin.base}/admin/analytics`);
    const row = page.getByRole('table', { name: 'Sources' }).getByRole('row', { name: /^newsletter email launch/ });
    return row.getByRole('cell');
  };
  let cells = await sourceRow();
  await expect(cells.nth(2)).toHaveText('1'); // leads
  await expect(cells.nth(5)).toHaveText('0'); // won
  await page.goto(`${admin.base}/admin/leads?source=newsletter`);
  await page.getByRole('link', { name: new RegExp(`Grace ${marker}`) }).click();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Won' }).click();
  await expect(page.getByTestId('toast')).toContainText('The lead is now “Won”.');
  cells = await sourceRow();
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(5)).toHaveText('1');
  await expect(cells.nth(8)).toHaveText('100%');
});

test('a visitor whose browser asks not to be tracked (Global Privacy Control) sends no source', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
  const marker = `gpc${Date.now().toString(36)}`;
  await visitAndSendContact(page, CAMPAIGN, marker);
  expect(await page.evaluate(() => sessionStorage.getItem('lead-attribution'))).toBeNull();
  expect(await storedLead(marker)).toMatchObject({
    landing_page: null,
    utm_source: null,
    utm_campaign: null,
    click_ids: null,
  });
});
