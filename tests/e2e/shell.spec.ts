import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { canonicalUrl, localized, locales, publicPaths } from './routes';
import { waitForHydration } from '../support/hydration';

test('every page loads without a single CSP violation and hydrates', async ({ page, cspViolations }) => {
  // Twenty-six pages, each loaded until the network is idle: 28.6 s quiet, 25.8 s with a third core's load.
  test.setTimeout(120_000);
  for (const path of [...publicPaths, '/ar', '/es/portfolio/11', '/no-such-page', '/admin-login']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await cspViolations(), path).toEqual([]);
  }
  // Hydration: a click that only React handles.
  await page.goto('/');
  await page.getByRole('button', { name: /^Language/ }).click();
  await expect(page.getByRole('link', { name: /Deutsch/ })).toBeVisible();
});

test.describe('the head as served', () => {
  // Only the served document is read: without scripts, each page costs a parse, not a hydration.
  test.use({ javaScriptEnabled: false });

  test('every page has its title, description, social tags, canonical URL and language alternates', async ({
    page,
  }) => {
    // Every public page in English and Arabic, thirteen checks of its head each:
    // 16.5 s quiet, 15.1 s with a third core's load.
    test.setTimeout(240_000);
    for (const path of publicPaths) {
      for (const locale of ['en', 'ar'] as const) {
        const url = localized(locale, path);
        // The head is in the document as served: no picture or script needs to have loaded.
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const head = page.locator('head');
        await expect(page, url).toHaveTitle(/\S/);
        for (const selector of [
          'meta[name="description"]',
          'meta[property="og:title"]',
          'meta[property="og:description"]',
          'meta[property="og:image"]',
          'meta[name="twitter:title"]',
        ]) {
          await expect(head.locator(selector), `${url} ${selector}`).toHaveAttribute('content', /\S/);
        }
        await expect(head.locator('meta[name="twitter:card"]'), url).toHaveAttribute('content', 'summary_large_image');
        await expect(head.locator('link[rel="canonical"]'), url).toHaveAttribute('href', canonicalUrl(url));
        for (const alternate of locales) {
          await expect(
            head.locator(`link[rel="alternate"][hreflang="${alternate}"]`),
            `${url} ${alternate}`,
          ).toHaveAttribute('href', canonicalUrl(localized(alternate, path)));
        }
        await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          canonicalUrl(path),
        );
      }
    }
  });
});

test('a detail page without an SEO entry of its own builds its metadata from its content', async ({ page }) => {
  await page.goto('/portfolio/11');
  await expect(page).toHaveTitle(/Early Childhood/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/projects\/p11\.webp$/);
});

test('structured data: the organisation on home and contact, breadcrumbs on detail pages', async ({ page }) => {
  const types = async (path: string) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
  };
  expect(await types('/')).toContain('ProfessionalService');
  expect(await types('/contact-us')).toContain('ProfessionalService');
  expect(await types('/portfolio/11')).toContain('BreadcrumbList');
  expect(await types('/services/web3')).toContain('BreadcrumbList');
});

test.describe('top bar', () => {
  test('shows the main links, Get a Quote and the current language on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['Portfolio', '/portfolio'],
      ['Case Studies', '/case-studies'],
      ['Whitelabel', '/whitelabel-solutions'],
      ['About Us', '/about-us'],
      ['Contact', '/contact-us'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '/pricing-calculator',
    );
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).toHaveCSS('z-index', '50');
    await expect(page.getByRole('button', { name: 'Language: English' })).toHaveText(/en/i);
  });

  test('the language dropdown links to this page in the other languages', async ({ page }) => {
    await page.goto('/portfolio/11');
    await waitForHydration(page, 'header');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: /Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/portfolio\/11$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toHaveText(/de/i);
  });

  test('Arabic pages run right to left', async ({ page }) => {
    await page.goto('/ar/process');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  async function menuButton(page: Page) {
    return page.getByRole('button', { name: /Open menu|Close menu/ });
  }

  test('opens under the bar with every link, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await waitForHydration(page, 'header');
    const button = await menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    for (const name of [
      'Home',
      'Services',
      'Portfolio',
      'Case Studies',
      'Whitelabel',
      'About Us',
      'Contact',
      'Get a Quote',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await menu.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await page.goto('/about-us');
    await waitForHydration(page, 'header');
    const button = await menuButton(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('a press outside closes it; a press inside does not', async ({ page }) => {
    await page.goto('/about-us');
    await waitForHydration(page, 'header');
    const button = await menuButton(page);
    await button.click();
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await menu
      .locator('div')
      .last()
      .click({ position: { x: 2, y: 2 } });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The bottom of the screen, below the open menu.
    await page.mouse.click(187, 730);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('keeps the language dropdown in the bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  });
});

test.describe('theme', () => {
  test('starts light, flips to dark, and a reload paints dark from the first frame', async ({ page }) => {
    await page.addInitScript(() => {
      // Records the theme class at the moment <body> first exists, before any bundle ran.
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { __firstPaintDark: boolean }).__firstPaintDark =
          document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    // The toggle is drawn by the server; only React handles its click, so the click waits for it to hydrate.
    await waitForHydration(page, '[data-testid="theme-toggle"]');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __firstPaintDark: boolean }).__firstPaintDark)).toBe(true);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await waitForHydration(page, '[data-testid="theme-toggle"]');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('ignores a stored value other than light or dark', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test('the footer shows the contact details, the links and the veteran discount on every page', async ({ page }) => {
  for (const path of ['/', '/terms', '/no-such-page']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Veteran-owned business: 10% off for veterans and active military.')).toBeVisible();
    await expect(footer.getByRole('link', { name: '+1 (903) 555-0147' })).toHaveAttribute('href', 'tel:+19035550147');
    await expect(footer.getByRole('link', { name: 'hello@emberline.dev' })).toBeVisible();
    await expect(footer.getByText('Emory, TX 75440')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin-login');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Emberline Digital LLC`)).toBeVisible();
    for (const name of ['Emberline Digital on X', 'Emberline Digital on LinkedIn', 'Emberline Digital on Instagram']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
    }
  }
});

test('the legal pages show their seeded text', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/Last updated November 1, 2026/)).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});
