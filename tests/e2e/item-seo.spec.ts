import { connect } from '../../src/server/db/connect';
import { getDocument } from '../../src/server/queries/documents';
import { saveDraft } from '../../src/server/queries/drafts';
import { signIn, workerServer } from '../support/admin';
import { ownSlug, removeOwnDocument } from '../support/own-documents';
import { axeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * An item's search appearance in its editor's side panel (issue 42): set on a draft before it is published, with
 * noindex and a canonical address, and what the published page then says to search engines. On the worker's server,
 * with a post of the test's own.
 */
const server = workerServer();
const SEED = 'seo-basics-for-small-businesses';

/** A new post kept as a draft only, not on the site. */
async function draftPost(slug: string) {
  const { db, close } = connect(server.databaseUrl);
  try {
    const seeded = (await getDocument(db, 'blogPosts', SEED))!.data;
    await saveDraft(
      db,
      'blogPosts',
      { ...seeded, id: slug, slug, title: { en: `Clinic apps ${slug}` } },
      { by: 'e2e', expectedVersion: 0, expectedDraftVersion: 0 },
    );
  } finally {
    await close();
  }
}

test('a draft’s search appearance is set beside its form; once published, its page is kept out of search and the sitemap', async ({
  page,
  request,
}) => {
  // A draft's SEO saved, the post published, its page and the sitemap read twice: about 15 s on a quiet machine.
  test.setTimeout(90_000);
  const slug = ownSlug('clinic-apps');
  await draftPost(slug);
  try {
    await signIn(page, server.base, `/admin/blog/${slug}`);
    const panel = page.getByRole('region', { name: 'Search appearance' });
    await expect(panel.getByLabel('Title Tag')).toHaveValue(`Clinic apps ${slug}`.slice(0, 60));
    // One language switch for the whole editor: the panel follows the item's form.
    const languages = page.getByRole('group', { name: 'Language' });
    await expect(languages).toHaveCount(1);
    await languages.getByRole('button', { name: /^Spanish/ }).click();
    await expect(panel.getByLabel('Title Tag')).toHaveAttribute('lang', 'es');
    await languages.getByRole('button', { name: /^English/ }).click();
    await expect(panel.getByLabel('Title Tag')).toHaveAttribute('lang', 'en');
    await panel.getByLabel('Title Tag').fill('Apps for clinics, built to book');
    await panel.getByLabel('Meta Description').fill('Booking and reminder apps for clinic chains.');
    await expect(panel.getByText('Apps for clinics, built to book')).toBeVisible(); // the search preview
    await panel.getByRole('checkbox', { name: 'Keep out of search results' }).check();
    await panel.getByLabel('Canonical address (optional)').fill('/blog');
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Save SEO settings' }).click();
    await expect(page.getByTestId('toast').first()).toContainText('SEO Data Saved');

    // Publishing the post: its page carries what was set, and the sitemap leaves it out.
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect.poll(async () => (await request.get(`${server.base}/blog/${slug}`)).status()).toBe(200);
    const html = await (await request.get(`${server.base}/blog/${slug}`)).text();
    expect(html).toContain('<title>Apps for clinics, built to book</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\s*\/?>/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${server.base}/blog"\\s*/?>`));
    expect(await (await request.get(`${server.base}/sitemap.xml`)).text()).not.toContain(`/blog/${slug}<`);

    // Listed again once the box is cleared, with its own address as canonical.
    await page.reload();
    const again = page.getByRole('region', { name: 'Search appearance' });
    await again.getByRole('checkbox', { name: 'Keep out of search results' }).uncheck();
    await again.getByLabel('Canonical address (optional)').fill('');
    await again.getByRole('button', { name: 'Save SEO settings' }).click();
    await expect(page.getByTestId('toast').first()).toContainText('SEO Data Saved');
    await expect
      .poll(async () => (await (await request.get(`${server.base}/sitemap.xml`)).text()).includes(`/blog/${slug}<`))
      .toBe(true);
    const listed = await (await request.get(`${server.base}/blog/${slug}`)).text();
    expect(listed).not.toContain('noindex');
    expect(listed).toMatch(new RegExp(`<link rel="canonical" href="${server.base}/blog/${slug}"\\s*/?>`));
  } finally {
    await removeOwnDocument(server.databaseUrl, 'blogPosts', slug);
    await removeOwnDocument(server.databaseUrl, 'seo', `blog:${slug}`);
  }
});

test('on a phone the side panel is one panel at the top of the form that opens on a tap, with no accessibility or CSP violations in either theme', async ({
  page,
  cspViolations,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, server.base, `/admin/blog/${SEED}`);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(`${server.base}/admin/blog/${SEED}`, { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Schedule, review and history' });
    // Above the form's fields, closed: the schedule, search appearance and history wait behind one tap.
    const [panelBox, titleBox] = await Promise.all([
      toggle.boundingBox(),
      page.getByLabel('Title', { exact: true }).boundingBox(),
    ]);
    expect(panelBox!.y).toBeLessThan(titleBox!.y);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Search appearance' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Search appearance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
    // Open, it fits the phone: nothing in it (the preview's address, a date input) widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page), theme).toEqual([]);
  }
  expect(await cspViolations()).toEqual([]);
});
