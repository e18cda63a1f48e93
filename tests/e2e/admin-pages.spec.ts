import type { Browser, Page } from '@playwright/test';
import { listDocuments } from '../../src/server/queries/documents';
import { connect } from '../../src/server/db/connect';
import { readDocument, signIn, workerServer } from '../support/admin';
import { keepDocuments, removeOwnDocument } from '../support/own-documents';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * The fixed pages' copy (issue 27 "Page copy") through the production server: each page's form from its definition, per
 * language and with history, read back by a visitor in a fresh context. On the worker's server: the pages and the plan
 * a test saves are put back after it, and its client logo is its own.
 */
const admin = workerServer();
keepDocuments(admin, [
  ['pages', 'home'],
  ['pages', 'about'],
  ['pages', 'terms'],
  ['socialPlans', 'starter'],
]);
const { base } = admin;
const stored = (id: string) => readDocument(admin.databaseUrl, 'pages', id);
const toast = (page: Page) => page.getByTestId('toast');
const save = (page: Page) => page.getByRole('button', { name: 'Publish changes' }).click();

async function visit(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  return { page, close: () => context.close() };
}

test('the Pages section lists every fixed page with its address and a link to it on the site', async ({ page }) => {
  await signIn(page, base, '/admin/pages');
  await expect(page.getByRole('link', { name: 'Pages', exact: true })).toHaveAttribute('aria-current', 'page');
  const list = page.getByRole('list', { name: 'The site’s pages' });
  const titles = [
    'Home',
    'About Us',
    'Services (overview page)',
    'Our Process',
    'White-Label Solutions',
    'Contact Us',
    'Social Media Plans',
    'Privacy Policy',
    'Terms of Service',
  ];
  for (const title of titles) await expect(list.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(list.getByRole('link', { name: 'View Terms of Service on the site' })).toHaveAttribute('href', '/terms');
  await expect(list).toContainText('/about-us');
  await list.getByRole('link', { name: 'Edit About Us' }).click();
  await expect(page).toHaveURL(`${base}/admin/pages/about`);
  await expect(page.getByRole('heading', { name: 'Editing About Us' })).toBeVisible();
  // A fixed page is edited, never created or deleted.
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  expect((await page.goto(`${base}/admin/pages/new`))?.status()).toBe(404);
  expect((await page.goto(`${base}/admin/pages/portfolio`))?.status()).toBe(404);
});

test('an owner changes the home hero in Spanish: /es shows it, / keeps the English; History brings the old one back', async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/pages/home');
  const before = (await stored('home'))!;
  await page.getByRole('button', { name: 'Spanish' }).click();
  const headline = page.getByLabel('Headline', { exact: true });
  await headline.fill('Software que hace crecer su negocio en Texas');
  await save(page);
  await expect(toast(page)).toContainText('The page “Home” has been updated.');

  const saved = (await stored('home'))!;
  expect(saved.version).toBe(before.version + 1);
  const hero = before.data.id === 'home' ? before.data.hero : undefined;
  expect(saved.data).toEqual({
    ...before.data,
    hero: { ...hero, headline: { ...hero?.headline, es: 'Software que hace crecer su negocio en Texas' } },
  });

  const visitor = await visit(browser, '/es');
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
    'Software que hace crecer su negocio en Texas',
  );
  await visitor.page.goto(`${base}/`);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(hero!.headline.en);
  await visitor.close();

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Changed: Hero');
  page.once('dialog', (dialog) => void dialog.accept());
  await history
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click();
  await expect(toast(page)).toContainText('Version restored');
  expect((await stored('home'))!.data).toEqual(before.data);
  const again = await visit(browser, '/es');
  await expect(again.page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Software que hace crecer su negocio en Texas',
  );
  await again.close();
});

test("the home page's featured projects are chosen by title in the picker, and its portfolio section follows", async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/pages/home');
  const before = (await stored('home'))!.data;
  const featured = before.id === 'home' ? before.featuredProjectIds : [];
  const picker = page.getByRole('group', { name: /Featured projects/ });
  await picker.getByRole('button', { name: 'Remove Statewide Early Childhood Data Platform' }).click();
  await page.getByLabel('Find project').fill('Quillsend');
  await page.getByRole('button', { name: /Quillsend/ }).click();
  await expect(picker).toContainText('Quillsend');
  await save(page);
  await expect(toast(page)).toContainText('The page “Home” has been updated.');
  expect(featured[0]).toBe(11);
  expect((await stored('home'))!.data).toMatchObject({ featuredProjectIds: [...featured.slice(1), 6] });

  const visitor = await visit(browser, '/');
  const portfolio = visitor.page.getByTestId('featured-projects');
  await expect(portfolio).toContainText('Quillsend');
  await expect(portfolio).not.toContainText('Statewide Early Childhood Data Platform');
  await expect(portfolio.locator(':scope > li')).toHaveCount(featured.length);
  await visitor.close();
});

test('the about page and a legal page are edited like any other, and the site shows the change at once', async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/pages/about');
  const mission = 'We build fast, secure products that pay for themselves, and we say plainly what they cost.';
  await page.getByLabel('Mission', { exact: true }).fill(mission);
  await save(page);
  await expect(toast(page)).toContainText('The page “About Us” has been updated.');
  expect((await stored('about'))!.data).toMatchObject({ mission: { en: mission } });

  await page.goto(`${base}/admin/pages/terms`);
  await expect(page.getByRole('heading', { name: 'Editing Terms of Service' })).toBeVisible();
  const body = page.getByLabel('Text', { exact: true });
  await expect(body).toHaveAccessibleDescription(/Markdown/);
  await body.fill(`${await body.inputValue()}\n\n## Changes in 2027\n\nFrom 2027 invoices are due within 14 days.`);
  await save(page);
  await expect(toast(page)).toContainText('The page “Terms of Service” has been updated.');

  const visitor = await visit(browser, '/about-us');
  await expect(visitor.page.getByRole('main')).toContainText(mission);
  await visitor.page.goto(`${base}/terms`);
  const main = visitor.page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Changes in 2027' })).toBeVisible();
  await expect(main).toContainText('From 2027 invoices are due within 14 days.');
  await visitor.close();
});

test('an empty headline and a too-long trusted-by line are refused beside their fields; nothing is saved and nothing typed is lost', async ({
  page,
}) => {
  await signIn(page, base, '/admin/pages/home');
  const before = await stored('home');
  const headline = page.getByLabel('Headline', { exact: true });
  const trustedBy = page.getByLabel('Trusted-by line');
  const subheadline = page.getByLabel('Text under the headline');
  await headline.fill('');
  // The browser's limit (maxlength) stops typing; a form older than the limit, or a crafted request, meets the server's.
  await trustedBy.evaluate((input) => input.removeAttribute('maxlength'));
  const tooLong = `Trusted by ${'many '.repeat(20)}brands`;
  await trustedBy.fill(tooLong);
  await subheadline.fill('Kept while the rest is corrected.');
  await save(page);

  await expect(toast(page)).toContainText('Some fields need your attention. Nothing was saved.');
  await expect(headline).toHaveAttribute('aria-invalid', 'true');
  await expect(headline).toBeFocused();
  await expect(headline).toHaveAccessibleDescription(/This field is required\./);
  await expect(trustedBy).toHaveAttribute('aria-invalid', 'true');
  await expect(trustedBy).toHaveAccessibleDescription(/Use at most 80 characters\./);
  await expect(trustedBy).toHaveValue(tooLong);
  await expect(subheadline).toHaveValue('Kept while the rest is corrected.');
  expect(await stored('home')).toEqual(before);
});

test('the client logos are a list of their own, reached from the Pages section: a new logo shows on the home page', async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/pages');
  await page.getByRole('link', { name: 'Edit the client logos' }).click();
  await expect(page).toHaveURL(`${base}/admin/clientlogos`);
  await expect(page.getByRole('link', { name: 'Pages', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: /New client logo/ }).click();
  // A name of this run's own; the new logo goes after the last one.
  const stamp = Date.now().toString(36);
  const name = `Caddo Lake Outfitters ${stamp}`;
  const { db, close } = connect(admin.databaseUrl);
  const last = Math.max(...(await listDocuments(db, 'clientLogos')).map((each) => each.order));
  await close();
  await page.getByLabel('Client name').fill(name);
  await page.getByLabel('Logo image').fill('/images/logos/pinecrest-outfitters.svg');
  await page.getByRole('button', { name: /^Create/ }).click();
  const id = `caddo-lake-outfitters-${stamp}`;
  await expect(page).toHaveURL(`${base}/admin/clientlogos/${id}`);
  const logo = await readDocument(admin.databaseUrl, 'clientLogos', id);
  expect(logo?.data).toMatchObject({ name, order: last + 1 });

  const visitor = await visit(browser, '/');
  await expect(visitor.page.getByRole('img', { name })).toBeAttached();
  await visitor.close();
  await removeOwnDocument(admin.databaseUrl, 'clientLogos', id);
});

test('a social media plan is edited from the Pages section: an offer price above the original is refused, a valid one shows on its page', async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/pages');
  await page.getByRole('link', { name: 'Edit the social media plans' }).click();
  await page.getByRole('link', { name: 'Edit Starter' }).click();
  await expect(page).toHaveURL(`${base}/admin/socialplans/starter`);
  const before = await readDocument(admin.databaseUrl, 'socialPlans', 'starter');
  const price = page.getByLabel('Offer price ($ per month)');
  await price.fill('250');
  await save(page);
  await expect(toast(page)).toContainText('Nothing was saved.');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(/below the original price/);
  expect(await readDocument(admin.databaseUrl, 'socialPlans', 'starter')).toEqual(before);

  await price.fill('149');
  await save(page);
  await expect(toast(page)).toContainText('The plan Starter has been updated.');
  expect((await readDocument(admin.databaseUrl, 'socialPlans', 'starter'))!.data).toMatchObject({ price: 149 });
  const visitor = await visit(browser, '/socialmediaplans');
  await expect(visitor.page.getByRole('main')).toContainText('$149');
  await visitor.close();
});

test('the Pages section and a page form have no accessibility or CSP violations in either theme', async ({
  page,
  cspViolations,
}) => {
  // Three pages, each checked in both themes.
  test.setTimeout(120_000);
  await signIn(page, base, '/admin/pages');
  await expectNoAxeViolations(page, `${base}/admin/pages`);
  await expectNoAxeViolations(page, `${base}/admin/pages/home`);
  await expectNoAxeViolations(page, `${base}/admin/clientlogos`);
  expect(await cspViolations()).toEqual([]);
});
