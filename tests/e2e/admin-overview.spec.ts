import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { adminPaths } from '../../src/lib/admin-paths';
import { OWNER_ID } from '../../src/server/auth/user';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { listDocuments, saveDocument } from '../../src/server/queries/documents';
import overviewCopy from '../../messages/admin/overview.json' with { type: 'json' };
import panelCopy from '../../messages/admin/panel.json' with { type: 'json' };
import { signIn, workerServer } from '../support/admin';
import { copyBlogPost, keepDocuments, removeOwnDocument } from '../support/own-documents';
import { outboxRow } from '../support/lead-rows';
import { saveDraft } from '../../src/server/queries/drafts';
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

test('/admin opens the Overview, and the grouped navigation shows every section on a 1,280 px screen and in the phone menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, base, '/admin');
  await expect(page.getByRole('heading', { level: 2, name: overviewCopy.heading })).toBeVisible();
  const nav = sections(page);
  await expect(nav.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page');
  // Every section an owner may open, in four groups, each link whole inside the window: none scrolled off to the side.
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(23);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(1280);
  }
  for (const group of Object.values(panelCopy.groups))
    await expect(nav.getByText(group, { exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/trash`);
  await expect(sections(page).getByRole('link', { name: 'Trash', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // On a phone the same groups are in the Sections menu, which names the section that is open.
  await page.setViewportSize({ width: 375, height: 800 });
  const menu = sections(page).locator('summary');
  await expect(menu).toHaveText(/^Sections\s*Trash$/);
  await menu.click();
  await expect(sections(page).getByRole('link')).toHaveCount(23);
  await sections(page).getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/overview`);
});

test('Needs you lists a draft, a scheduled change, a client’s change request, translations to update and a failing webhook, each with its editor', async ({
  page,
}) => {
  const post = await copyBlogPost(admin.databaseUrl, 'what-an-mvp-really-costs-and-how-to-scope-it');
  const hook = `https://hooks.example.com/needs-you-${post.slug}`;
  const now = Date.now();
  await database(async (db) => {
    await saveDraft(
      db,
      'blogPosts',
      { ...post, author: 'Draft Author' },
      { by: 'Dana', expectedVersion: 1, expectedDraftVersion: 0 },
    );
    await db
      .insertInto('schedules')
      .values({
        collection: 'blogPosts',
        document_id: post.slug,
        action: 'unpublish',
        run_at: now + 10 * 60_000,
        scheduled_by: 'Sam Scheduler',
        scheduled_by_id: OWNER_ID,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('review_links')
      .values({
        id: `needs-you-${post.slug}`,
        token_hash: `needs-you-${post.slug}`,
        collection: 'blogPosts',
        document_id: post.slug,
        path: `/blog/${post.slug}`,
        created_by: 'Owner',
        created_by_id: OWNER_ID,
        created_at: now,
        expires_at: now + 86_400_000,
        revoked_at: null,
        decision: 'changes',
        comment: 'Please shorten the introduction.',
        decided_at: now,
      })
      .execute();
    await db
      .insertInto('stale_translations')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          collection: 'blogPosts',
          document_id: post.slug,
          path: `content.${i}`,
          locale: 'es',
          english: 'Old English',
          marked_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('outbox')
      .values(
        outboxRow('', {
          id: `needs-you-${post.slug}`,
          lead_id: null,
          kind: 'webhook',
          recipient: hook,
          status: 'dead',
          attempts: 3,
        }),
      )
      .execute();
  });
  try {
    await signIn(page, base, '/admin');
    const card = page.getByRole('region', { name: overviewCopy.needs.heading });
    const group = (name: string) => card.getByRole('region', { name: new RegExp(`^${name}`) });
    const editor = `/admin/blog/${post.slug}`;
    const ours = (name: string) => group(name).getByRole('listitem').filter({ hasText: post.title.en });

    await expect(ours(overviewCopy.needs.drafts)).toContainText('Dana');
    await expect(ours(overviewCopy.needs.drafts).getByRole('link')).toHaveAttribute('href', editor);
    await expect(ours(overviewCopy.needs.scheduled)).toContainText(`${overviewCopy.needs.unpublishes} `);
    await expect(ours(overviewCopy.needs.scheduled)).toContainText('Sam Scheduler');
    await expect(ours(overviewCopy.needs.changeRequests)).toContainText('“Please shorten the introduction.”');
    await expect(ours(overviewCopy.needs.staleTranslations)).toContainText('12 texts whose English changed');
    await expect(
      group(overviewCopy.needs.failingWebhooks).getByRole('listitem').filter({ hasText: hook }),
    ).toContainText('1 given up, 0 waiting to retry');

    // Published after the client's answer, the request has been dealt with: it leaves the list.
    await database((db) =>
      saveDocument(db, 'blogPosts', { ...post, author: 'Published Later' }, { by: 'Owner', expectedVersion: 1 }),
    );
    await page.reload();
    await expect(group(overviewCopy.needs.drafts)).toBeVisible();
    await expect(card.getByText('“Please shorten the introduction.”')).toHaveCount(0);
  } finally {
    await database(async (db) => {
      await db.deleteFrom('review_links').where('id', '=', `needs-you-${post.slug}`).execute();
      await db.deleteFrom('outbox').where('id', '=', `needs-you-${post.slug}`).execute();
    });
    await removeOwnDocument(admin.databaseUrl, 'blogPosts', post.slug);
  }
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
