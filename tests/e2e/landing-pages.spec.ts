import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('white-label page', () => {
  test('Get Started scrolls to the partnership form section', async ({ page }) => {
    await page.goto('/whitelabel-solutions');
    const form = page.locator('#partner-form');
    await expect(form).not.toBeInViewport();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/whitelabel-solutions#partner-form$/);
    await expect(form.getByRole('heading', { name: 'Start Your White-Label Partnership' })).toBeInViewport();
    await expect(form.getByRole('link', { name: /^E-mail partners@/ })).toHaveAttribute('href', /^mailto:partners@/);
    await expect(form.getByRole('button', { name: 'Send Inquiry' })).toBeVisible();
  });

  test('has the six reasons, partner types and services, the six steps and the three engagement models', async ({
    page,
  }) => {
    await page.goto('/whitelabel-solutions');
    for (const name of ['Why Partner With Us', 'Who We Partner With', 'White Label Services']) {
      await expect(page.getByRole('region', { name }).getByRole('listitem'), name).toHaveCount(6);
    }
    await expect(page.getByRole('region', { name: 'Our White-Label Process' }).getByRole('listitem')).toHaveCount(6);
    const models = page.getByRole('region', { name: 'Engagement Models' });
    for (const name of ['Fixed Monthly Hours', 'Fixed Cost', 'Fixed Monthly Resource']) {
      await expect(models.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(models.getByText('Well-defined projects that can be delivered in under six months.')).toBeVisible();
  });

  test('shows the technical approach, the quality metrics, response times and the eight questions', async ({
    page,
  }) => {
    await page.goto('/whitelabel-solutions');
    const technical = page.getByRole('region', { name: 'Our Technical Approach' });
    for (const name of [
      'Two-Week Sprints',
      '15-Minute Daily Stand-ups',
      'Git Version Control',
      'CI/CD Pipelines',
      'Automated Testing',
      'Cloud Infrastructure',
      'Databases',
    ]) {
      await expect(technical.getByRole('heading', { name })).toBeVisible();
    }
    const quality = page.getByRole('region', { name: 'Communication & Quality Assurance' });
    for (const value of ['97%', '92%', '4.8/5', '89%', 'Within 4 hours', 'Within 24 business hours']) {
      await expect(quality.getByText(value, { exact: true }).first()).toBeVisible();
    }
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('details')).toHaveCount(8);
    await faq.getByText('Who owns the code and intellectual property?').click();
    await expect(faq.getByText(/^You do\./)).toBeVisible();
  });
});

test.describe('social media plans page', () => {
  const plans = [
    { id: 'starter', name: 'Starter', price: '$99', was: '$197', quantities: ['10', '5', '8'] },
    { id: 'professional', name: 'Professional', price: '$199', was: '$397', quantities: ['25', '15', '20'] },
    { id: 'enterprise', name: 'Enterprise', price: '$349', was: '$697', quantities: ['50', '30', '40'] },
  ];

  test('the three plans show their prices, the struck-through originals and monthly quantities', async ({ page }) => {
    await page.goto('/socialmediaplans');
    const cards = page.getByTestId('plan');
    await expect(cards).toHaveCount(3);
    for (const [index, plan] of plans.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: plan.name })).toBeVisible();
      await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
      await expect(card.locator('del')).toHaveText(plan.was);
      await expect(card.getByRole('list', { name: 'Every month' }).getByRole('listitem')).toHaveText([
        new RegExp(`^${plan.quantities[0]}\\s*blog posts$`),
        new RegExp(`^${plan.quantities[1]}\\s*short videos$`),
        new RegExp(`^${plan.quantities[2]}\\s*carousels$`),
      ]);
      await expect(card.getByText('Most Popular')).toHaveCount(plan.id === 'professional' ? 1 : 0);
      await expect(card.getByRole('link', { name: `Choose ${plan.name}` })).toHaveAttribute(
        'href',
        `/contact-us?plan=${plan.id}`,
      );
    }
  });

  test('states the launch offer, the guarantee and the businesses served, with results and testimonials', async ({
    page,
  }) => {
    await page.goto('/socialmediaplans');
    await expect(page.getByText('Launch offer: 50% off')).toBeVisible();
    await expect(page.getByText(/Ends in 72 hours or after 100 new clients/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '30-Day Money-Back Guarantee' })).toBeVisible();
    await expect(page.getByText('Trusted by 500+ businesses')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Real Results for Real Businesses' }).getByRole('listitem'),
    ).toHaveCount(3);
    const testimonials = page.getByRole('region', { name: 'What Our Clients Say' });
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(4);
  });
});

test.describe('landing pages accessibility', () => {
  for (const path of ['/whitelabel-solutions', '/socialmediaplans', '/ar/socialmediaplans']) {
    test(`${path} has no axe or CSP violations in light and dark`, async ({ page, cspViolations }) => {
      await expectNoAxeViolations(page, path);
      expect(await cspViolations()).toEqual([]);
    });
  }
});
