import type { Locator, Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { createSession } from '../../src/server/auth/session';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { adminServer, newClient, signIn } from '../support/admin';
import { expect, test } from './fixtures';

/**
 * Issue 27, what a walk through the admin found: the sections at 375 px, the sign-in button's focus ring, the activity
 * log's titles, and a lead whose notification waits on a server with no mail server configured (SMTP_URL unset here).
 */
test.describe.configure({ mode: 'serial' });

const admin = adminServer(33);
const { base } = admin;

async function database<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await work(db);
  } finally {
    await close();
  }
}

const sections = [
  'Services',
  'Projects',
  'Case Studies',
  'Testimonials',
  'Blog',
  'SEO',
  'Pricing',
  'Settings',
  'Leads',
  'Analytics',
  'Users',
  'Activity',
  'Trash',
];

const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const isOpen = (menu: Locator) => menu.evaluate((details: HTMLDetailsElement) => details.open);

test('at 375 px a Sections menu reaches every section, marks the current one, and closes on Escape or a choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, base, '/admin/services');
  const nav = sectionNav(page);
  const menu = nav.locator('details');
  const button = menu.locator('summary');
  await expect(button).toHaveText(/Sections\s*Services/);
  await expect(nav.getByRole('link', { name: 'Leads' })).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  expect(await isOpen(menu)).toBe(true);
  for (const name of sections) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  expect(await isOpen(menu)).toBe(false);
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/analytics`);
  await expect(button).toHaveText(/Sections\s*Analytics/);
  expect(await isOpen(menu)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the Sections menu opens and its links work without script; at 1280 px the tab bar shows every section', async ({
  browser,
}) => {
  const session = await database((db) => createSession(db, { userId: 'owner', ipHash: null, userAgent: null }));
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
    extraHTTPHeaders: { 'x-forwarded-for': newClient() },
  });
  await context.addCookies([{ name: 'admin-session', value: session.token, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/admin/leads`);
  const nav = sectionNav(page);
  await nav.locator('summary').click();
  await expect(nav.getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/activity`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav.locator('summary')).toBeHidden();
  for (const name of sections) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activity', exact: true })).toHaveAttribute('aria-current', 'page');
  await context.close();
});
