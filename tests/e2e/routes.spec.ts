import { readFileSync } from 'node:fs';
import { connect } from '../../src/server/db/connect';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';
import { adminPaths, aliases, canonicalUrl, localized, locales, publicPaths, SITE_URL } from './routes';

test.describe('every route of both route tables answers', () => {
  for (const locale of locales) {
    test(`public pages in ${locale} answer 200 with their own canonical URL`, async ({ request }) => {
      for (const path of publicPaths) {
        const url = localized(locale, path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, `${url} canonical`).toContain(`<link rel="canonical" href="${canonicalUrl(url)}"/>`);
      }
    });
  }

  test('the other spellings redirect permanently to the canonical ones, in every language, keeping the query', async ({
    request,
  }) => {
    for (const locale of locales) {
      for (const [alias, canonical] of Object.entries(aliases)) {
        const response = await request.get(`${localized(locale, alias)}?ref=nav`, { maxRedirects: 0 });
        expect(response.status(), alias).toBe(308);
        expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname + '?ref=nav').toBe(
          `${localized(locale, canonical)}?ref=nav`,
        );
      }
    }
  });

  test('an unknown service or project redirects to its list', async ({ request }) => {
    for (const [path, target] of [
      ['/services/unknown-service', '/services'],
      ['/portfolio/999', '/portfolio'],
      ['/portfolio/11abc', '/portfolio'],
      ['/de/portfolio/abc', '/de/portfolio'],
    ]) {
      const response = await request.get(path!, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(target);
    }
  });

  test('admin paths send a visitor without a session to the login page, which answers', async ({ request }) => {
    for (const path of adminPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers()['location']).toBe(`/admin-login?next=${encodeURIComponent(path)}`);
    }
    const login = await request.get('/admin-login');
    expect(login.status()).toBe(200);
  });

  test('_gtl with a valid language opens that language; an invalid one is ignored', async ({ request }) => {
    const switched = await request.get('/services?_gtl=de&_ts=123', { maxRedirects: 0 });
    expect(switched.status()).toBe(307);
    expect(switched.headers()['location']).toMatch(/\/de\/services$/);
    const english = await request.get('/ar/process?_gtl=en', { maxRedirects: 0 });
    expect(english.headers()['location']).toMatch(/\/process$/);
    const ignored = await request.get('/services?_gtl=fr', { maxRedirects: 0 });
    expect(ignored.status()).toBe(200);
  });

  test('sitemap.xml lists every page with its language alternates, and robots.txt keeps crawlers out of the admin', async ({
    request,
  }) => {
    const answer = await request.get('/sitemap.xml');
    expect(answer.headers()['content-type']).toBe('application/xml');
    const sitemap = await answer.text();
    for (const path of [
      '/',
      '/portfolio/31',
      '/case-studies/crm-erp-2',
      '/services/web3',
      '/blog/seo-basics-for-small-businesses',
    ]) {
      expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${SITE_URL}${localized('ar', path)}</loc>`);
    }
    expect(sitemap).toContain(`hreflang="x-default" href="${SITE_URL}/"`);
    const robotsAnswer = await request.get('/robots.txt');
    expect(robotsAnswer.headers()['content-type']).toMatch(/^text\/plain/);
    const robots = await robotsAnswer.text();
    expect(robots.startsWith('User-Agent: *\nAllow: /\n')).toBe(true);
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

type ShellCopy = { notFound: Record<'title' | 'message' | 'home' | 'pricing', string> };

test.describe('404', () => {
  test('an unknown path shows the 404 page with its three ways out, and is recorded', async ({ page }) => {
    const path = `/no-such-page-${Date.now()}`;
    // A client of its own: 404s are logged at most 10 a minute per client, and other tests visit missing pages too.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.40.${Math.floor(Math.random() * 250)}.7` });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Oops! The page you're looking for doesn't exist." })).toBeVisible();
    // The tab keeps a title once the page has loaded, not only in the server's HTML.
    await expect(page).toHaveTitle(/^Page not found/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/blog');
    await expect(main.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/pricing-calculator');

    const { db, close } = connect(`file:${process.env.E2E_DIR}/site.db`);
    try {
      const events = await db
        .selectFrom('events')
        .selectAll()
        .where('type', '=', 'not_found')
        .where('path', '=', path)
        .execute();
      expect(events).toHaveLength(1);
    } finally {
      await close();
    }
  });

  test('the 404 page is drawn by the server in the path’s language, so it reads the same without scripts', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `10.41.${Math.floor(Math.random() * 250)}.7` },
    });
    try {
      const page = await context.newPage();
      for (const locale of locales) {
        const copy = (JSON.parse(readFileSync(`messages/${locale}/shell.json`, 'utf8')) as ShellCopy).notFound;
        // An unknown path, a path under a page, and the not-found and gone pages' own addresses, which are no pages.
        for (const path of [
          localized(locale, `/no-such-page-${Date.now()}`),
          localized(locale, '/services/web-development/pricing'),
          localized(locale, '/404'),
          localized(locale, '/410'),
        ]) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(404);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.message);
          await expect(page.getByRole('main').getByRole('link', { name: copy.home })).toHaveAttribute(
            'href',
            localized(locale, '/'),
          );
          await expect(page.getByRole('main').getByRole('link', { name: copy.pricing })).toBeVisible();
          await expect(page).toHaveTitle(new RegExp(`^${copy.title}`));
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex\b/);
        }
      }
    } finally {
      await context.close();
    }
  });

  test('a localized unknown path is a 404 in that language', async ({ page }) => {
    const response = await page.goto('/de/nichts-hier');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin' })).toBeVisible();
  });

  for (const path of ['/no-such-page', '/ar/no-such-page'])
    test(`the 404 page (${path}) has no axe or CSP violations in light and dark`, async ({ page, cspViolations }) => {
      await expectNoAxeViolations(page, path);
      expect(await cspViolations()).toEqual([]);
    });
});
