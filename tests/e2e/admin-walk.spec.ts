import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../src/server/audit';
import { createSession } from '../../src/server/auth/session';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { getDocument } from '../../src/server/queries/documents';
import { newClient, signIn, workerServer } from '../support/admin';
import { leadRow, outboxRow } from '../support/lead-rows';
import { axeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * Issue 27, what a walk through the admin found: the sections at 375 px, the sign-in button's focus ring, the activity
 * log's titles, and a lead whose notification waits on a server with no mail server configured (SMTP_URL unset here).
 * On the worker's server: the entries and the lead it adds are its own.
 */
const admin = workerServer();
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
  'Overview',
  'Leads',
  'Analytics',
  'Users',
  'Activity',
  'Trash',
];

const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
/** A section's link; Leads says how many new leads wait beside its name ("Leads 3 new") when there are any. */
const sectionLink = (nav: Locator, name: string) =>
  nav.getByRole('link', name === 'Leads' ? { name: /^Leads(?:\s*\d+ new)?$/ } : { name, exact: true });
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
  for (const name of sections) await expect(sectionLink(nav, name)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
  // The first link of the first group (Today) comes next in the tab order.
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Overview', exact: true })).toBeFocused();
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

test('the Sections menu opens and its links work without script; at 1280 px the sidebar shows every section', async ({
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
  await expect(sectionLink(nav, 'Leads')).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/activity`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav.locator('summary')).toBeHidden();
  for (const name of sections) await expect(sectionLink(nav, name)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activity', exact: true })).toHaveAttribute('aria-current', 'page');
  await context.close();
});

test('at 375 px, with the Sections menu open, the panel has no accessibility or CSP violations in either theme', async ({
  page,
  cspViolations,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, base, '/admin/leads');
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(`${base}/admin/leads`, { waitUntil: 'networkidle' });
    await sectionNav(page).locator('summary').click();
    await expect(sectionNav(page).getByRole('link', { name: 'Trash', exact: true })).toBeVisible();
    expect(await axeViolations(page), theme).toEqual([]);
  }
  expect(await cspViolations()).toEqual([]);
});

test('the sign-in button’s focus ring is there, at 3:1 or more against the card, the moment focus arrives', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  await page.goto(`${base}/admin-login`);
  await page.getByLabel('Password', { exact: true }).focus();
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  for (let i = 0; i < 5 && !(await signInButton.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(signInButton).toBeFocused();
  // Read at once, before a transition of the outline could have finished: the ring must already be there.
  const ring = await signInButton.evaluate((button) => {
    const rgb = (color: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (channels: number[]) => {
      const [r, g, b] = channels.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let surface: Element | null = button.parentElement;
    while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)') surface = surface.parentElement;
    const style = getComputedStyle(button);
    const [light, dark] = [
      luminance(rgb(style.outlineColor)),
      luminance(rgb(getComputedStyle(surface!).backgroundColor)),
    ].sort((a, b) => b - a) as [number, number];
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: (light + 0.05) / (dark + 0.05),
    };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.contrast).toBeGreaterThanOrEqual(3);
});

test('the activity log names items by their current title, linked to their editor; a deleted item keeps its summary', async ({
  page,
}) => {
  // Numbers of this run's own, so its entries are the only ones with these summaries.
  const version = 1000 + Math.floor(Math.random() * 1e6);
  const gone = 100_000 + Math.floor(Math.random() * 1e6);
  const title = await database(async (db) => {
    const owner = { id: 'owner', name: 'Owner' };
    await recordAudit(db, owner, {
      action: 'content.saved',
      target: 'services:web3',
      summary: `services “web3” version ${version}`,
    });
    await recordAudit(db, owner, {
      action: 'content.deleted',
      target: `projects:${gone}`,
      summary: `Project “Long Gone” (${gone}) moved to the trash`,
    });
    return (await getDocument(db, 'services', 'web3'))!.data.title.en;
  });
  await signIn(page, base, '/admin/activity');
  const entries = page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');
  const saved = entries.filter({ hasText: `services “web3” version ${version}` });
  await expect(saved.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', '/admin/services/web3');
  await expect(saved).toContainText(`Service ${title}`);
  const deleted = entries.filter({ hasText: `Project “Long Gone” (${gone}) moved to the trash` });
  await expect(deleted).toContainText('Moved content to the trash');
  await expect(deleted.getByRole('link')).toHaveCount(0);
});

test('a lead whose notification waits because no mail server is configured says so, in the list and on its page', async ({
  page,
}) => {
  const leadId = randomUUID();
  const name = `Walk ${leadId.slice(0, 8)}`;
  await database(async (db) => {
    await db
      .insertInto('leads')
      .values(leadRow({ id: leadId, name }))
      .execute();
    await db.insertInto('outbox').values(outboxRow(leadId)).execute();
  });
  await signIn(page, base, '/admin/leads');
  const row = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('E-mail waiting');
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'This e-mail is waiting: no mail server is configured (SMTP_URL). It will be sent when one is.',
  );
});

test('a lead’s webhook deliveries are folded under one line counting them, in webhook words, never the mail server’s', async ({
  page,
}) => {
  const leadId = randomUUID();
  const name = `Hooks ${leadId.slice(0, 8)}`;
  const delivery = (status: string, attempts: number) =>
    outboxRow(leadId, {
      kind: 'webhook',
      recipient: 'https://crm.example/hooks/leads',
      status,
      attempts,
      // Not due for a day: the server's outbox never picks the retry up during the test.
      next_attempt_at: Date.now() + 86_400_000,
      last_error: status === 'retry' ? 'HTTP 503' : null,
      sent_at: status === 'sent' ? Date.now() : null,
    });
  await database(async (db) => {
    await db
      .insertInto('leads')
      .values(leadRow({ id: leadId, name }))
      .execute();
    await db
      .insertInto('outbox')
      .values([delivery('sent', 1), delivery('sent', 1), delivery('retry', 2)])
      .execute();
  });
  await signIn(page, base, `/admin/leads/${leadId}`);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const folded = notifications.getByTestId('webhook-deliveries');
  await expect(folded.locator('summary')).toHaveText('Webhook deliveries (3): 2 delivered, 1 will retry');
  // Folded: the deliveries are there but not shown until opened.
  await expect(folded).not.toHaveAttribute('open');
  await expect(folded.getByText('HTTP 503')).toBeHidden();
  await folded.locator('summary').click();
  await expect(
    folded.getByText(/^The webhook’s address has not accepted it yet: 2 attempts failed so far/),
  ).toBeVisible();
  await expect(notifications).not.toContainText('mail server');
});
