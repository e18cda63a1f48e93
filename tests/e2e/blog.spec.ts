import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';
import { SITE_URL } from './routes';

const posts = [
  { slug: 'seo-basics-for-small-businesses', date: '2026-10-14', author: 'Priya Raman' },
  { slug: 'what-an-mvp-really-costs-and-how-to-scope-it', date: '2026-08-25', author: 'Caleb Ortiz' },
  { slug: 'how-to-choose-a-tech-stack-for-your-business-web-app', date: '2026-06-16', author: 'Dana Whitfield' },
];

test.describe('blog', () => {
  test('lists the posts newest first, each with image, date, author, title, description and Read More', async ({
    page,
  }) => {
    await page.goto('/blog');
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(3);
    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
      await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
      await expect(card.getByText(`By ${post.author}`)).toBeVisible();
      await expect(card.getByRole('heading')).toHaveText(/\S/);
      await expect(card.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    await expect(cards.first().locator('time')).toHaveText('October 14, 2026');
  });

  test('a post shows its image, date, author, title, description and the article, with a way back', async ({
    page,
  }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: /^Read More: SEO Basics/ }).click();
    await expect(page).toHaveURL(/\/blog\/seo-basics-for-small-businesses$/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'SEO Basics for Small Businesses: A Practical Checklist',
    );
    await expect(article.locator('time').first()).toHaveAttribute('datetime', '2026-10-14');
    await expect(article.getByText('By Priya Raman')).toBeVisible();
    await expect(article.getByRole('img').first()).toBeVisible();
    expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
    expect(await article.getByRole('listitem').count()).toBeGreaterThan(2);
    await expect(article.locator('script')).toHaveCount(0);
    const back = article.getByRole('link', { name: 'Back to Blog' });
    await expect(back).toHaveCount(2);
    await back.last().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a post is described as an Article', async ({ page }) => {
    await page.goto('/blog/what-an-mvp-really-costs-and-how-to-scope-it');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) =>
        JSON.parse(text) as { '@type': string; headline?: string; datePublished?: string; author?: { name: string } },
    );
    const article = blocks.find((block) => block['@type'] === 'Article');
    expect(article?.headline).toContain('MVP');
    expect(article?.datePublished).toBe('2026-08-25');
    expect(article?.author?.name).toBe('Caleb Ortiz');
  });

  test('an unknown post answers 404 with Blog Post Not Found and a back button', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('post-card')).toHaveCount(3);
  });

  test('an unknown post is answered in the language of its address, kept out of search indexes', async ({ page }) => {
    const response = await page.goto('/ar/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المقالة غير موجودة');
    await expect(page).toHaveTitle('المقالة غير موجودة');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'العودة إلى المدونة' })).toHaveAttribute('href', '/ar/blog');
  });

  test('the RSS feed lists every post newest first, and blog pages point to it', async ({ page, request }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(posts.map((post) => `${SITE_URL}/blog/${post.slug}`));
    expect(xml).toContain('<pubDate>Wed, 14 Oct 2026 00:00:00 GMT</pubDate>');

    for (const path of ['/blog', '/blog/seo-basics-for-small-businesses']) {
      await page.goto(path);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        `${SITE_URL}/blog/rss.xml`,
      );
    }
  });
});

test.describe('blog accessibility', () => {
  for (const path of ['/blog', '/blog/how-to-choose-a-tech-stack-for-your-business-web-app', '/ar/blog']) {
    test(`${path} has no axe or CSP violations in light and dark`, async ({ page, cspViolations }) => {
      await expectNoAxeViolations(page, path);
      expect(await cspViolations()).toEqual([]);
    });
  }
});
