import type { Page } from '@playwright/test';
import { newClient } from '../support/admin';
import { waitForHydration } from '../support/hydration';
import { axe } from './a11y';
import { expect, test } from './fixtures';

const tabLabels = [
  'Web Development',
  'Mobile Apps',
  'Web3',
  'AI Automation',
  'Maintenance',
  'Digital Marketing',
  'CRM/ERP',
];

const summary = (page: Page) => page.getByRole('region', { name: 'Your estimate', exact: true });
/** The value beside a label of the summary's figures. */
const figure = (page: Page, label: string) => summary(page).locator(`dt:has-text("${label}") + dd`);
const option = (page: Page, name: string | RegExp) => page.getByRole('checkbox', { name });
const billing = (page: Page) => page.getByRole('group', { name: 'Billing' });

async function expectFigures(page: Page, subtotal: string, discount: string, tier: string, total: string) {
  await expect(figure(page, 'Subtotal')).toHaveText(subtotal);
  await expect(figure(page, 'Volume discount')).toHaveText(discount);
  await expect(summary(page).locator('dt', { hasText: 'Volume discount' })).toContainText(tier);
  await expect(figure(page, 'Estimated total')).toContainText(total);
}

test.describe('pricing calculator', () => {
  test('shows the seven catalogues as tabs, the first one selected', async ({ page, cspViolations }) => {
    await page.goto('/pricing-calculator');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Services' }).getByRole('tab')).toHaveText(tabLabels);
    await expect(page.getByRole('tab', { name: 'Web Development' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(option(page, /Landing page site/)).toBeVisible();
    await expect(figure(page, 'Estimated total')).toHaveText('$0');
    expect(await cspViolations()).toEqual([]);
  });

  test('offers monthly or annual billing only on the maintenance and marketing tabs', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/pricing-calculator');
    for (const label of tabLabels) {
      await page.getByRole('tab', { name: label }).click();
      await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      if (label === 'Maintenance' || label === 'Digital Marketing') {
        await expect(billing(page)).toBeVisible();
        await expect(billing(page).getByRole('radio', { name: /Annually.*Save 20%/ })).toBeVisible();
      } else {
        await expect(billing(page)).toHaveCount(0);
      }
    }
    expect(await cspViolations()).toEqual([]);
  });

  test('toggling an option changes the subtotal and total at once', async ({ page, cspViolations }) => {
    await page.goto('/pricing-calculator');
    await option(page, /Landing page site/).check();
    await expectFigures(page, '$3,500', '$0', 'No volume discount yet', '$3,500');
    await option(page, /Custom UI\/UX design/).check();
    await expectFigures(page, '$6,000', '$0', 'No volume discount yet', '$6,000');
    await expect(summary(page).getByRole('listitem').filter({ hasText: 'Custom UI/UX design' })).toContainText(
      '$2,500',
    );
    await option(page, /Landing page site/).uncheck();
    await expectFigures(page, '$2,500', '$0', 'No volume discount yet', '$2,500');
    await expect(summary(page).locator('[aria-live="polite"]')).toContainText('$2,500');
    expect(await cspViolations()).toEqual([]);
  });

  test('a selection crossing each discount tier shows that discount and the total after it', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/pricing-calculator?tab=web3');
    await option(page, /Token launch/).check(); // 20,000
    await expectFigures(page, '$20,000', '-$2,000', '10% volume discount', '$18,000');
    await option(page, /Admin console/).check(); // 25,000
    await expectFigures(page, '$25,000', '-$3,750', '15% volume discount', '$21,250');
    await option(page, /Token launch/).uncheck();
    await option(page, /DeFi platform/).check();
    await option(page, /Admin console/).uncheck();
    await option(page, /Multi-contract protocol/).check(); // 42,000
    await expectFigures(page, '$42,000', '-$6,300', '15% volume discount', '$35,700');
    await option(page, /audit preparation/).check(); // 50,000
    await expectFigures(page, '$50,000', '-$12,500', '25% volume discount', '$37,500');

    await page.getByRole('tab', { name: 'Web Development' }).click();
    await option(page, /Custom web application/).check(); // 15,000
    await expectFigures(page, '$15,000', '-$1,500', '10% volume discount', '$13,500');
    await option(page, /Custom web application/).uncheck();
    await option(page, /Landing page site/).check(); // 3,500
    await expectFigures(page, '$3,500', '$0', 'No volume discount yet', '$3,500');

    // Each tab keeps its own selection.
    await page.getByRole('tab', { name: 'Web3' }).click();
    await expectFigures(page, '$50,000', '-$12,500', '25% volume discount', '$37,500');
    expect(await cspViolations()).toEqual([]);
  });

  test('billing annually counts recurring options ten times and one-time options once', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/pricing-calculator?tab=maintenance');
    await option(page, /Managed hosting/).check();
    await option(page, /24\/7 emergency support/).check();
    await expect(option(page, /Managed hosting/)).toHaveAccessibleName(/\$100 per month/);
    await expect(figure(page, 'Estimated total')).toHaveText(/^\$900\s*per month$/);

    await billing(page)
      .getByRole('radio', { name: /Annually/ })
      .check();
    await expect(option(page, /Managed hosting/)).toHaveAccessibleName(/\$1,000 per year/);
    await expectFigures(page, '$9,000', '$0', 'No volume discount yet', '$9,000');
    await expect(figure(page, 'Estimated total')).toHaveText(/^\$9,000\s*per year$/);
    await expect(summary(page)).toContainText('Maintenance · billed annually');

    await page.getByRole('tab', { name: 'Digital Marketing' }).click();
    await expect(billing(page).getByRole('radio', { name: /Annually/ })).toBeChecked();
    await option(page, /Technical SEO audit/).check(); // 600 one-time
    await option(page, /Local SEO/).check(); // 500 a month
    await expect(option(page, /Technical SEO audit/)).toHaveAccessibleName(/\$600 one-time/);
    await expect(figure(page, 'Estimated total')).toHaveText(/^\$5,600\s*for the first year$/);
    await expect(figure(page, 'Includes one-time fees')).toHaveText('$600');
    await billing(page).getByRole('radio', { name: 'Monthly' }).check();
    await expect(figure(page, 'Estimated total')).toHaveText(/^\$1,100\s*for the first month$/);
    await expect(page.getByRole('tabpanel').getByText(/One-time services are charged once/)).toBeVisible();
    expect(await cspViolations()).toEqual([]);
  });

  test('keeps the selection in the address, so a reload or a shared link shows the same estimate', async ({
    page,
    cspViolations,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // An address of its own: the page views of the specs before it, all from one address, may have used up the
    // analytics beacon's per-address budget, whose 429 the browser logs as a console error.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
    await page.goto('/pricing-calculator');
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    await option(page, /Managed hosting/).check();
    await option(page, /24\/7 emergency support/).check();
    await billing(page)
      .getByRole('radio', { name: /Annually/ })
      .check();
    await expect(page).toHaveURL(
      /\/pricing-calculator\?tab=maintenance&options=maint-basic-hosting,maint-support-24-7&interval=annually$/,
    );
    const entries = await page.evaluate(() => window.history.length);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Maintenance' })).toHaveAttribute('aria-selected', 'true');
    await expect(option(page, /Managed hosting/)).toBeChecked();
    await expect(option(page, /24\/7 emergency support/)).toBeChecked();
    await expect(billing(page).getByRole('radio', { name: /Annually/ })).toBeChecked();
    await expect(figure(page, 'Estimated total')).toHaveText(/^\$9,000\s*per year$/);
    // The URL was replaced in place: toggling added no history entries.
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    // Hydration of the server-rendered estimate matched (React reports mismatches as console errors).
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  test('renders a shared estimate on the server, ignoring unknown options', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing-calculator?tab=web3&options=web3-type-defi,no-such-option,web-type-landing');
    await expect(page.getByRole('tab', { name: 'Web3' })).toHaveAttribute('aria-selected', 'true');
    await expect(option(page, /DeFi platform/)).toBeChecked();
    await expectFigures(page, '$30,000', '-$4,500', '15% volume discount', '$25,500');
    await expect(summary(page).getByRole('link', { name: 'Request a Quote' })).toHaveAttribute(
      'href',
      '/contact-us?tab=web3&options=web3-type-defi',
    );
    await context.close();
  });

  test('Request a Quote carries the estimate to the contact page', async ({ page, cspViolations }) => {
    await page.goto('/pricing-calculator');
    await page.getByRole('tab', { name: 'Digital Marketing' }).click();
    await option(page, /Technical SEO audit/).check();
    await option(page, /Local SEO/).check();
    await billing(page)
      .getByRole('radio', { name: /Annually/ })
      .check();
    const query = 'tab=marketing&options=mkt-seo-audit,mkt-seo-local&interval=annually';
    const ctaBand = page.getByRole('heading', { name: 'Need something custom?' }).locator('..');
    await expect(ctaBand.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute(
      'href',
      `/contact-us?${query}`,
    );
    await expect(ctaBand.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/portfolio');
    expect(await cspViolations()).toEqual([]);

    await summary(page).getByRole('link', { name: 'Request a Quote' }).click();
    await expect(page).toHaveURL(new RegExp(`/contact-us\\?${query}$`));
    const url = new URL(page.url());
    expect(url.searchParams.get('options')).toBe('mkt-seo-audit,mkt-seo-local');
  });

  test('every tab change is tracked once, by click and by keyboard', async ({ page, cspViolations }) => {
    await page.addInitScript(() => {
      const events: unknown[] = [];
      (window as unknown as { __tracked: unknown[] }).__tracked = events;
      window.addEventListener('agency:track', (event) => events.push((event as CustomEvent).detail));
    });
    await page.goto('/pricing-calculator');
    // The scripts start at the first paint, which may come after the load event `goto` waits for.
    await waitForHydration(page, '[role="tab"]');
    const tracked = () => page.evaluate(() => (window as unknown as { __tracked: unknown[] }).__tracked);

    await page.getByRole('tab', { name: 'Mobile Apps' }).click();
    await page.getByRole('tab', { name: 'Mobile Apps' }).click(); // already selected: no change
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Web3' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'CRM/ERP' })).toBeFocused();
    await page.keyboard.press('ArrowRight'); // wraps around
    await expect(page.getByRole('tab', { name: 'Web Development' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Web Development' })).toBeFocused();

    expect(await tracked()).toEqual(
      ['mobile', 'web3', 'erp', 'web', 'erp', 'web'].map((tab) => ({ type: 'tab', group: 'calculator', tab })),
    );
    expect(await cspViolations()).toEqual([]);
  });

  test('arrow keys follow the reading direction in Arabic', async ({ page }) => {
    await page.goto('/ar/pricing-calculator');
    await waitForHydration(page, '[role="tab"]');
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('an option’s details open in a tooltip after 700 ms, at once when moving between tips, and close on Escape', async ({
    page,
    cspViolations,
  }) => {
    await page.clock.install();
    await page.goto('/pricing-calculator');
    // Hydrated once a toggle rewrites the address; then time only moves when the test says so.
    await option(page, /Landing page site/).check();
    await expect(page).toHaveURL(/options=web-type-landing/);
    await page.clock.pauseAt(Date.now() + 60_000);
    const landing = page.getByRole('button', { name: 'About Landing page site (up to 5 pages)' });
    const business = page.getByRole('button', { name: 'About Business website (up to 15 pages)' });
    const landingTip = page.getByRole('tooltip').filter({ hasText: /product launch/ });
    const businessTip = page.getByRole('tooltip').filter({ hasText: /complete company website/ });
    await expect(option(page, /Landing page site/)).toHaveAccessibleDescription(/product launch/);

    await landing.hover();
    await page.clock.runFor(650);
    await expect(landingTip).toBeHidden();
    await page.clock.runFor(100);
    await expect(landingTip).toBeVisible();

    await business.hover();
    await expect(landingTip).toBeHidden();
    await expect(businessTip).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(businessTip).toBeHidden();

    await page.mouse.move(0, 0);
    await page.clock.runFor(400);
    await landing.hover();
    await page.clock.runFor(650);
    await expect(landingTip).toBeHidden();
    await page.clock.runFor(100);
    await expect(landingTip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(landingTip).toBeHidden();

    await landing.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(landingTip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(landingTip).toBeHidden();
    expect(await cspViolations()).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page, cspViolations }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(
        '/pricing-calculator?tab=marketing&options=mkt-seo-audit,mkt-seo-growth,mkt-ppc-google&interval=annually',
      );
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await page.getByRole('button', { name: 'About Technical SEO audit' }).click();
      await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(1);
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      expect(await cspViolations()).toEqual([]);
    });
  }
});
