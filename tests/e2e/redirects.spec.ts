import type { Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { newClient, readDocument, serverActions, signIn, workerServer } from '../support/admin';
import { seedEvents } from '../support/analytics-events';
import { copyBlogPost, ownSlug, removeOwnDocument } from '../support/own-documents';
import { rawRequest } from '../support/raw-http';
import { addEditor, liveSession, sessionCookie } from '../support/sessions';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * Old addresses through the admin alone (issue 27 "Redirects"), each read back as a visitor's request to the
 * production server: a renamed address answers 301 in every language, a redirect added by hand, a missing page turned
 * into a redirect from the analytics, a deleted item sent to its replacement; loops and chains refused; owners only.
 * On the worker's server: each test moves a post or addresses of its own, and takes away the redirects it made.
 */
const admin = workerServer();
const { port, base } = admin;
const prefixes = ['', '/es', '/de', '/ar'];

/** A person's browser as the analytics count one (a headless one is counted as a bot). */
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** A visitor's request, redirects not followed. */
async function get(path: string) {
  const response = await rawRequest({
    port,
    path,
    headers: { 'x-forwarded-for': newClient(), 'user-agent': DESKTOP_CHROME },
  });
  return { status: response.status, location: response.headers.location };
}

const toast = (page: Page) => page.getByTestId('toast');
const redirectRow = (page: Page, source: string) =>
  page.getByRole('row').filter({ has: page.getByText(source, { exact: true }) });

/** Takes away the redirects a test made from these sources (as stored: without a language prefix when localized). */
async function dropRedirects(...sources: string[]) {
  const { db, close } = connect(admin.databaseUrl);
  try {
    await db.deleteFrom('redirects').where('source', 'in', sources).execute();
  } finally {
    await close();
  }
}

test('an owner renames a blog post: the old address answers 301 to the new one in every language, its SEO entry follows', async ({
  page,
  browser,
  cspViolations,
}) => {
  const { slug: POST } = await copyBlogPost(admin.databaseUrl, 'how-to-choose-a-tech-stack-for-your-business-web-app');
  const NEW_SLUG = ownSlug('choosing-a-tech-stack');
  await signIn(page, base, `/admin/blog/${POST}`);
  await expect(page.getByText(`Address: /blog/${POST}`)).toBeVisible();
  await page.getByRole('button', { name: 'Change address' }).click();
  const address = page.getByLabel('New address');
  await expect(address).toBeFocused();

  // A bad address is refused with the reason, and nothing moves.
  await address.fill('Not A Slug!');
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByText('lowercase letters', { exact: false }).last()).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  expect(await readDocument(admin.databaseUrl, 'blogPosts', POST)).toBeDefined();

  await address.fill(NEW_SLUG);
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(toast(page)).toContainText(`/blog/${POST} now redirects to /blog/${NEW_SLUG} in every language.`);
  await expect(page).toHaveURL(`${base}/admin/blog/${NEW_SLUG}`);
  await expect(page.getByText(`Address: /blog/${NEW_SLUG}`)).toBeVisible();
  // The history came along: the version before the rename is there to restore.
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toBeVisible();

  const moved = await readDocument(admin.databaseUrl, 'blogPosts', NEW_SLUG);
  expect(moved?.data.slug).toBe(NEW_SLUG);
  expect(await readDocument(admin.databaseUrl, 'blogPosts', POST)).toBeUndefined();

  for (const prefix of prefixes) {
    const answer = await get(`${prefix}/blog/${POST}?utm_source=newsletter`);
    expect([answer.status, answer.location], prefix || 'en').toEqual([
      301,
      `${prefix}/blog/${NEW_SLUG}?utm_source=newsletter`,
    ]);
  }
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const response = await reader.goto(`${base}/es/blog/${POST}`);
  expect(response?.status()).toBe(200);
  expect(reader.url()).toBe(`${base}/es/blog/${NEW_SLUG}`);
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.close();

  // The rename is listed in Redirects, made by the rename, with the hits just counted.
  await page.goto(`${base}/admin/redirects`);
  const row = redirectRow(page, `/blog/${POST}`);
  await expect(row).toContainText('in every language');
  await expect(row).toContainText(`/blog/${NEW_SLUG}`);
  await expect(row).toContainText('Address renamed');
  await expect(row.getByRole('cell').nth(3)).toHaveText('5');
  await expectNoAxeViolations(page, `${base}/admin/redirects`);
  expect(await cspViolations()).toEqual([]);
  await removeOwnDocument(admin.databaseUrl, 'blogPosts', NEW_SLUG);
  await dropRedirects(`/blog/${POST}`);
});

test('an owner adds, edits and deletes a redirect by hand; loops, chains and pages of the site are refused with the reason', async ({
  page,
}) => {
  const offer = `/${ownSlug('spring-offer')}`;
  const oldPromo = `/${ownSlug('old-promo')}`;
  await signIn(page, base, '/admin/redirects');
  const from = page.getByLabel('From');
  const to = page.getByLabel('To', { exact: true });
  await from.fill(offer);
  await to.fill('/pricing');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(toast(page)).toContainText(`${offer} now sends visitors to /pricing`);
  await expect(redirectRow(page, offer)).toContainText('Added by hand');
  expect(await get(`${offer}/`)).toEqual({ status: 301, location: '/pricing' });

  // A chain: old promo → offer → /pricing would redirect twice.
  await from.fill(oldPromo);
  await to.fill(offer);
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByText(`${offer} already redirects to /pricing`)).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveValue(oldPromo);
  // A page of the site cannot be hidden, and an address cannot lead to itself.
  await from.fill('/es/contact-us');
  await to.fill('/pricing');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByText('/es/contact-us is a page of the site')).toBeVisible();
  await from.fill('/promo');
  await to.fill('/promo/');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByText('An address can’t redirect to itself.')).toBeVisible();
  expect((await get(oldPromo)).status).toBe(404);

  // Edit it: the offer now goes to the contact page; a loop back to it is refused.
  await redirectRow(page, offer)
    .getByRole('link', { name: `Edit ${offer}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit redirect' })).toBeVisible();
  const editTo = page.getByLabel('To', { exact: true });
  await expect(editTo).toHaveValue('/pricing');
  await editTo.fill('/contact-us');
  await page.getByRole('button', { name: 'Save redirect' }).click();
  await expect(page).toHaveURL(`${base}/admin/redirects`);
  expect(await get(offer)).toEqual({ status: 301, location: '/contact-us' });

  page.once('dialog', (dialog) => void dialog.accept());
  await redirectRow(page, offer)
    .getByRole('button', { name: `Delete ${offer}` })
    .click();
  await expect(toast(page)).toContainText(`Redirect from ${offer} deleted.`);
  await expect(redirectRow(page, offer)).toHaveCount(0);
  expect((await get(offer)).status).toBe(404);
});

test('a redirect made by hand answers in every language and whatever the case; a temporary one answers 302', async ({
  page,
}) => {
  const offer = `/${ownSlug('summer-offer')}`;
  await signIn(page, base, '/admin/redirects');
  await page.getByLabel('From').fill(offer.toUpperCase());
  await page.getByLabel('To', { exact: true }).fill('/pricing-calculator');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(toast(page)).toContainText(`${offer} now sends visitors to /pricing-calculator`);
  await expect(redirectRow(page, offer)).toContainText('in every language');
  expect(await get(`/es${offer}`)).toEqual({ status: 301, location: '/es/pricing-calculator' });
  expect(await get(`/AR${offer.toUpperCase()}/`)).toEqual({ status: 301, location: '/ar/pricing-calculator' });
  expect(await get(offer)).toEqual({ status: 301, location: '/pricing-calculator' });

  // Made temporary: 302 in every language, marked so in the list, and read back ticked in its form.
  await redirectRow(page, offer)
    .getByRole('link', { name: `Edit ${offer}` })
    .click();
  const temporary = page.getByRole('checkbox', { name: 'Temporary move (302)' });
  await expect(temporary).not.toBeChecked();
  await temporary.check();
  await page.getByRole('button', { name: 'Save redirect' }).click();
  await expect(page).toHaveURL(`${base}/admin/redirects`);
  await expect(redirectRow(page, offer)).toContainText('Temporary (302)');
  expect(await get(`/de${offer}`)).toEqual({ status: 302, location: '/de/pricing-calculator' });
  await redirectRow(page, offer)
    .getByRole('link', { name: `Edit ${offer}` })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Temporary move (302)' })).toBeChecked();
  await dropRedirects(offer);
});

test('a missing page in the analytics becomes a redirect with one click', async ({ page }) => {
  const missingPath = `/de/${ownSlug('alte-preise')}`;
  expect((await get(missingPath)).status).toBe(404);
  // The dashboard counts a person who did something on the site (a bot only asks): a reader who followed an old link
  // from a partner's page, then scrolled the 404 page.
  const { db, close } = connect(admin.databaseUrl);
  const now = Date.now();
  // The dashboard is read whole (`?all=404`): whatever other specs left on the server, the address has its row.
  await seedEvents(db, [
    {
      type: 'not_found',
      path: missingPath,
      data: { referrer: 'https://partner.example/links' },
      visitor: 'rea',
      time: now,
    },
    { type: 'scroll_depth', path: missingPath, data: { percent: 25 }, visitor: 'rea', time: now + 1000 },
  ]);
  await close();
  await signIn(page, base, '/admin/analytics?all=404');
  const missing = page
    .getByRole('table', { name: 'Pages not found' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: missingPath, exact: true }) });
  await missing.getByRole('link', { name: `Redirect this: ${missingPath}` }).click();
  await expect(page).toHaveURL(`${base}/admin/redirects?from=${encodeURIComponent(missingPath)}`);
  await expect(page.getByLabel('From')).toHaveValue(missingPath);
  await page.getByLabel('To', { exact: true }).fill('/de/pricing');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(toast(page)).toContainText(`${missingPath} now sends visitors to /de/pricing`);
  expect(await get(missingPath)).toEqual({ status: 301, location: '/de/pricing' });

  await page.goto(`${base}/admin/analytics?all=404`);
  await expect(missing).toContainText('Redirects to /de/pricing');
  await dropRedirects(missingPath);
});

test('an owner deleting a case study sends its visitors to another; an editor cannot, and cannot open Redirects', async ({
  page,
  browser,
}) => {
  await signIn(page, base, '/admin/casestudies/epicor-ecommerce');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const choice = page.getByLabel('After deleting');
  await choice.selectOption({ label: 'Send visitors to: AI-Powered Stock and Market Analysis Platform' });
  await page.getByRole('button', { name: 'Move to the trash' }).click();
  await expect(page).toHaveURL(/\/admin\/casestudies$/);
  for (const prefix of prefixes)
    expect(await get(`${prefix}/case-studies/epicor-ecommerce`)).toEqual({
      status: 301,
      location: `${prefix}/case-studies/stock-analysis`,
    });

  // Restored, the page answers for itself again.
  await page.goto(`${base}/admin/trash`);
  await page
    .getByRole('button', { name: /Restore/ })
    .first()
    .click();
  await expect.poll(async () => (await get('/case-studies/epicor-ecommerce')).status).toBe(200);

  const { db, close } = connect(admin.databaseUrl);
  const editor = await addEditor(db, 'Edna Editor', `edna-${Date.now()}@example.com`);
  const token = await liveSession(db, editor.id);
  await close();
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient() } });
  await context.addCookies([{ name: 'admin-session', value: token, url: base }]);
  const editorPage = await context.newPage();
  await editorPage.goto(`${base}/admin/redirects`);
  await expect(editorPage.getByRole('heading', { name: 'Redirects is not part of your role' })).toBeVisible();
  await expect(editorPage.getByRole('link', { name: 'Redirects', exact: true })).toHaveCount(0);

  // The server refuses an editor's direct calls: a redirect, and a delete that names a replacement.
  const call = async (name: string, bound: unknown[], input: unknown) => {
    const id = serverActions('admin/').find((action) => action.name === name)?.id;
    expect(id, name).toBeDefined();
    return rawRequest({
      port,
      path: '/admin/redirects',
      method: 'POST',
      headers: {
        cookie: sessionCookie(token),
        origin: base,
        'next-action': id!,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        'x-forwarded-for': newClient(),
      },
      body: JSON.stringify([...bound, input]),
    });
  };
  expect((await call('saveRedirectAction', [], { source: '/x', target: '/pricing' })).body).toContain('"forbidden"');
  const stored = (await readDocument(admin.databaseUrl, 'caseStudies', 'epicor-ecommerce'))!;
  const refused = await call('removeItem', ['caseStudies'], {
    id: 'epicor-ecommerce',
    expectedVersion: stored.version,
    replacement: 'stock-analysis',
  });
  expect(refused.body).toContain('Only an owner can send');
  expect(await readDocument(admin.databaseUrl, 'caseStudies', 'epicor-ecommerce')).toBeDefined();
  await context.close();
});
