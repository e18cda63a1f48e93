import { connect } from '../../src/server/db/connect';
import { getDocument, saveDocument } from '../../src/server/queries/documents';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('services overview', () => {
  test('shows six services with three key features each, How We Work, the FAQ and the closing call to action', async ({
    page,
  }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Discuss Your Project' }).first()).toHaveAttribute(
      'href',
      '/contact-us',
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('listitem')).toHaveCount(3);
    const steps = page
      .locator('section', { has: page.getByRole('heading', { name: 'From first call to future-ready' }) })
      .getByRole('listitem');
    await expect(steps).toHaveText([
      /Discovery & Planning/,
      /UI\/UX Design/,
      /Development/,
      /Quality Testing/,
      /Launch & Deployment/,
      /60-Day Warranty/,
      /Ongoing Maintenance/,
      /Future-Ready Upgrades/,
    ]);
    const questions = page.locator('details');
    await expect(questions).toHaveCount(5);
    await questions.first().locator('summary').click();
    await expect(questions.first()).toHaveAttribute('open', '');
    await expect(page.getByText(/4-6 weeks/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact-us');
    await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing-calculator');
  });

  test('has no accessibility or CSP violations', async ({ page, cspViolations }) => {
    await expectNoAxeViolations(page, '/services');
    expect(await cspViolations()).toEqual([]);
  });
});

test.describe('service detail', () => {
  test('shows its sections in the specified order', async ({ page }) => {
    await page.goto('/services/web-development');
    await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
      'href',
      '/contact-us',
    );
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'Overview',
      'Key Services',
      'How we deliver Web Development',
      'Technologies We Use',
      'Business Benefits',
      'Success Metrics',
      'Related projects',
      'Frequently asked questions',
      'Ready to Get Started?',
    ]);
    await expect(page.locator('ol li', { hasText: /^Step/ })).toHaveCount(6);
  });

  test('shows the four success metrics and the related projects of the specification table', async ({ page }) => {
    await page.goto('/services/web-development');
    await expect(page.getByTestId('success-metrics').locator('dd')).toHaveText(['64%', '49%', '3.2x', '78%']);
    const related = page.getByTestId('related-projects').getByTestId('project-card');
    expect(await related.evaluateAll((els) => els.map((el) => el.getAttribute('data-project-id')))).toEqual([
      '11',
      '10',
      '12',
    ]);
    await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/portfolio');

    await page.goto('/services/digital-marketing');
    await expect(page.getByTestId('success-metrics').locator('dd')).toHaveText(['137%', '68%', '3.4x', '47%']);
    await expect(page.locator('[data-project-id="27"]').getByText('Award Winner')).toBeVisible();
    await expect(page.locator('[data-project-id="25"]').getByText('Award Winner')).toHaveCount(0);
  });

  test('a related project whose image fails to load shows the blank placeholder, silently', async ({ page }) => {
    // The cards are not hydrated on this page (the islands renderer): its script swaps a failed picture for the
    // placeholder. The pictures are lazy, so they fail once scrolled to, after the script has run.
    await page.route('**/images/projects/p11*', (route) => route.abort());
    await page.route('**/images/projects/p10*', (route) => route.abort());
    await page.goto('/services/web-development');
    const card = (id: string) => page.locator(`[data-project-id="${id}"]`);
    await card('10').scrollIntoViewIfNeeded();
    await expect(card('11').getByTestId('image-placeholder')).toBeVisible();
    await expect(card('10').getByTestId('image-placeholder')).toBeVisible();
    await expect(card('12').getByTestId('image-placeholder')).toHaveCount(0);
    await expect(card('12').locator('img')).toBeVisible();
  });

  test('hides the FAQ section of a service without questions', async ({ page }) => {
    await page.goto('/services/web3');
    await expect(page.getByRole('heading', { name: 'Technologies We Use' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toHaveCount(0);
    await expect(page.locator('details')).toHaveCount(0);
  });

  test('gives known technologies their icon and an unknown one the default icon', async ({ page }) => {
    const { db, close } = connect(`file:${process.env.E2E_DIR}/site.db`);
    try {
      const stored = await getDocument(db, 'services', 'crm-erp-development');
      if (!stored) throw new Error('seeded service missing');
      const saved = await saveDocument(
        db,
        'services',
        { ...stored.data, technologies: [...stored.data.technologies, 'Quantum Ledger'] },
        { by: 'test', expectedVersion: stored.version },
      );
      await page.goto('/services/crm-erp-development');
      const technologies = page.getByTestId('technologies');
      await expect(
        technologies.getByRole('listitem').filter({ hasText: 'Odoo' }).locator('[data-icon="known"]'),
      ).toHaveText('Od');
      await expect(
        technologies.getByRole('listitem').filter({ hasText: 'Quantum Ledger' }).locator('[data-icon="default"]'),
      ).toBeVisible();
      await saveDocument(db, 'services', stored.data, { by: 'test', expectedVersion: saved.version });
    } finally {
      await close();
    }
  });

  test('carries Service and FAQPage structured data', async ({ page }) => {
    await page.goto('/services/web-development');
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => (JSON.parse(t) as { '@type': string })['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']));
  });

  test('has no accessibility or CSP violations', async ({ page, cspViolations }) => {
    await expectNoAxeViolations(page, '/services/web-development');
    expect(await cspViolations()).toEqual([]);
  });
});

test.describe('about and process', () => {
  test('about shows the eleven skills as progress bars with the specified values', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    for (const name of ['Our Story', 'Mission', 'Vision', 'Core Values', 'Our Expertise']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const bars = page.getByRole('progressbar');
    await expect(bars).toHaveCount(11);
    const values = await bars.evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('aria-label'),
        el.getAttribute('aria-valuenow'),
        el.getAttribute('aria-valuemax'),
      ]),
    );
    expect(values).toEqual(
      [
        ['Web Development', 95],
        ['SaaS Applications', 92],
        ['Mobile App Development', 90],
        ['UI/UX Design', 85],
        ['Blockchain & Web3', 80],
        ['AI & Machine Learning', 85],
        ['Cloud Infrastructure', 88],
        ['Digital Marketing', 84],
        ['SEO', 80],
        ['CRM Solutions', 89],
        ['ERP Solutions', 85],
      ].map(([name, value]) => [name, String(value), '100']),
    );
    await expect(page.getByTestId('hero-figures').locator('dd')).toHaveText(['100+', '250+', '25+', '8+']);
    await expect(page.getByText(/2020/).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'View Our Work' }).first()).toHaveAttribute(
      'href',
      '/portfolio',
    );
  });

  test('process shows eight numbered phases with four details each', async ({ page }) => {
    await page.goto('/process');
    const phases = page.getByTestId('steps').locator(':scope > li');
    await expect(phases).toHaveCount(8);
    await expect(phases.getByRole('heading', { level: 2 })).toHaveText([
      'Discovery & Planning',
      'UI/UX Design',
      'Development',
      'Quality Testing',
      'Launch & Deployment',
      '60-Day Warranty',
      'Ongoing Maintenance',
      'Future-Ready Upgrades',
    ]);
    for (let i = 0; i < 8; i++) await expect(phases.nth(i).locator('ul > li')).toHaveCount(4);
  });

  test('have no accessibility or CSP violations', async ({ page, cspViolations }) => {
    test.setTimeout(90_000); // four axe runs: two pages in two themes
    await expectNoAxeViolations(page, '/about-us');
    await expectNoAxeViolations(page, '/process');
    expect(await cspViolations()).toEqual([]);
  });
});
