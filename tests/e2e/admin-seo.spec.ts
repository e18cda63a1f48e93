import type { Browser, Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { OWNER_ID } from '../../src/server/auth/user';
import { getDocument, saveDocument } from '../../src/server/queries/documents';
import { waitForHydration } from '../support/hydration';
import { newClient, serverActions, signIn as signInAs, workerServer } from '../support/admin';
import { keepDocuments, removeOwnDocument } from '../support/own-documents';
import { rawRequest } from '../support/raw-http';
import { liveSession, sessionCookie } from '../support/sessions';
import { axeViolations, expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * The SEO editor (spec 001 "SEO editor") through the production server, on the worker's server: the entries a test
 * saves are put back after it, for the specs that read them.
 */
const admin = workerServer();
keepDocuments(admin, [
  ['seo', 'service:web3'],
  ['seo', 'terms'],
]);
const { port, base } = admin;

/** Opens an SEO editor page once React has hydrated it (input typed before that would be undone). */
async function open(page: Page, target: string) {
  await page.goto(`${base}${target}`);
  await waitForHydration(page, '#seo-page');
}

/** Opens `target` signed in as the owner (the sign-in page has its own spec), once the SEO page has hydrated. */
async function signIn(page: Page, target = '/admin/seo') {
  await signInAs(page, base, target);
  await waitForHydration(page, '#seo-page');
}

async function stored(id: string) {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await getDocument(db, 'seo', id);
  } finally {
    await close();
  }
}

/** The collection actions the SEO form posts to (the page binds the collection as their first argument). */
const seoActions = () =>
  serverActions('src/admin/item-actions.ts').filter((action) => ['saveItem', 'restoreItem'].includes(action.name));

async function openInFreshContext(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { page, context };
}

const picker = (page: Page) => page.getByLabel('Select a page');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Pages to edit' });
const editing = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: `Editing SEO for ${name}` });
const titleTag = (page: Page) => page.getByLabel('Title Tag', { exact: true });
const metaDescription = (page: Page) => page.getByLabel('Meta Description', { exact: true });
const toast = (page: Page) => page.getByTestId('toast');

test('the four tabs list their pages by title in the dropdown, and changing tab clears the chosen page', async ({
  page,
}) => {
  await signIn(page);
  const nav = tabs(page);
  await expect(nav.getByRole('link')).toHaveText(['Main Pages', 'Services', 'Projects', 'Case Studies', 'Blog']);
  await expect(nav.getByRole('link', { name: 'Main Pages' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Select a page to edit its title, description and sharing image.')).toBeVisible();
  const options = picker(page).getByRole('option');
  // The site's own pages, then the pages built from blocks (the seed's, and any a test on this server has made).
  await expect(picker(page).locator('option:not([value^="page:"])')).toHaveCount(14);
  await expect(picker(page).getByRole('option', { name: 'Apps for clinics' })).toHaveAttribute(
    'value',
    'page:apps-for-clinics',
  );
  await expect(options.nth(1)).toHaveText('Home');
  await expect(picker(page).getByRole('option', { name: 'Terms of Service' })).toHaveAttribute('value', 'terms');

  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(`${base}/admin/seo?tab=services`);
  await waitForHydration(page, '#seo-page');
  await expect(tabs(page).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
  await expect(picker(page).getByRole('option')).toHaveCount(7);
  await picker(page).selectOption({ label: 'Web3 & Blockchain Development' });
  await expect(page).toHaveURL(`${base}/admin/seo/service:web3`);
  await expect(editing(page, 'Web3 & Blockchain Development')).toBeVisible();
  await expect(titleTag(page)).toHaveValue('Web3 & Blockchain Development | Emberline Digital');
  await expect(page.getByLabel('OG Image URL')).toHaveValue('/images/services/web3.webp');
  await expect(page.getByLabel('Keyword 1', { exact: true })).toHaveValue('Web3 development');

  await tabs(page).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(`${base}/admin/seo?tab=projects`);
  await expect(page.getByRole('heading', { name: /^Editing SEO for/ })).toHaveCount(0);
  await expect(picker(page)).toHaveValue('');
  await expect(picker(page).getByRole('option', { name: 'Statewide Early Childhood Data Platform' })).toHaveAttribute(
    'value',
    'project:11',
  );

  await tabs(page).getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL(`${base}/admin/seo?tab=case-studies`);
  await waitForHydration(page, '#seo-page');
  await picker(page).selectOption({ label: 'FitForge: Personal Fitness Coaching App' });
  await expect(editing(page, 'FitForge: Personal Fitness Coaching App')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Page Selection' }).click();
  await expect(page).toHaveURL(`${base}/admin/seo?tab=case-studies`);
  await expect(picker(page)).toHaveValue('');
});

test('a chosen page keeps its tab and selection across reload and Back, and keys with a colon round-trip', async ({
  page,
}) => {
  await signIn(page, '/admin/seo/case-study:m1');
  await expect(editing(page, 'FitForge: Personal Fitness Coaching App')).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Case Studies' })).toHaveAttribute('aria-current', 'true');
  await expect(picker(page)).toHaveValue('case-study:m1');
  await page.reload();
  await waitForHydration(page, '#seo-page');
  await expect(editing(page, 'FitForge: Personal Fitness Coaching App')).toBeVisible();
  await expect(picker(page)).toHaveValue('case-study:m1');

  await open(page, '/admin/seo/project%3A11');
  await expect(editing(page, 'Statewide Early Childhood Data Platform')).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'true');
  await picker(page).selectOption('project:1');
  await expect(page).toHaveURL(`${base}/admin/seo/project:1`);
  await expect(editing(page, 'Hands With Cans')).toBeVisible();
  // From the keyboard: an arrow key opens the next page and the focus stays on the dropdown.
  await picker(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(`${base}/admin/seo/project:2`);
  await expect(editing(page, 'Caddo Ridge')).toBeVisible();
  await expect(picker(page)).toBeFocused();
  await page.goBack();
  await expect(editing(page, 'Hands With Cans')).toBeVisible();
  await expect(picker(page)).toHaveValue('project:1');
  await page.goBack();
  await expect(page).toHaveURL(`${base}/admin/seo/project%3A11`);
  await expect(editing(page, 'Statewide Early Childhood Data Platform')).toBeVisible();
  await expect(picker(page)).toHaveValue('project:11');

  for (const missing of ['/admin/seo/service:nope', '/admin/seo/not%20a%20key', '/admin/seo/blog:x']) {
    expect((await page.goto(`${base}${missing}`))?.status(), missing).toBe(404);
  }
});

test('length hints and the search-result preview follow the typing, in the language being edited', async ({ page }) => {
  await signIn(page, '/admin/seo/service:web3');
  const titleCount = page.getByTestId('seo-title-count');
  await expect(titleCount).toHaveText('49 / 60 characters');
  await expect(titleTag(page)).toHaveAttribute('aria-describedby', /seo-title-count/);
  await expect(page.getByTestId('seo-description-count')).toHaveText(/^\d+ \/ 160 characters/);
  const preview = page.getByTestId('search-preview');
  await expect(preview.getByTestId('search-preview-url')).toHaveText(`${admin.base}/services/web3`);
  await expect(preview.getByTestId('search-preview-title')).toHaveText(
    'Web3 & Blockchain Development | Emberline Digital',
  );

  await titleTag(page).fill('x'.repeat(55));
  await expect(titleCount).toHaveText('55 / 60 characters · Close to the limit.');
  await expect(titleTag(page)).toHaveAttribute('data-level', 'near');
  await titleTag(page).fill('Web3 development that people trust with their money, today');
  await titleTag(page).pressSequentially(' ok');
  await expect(titleCount).toHaveText('61 / 60 characters · 1 over the limit: this will not save.');
  await expect(titleTag(page)).toHaveAttribute('data-level', 'over');
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Title Tag: 61 / 60 characters' })).toBeAttached();
  await expect(preview.getByTestId('search-preview-title')).toHaveText(
    'Web3 development that people trust with their money, today ok',
  );
  await metaDescription(page).fill('Smart contracts, audited.');
  await expect(page.getByTestId('seo-description-count')).toHaveText('25 / 160 characters');
  await expect(preview.getByTestId('search-preview-description')).toHaveText('Smart contracts, audited.');

  await page.getByRole('button', { name: 'Spanish' }).click();
  await expect(preview.getByTestId('search-preview-url')).toHaveText(`${admin.base}/es/services/web3`);
  const spanishTitle = await titleTag(page).inputValue();
  expect(spanishTitle).not.toBe('');
  await expect(preview.getByTestId('search-preview-title')).toHaveText(spanishTitle);
  await expect(titleCount).toHaveText(`${spanishTitle.length} / 60 characters`);
  // A translation left empty previews the English title, as visitors would get it.
  await titleTag(page).fill('');
  await expect(titleCount).toHaveText('0 / 60 characters');
  await expect(preview.getByTestId('search-preview-title')).toHaveText(
    'Web3 development that people trust with their money, today ok',
  );
  await titleTag(page).fill('Desarrollo Web3 y blockchain');
  await expect(titleCount).toHaveText('28 / 60 characters');
  await expect(preview.getByTestId('search-preview-title')).toHaveText('Desarrollo Web3 y blockchain');
  await expect(preview).toHaveAttribute('lang', 'es');
});

test('saving shows on the public page in every language, the editor stays open, and history restores', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/seo/service:web3');
  const original = (await stored('service:web3'))!;
  const entries = await page.getByRole('region', { name: 'History' }).getByRole('listitem').count();
  const title = `Web3 Builders ${Date.now()}`;
  const description = 'Audit-ready smart contracts and dApps, built by a veteran-owned team in Texas.';
  await titleTag(page).fill(title);
  await metaDescription(page).fill(description);
  await page.getByRole('button', { name: 'Add Keyword 7' }).click();
  await page.getByLabel('Keyword 7', { exact: true }).fill('token launch');
  await page.getByRole('button', { name: 'Remove Keyword 1' }).click();
  await page.getByRole('button', { name: 'Spanish' }).click();
  await titleTag(page).fill('Desarrollo Web3 seguro');
  await page.getByRole('button', { name: 'Publish SEO settings' }).click();
  await expect(toast(page)).toContainText('SEO Data Saved');
  await expect(toast(page)).toContainText('SEO settings for Web3 & Blockchain Development have been updated.');
  await expect(editing(page, 'Web3 & Blockchain Development')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spanish', pressed: true })).toBeVisible();
  await expect(titleTag(page)).toHaveValue('Desarrollo Web3 seguro');

  const saved = (await stored('service:web3'))!;
  expect(saved.version).toBe(original.version + 1);
  expect(saved.data.title).toEqual({ ...original.data.title, en: title, es: 'Desarrollo Web3 seguro' });
  expect(saved.data.description).toEqual({ ...original.data.description, en: description });
  expect(saved.data.keywords).toEqual([...original.data.keywords!.slice(1), 'token launch']);
  expect(saved.data.ogImage).toBe(original.data.ogImage);

  const visitor = await openInFreshContext(browser, `${base}/services/web3`);
  await expect(visitor.page).toHaveTitle(title);
  await expect(visitor.page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(visitor.page.locator('meta[name="keywords"]')).toHaveAttribute('content', /token launch/);
  await visitor.page.goto(`${base}/es/services/web3`);
  await expect(visitor.page).toHaveTitle('Desarrollo Web3 seguro');
  // Only the English description was edited: the Spanish page keeps its own.
  await expect(visitor.page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    original.data.description.es!,
  );

  // Another page and Back: the editor shows what was saved, not the copy it had before the save.
  await picker(page).selectOption({ label: 'Mobile App Development' });
  await expect(page).toHaveURL(`${base}/admin/seo/service:mobile-apps`);
  await page.goBack();
  await expect(titleTag(page)).toHaveValue(title);

  // One entry more, on top; the first Restore (the current version has none) brings back the version before.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(entries + 1);
  await expect(history.getByRole('listitem').first()).toContainText('Changed: Title Tag, Meta Description, Keywords');
  page.once('dialog', (dialog) => void dialog.accept());
  await history
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click();
  await expect(toast(page)).toContainText('Version restored');
  await expect(titleTag(page)).toHaveValue(original.data.title.en);
  expect((await stored('service:web3'))!.data).toEqual(original.data);
  await visitor.page.goto(`${base}/services/web3`);
  await expect(visitor.page).toHaveTitle(original.data.title.en);
  await visitor.context.close();
});

test('a too-long title and a bad image URL get errors beside their fields, focus, and nothing is saved', async ({
  page,
}) => {
  await signIn(page, '/admin/seo/about');
  const before = await stored('about');
  await titleTag(page).fill('About Emberline Digital, the veteran-owned agency from Emory, Texas');
  await page.getByLabel('OG Image URL').fill('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: 'Publish SEO settings' }).click();
  await expect(toast(page)).toContainText('Some fields need your attention. Nothing was saved.');
  await expect(titleTag(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(titleTag(page)).toBeFocused();
  await expect(page.locator('#seo-title-error')).toHaveText('Use at most 60 characters.');
  await expect(page.getByLabel('OG Image URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#seo-og-image-error')).toHaveText(
    'Use a site image path such as /images/og/home.png or an https:// URL.',
  );
  const after = await stored('about');
  expect(after?.version).toBe(before?.version);
  expect(after?.data).toEqual(before?.data);
});

test('a text too long in another language brings that language up with its error', async ({ page }) => {
  await signIn(page, '/admin/seo/contact');
  const before = await stored('contact');
  await page.getByRole('button', { name: 'German' }).click();
  await metaDescription(page).fill('Lang '.repeat(40));
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Publish SEO settings' }).click();
  await expect(toast(page)).toContainText('Nothing was saved.');
  await expect(page.getByRole('button', { name: 'German', pressed: true })).toBeVisible();
  await expect(metaDescription(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(metaDescription(page)).toBeFocused();
  expect((await stored('contact'))?.version).toBe(before?.version);
});

test('keywords can all be removed, and added again from an entry that has none', async ({ page }) => {
  await signIn(page, '/admin/seo/terms');
  for (let i = 4; i >= 1; i--) await page.getByRole('button', { name: `Remove Keyword ${i}` }).click();
  await page.getByRole('button', { name: 'Publish SEO settings' }).click();
  await expect(toast(page)).toContainText('SEO settings for Terms of Service have been updated.');
  expect((await stored('terms'))!.data.keywords).toBeUndefined();

  await page.reload();
  await waitForHydration(page, '#seo-page');
  await expect(page.getByText(/^Keywords/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Keywords' }).click();
  await expect(page.getByLabel('Keyword 1', { exact: true })).toBeFocused();
  await page.keyboard.type('website terms');
  await page.getByRole('button', { name: 'Publish SEO settings' }).click();
  await expect(toast(page)).toContainText('SEO Data Saved');
  expect((await stored('terms'))!.data.keywords).toEqual(['website terms']);
});

test('choosing another page with unsaved changes asks first', async ({ page }) => {
  await signIn(page, '/admin/seo/home');
  await titleTag(page).fill('Changed but not saved');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await picker(page).selectOption({ label: 'About Us' });
  expect(await asked).toBe('You have unsaved changes. Leave without saving them?');
  await expect(page).toHaveURL(`${base}/admin/seo/home`);
  await expect(picker(page)).toHaveValue('home');
  await expect(titleTag(page)).toHaveValue('Changed but not saved');
});

test('a page without an entry (a new blog post) starts from its own title and description; the first save creates the entry', async ({
  page,
  browser,
}) => {
  const slug = `a-post-without-seo-${Date.now().toString(36)}`;
  // (The end of the title is this run's, past the part a title tag keeps.)
  const title = `A new post whose title is much longer than the sixty characters of a title tag ${slug}`;
  const { db, close } = connect(admin.databaseUrl);
  const seed = (await getDocument(db, 'blogPosts', 'seo-basics-for-small-businesses'))!.data;
  await saveDocument(
    db,
    'blogPosts',
    { ...seed, id: slug, slug, title: { en: title }, description: { en: 'What a post says about itself.' } },
    { by: 'test', expectedVersion: 0 },
  );
  const token = await liveSession(db, OWNER_ID);
  await close();
  expect(await stored(`blog:${slug}`)).toBeUndefined();

  await signIn(page, '/admin/seo?tab=blog');
  await expect(tabs(page).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true');
  await picker(page).selectOption({ label: title });
  await expect(page).toHaveURL(`${base}/admin/seo/blog:${slug}`);
  await expect(editing(page, title)).toBeVisible();
  await expect(page.getByText('has no SEO entry yet')).toBeVisible();
  // The title is cut at the last whole word within the 60 characters a title tag may have.
  await expect(titleTag(page)).toHaveValue('A new post whose title is much longer than the sixty');
  await expect(metaDescription(page)).toHaveValue('What a post says about itself.');
  await waitForHydration(page, '#seo-page');
  await titleTag(page).fill('What a new post is about');
  await page.getByRole('button', { name: 'Save SEO Settings' }).click();
  await expect(toast(page)).toContainText('SEO Data Saved');
  await expect(page.getByText('has no SEO entry yet')).toHaveCount(0);
  const created = (await stored(`blog:${slug}`))!;
  expect(created.version).toBe(1);
  expect(created.data).toMatchObject({
    title: { en: 'What a new post is about' },
    description: { en: 'What a post says about itself.' },
    ogImage: seed.image,
  });
  const visitor = await openInFreshContext(browser, `${base}/blog/${slug}`);
  await expect(visitor.page).toHaveTitle('What a new post is about');
  await visitor.context.close();

  // The server writes an entry only for a page of the site, whatever a signed-in admin posts.
  const save = seoActions().find((action) => action.name === 'saveItem')!;
  const answer = await rawRequest({
    port,
    path: '/admin/seo',
    method: 'POST',
    headers: {
      cookie: sessionCookie(token),
      'next-action': save.id,
      'content-type': 'text/plain;charset=UTF-8',
      origin: base,
      accept: 'text/x-component',
      'x-forwarded-for': newClient(),
    },
    body: JSON.stringify([
      'seo',
      { id: 'blog:no-such-post', expectedVersion: 0, values: { ...created.data, id: undefined } },
    ]),
  });
  expect(answer.body).toContain('The site has no page “blog:no-such-post”');
  expect(await stored('blog:no-such-post')).toBeUndefined();
  await removeOwnDocument(admin.databaseUrl, 'seo', `blog:${slug}`);
  await removeOwnDocument(admin.databaseUrl, 'blogPosts', slug);
});

test('the SEO actions refuse a request without a live session and change nothing (A1)', async () => {
  const before = await stored('service:web3');
  const actions = seoActions();
  expect(actions.map((action) => action.name).sort()).toEqual(['restoreItem', 'saveItem']);
  for (const cookie of ['', 'admin-session=Zm9yZ2VkLXNlc3Npb24tdG9rZW4tdGhhdC1kb2VzbnQtZXhpc3Q']) {
    for (const action of actions) {
      const response = await rawRequest({
        port,
        path: '/admin/seo/service:web3',
        method: 'POST',
        headers: {
          ...(cookie ? { cookie } : {}),
          'next-action': action.id,
          'content-type': 'text/plain;charset=UTF-8',
          origin: base,
          accept: 'text/x-component',
        },
        body: JSON.stringify([
          'seo',
          {
            id: 'service:web3',
            expectedVersion: before?.version ?? 1,
            version: 1,
            values: { ...before?.data, id: undefined, title: { en: 'Defaced' } },
          },
        ]),
      });
      const label = `${cookie ? 'forged cookie' : 'no cookie'} ${action.name}`;
      expect(response.status, label).toBeLessThan(500);
      expect(response.body, label).not.toContain('"status":"saved"');
      expect(response.body, label).not.toContain('Audit-ready smart contracts');
    }
  }
  const page = await rawRequest({ port, path: '/admin/seo/service:web3' });
  expect([303, 307, 308]).toContain(page.status);
  expect(page.body).not.toContain('Editing SEO');
  const after = await stored('service:web3');
  expect(after?.version).toBe(before?.version);
  expect(after?.data).toEqual(before?.data);
});

test('the page selection and the editor have no accessibility or CSP violations, in both themes', async ({
  page,
  cspViolations,
}) => {
  await signIn(page);
  await expectNoAxeViolations(page, `${base}/admin/seo`);
  await expectNoAxeViolations(page, `${base}/admin/seo?tab=projects`);
  await expectNoAxeViolations(page, `${base}/admin/seo/case-study:smart-emr`);
  // The warning colours too (the theme is dark by now): an Arabic title past its limit.
  await waitForHydration(page, '#seo-page');
  await page.getByRole('button', { name: 'Arabic' }).click();
  await titleTag(page).fill('ع'.repeat(70));
  await expect(page.getByTestId('seo-title-count')).toContainText('over the limit');
  expect(await axeViolations(page)).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});
