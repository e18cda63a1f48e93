import type { Browser, Page } from '@playwright/test';
import { readDocument, signIn, workerServer } from '../support/admin';
import { waitForHydration } from '../support/hydration';
import { copyDocument, removeOwnDocument } from '../support/own-documents';
import { expect, test } from './fixtures';

/**
 * Shared blocks (issue 45): a block of one landing page saved as a shared block, placed on a second page from the
 * picker, edited once and seen changed on both pages; its editor says where it is used, and it cannot be deleted while
 * it is.
 */
test.use({ actionTimeout: 15_000 });

const admin = workerServer();
const { base } = admin;
let stamp = '';
let first = '';
let second = '';
let sharedId = '';

test.beforeAll(async () => {
  stamp = Date.now().toString(36);
  first = `spring-fair-${stamp}`;
  second = `autumn-fair-${stamp}`;
  sharedId = `spring-band-${stamp}`;
  const hero = (heading: string) => ({ type: 'hero' as const, heading: { en: heading }, actions: [] });
  await copyDocument(admin.databaseUrl, 'landingPages', 'apps-for-clinics', {
    id: first,
    title: { en: `Spring fair ${stamp}` },
    blocks: [
      hero(`Spring fair ${stamp}`),
      {
        type: 'cta',
        heading: { en: `Talk to us ${stamp}` },
        actions: [{ label: { en: 'Contact us' }, href: '/contact-us' }],
      },
    ],
  });
  await copyDocument(admin.databaseUrl, 'landingPages', 'apps-for-clinics', {
    id: second,
    title: { en: `Autumn fair ${stamp}` },
    blocks: [hero(`Autumn fair ${stamp}`)],
  });
});

test.afterAll(async () => {
  await removeOwnDocument(admin.databaseUrl, 'landingPages', first);
  await removeOwnDocument(admin.databaseUrl, 'landingPages', second);
  await removeOwnDocument(admin.databaseUrl, 'sharedBlocks', sharedId);
});

const blocks = (page: Page) => page.getByTestId('blocks').locator(':scope > li');

async function openEditor(page: Page, path: string) {
  await page.goto(`${base}${path}`);
  await waitForHydration(page);
}

/** Publishes the editor's changes and waits until the page's blocks are stored as `expected` says. */
async function publishPage(page: Page, id: string, expected: (blocks: readonly { type: string }[]) => boolean) {
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect
    .poll(async () => expected((await readDocument(admin.databaseUrl, 'landingPages', id))?.data.blocks ?? []))
    .toBe(true);
}

/** What a visitor sees at each page's address. */
async function expectOnBothPages(browser: Browser, text: string) {
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  for (const address of [first, second]) {
    expect((await visit.goto(`${base}/${address}`))?.status()).toBe(200);
    await expect(visit.getByRole('heading', { name: text })).toBeVisible();
  }
  await visitor.close();
}

test('a block saved as a shared block and placed on a second page is edited once for both; its editor says where it is used, and deleting it is refused while it is', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Spring band ${stamp}`;
  await signIn(page, base, `/admin/landingpages/${first}`);
  await waitForHydration(page);

  // The call-to-action band of the first page becomes a shared block, placed where it was.
  const band = blocks(page).nth(1);
  await band.locator('summary[data-block-summary]').click();
  await band.getByRole('button', { name: 'Save as shared block' }).click();
  await band.getByLabel('Name of the shared block').fill(name);
  await band.getByRole('button', { name: 'Save as shared block' }).click();
  await expect(band.locator('summary[data-block-summary]')).toHaveText(`Shared block · ${name}`);
  await expect(band.getByRole('link', { name: `Edit shared block: ${name}` })).toBeVisible();
  await expect(band.getByText('A Call to action block shared with other pages')).toBeVisible();
  await publishPage(page, first, (stored) => stored[1]?.type === 'shared');
  expect((await readDocument(admin.databaseUrl, 'sharedBlocks', sharedId))?.data.title).toBe(name);

  // The second page places it from the picker's shared blocks.
  await openEditor(page, `/admin/landingpages/${second}`);
  await page.getByRole('button', { name: 'Add a block' }).click();
  await page
    .getByRole('group', { name: 'Shared blocks' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(blocks(page)).toHaveCount(2);
  await expect(blocks(page).nth(1).locator('summary[data-block-summary]')).toHaveText(`Shared block · ${name}`);
  await publishPage(page, second, (stored) => stored.length === 2);
  await expectOnBothPages(browser, `Talk to us ${stamp}`);

  // Its editor, reached from a page, lists both pages; one edit there shows on both.
  // The block placed from the picker opened as it was added.
  await blocks(page)
    .nth(1)
    .getByRole('link', { name: `Edit shared block: ${name}` })
    .click();
  await expect(page).toHaveURL(`${base}/admin/sharedblocks/${sharedId}`);
  await waitForHydration(page);
  const used = page.getByRole('region', { name: 'Where it is used' });
  await expect(used.getByRole('link', { name: `Spring fair ${stamp}` })).toHaveAttribute(
    'href',
    `/admin/landingpages/${first}`,
  );
  await expect(used.getByRole('link', { name: `Autumn fair ${stamp}` })).toBeVisible();
  await blocks(page).first().locator('summary[data-block-summary]').click();
  await blocks(page).first().getByLabel('Heading', { exact: true }).fill(`Say hello ${stamp}`);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect
    .poll(async () => (await readDocument(admin.databaseUrl, 'sharedBlocks', sharedId))?.data.blocks[0])
    .toMatchObject({ heading: { en: `Say hello ${stamp}` } });
  await expectOnBothPages(browser, `Say hello ${stamp}`);

  // Deleting it is refused while the pages show it, naming them (from the editor as stored now: a delete names the
  // version it removes).
  await openEditor(page, `/admin/sharedblocks/${sharedId}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Still in use' });
  await expect(refusal).toContainText(`Landing page › Blocks: Spring fair ${stamp}`);
  await expect(refusal).toContainText(`Landing page › Blocks: Autumn fair ${stamp}`);
  expect(await readDocument(admin.databaseUrl, 'sharedBlocks', sharedId)).toBeDefined();
});
