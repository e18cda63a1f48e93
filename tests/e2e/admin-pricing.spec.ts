import type { Browser, Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { getDocument } from '../../src/server/queries/documents';
import { serverActions, signIn as signInAs, workerServer } from '../support/admin';
import { rawRequest } from '../support/raw-http';
import { axeViolations, expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * The pricing editor (spec 001 "Pricing editor") through the production server, on the worker's server: no other spec
 * writes pricing, and each test here puts back what it changes.
 */
test.describe.configure({ mode: 'serial' });

const admin = workerServer();
const { port, base } = admin;

async function signIn(page: Page, target = '/admin') {
  await signInAs(page, base, target);
}

async function stored(id: string) {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return (await getDocument(db, 'pricing', id))!;
  } finally {
    await close();
  }
}

/** The collection actions the pricing form posts to (the page binds the collection as their first argument). */
const pricingActions = () =>
  serverActions('src/admin/item-actions.ts').filter((action) => ['saveItem', 'restoreItem'].includes(action.name));

/** Calls a server action the way the browser does, with the given headers (a session cookie or none). */
const postAction = (id: string, headers: Record<string, string>, args: unknown[]) =>
  rawRequest({
    port,
    path: '/admin/pricing/web3',
    method: 'POST',
    headers: {
      ...headers,
      'next-action': id,
      'content-type': 'text/plain;charset=UTF-8',
      origin: base,
      accept: 'text/x-component',
    },
    body: JSON.stringify(args),
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An option's fields, named by its heading "label - $price" (whatever the price is at the moment). */
const optionFields = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^${escape(label)} - `) });
const optionHeading = (page: Page, label: string) =>
  page.locator('summary', { hasText: new RegExp(`^${escape(label)} - `) });
/** The calculator's figures beside their labels, as tests/e2e/pricing.spec.ts reads them. */
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Your estimate', exact: true }).locator(`dt:has-text("${label}") + dd`);

async function openInFreshContext(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { page, context };
}

test('the pricing editor shows Web3 and ERP first, then every other catalogue, and keeps the open one in the URL', async ({
  page,
}) => {
  await signIn(page, '/admin/pricing');
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Pricing', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  const tabs = page.getByRole('navigation', { name: 'Pricing catalogues' }).getByRole('link');
  await expect(tabs).toHaveText([
    'Web3 Pricing',
    'ERP Pricing',
    'Web Development Pricing',
    'Mobile Apps Pricing',
    'AI Automation Pricing',
    'Maintenance Pricing',
    'Digital Marketing Pricing',
  ]);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Web3 Pricing' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Smart Contracts', exact: true }).getByLabel('Group name')).toHaveValue(
    'Smart Contracts',
  );
  await expect(optionHeading(page, 'Token contract with vesting schedules')).toHaveText(
    'Token contract with vesting schedules - $6,000',
  );
  // Options start collapsed.
  await expect(optionFields(page, 'Token contract with vesting schedules').getByLabel('Price ($)')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Publish WEB3 pricing' })).toBeVisible();

  await page.getByRole('link', { name: 'ERP Pricing' }).click();
  await expect(page).toHaveURL(`${base}/admin/pricing/erp`);
  await expect(page.getByRole('link', { name: 'ERP Pricing' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Publish ERP pricing' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Publish ERP pricing' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${base}/admin/pricing`);
  await expect(page.getByRole('button', { name: 'Publish WEB3 pricing' })).toBeVisible();

  for (const [tab, id] of [
    ['Web Development Pricing', 'WEB'],
    ['Mobile Apps Pricing', 'MOBILE'],
    ['AI Automation Pricing', 'AI'],
    ['Maintenance Pricing', 'MAINTENANCE'],
    ['Digital Marketing Pricing', 'MARKETING'],
  ] as const) {
    await page.getByRole('link', { name: tab }).click();
    await expect(page.getByRole('button', { name: `Publish ${id} pricing` })).toBeVisible();
  }
  const missing = await page.goto(`${base}/admin/pricing/no-such-catalogue`);
  expect(missing?.status()).toBe(404);
});

test('an option opens from its heading, which follows the label and price as they are typed', async ({ page }) => {
  await signIn(page, '/admin/pricing/web3');
  await optionHeading(page, 'DAO governance platform').click();
  const fields = optionFields(page, 'DAO governance platform');
  await expect(fields.getByLabel('Label', { exact: true })).toHaveValue('DAO governance platform');
  await expect(fields.getByLabel('Price ($)')).toHaveValue('24000');
  await expect(fields.getByLabel('Info', { exact: true })).toHaveValue(/On-chain proposals/);
  await fields.getByLabel('Price ($)').fill('25500');
  await expect(optionHeading(page, 'DAO governance platform')).toHaveText('DAO governance platform - $25,500');
  await fields.getByLabel('Label', { exact: true }).fill('DAO platform');
  await expect(optionHeading(page, 'DAO platform')).toHaveText('DAO platform - $25,500');
  // The same keys close it again.
  await optionHeading(page, 'DAO platform').focus();
  await page.keyboard.press('Enter');
  await expect(optionFields(page, 'DAO platform').getByLabel('Price ($)')).toBeHidden();
});

test('saving a Web3 price, label and group name shows them in the calculator; history restores the old prices', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/pricing/web3');
  const original = await stored('web3');
  const history = page.getByRole('region', { name: 'History' });
  const entries = await history.getByRole('listitem').count();
  await page
    .getByRole('group', { name: 'Smart Contracts', exact: true })
    .getByLabel('Group name')
    .fill('Smart Contract Work');
  await optionHeading(page, 'Token contract with vesting schedules').click();
  const fields = optionFields(page, 'Token contract with vesting schedules');
  await fields.getByLabel('Price ($)').fill('6500');
  await fields.getByLabel('Label', { exact: true }).fill('Token contract with vesting and audits');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await optionFields(page, 'Token contract with vesting and audits')
    .getByLabel('Label', { exact: true })
    .fill('Contrato de token con vesting');
  await page.getByRole('button', { name: 'Publish WEB3 pricing' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Pricing Updated');
  await expect(toast).toContainText('WEB3 pricing options have been saved.');
  // The editor stays open with what was saved.
  await expect(page).toHaveURL(`${base}/admin/pricing/web3`);
  await expect(page.getByRole('button', { name: 'Spanish', pressed: true })).toBeVisible();
  await expect(optionHeading(page, 'Token contract with vesting and audits')).toHaveText(
    'Token contract with vesting and audits - $6,500',
  );

  const saved = await stored('web3');
  expect(saved.version).toBe(original.version + 1);
  const [types, contracts, frontend] = saved.data.categories;
  // Only the edited languages change; the other translations are kept.
  expect(contracts?.name).toEqual({ ...original.data.categories[1]!.name, en: 'Smart Contract Work' });
  expect(contracts?.options[0]).toEqual({
    ...original.data.categories[1]!.options[0],
    label: {
      ...original.data.categories[1]!.options[0]!.label,
      en: 'Token contract with vesting and audits',
      es: 'Contrato de token con vesting',
    },
    price: 6500,
  });
  // Ids, the other options and the rest of the catalogue are as they were.
  expect(saved.data.categories.map((c) => [c.id, c.options.map((o) => o.id)])).toEqual(
    original.data.categories.map((c) => [c.id, c.options.map((o) => o.id)]),
  );
  expect([types, frontend]).toEqual([original.data.categories[0], original.data.categories[2]]);
  expect(contracts?.options.slice(1)).toEqual(original.data.categories[1]!.options.slice(1));
  expect({ ...saved.data, categories: [] }).toEqual({ ...original.data, categories: [] });

  const visitor = await openInFreshContext(browser, `${base}/pricing-calculator?tab=web3`);
  const option = visitor.page.getByRole('checkbox', { name: /Token contract with vesting and audits/ });
  await expect(option).toHaveAccessibleName(/\$6,500/);
  await expect(visitor.page.getByRole('tabpanel')).toContainText('Smart Contract Work');
  await option.check();
  await expect(figure(visitor.page, 'Subtotal')).toHaveText('$6,500');
  await expect(figure(visitor.page, 'Estimated total')).toContainText('$6,500');
  await visitor.page.goto(`${base}/es/pricing-calculator?tab=web3&options=web3-sc-token`);
  const spanish = visitor.page.getByRole('checkbox', { name: /Contrato de token con vesting/ });
  await expect(spanish).toBeChecked();

  // One entry more, on top, and its Restore (the first: the current version has none) brings back the version before.
  await expect(history.getByRole('listitem')).toHaveCount(entries + 1);
  await expect(history.getByRole('listitem').first()).toContainText('Changed: Groups');
  page.once('dialog', (dialog) => void dialog.accept());
  await history
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click();
  await expect(toast).toContainText('Version restored');
  await expect(optionHeading(page, 'Token contract with vesting schedules')).toHaveText(
    'Token contract with vesting schedules - $6,000',
  );
  await expect(
    page.getByRole('group', { name: 'Smart Contracts', exact: true }).getByLabel('Group name'),
  ).toBeVisible();
  expect((await stored('web3')).data).toEqual(original.data);
  await visitor.page.goto(`${base}/pricing-calculator?tab=web3&options=web3-sc-token`);
  await expect(
    visitor.page.getByRole('checkbox', { name: /Token contract with vesting schedules/ }),
  ).toHaveAccessibleName(/\$6,000/);
  await expect(figure(visitor.page, 'Subtotal')).toHaveText('$6,000');
  await visitor.context.close();
});

test('saving the ERP catalogue names it in the toast', async ({ page }) => {
  await signIn(page, '/admin/pricing/erp');
  const original = await stored('erp');
  const group = original.data.categories[0]!;
  await page.getByRole('group', { name: group.name.en, exact: true }).getByLabel('Group name').fill('Core ERP Modules');
  await page.getByRole('button', { name: 'Publish ERP pricing' }).click();
  await expect(page.getByTestId('toast')).toContainText('ERP pricing options have been saved.');
  expect((await stored('erp')).data.categories[0]?.name.en).toBe('Core ERP Modules');
  await page.getByRole('group', { name: 'Core ERP Modules', exact: true }).getByLabel('Group name').fill(group.name.en);
  await page.getByRole('button', { name: 'Publish ERP pricing' }).click();
  await expect.poll(async () => (await stored('erp')).data.categories[0]?.name.en).toBe(group.name.en);
});

test('a negative, a decimal or an empty price gets an error beside its field, focus on it, and nothing is saved', async ({
  page,
}) => {
  await signIn(page, '/admin/pricing/web3');
  const before = await stored('web3');
  const cases = [
    ['NFT marketplace', '-5'],
    ['DeFi platform', '1500.5'],
    ['Wallet connection and transaction flows', ''],
  ] as const;
  for (const [label, price] of cases) {
    await optionHeading(page, label).click();
    await optionFields(page, label).getByLabel('Price ($)').fill(price);
    await optionHeading(page, label).click();
  }
  await expect(optionHeading(page, 'NFT marketplace')).toHaveText('NFT marketplace - -$5');
  await page.getByRole('button', { name: 'Publish WEB3 pricing' }).click();
  await expect(page.getByTestId('toast')).toContainText('Some fields need your attention. Nothing was saved.');
  for (const [label] of cases) {
    const field = optionFields(page, label).getByLabel('Price ($)');
    await expect(field, label).toBeVisible();
    await expect(field, label).toHaveAttribute('aria-invalid', 'true');
    await expect(field, label).toHaveAccessibleDescription(/Enter a whole number of dollars from 0 to 1,000,000\./);
  }
  await expect(optionFields(page, 'NFT marketplace').getByLabel('Price ($)')).toBeFocused();
  // An untouched option stays closed.
  await expect(optionFields(page, 'DAO governance platform').getByLabel('Price ($)')).toBeHidden();
  const after = await stored('web3');
  expect(after.version).toBe(before.version);
  expect(after.data).toEqual(before.data);
});

test('a signed-in request with a price as text, a new option id or another catalogue’s shape saves nothing', async ({
  page,
  context,
}) => {
  await signIn(page, '/admin/pricing/web3');
  const cookie = (await context.cookies(base)).find((c) => c.name === 'admin-session');
  const save = pricingActions().find((action) => action.name === 'saveItem');
  expect(save).toBeDefined();
  const before = await stored('web3');
  const withOption = (change: (option: Record<string, unknown>) => Record<string, unknown>) => ({
    categories: before.data.categories.map((category, c) => ({
      ...category,
      options: category.options.map((option, o) => (c === 0 && o === 0 ? change(option) : option)),
    })),
  });
  const attempts = {
    'price as text': withOption((option) => ({ ...option, price: '5000' })),
    'renamed option id': withOption((option) => ({ ...option, id: 'web3-type-renamed' })),
    'one-time flag added': withOption((option) => ({ ...option, oneTime: true })),
    'option removed': {
      categories: before.data.categories.map((category, c) =>
        c === 0 ? { ...category, options: category.options.slice(1) } : category,
      ),
    },
    'unknown key': { ...withOption((option) => option), order: 0 },
  };
  for (const [name, values] of Object.entries(attempts)) {
    const response = await postAction(save!.id, { cookie: `admin-session=${cookie?.value}` }, [
      'pricing',
      { id: 'web3', expectedVersion: before.version, values },
    ]);
    expect(response.status, name).toBe(200);
    expect(response.body, name).toContain('"status":"invalid"');
  }
  const after = await stored('web3');
  expect(after.version).toBe(before.version);
  expect(after.data).toEqual(before.data);
});

test('no pricing page or action answers without a live session, whatever the request claims (A1)', async () => {
  const before = await stored('web3');
  const actions = pricingActions();
  expect(actions.map((action) => action.name).sort()).toEqual(['restoreItem', 'saveItem']);
  const sessions: Record<string, string> = {
    'no cookie': '',
    'forged cookie': 'admin-session=Zm9yZ2VkLXNlc3Npb24tdG9rZW4tdGhhdC1kb2VzbnQtZXhpc3Q',
    'cookie of another name': '__Host-admin-session=anything',
  };
  const tricks: Record<string, Record<string, string>> = {
    plain: {},
    'x-middleware-subrequest': { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    'RSC: 1': { rsc: '1' },
    'next-router-prefetch: 1': { 'next-router-prefetch': '1', rsc: '1' },
  };
  const defaced = {
    categories: before.data.categories.map((category) => ({
      ...category,
      options: category.options.map((option) => ({ ...option, price: 1 })),
    })),
  };
  for (const [sessionName, cookie] of Object.entries(sessions)) {
    for (const [trickName, headers] of Object.entries(tricks)) {
      const label = `${sessionName}, ${trickName}`;
      for (const pagePath of ['/admin/pricing', '/admin/pricing/web3']) {
        const response = await rawRequest({
          port,
          path: pagePath,
          headers: { ...headers, ...(cookie ? { cookie } : {}) },
        });
        expect(
          [303, 307, 308].includes(response.status) || response.body.includes('/admin-login'),
          `${label} ${pagePath}`,
        ).toBe(true);
        expect(response.body, `${label} ${pagePath}`).not.toContain('Publish WEB3 pricing');
        expect(response.body, `${label} ${pagePath}`).not.toContain('Token contract');
      }
      for (const action of actions) {
        const response = await postAction(action.id, { ...headers, ...(cookie ? { cookie } : {}) }, [
          'pricing',
          { id: 'web3', expectedVersion: before.version, version: 1, values: defaced },
        ]);
        expect(response.status, `${label} ${action.name}`).toBeLessThan(500);
        expect(response.body, `${label} ${action.name}`).not.toContain('Token contract');
        expect(response.body, `${label} ${action.name}`).not.toContain('"status":"saved"');
      }
    }
  }
  const after = await stored('web3');
  expect(after.version).toBe(before.version);
  expect(after.data).toEqual(before.data);
});

test('the pricing tabs and the editor with every option open have no accessibility or CSP violations', async ({
  page,
  cspViolations,
}) => {
  await signIn(page, '/admin/pricing');
  await expectNoAxeViolations(page, `${base}/admin/pricing`);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(`${base}/admin/pricing/marketing`, { waitUntil: 'networkidle' });
    // The options' summaries (the panel's Sections menu is one too, hidden at this width).
    for (const summary of await page.getByRole('main').locator('summary').all()) await summary.click();
    await page.getByRole('button', { name: 'Spanish' }).click();
    await expect(page.getByLabel('Price ($)').first()).toBeVisible();
    expect(await axeViolations(page), theme).toEqual([]);
  }
  expect(await cspViolations()).toEqual([]);
});
