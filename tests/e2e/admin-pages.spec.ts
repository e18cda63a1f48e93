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

/** The blocks of the page being edited, top to bottom. */
const blocks = (page: Page) => page.getByTestId('blocks').locator(':scope > li');
type Blocks = { type: string; heading?: { en: string; es?: string }; hidden?: boolean; projectIds?: number[] }[];
const blocksOf = (data: unknown) => (data as { blocks: Blocks }).blocks;

test('an owner changes the home hero in Spanish: /es shows it, / keeps the English; History brings the old one back', async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/pages/home');
  const before = (await stored('home'))!;
  // The home page is built from blocks, listed closed by their titles.
  await expect(blocks(page)).toHaveCount(6);
  await expect(blocks(page).first().locator('summary[data-block-summary]')).toContainText('Hero · Drive Higher');
  await page.getByRole('button', { name: 'Open all blocks' }).click();
  await page.getByRole('button', { name: 'Spanish' }).click();
  await blocks(page)
    .first()
    .getByLabel('Heading', { exact: true })
    .fill('Software que hace crecer su negocio en Texas');
  await save(page);
  await expect(toast(page)).toContainText('The page “Home” has been updated.');

  const saved = (await stored('home'))!;
  expect(saved.version).toBe(before.version + 1);
  const [hero, ...rest] = blocksOf(before.data);
  expect(saved.data).toEqual({
    ...before.data,
    blocks: [{ ...hero, heading: { ...hero!.heading, es: 'Software que hace crecer su negocio en Texas' } }, ...rest],
  });

  const visitor = await visit(browser, '/es');
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
    'Software que hace crecer su negocio en Texas',
  );
  await visitor.page.goto(`${base}/`);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(hero!.heading!.en);
  await visitor.close();

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Changed: Blocks');
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

test('an owner moves the home page’s testimonials above its portfolio and hides the logo strip: / and /es show the new order, History brings the old one back', async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/pages/home');
  const before = (await stored('home'))!;
  const types = (data: unknown) => blocksOf(data).map((block) => block.type);
  expect(types(before.data)).toEqual(['hero', 'logos', 'projects', 'services', 'testimonials', 'cta']);
  const headingOf = (type: string) => blocksOf(before.data).find((block) => block.type === type)!.heading!;

  // Two steps up with the keyboard-reachable buttons, then the logo strip hidden (kept on the page, not shown).
  await blocks(page).nth(4).locator('summary[data-block-summary]').click();
  await blocks(page).nth(4).getByRole('button', { name: 'Move up Block 5' }).click();
  await expect(blocks(page).nth(3)).toHaveAttribute('data-block-type', 'testimonials');
  await blocks(page).nth(3).getByRole('button', { name: 'Move up Block 4' }).click();
  await expect(blocks(page).nth(2)).toHaveAttribute('data-block-type', 'testimonials');
  await blocks(page).nth(1).locator('summary[data-block-summary]').click();
  await blocks(page).nth(1).getByLabel('Hidden on the site').check();
  await expect(blocks(page).nth(1).locator('summary[data-block-summary]')).toContainText('Hidden');
  await save(page);
  await expect(toast(page)).toContainText('The page “Home” has been updated.');
  const saved = (await stored('home'))!.data;
  expect(types(saved)).toEqual(['hero', 'logos', 'testimonials', 'projects', 'services', 'cta']);
  expect(blocksOf(saved)[1]).toMatchObject({ type: 'logos', hidden: true });

  /** The page's section headings in their order, and whether the logo strip is drawn. */
  const sections = async (visitor: Page, prefix: string) => {
    await visitor.goto(`${base}${prefix}/`);
    return {
      headings: await visitor.getByRole('heading', { level: 2 }).allTextContents(),
      logos: await visitor.getByTestId('logo-strip').count(),
    };
  };
  const visitor = await visit(browser, '/');
  for (const [prefix, locale] of [
    ['', 'en'],
    ['/es', 'es'],
  ] as const) {
    const { headings, logos } = await sections(visitor.page, prefix);
    const testimonials = headings.indexOf(headingOf('testimonials')[locale]!);
    const portfolio = headings.indexOf(headingOf('projects')[locale]!);
    expect(testimonials, `${prefix || '/'} ${headings.join(' | ')}`).toBeGreaterThan(-1);
    expect(testimonials).toBeLessThan(portfolio);
    expect(portfolio).toBeLessThan(headings.indexOf(headingOf('services')[locale]!));
    expect(logos).toBe(0);
  }

  const history = page.getByRole('region', { name: 'History' });
  page.once('dialog', (dialog) => void dialog.accept());
  await history
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click();
  await expect(toast(page)).toContainText('Version restored');
  expect((await stored('home'))!.data).toEqual(before.data);
  for (const [prefix, locale] of [
    ['', 'en'],
    ['/es', 'es'],
  ] as const) {
    const { headings, logos } = await sections(visitor.page, prefix);
    expect(headings.indexOf(headingOf('projects')[locale]!)).toBeLessThan(
      headings.indexOf(headingOf('testimonials')[locale]!),
    );
    expect(logos).toBe(1);
  }
  await visitor.close();
});

test('every block of the home page cannot be removed or hidden: the page refuses, says why, and keeps what was typed', async ({
  page,
}) => {
  await signIn(page, base, '/admin/pages/home');
  const before = await stored('home');
  await page.getByRole('button', { name: 'Open all blocks' }).click();
  for (let count = 6; count > 1; count--) {
    await blocks(page)
      .last()
      .getByRole('button', { name: `Remove Block ${count}` })
      .click();
    await expect(blocks(page)).toHaveCount(count - 1);
  }
  await blocks(page).first().getByLabel('Hidden on the site').check();
  await save(page);
  await expect(page.getByText('The home page needs at least one section shown.')).toBeVisible();
  expect(await stored('home')).toEqual(before);
  await blocks(page).first().getByRole('button', { name: 'Remove Block 1' }).click();
  await expect(blocks(page)).toHaveCount(0);
  await save(page);
  await expect(page.getByText('A page needs at least one block.')).toBeVisible();
  expect(await stored('home')).toEqual(before);
});

test("the home page's featured projects are chosen by title in the picker, and its portfolio section follows", async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/pages/home');
  const before = (await stored('home'))!.data;
  const featured = blocksOf(before)[2]!.projectIds!;
  const projects = blocks(page).nth(2);
  await projects.locator('summary[data-block-summary]').click();
  const picker = projects.getByRole('group', { name: /Projects/ });
  await picker.getByRole('button', { name: 'Remove Statewide Early Childhood Data Platform' }).click();
  await projects.getByLabel('Find project').fill('Quillsend');
  await projects.getByRole('button', { name: /Quillsend/ }).click();
  await expect(picker).toContainText('Quillsend');
  await save(page);
  await expect(toast(page)).toContainText('The page “Home” has been updated.');
  expect(featured[0]).toBe(11);
  expect(blocksOf((await stored('home'))!.data)[2]).toMatchObject({ projectIds: [...featured.slice(1), 6] });

  const visitor = await visit(browser, '/');
  const portfolio = visitor.page.getByTestId('block-projects');
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
  const intro = 'We build fast, secure products that pay for themselves, and we say plainly what they cost.';
  await blocks(page).first().locator('summary[data-block-summary]').click();
  await blocks(page).first().getByLabel('Text (optional)').fill(intro);
  await save(page);
  await expect(toast(page)).toContainText('The page “About Us” has been updated.');
  expect(blocksOf((await stored('about'))!.data)[0]).toMatchObject({ text: { en: intro } });

  await page.goto(`${base}/admin/pages/terms`);
  await expect(page.getByRole('heading', { name: 'Editing Terms of Service' })).toBeVisible();
  const body = page.getByLabel('Text', { exact: true });
  await expect(body).toHaveAccessibleDescription(/Markdown/);
  await body.fill(`${await body.inputValue()}\n\n## Changes in 2027\n\nFrom 2027 invoices are due within 14 days.`);
  await save(page);
  await expect(toast(page)).toContainText('The page “Terms of Service” has been updated.');

  const visitor = await visit(browser, '/about-us');
  await expect(visitor.page.getByRole('main')).toContainText(intro);
  await visitor.page.goto(`${base}/terms`);
  const main = visitor.page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Changes in 2027' })).toBeVisible();
  await expect(main).toContainText('From 2027 invoices are due within 14 days.');
  await visitor.close();
});

test('an empty heading and a too-long note are refused beside their fields; nothing is saved and nothing typed is lost', async ({
  page,
}) => {
  await signIn(page, base, '/admin/pages/home');
  const before = await stored('home');
  const hero = blocks(page).first();
  await hero.locator('summary[data-block-summary]').click();
  const heading = hero.getByLabel('Heading', { exact: true });
  const note = hero.getByLabel('Note (optional)');
  const text = hero.getByLabel('Text (optional)');
  await heading.fill('');
  // The browser's limit (maxlength) stops typing; a form older than the limit, or a crafted request, meets the server's.
  await note.evaluate((input) => input.removeAttribute('maxlength'));
  const tooLong = `Trusted by ${'many '.repeat(25)}brands`;
  await note.fill(tooLong);
  await text.fill('Kept while the rest is corrected.');
  await save(page);

  await expect(toast(page)).toContainText('Some fields need your attention. Nothing was saved.');
  await expect(heading).toHaveAttribute('aria-invalid', 'true');
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription(/This field is required\./);
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription(/Use at most 120 characters\./);
  await expect(note).toHaveValue(tooLong);
  await expect(text).toHaveValue('Kept while the rest is corrected.');
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
