import type { Page } from '@playwright/test';
import { scrollToIsland } from '../support/hydration';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByRole('main').getByTestId('case-study-card');
const cardLinks = (page: Page) =>
  cards(page)
    .getByRole('link', { name: /^Read Case Study:/ })
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));

test.describe('case-studies list', () => {
  test('lists all eleven case studies under All, each linking to its page', async ({ page }) => {
    await page.goto('/case-studies');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    expect((await cardLinks(page)).sort()).toEqual(
      [
        'community-supported-agriculture',
        'crm-erp-1',
        'crm-erp-2',
        'epicor-ecommerce',
        'hiring-platform',
        'home-health-care',
        'm1',
        'm2',
        'non-profit-organization',
        'smart-emr',
        'stock-analysis',
      ].map((id) => `/case-studies/${id}`),
    );
  });

  test('the same category tabs filter, and the Web3, AI and SEO lists are empty', async ({ page }) => {
    await page.goto('/case-studies');
    const tabs = page.getByRole('navigation', { name: 'Filter case studies by category' });
    await expect(tabs.getByRole('link')).toHaveCount(7);
    await tabs.getByRole('link', { name: 'Mobile App' }).click();
    await expect(page).toHaveURL(/\/case-studies\?category=mobile-app#projects$/);
    await expect(cards(page)).toHaveCount(2);
    expect(await cardLinks(page)).toEqual(['/case-studies/m1', '/case-studies/m2']);

    for (const [name, id] of [
      ['Web3', 'web3'],
      ['AI & Automation', 'ai-automation'],
      ['SEO & Digital Marketing', 'seo-digital-marketing'],
    ]) {
      await tabs.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/case-studies\\?category=${id}#projects$`));
      await expect(cards(page)).toHaveCount(0);
      await expect(
        page.getByText('There are no published case studies in this category yet.', { exact: false }),
      ).toBeVisible();
    }
  });

  test('closes with Ready to Achieve Similar Results?, Get a Quote and Discuss Your Project', async ({ page }) => {
    await page.goto('/case-studies');
    const cta = page.locator('section', {
      has: page.getByRole('heading', { name: 'Ready to Achieve Similar Results?' }),
    });
    await expect(cta.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/pricing-calculator');
    await expect(cta.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute('href', '/contact-us');
  });
});

test.describe('case-study detail', () => {
  test('shows the hero, key results, the story, the details sidebar, the gallery and related case studies', async ({
    page,
  }) => {
    await page.goto('/case-studies/smart-emr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'SmartEMR: Cloud Electronic Medical Records for a Multi-Clinic Practice',
    );
    await expect(page.getByText('Pinecrest Family Medicine Group').first()).toBeVisible();
    // Without a video, the hero shows the case study's picture, loaded first.
    const heroPicture = page.getByRole('img', { name: /^SmartEMR: Cloud Electronic Medical Records/ });
    await expect(heroPicture).toBeVisible();
    await expect(heroPicture).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('region', { name: 'Key Results' }).getByRole('listitem')).toHaveCount(4);
    for (const name of ['The Challenge', 'Our Analysis', 'Our Solution', 'Key Features', 'The Results']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    const analysis = page.getByRole('region', { name: 'Our Analysis' });
    await expect(analysis.getByRole('heading', { name: 'Migration strategy' })).toBeVisible();
    await expect(analysis.locator('strong').first()).toBeVisible();

    const details = page.getByRole('complementary', { name: 'Project Details' });
    for (const label of ['Client', 'Industry', 'Timeline', 'Services', 'Technologies']) {
      await expect(details.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(details.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute('href', '/contact-us');

    await scrollToIsland(page, 'button[aria-haspopup="dialog"]');
    await page.getByRole('button', { name: /^Open image 1 of 3/ }).click();
    await expect(page.getByRole('dialog').getByText('1 / 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const related = page.getByRole('region', { name: 'Related Case Studies' }).getByTestId('case-study-card');
    await expect(related).toHaveCount(3);
    expect(await related.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/case-studies/home-health-care',
      '/case-studies/hiring-platform',
      '/case-studies/crm-erp-2',
    ]);
  });

  test('both spellings open the same case study', async ({ page }) => {
    await page.goto('/case-study/smart-emr');
    await expect(page).toHaveURL(/\/case-studies\/smart-emr$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('SmartEMR');
    await page.goto('/de/case-study/m1');
    await expect(page).toHaveURL(/\/de\/case-studies\/m1$/);
  });

  test('an unknown case study answers 404 with Case Study Not Found, then moves to the list after half a second', async ({
    page,
  }) => {
    // Time stands still until the test moves it, so the half second is measured, not raced.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const response = await page.goto('/case-studies/no-such-study', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Case Study Not Found' })).toBeVisible();
    await expect(page.getByText("The case study you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute('href', '/case-studies');

    await page.clock.runFor(400);
    await expect(page).toHaveURL(/\/case-studies\/no-such-study$/);
    await page.clock.runFor(200);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
  });

  test('an unknown case study in another language moves to that language’s list', async ({ page }) => {
    await page.goto('/es/case-studies/no-such-study');
    // Hydration, the half second and the next page's render: on a loaded 2-core machine that has taken over 5 s.
    await expect(page).toHaveURL(/\/es\/case-studies$/, { timeout: 15_000 });
  });
});

test.describe('case-studies accessibility', () => {
  for (const path of ['/case-studies', '/case-studies/smart-emr', '/ar/case-studies/crm-erp-1']) {
    test(`${path} has no axe or CSP violations in light and dark`, async ({ page, cspViolations }) => {
      await expectNoAxeViolations(page, path);
      expect(await cspViolations()).toEqual([]);
    });
  }
});
