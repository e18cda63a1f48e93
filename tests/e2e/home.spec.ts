import { scrollToIsland } from '../support/hydration';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('hero: the ROI headline, four benefits, the brands claim and its two buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ROI');
    await expect(page.getByText('Trusted by 150+ brands')).toBeVisible();
    const hero = page.locator('section').first();
    await expect(hero.getByRole('listitem')).toHaveCount(4);
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing-calculator');
    await expect(hero.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/portfolio');
  });

  test('features projects 11, 16, 14, 10, 20 and 15 in that order, each card complete', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('block-projects').getByTestId('project-card');
    await expect(cards).toHaveCount(6);
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-project-id')))).toEqual([
      '11',
      '16',
      '14',
      '10',
      '20',
      '15',
    ]);
    const first = cards.first();
    await expect(first.getByRole('heading')).toHaveText('Statewide Early Childhood Data Platform');
    await expect(first.getByRole('link', { name: /View details of/ })).toHaveAttribute('href', '/portfolio/11');
    const chips = first.getByRole('list', { name: 'Technologies' }).getByRole('listitem');
    await expect(chips).toHaveCount(4);
    await expect(chips.last()).toHaveText(/^\+\d+/);
    await expect(first.getByText('Web Development')).toBeVisible();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Portfolio', exact: true }) });
    await expect(section.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/portfolio');
    await expect(section.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute('href', '/contact-us');
  });

  test('a card whose image fails to load shows the blank placeholder, silently', async ({ page }) => {
    await page.route('**/images/projects/p16*', (route) => route.abort());
    await page.goto('/');
    const card = page.locator('[data-project-id="16"]');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('image-placeholder')).toBeVisible();
    await expect(page.locator('[data-project-id="11"]').getByTestId('image-placeholder')).toHaveCount(0);
  });

  test('lists the six services, each with Learn More to its page', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Services That Drive Your Growth Efficiently' }),
    });
    const links = section.getByRole('link', { name: /^Learn more about/ });
    await expect(links).toHaveCount(6);
    await expect(links.first()).toHaveAttribute('href', '/services/web-development');
    await expect(section.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute('href', '/contact-us');
  });

  test('requests the client logos only when the strip comes near, once, and renders the list twice', async ({
    page,
  }) => {
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/logos/')) logoRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(logoRequests).toEqual([]);
    await page.getByTestId('logo-strip').scrollIntoViewIfNeeded();
    const strip = page.getByTestId('logo-strip');
    await expect(strip.locator('img')).toHaveCount(20);
    await expect(strip.getByRole('img')).toHaveCount(10);
    await page.waitForLoadState('networkidle');
    expect(new Set(logoRequests).size).toBe(10);
    expect(logoRequests).toHaveLength(10);
    await page.mouse.wheel(0, 2000);
    await page.mouse.wheel(0, -4000);
    expect(logoRequests).toHaveLength(10);
  });

  test('the testimonial carousel wraps at both ends and works with the keyboard', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What our clients say' });
    const slide = carousel.locator('figure');
    await expect(slide).toHaveAttribute('aria-label', 'Testimonial 1 of 7');
    await expect(slide.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await scrollToIsland(page, '[aria-roledescription="carousel"] button');
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(slide).toHaveAttribute('aria-label', 'Testimonial 7 of 7');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(slide).toHaveAttribute('aria-label', 'Testimonial 1 of 7');
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slide).toHaveAttribute('aria-label', 'Testimonial 2 of 7');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slide).toHaveAttribute('aria-label', 'Testimonial 7 of 7');
  });

  test('plays one video testimonial at a time; a second click pauses it', async ({ page }) => {
    await page.goto('/');
    const videos = page.locator('video');
    await expect(videos).toHaveCount(2);
    await expect(videos.first()).toContainText('Your browser does not support HTML video.');
    const isPaused = (index: number) => videos.nth(index).evaluate((v: HTMLVideoElement) => v.paused);
    // The clips are a few seconds long; looping keeps a slow machine from ending one mid-test.
    await videos.evaluateAll((list) => list.forEach((v) => ((v as HTMLVideoElement).loop = true)));
    const first = page.getByRole('button', { name: /Play the video from Nathan Brooks/ });
    const second = page.getByRole('button', { name: /Play the video from Laura Kim/ });
    const poster = page.getByTestId('poster-brightforge-learning');
    await scrollToIsland(page, 'button[aria-pressed]');
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await first.click();
    await expect.poll(() => isPaused(0)).toBe(false);
    // The poster covers the video until it first plays.
    await expect(poster).toHaveCount(0);
    await second.click();
    await expect.poll(() => isPaused(1)).toBe(false);
    expect(await isPaused(0)).toBe(true);
    await page.getByRole('button', { name: /Pause the video from Laura Kim/ }).click();
    await expect.poll(() => isPaused(1)).toBe(true);
    expect(await isPaused(0)).toBe(true);
  });

  test('does not fetch the video posters far below the fold before the visitor scrolls to them', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('load');
    const posters = page.locator('[data-testid^="poster-"]');
    await expect(posters).toHaveCount(2);
    for (const src of await posters.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? '')))
      expect(requested, src).not.toContain(src);
    await posters.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => posters.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('closes with a call to action and the four reasons to choose us', async ({ page }) => {
    await page.goto('/');
    const cta = page.locator('section', { has: page.getByRole('heading', { name: 'Why Choose Us' }) });
    await expect(cta.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/pricing-calculator');
    await expect(cta.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
    await expect(
      cta.getByRole('heading', { name: 'Why Choose Us' }).locator('xpath=..').getByRole('listitem'),
    ).toHaveCount(4);
  });

  test('after load, preloads other pages’ images in the background — but not when the visitor saves data', async ({
    page,
    context,
  }) => {
    const preloaded = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((e) => /\/images\/(projects\/p(1|2|3)-|case-studies)/.test(e.name)).length,
      );
    await page.goto('/');
    await expect.poll(preloaded, { timeout: 10_000 }).toBeGreaterThan(3);

    const saver = await context.newPage();
    await saver.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    await saver.goto('/');
    await saver.waitForTimeout(2500);
    expect(
      await saver.evaluate(
        () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/images/case-studies/')).length,
      ),
    ).toBe(0);
  });

  test('has no accessibility violations and no CSP violations', async ({ page, cspViolations }) => {
    await expectNoAxeViolations(page, '/');
    expect(await cspViolations()).toEqual([]);
  });
});
