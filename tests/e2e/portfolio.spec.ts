import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Project } from '../../src/content/project';
import { connect } from '../../src/server/db/connect';
import { getDocument, saveDocument } from '../../src/server/queries/documents';
import { scrollToIsland, waitForHydration } from '../support/hydration';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByRole('main').getByTestId('project-card');
const cardIds = (page: Page) => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-project-id')));
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Filter projects by category' });

/** Saves a changed project into the e2e database through the query layer, runs `body`, then puts the original back. */
async function withProject(id: number, change: (project: Project) => Project, body: () => Promise<void>) {
  const { db, close } = connect(`file:${path.join(process.env.E2E_DIR ?? '', 'site.db')}`);
  try {
    const stored = await getDocument(db, 'projects', String(id));
    if (!stored) throw new Error(`project ${id} is not in the e2e database`);
    const saved = await saveDocument(db, 'projects', change(stored.data), {
      by: 'e2e',
      expectedVersion: stored.version,
    });
    try {
      await body();
    } finally {
      await saveDocument(db, 'projects', stored.data, { by: 'e2e', expectedVersion: saved.version });
    }
  } finally {
    await close();
  }
}

test.describe('portfolio list', () => {
  test('the Web3 tab shows exactly projects 20 and 21, and the URL keeps the tab across a reload', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Portfolio' })).toBeVisible();
    await expect(cards(page)).toHaveCount(31);
    await expect(tabs(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await tabs(page).getByRole('link', { name: 'Web3' }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=web3#projects$/);
    await expect(cards(page)).toHaveCount(2);
    expect(await cardIds(page)).toEqual(['20', '21']);
    await expect(tabs(page).getByRole('link', { name: 'Web3' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs(page).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current', 'page');

    await page.reload();
    expect(await cardIds(page)).toEqual(['20', '21']);
    await expect(tabs(page).getByRole('link', { name: 'Web3' })).toHaveAttribute('aria-current', 'page');

    await tabs(page).getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/portfolio#projects$/);
    await expect(cards(page)).toHaveCount(31);
  });

  test('a combined project shows under each of its categories', async ({ page }) => {
    await page.goto('/portfolio?category=ai-automation');
    expect(await cardIds(page)).toEqual(['19', '21', '22', '23']);
    await page.goto('/portfolio?category=mobile-app');
    expect(await cardIds(page)).toEqual(['16', '17', '18', '19']);
  });

  test('an unknown category in the URL shows every project under All', async ({ page }) => {
    await page.goto('/portfolio?category=blockchain');
    await expect(cards(page)).toHaveCount(31);
    await expect(tabs(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  test('shows the stats strip and Discuss Your Project', async ({ page }) => {
    await page.goto('/portfolio');
    const stats = page.getByRole('region', { name: 'Our track record' });
    for (const text of [
      '2.5M+',
      'App Downloads',
      '95%',
      'Repeat Projects',
      '24*7',
      'Support & Maintenance',
      '100%',
      'Completed Projects',
    ]) {
      await expect(stats.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Discuss Your Project' }).first()).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

test.describe('project detail', () => {
  test('a non-numeric or unknown project id redirects to the portfolio', async ({ page }) => {
    for (const [path, target] of [
      ['/portfolio/abc', /\/portfolio$/],
      ['/portfolio/11abc', /\/portfolio$/],
      ['/portfolio/999', /\/portfolio$/],
      ['/de/portfolio/0', /\/de\/portfolio$/],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveURL(target);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the hero shows category, title and long description, Back to Portfolio, and Visit Project only with a link', async ({
    page,
  }) => {
    await page.goto('/portfolio/11');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statewide Early Childhood Data Platform');
    await expect(page.getByText(/^The First Years Data Collaborative brings together/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute('href', '/portfolio');
    await expect(page.getByRole('link', { name: /^Visit Project/ })).toHaveCount(0);

    await page.goto('/portfolio/12');
    const visit = page.getByRole('link', { name: /^Visit Project/ });
    await expect(visit).toHaveText('Visit Project');
    await expect(visit).toHaveAttribute('href', /^https:\/\//);
    await expect(visit).toHaveAttribute('target', '_blank');
  });

  test('shows HTML texts as sanitised HTML, and "• " or "- " lines as bullet lists', async ({ page }) => {
    await page.goto('/portfolio/1');
    const challenge = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'The Challenge' }) });
    await expect(challenge.locator('p')).toContainText('Hands With Cans relied on a single web page');
    await expect(challenge.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('article').filter({ hasText: 'The Results' }).locator('strong').first()).toHaveText(
      '212%',
    );

    for (const id of [11, 14]) {
      await page.goto(`/portfolio/${id}`);
      for (const name of ['The Challenge', 'Our Solution', 'The Results']) {
        const part = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
        await expect(part.getByRole('listitem'), `${id} ${name}`).toHaveCount(4);
        await expect(part.getByRole('listitem').first()).not.toHaveText(/^[•-]/);
        await expect(part).not.toContainText('• ');
      }
    }
  });

  test('shows a plain text as a paragraph, and the long description when there is no challenge, solution or results', async ({
    page,
  }) => {
    const paragraph = 'A single plain paragraph - with a hyphen, a mobile-first approach and no list at all.';
    await withProject(
      28,
      (project) => ({ ...project, challenge: { en: paragraph } }),
      async () => {
        await page.goto('/portfolio/28');
        const challenge = page
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: 'The Challenge' }) });
        await expect(challenge.locator('p')).toHaveText(paragraph);
        await expect(challenge.getByRole('list')).toHaveCount(0);
      },
    );
    await withProject(
      29,
      ({ challenge: _challenge, solution: _solution, results: _results, ...project }) => project,
      async () => {
        await page.goto('/portfolio/29');
        const overview = page.getByRole('region', { name: 'Project Overview' });
        await expect(overview.getByRole('heading', { name: 'The Challenge' })).toHaveCount(0);
        await expect(overview.getByRole('heading', { name: 'Our Solution' })).toHaveCount(0);
        const longDescription = await page.locator('h1 + *').textContent();
        expect(longDescription?.length).toBeGreaterThan(50);
        await expect(overview.getByText(longDescription ?? '', { exact: true })).toBeVisible();
      },
    );
  });

  test('the Project Information card lists client, industry, timeline, services and technologies', async ({ page }) => {
    await page.goto('/portfolio/11');
    const info = page.getByRole('complementary', { name: 'Project Information' });
    for (const label of ['Client', 'Industry', 'Timeline', 'Services Provided', 'Technologies Used']) {
      await expect(info.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(info.getByText('First Years Data Collaborative')).toBeVisible();
    await expect(info.getByText('8 months, completed June 2025')).toBeVisible();
    await expect(info.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute('href', '/contact-us');
    // Project 11 has pictures and no video: a gallery and no video section.
    await expect(page.getByRole('region', { name: 'Project Gallery' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Project Video' })).toHaveCount(0);
  });

  test('related projects: at most three others, all of the same category', async ({ page }) => {
    await page.goto('/portfolio/11');
    const related = page.getByRole('region', { name: 'Related Projects' }).getByTestId('project-card');
    await expect(related).toHaveCount(3);
    for (const card of await related.all()) {
      await expect(card).not.toHaveAttribute('data-project-id', '11');
      await expect(card.getByRole('listitem').filter({ hasText: 'Web Development' })).toHaveCount(1);
    }

    await page.goto('/portfolio/20');
    const web3 = page.getByRole('region', { name: 'Related Projects' }).getByTestId('project-card');
    expect(await web3.evaluateAll((els) => els.map((el) => el.getAttribute('data-project-id')))).toEqual(['21']);
  });

  test('describes the project as a CreativeWork with breadcrumbs', async ({ page }) => {
    await page.goto('/portfolio/11');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; name?: string },
    );
    expect(blocks.find((block) => block['@type'] === 'CreativeWork')?.name).toBe(
      'Statewide Early Childhood Data Platform',
    );
    expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
  });
});

test.describe('gallery viewer', () => {
  const counter = (page: Page) => page.getByRole('dialog').getByText(/^\d+ \/ \d+$/);
  const thumbnail = 'button[aria-haspopup="dialog"]';

  test('wraps both ways, counts, locks page scrolling, traps focus and closes with Escape', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/portfolio/11');
    const thumbnails = page.getByRole('button', { name: /^Open image \d of 4/ });
    await expect(thumbnails).toHaveCount(4);
    await scrollToIsland(page, thumbnail);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(0);

    await thumbnails.first().click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer: Statewide Early Childhood Data Platform' });
    await expect(dialog).toBeVisible();
    await expect(counter(page)).toHaveText('1 / 4');
    await expect(
      dialog.getByRole('img', { name: 'Statewide Early Childhood Data Platform, image 1 of 4' }),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter(page)).toHaveText('4 / 4');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(counter(page)).toHaveText('1 / 4');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('4 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('1 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 / 4');

    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 1500);
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), key).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(thumbnails.first()).toBeFocused();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
    expect(await cspViolations()).toEqual([]);
  });

  test('the close button closes it, and right to left the arrow keys are mirrored', async ({ page }) => {
    await page.goto('/ar/portfolio/11');
    await scrollToIsland(page, thumbnail);
    // The Arabic labels: "Open image 4 of 4: …" and "Close image viewer".
    await page.getByRole('button', { name: /^فتح الصورة 4 من 4/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(counter(page)).toHaveText('4 / 4');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('1 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('4 / 4');
    await dialog.getByRole('button', { name: 'إغلاق عارض الصور' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('project video', () => {
  test('nothing loads from the video host until play is pressed, then the muted, looping player loads', async ({
    page,
    cspViolations,
  }) => {
    const youtubeId = 'dQw4w9WgXcQ';
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube(-nocookie)?\.com/.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
    });
    await page.route('https://i.ytimg.com/**', (route) => route.abort());
    const player: { release?: () => void } = {};
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, async (route) => {
      // Held until the test has seen the loading state, then refused: the real player never loads in tests.
      await new Promise<void>((resolve) => {
        player.release = resolve;
      });
      await route.abort();
    });

    await withProject(
      28,
      (project) => ({ ...project, youtubeId }),
      async () => {
        await page.goto('/portfolio/28', { waitUntil: 'networkidle' });
        const section = page.getByRole('region', { name: 'Project Video' });
        await section.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        expect(videoRequests).toEqual([]);
        await expect(section.locator('iframe')).toHaveCount(0);

        // A press before React has hydrated the button is lost (`networkidle` does not wait for hydration).
        await waitForHydration(page, 'button[aria-label^="Play video:"]');
        await section.getByRole('button', { name: /^Play video:/ }).click();
        await expect(section.getByRole('status')).toHaveText('Loading video...');
        const frame = section.locator('iframe');
        await expect(frame).toHaveAttribute(
          'src',
          `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&mute=1&loop=1&playlist=${youtubeId}&controls=0`,
        );
        await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
        await expect.poll(() => player.release !== undefined).toBe(true);
        player.release?.();
        expect(await cspViolations()).toEqual([]);
      },
    );
  });
});

test.describe('portfolio accessibility', () => {
  for (const path of ['/portfolio', '/portfolio?category=web3', '/portfolio/11', '/ar/portfolio/16']) {
    test(`${path} has no axe or CSP violations in light and dark`, async ({ page, cspViolations }) => {
      await expectNoAxeViolations(page, path);
      expect(await cspViolations()).toEqual([]);
    });
  }
});
