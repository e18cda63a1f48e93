import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { adminPaths } from '../../src/lib/admin-paths';
import { OWNER_ID } from '../../src/server/auth/user';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { listDocuments, saveDocument } from '../../src/server/queries/documents';
import overviewCopy from '../../messages/admin/overview.json' with { type: 'json' };
import { signIn, workerServer } from '../support/admin';
import { keepDocuments, removeOwnDocument } from '../support/own-documents';
import { leadRow } from '../support/lead-rows';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * The admin's Overview (`/admin/overview`): the tests add a lead, save a service and store an item written in English
 * only, and read them back on the overview. On the worker's server: the service is put back after its test, and the
 * English-only item goes at the end of its own.
 */
const admin = workerServer();
keepDocuments(admin, [['services', 'web-development']]);
const { base } = admin;

async function database<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await work(db);
  } finally {
    await close();
  }
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test('the Overview has its own tab, while /admin still opens the services editor', async ({ page }) => {
  await signIn(page, base, '/admin');
  await expect(page.getByText('Select a service to edit')).toBeVisible();
  const tab = sections(page).getByRole('link', { name: 'Overview', exact: true });
  await expect(tab).toHaveAttribute('href', '/admin/overview');
  await tab.click();
  await expect(page).toHaveURL(`${base}/admin/overview`);
  await expect(page.getByRole('heading', { level: 2, name: overviewCopy.heading })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a new lead shows with what it asked about and a link to its page, counted with the other new ones', async ({
  page,
}) => {
  const lead = leadRow({
    name: 'Oona Overviewlead',
    company: 'Overview Freight',
    message: 'We need a customer portal for our shipments.',
  });
  const newCount = await database(async (db) => {
    await db.insertInto('leads').values(lead).execute();
    await db
      .insertInto('leads')
      .values(leadRow({ name: 'Answered Already', status: 'contacted', created_at: Date.now() + 1 }))
      .execute();
    const { n } = await db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    return Number(n);
  });

  await signIn(page, base, '/admin/overview');
  const card = page.getByRole('region', { name: overviewCopy.leads.heading });
  await expect(card.getByText(`${newCount} new`, { exact: true })).toBeVisible();
  const newest = card.getByRole('list', { name: overviewCopy.leads.listLabel }).getByRole('listitem');
  await expect(newest.first()).toContainText('We need a customer portal for our shipments.');
  await expect(newest.first()).toContainText('Overview Freight');
  await expect(newest.first().getByRole('link', { name: lead.name })).toHaveAttribute(
    'href',
    adminPaths.lead(lead.id!),
  );
  await expect(card).not.toContainText('Answered Already');
  await card.getByRole('link', { name: lead.name }).click();
  await expect(page).toHaveURL(`${base}${adminPaths.lead(lead.id!)}`);
});

test('recent activity names a saved item by its title and links to its editor', async ({ page }) => {
  const title = `Web Development ${Date.now()}`;
  await signIn(page, base, '/admin/services/web-development');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('has been updated successfully.');

  await page.goto(`${base}/admin/overview`);
  const card = page.getByRole('region', { name: overviewCopy.activity.heading });
  const latest = card.getByRole('list', { name: overviewCopy.activity.listLabel }).getByRole('listitem').first();
  await expect(latest).toContainText('Saved content');
  await expect(latest.getByRole('link', { name: title })).toHaveAttribute('href', '/admin/services/web-development');
  await card.getByRole('link', { name: overviewCopy.activity.all }).click();
  await expect(page).toHaveURL(`${base}/admin/activity`);
});

test('missing translations list an item written in English only, with its languages and editor', async ({ page }) => {
  const id = `odile-englishonly-${Date.now().toString(36)}`;
  const name = 'Odile Englishonly';
  const testimonials = await database(async (db) => {
    const [model] = await listDocuments(db, 'textTestimonials');
    await saveDocument(
      db,
      'textTestimonials',
      {
        ...model,
        id,
        order: 999,
        name,
        role: { en: 'Founder of a bakery chain with a very long name' },
        quote: { en: 'They shipped our ordering app in six weeks.' },
      },
      { by: OWNER_ID, expectedVersion: 0 },
    );
    return (await listDocuments(db, 'textTestimonials')).length;
  });

  await signIn(page, base, '/admin/overview');
  const card = page.getByRole('region', { name: overviewCopy.translations.heading });
  const row = card
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Text testimonials$/ }) });
  await expect(row.getByRole('definition')).toHaveText(new RegExp(`^[1-9]\\d* of ${testimonials}$`));
  const item = card
    .getByRole('list', { name: overviewCopy.translations.worstLabel })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(item).toContainText('Missing in Spanish, German, Arabic');
  await expect(item).toContainText('6 texts missing');
  await expect(item.getByRole('link', { name })).toHaveAttribute('href', `/admin/testimonials/text-${id}`);
  await removeOwnDocument(admin.databaseUrl, 'textTestimonials', id);
});

test('the overview has no axe violations in either theme', async ({ page }) => {
  await signIn(page, base, '/admin/overview');
  await expectNoAxeViolations(page, `${base}/admin/overview`);
});
