import type { Browser, Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { adminServer, readDocument, signIn } from '../support/admin';
import { blogDraft } from '../support/own-documents';
import { openHydrated } from '../support/hydration';
import { expect, test } from './fixtures';

/**
 * Drafts (issue 29): typing is kept as the item's draft, which the public site never shows, until Publish changes
 * publishes it; Discard draft drops it; a draft typed over another's is refused as stale. On a server of its own.
 */
test.describe.configure({ mode: 'serial' });

// The page cache says what it did (X-Render-Cache), so a preview can be shown never to come from it.
const admin = adminServer({ RENDER_CACHE_DEBUG: '1' });
const { base } = admin;
const SLUG = 'what-an-mvp-really-costs-and-how-to-scope-it';
const EDITOR = `/admin/blog/${SLUG}`;
const toast = (page: Page) => page.getByTestId('toast');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Published:|Draft|Changes not kept/ });
const title = (page: Page) => page.getByLabel('Title', { exact: true });

const draftOf = (id: string) => blogDraft(admin.databaseUrl, id);

/** The post's public page and the blog's list, as a visitor in a fresh context reads them. */
async function publicTitles(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${base}/blog/${SLUG}`);
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.goto(`${base}/blog`);
    return { heading, list: await page.locator('main').innerText() };
  } finally {
    await context.close();
  }
}

test('typing is kept as a draft the site does not show; the list marks it Changed; Publish changes publishes it', async ({
  page,
  browser,
  cspViolations,
}) => {
  // Waits for the autosave after a pause in the typing, and reads the post and the blog as a visitor twice:
  // 11.9 s quiet, 10 s with a third core's load.
  test.setTimeout(60_000);
  const published = (await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!;
  const before = published.data.title.en;
  await signIn(page, base, EDITOR);
  await expect(status(page)).toHaveText(/^Published: the site shows this text/);

  await title(page).fill('What an MVP costs: the draft');
  // Autosave: a pause in the typing keeps it, said beside Save with the time and the person.
  await expect(status(page)).toHaveText(/^Draft saved .* UTC by Owner\./, { timeout: 15_000 });
  expect((await draftOf(SLUG))?.data.title.en).toBe('What an MVP costs: the draft');
  expect((await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!.version).toBe(published.version);

  const visitor = await publicTitles(browser);
  expect(visitor.heading).toBe(before);
  expect(visitor.list).toContain(before);
  expect(visitor.list).not.toContain('the draft');

  await page.goto(`${base}/admin/blog?q=MVP`);
  const row = page.getByRole('listitem').filter({ hasText: before });
  await expect(row).toContainText('Changed: a draft is not published yet');

  // Opened again, the editor shows the draft, not the published title.
  await page.goto(`${base}${EDITOR}`);
  await expect(title(page)).toHaveValue('What an MVP costs: the draft');
  await expect(status(page)).toHaveText(/^Draft saved .* by Owner\. The site shows the published version/);

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page)).toContainText('has been updated successfully');
  await expect(status(page)).toHaveText(/^Published: the site shows this text/);
  expect(await draftOf(SLUG)).toBeUndefined();
  expect((await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!.data.title.en).toBe(
    'What an MVP costs: the draft',
  );
  expect((await publicTitles(browser)).heading).toBe('What an MVP costs: the draft');

  await page.goto(`${base}/admin/blog?q=MVP`);
  await expect(page.getByRole('listitem').filter({ hasText: 'the draft' })).toContainText('Published');
  expect(await cspViolations()).toEqual([]);
});

test('Discard draft brings the published text back; a draft typed over a newer one is refused, naming whose it is', async ({
  page,
  browser,
}) => {
  const published = (await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!.data.title.en;
  await signIn(page, base, EDITOR);
  // A second person opens the same item before the first one's draft exists.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, base, EDITOR);

  await title(page).fill('Kept by Save draft');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page)).toContainText('Draft saved');
  expect((await draftOf(SLUG))?.data.title.en).toBe('Kept by Save draft');

  // The other form was typed over no draft: its draft save would overwrite this one, so it is refused, and says whose
  // draft it is (the same account, signed in elsewhere).
  await title(otherPage).fill('Typed over an older text');
  await otherPage.getByRole('button', { name: 'Save draft' }).click();
  await expect(otherPage.getByTestId('draft-elsewhere')).toContainText(
    'You saved a draft of this item in another tab or window',
  );
  await other.close();
  expect((await draftOf(SLUG))?.data.title.en).toBe('Kept by Save draft');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Discard the draft?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(toast(page)).toContainText('Draft discarded');
  await expect(title(page)).toHaveValue(published);
  await expect(page.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);
  expect(await draftOf(SLUG)).toBeUndefined();
  expect((await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!.data.title.en).toBe(published);

  await page.goto(`${base}/admin/activity`);
  await expect(page.getByRole('main')).toContainText('Discarded a draft');
});

test('a draft that fails a rule is not kept: the field is marked, nothing takes the focus, the typing stays', async ({
  page,
}) => {
  await signIn(page, base, EDITOR);
  await title(page).fill('');
  await page.getByLabel('Author').focus();
  await expect(status(page)).toHaveText('Draft not saved: check the marked fields.', { timeout: 15_000 });
  await expect(title(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Author')).toBeFocused();
  expect(await draftOf(SLUG)).toBeUndefined();
});

test('the history compares two versions: each text that changed, its old words struck through beside the new', async ({
  page,
}) => {
  await signIn(page, base, EDITOR);
  const compare = page.getByRole('region', { name: 'Compare versions' });
  // The newest two versions to start with: the publish of the first test above.
  await expect(compare.getByLabel('Older version')).toHaveValue('1');
  await expect(compare.getByLabel('Newer version')).toHaveValue('2');
  await expect(compare.getByLabel('Newer version').locator('option:checked')).toHaveText('Version 2 (current)');
  await compare.getByRole('button', { name: 'Compare' }).click();
  await expect(compare.getByText(/^Version 1 → version 2: \d+ texts? changed\.$/)).toBeVisible();
  const title = compare.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Title · English' }) });
  await expect(title.locator('del')).toHaveText(['Really Costs, and How to Scope One That Ships']);
  await expect(title.locator('ins')).toHaveText(['costs: the draft']);

  // Chosen the other way round, the older version still comes first; a version with itself is the same text.
  await compare.getByLabel('Older version').selectOption('2');
  await compare.getByLabel('Newer version').selectOption('2');
  await compare.getByRole('button', { name: 'Compare' }).click();
  await expect(compare.getByText('Version 2 and version 2 have the same text.')).toBeVisible();
});

test('Preview opens the real page with the draft, under the CSP, never from the page cache and never indexed; a visitor without a session gets the published page', async ({
  page,
  browser,
}) => {
  const url = `${base}/blog/${SLUG}?preview=1`;
  const published = (await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!.data.title.en;
  await signIn(page, base, EDITOR);
  // The published page is in the page cache now.
  await page.request.get(`${base}/blog/${SLUG}`);
  expect((await page.request.get(`${base}/blog/${SLUG}`)).headers()['x-render-cache']).toBe('hit');

  await title(page).fill('Previewed, not published');
  // Typing not kept yet is kept first, then the page opens in a new tab.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await preview.waitForLoadState();
  const requested: string[] = [];
  preview.on('request', (request) => requested.push(new URL(request.url()).pathname));
  expect(preview.url()).toBe(url);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Previewed, not published');
  await expect(preview.getByRole('note')).toHaveText('Preview of a draft — not public');
  // In the page's language, as everything else on it.
  await preview.goto(`${base}/es/blog/${SLUG}?preview=1`);
  await expect(preview.getByRole('note')).toHaveText('Vista previa de un borrador: no es público');
  await preview.goto(url);
  expect((await draftOf(SLUG))?.data.title.en).toBe('Previewed, not published');
  // A public page like any other: no framework runtime.
  expect(requested.filter((pathname) => pathname.startsWith('/_next/'))).toEqual([]);

  // The banner is drawn over the window: the page's own layout is where the published page has it.
  const publishedPage = await page.context().newPage();
  await publishedPage.goto(`${base}/blog/${SLUG}`);
  // Both use the web font from a visitor's second page on (src/site/web-font.ts): same font, same layout.
  await expect.poll(() => publishedPage.evaluate(() => localStorage.getItem('web-font'))).toBe('1');
  await publishedPage.reload();
  await preview.reload();
  await expect(publishedPage.locator('html')).toHaveClass(/\bweb-font\b/);
  await expect(preview.locator('html')).toHaveClass(/\bweb-font\b/);
  expect(await preview.getByRole('heading', { level: 1 }).boundingBox()).toMatchObject({
    y: (await publishedPage.getByRole('heading', { level: 1 }).boundingBox())!.y,
  });

  const [first, second] = [await page.request.get(url), await page.request.get(url)];
  for (const answer of [first, second]) {
    const headers = answer.headers();
    expect(headers['x-render-cache']).toBeUndefined();
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(await answer.text()).toContain('Previewed, not published');
  }

  // Without a session the same address is the published page, without the banner.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(url);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(published);
  await expect(visitorPage.getByRole('note')).toHaveCount(0);
  await visitor.close();
  await publishedPage.close();
});

test('a client review link opens the draft without signing in, takes an approval with a comment, and stops working when revoked or expired', async ({
  page,
  browser,
}) => {
  const published = (await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!.data.title.en;
  await signIn(page, base, EDITOR);
  await title(page).fill('Draft for the client');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page)).toContainText('Draft saved');

  const review = page.getByRole('region', { name: 'Client review' });
  await expect(review.getByLabel('Language of the page')).toHaveValue('en');
  await review.getByRole('button', { name: 'Create review link' }).click();
  // The list is read again from the server (a refresh of the page) while the new link is shown once: the refresh
  // must not take the link away, nor the form with it.
  await expect(review.getByRole('listitem')).toContainText(`/blog/${SLUG} · made`);
  const address = await review.getByLabel('Copy this link now: it is shown only once.').inputValue({ timeout: 5_000 });
  expect(address).toMatch(new RegExp(`^${base}/blog/${SLUG}\\?review=[A-Za-z0-9_-]{43}$`));
  await expect(review.getByRole('listitem')).toContainText('No answer yet');

  // The client: no session, the draft on the real page, the answer form in the preview's note.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  const clientRequests: string[] = [];
  clientPage.on('request', (request) => clientRequests.push(new URL(request.url()).pathname));
  const opened = await clientPage.goto(address);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText('Draft for the client');
  const note = clientPage.getByRole('note', { name: 'Preview of a draft' });
  await note.getByLabel('Comment (optional)').fill('Looks right. Ship it on Monday.');
  await note.getByRole('button', { name: 'Approve' }).click();
  await expect(clientPage).toHaveURL(address);
  await expect(note).toContainText('You approved this draft.');
  expect(clientRequests.filter((pathname) => pathname.startsWith('/_next/'))).toEqual([]);
  // Another site cannot answer for the client (C1), even with the token.
  const token = new URL(address).searchParams.get('review')!;
  const forgeries: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null', 'sec-fetch-site': 'cross-site' },
    {},
  ];
  for (const headers of forgeries) {
    const forged = await clientPage.request.post(`${base}/api/review`, {
      headers,
      form: { token, decision: 'changes', comment: 'Forged' },
      maxRedirects: 0,
    });
    expect(forged.status(), JSON.stringify(headers)).toBe(403);
  }
  // The link is for that page alone: elsewhere (here the Spanish page of the same post) it shows nothing unpublished.
  await clientPage.goto(`${base}/es/blog/${SLUG}?review=${new URL(address).searchParams.get('review')}`);
  await expect(clientPage.getByRole('heading', { level: 1 })).not.toHaveText('Draft for the client');
  await expect(clientPage.getByRole('note')).toHaveCount(0);

  // The editor sees the answer on the item and in the activity log; a mail to them waits in the outbox.
  await page.reload();
  await expect(review.getByRole('listitem')).toContainText('Approved');
  await expect(review.getByRole('listitem')).toContainText('Looks right. Ship it on Monday.');
  const { db, close } = connect(admin.databaseUrl);
  try {
    const mail = await db.selectFrom('outbox').selectAll().where('kind', '=', 'notice').executeTakeFirstOrThrow();
    expect(mail.payload).toContain(`approved /blog/${SLUG}`);
    expect(mail.payload).toContain('Looks right. Ship it on Monday.');
  } finally {
    await close();
  }
  await page.goto(`${base}/admin/activity`);
  await expect(page.getByRole('main')).toContainText('A client answered a review link');

  // Revoked, the same address is the published page without the form.
  await openHydrated(page, `${base}${EDITOR}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await review.getByRole('button', { name: 'Revoke' }).click();
  await expect(review.getByRole('listitem')).toContainText('Revoked');
  await clientPage.goto(address);
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText(published);
  await expect(clientPage.getByRole('note')).toHaveCount(0);

  // A second link, past its seven days: the same.
  await review.getByRole('button', { name: 'Create review link' }).click();
  const second = await review.getByLabel('Copy this link now: it is shown only once.').inputValue();
  await clientPage.goto(second);
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText('Draft for the client');
  const reopened = connect(admin.databaseUrl);
  try {
    await reopened.db
      .updateTable('review_links')
      .set({ expires_at: Date.now() - 1 })
      .execute();
  } finally {
    await reopened.close();
  }
  await clientPage.goto(second);
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText(published);
  // Whatever is typed as a token (line breaks, a wrong length) is the published page, never an error.
  for (const token of ['%0D%0ASet-Cookie:%20x=1', 'short', `${'a'.repeat(43)}%00`]) {
    const answer = await clientPage.goto(`${base}/blog/${SLUG}?review=${token}`);
    expect(answer?.status(), token).toBe(200);
    expect(answer?.headers()['set-cookie'], token).toBeUndefined();
    await expect(clientPage.getByRole('note')).toHaveCount(0);
  }
  await client.close();
});

test('a new item saved as a draft is off the site, listed as Draft, previewed at its address, then published by Publish changes', async ({
  page,
  browser,
}) => {
  const slug = 'a-launch-we-keep-quiet';
  await signIn(page, base, '/admin/blog/new');
  await title(page).fill('A Launch We Keep Quiet');
  await page.getByLabel('Description', { exact: true }).fill('Written before the launch day.');
  await page.getByLabel('Author').fill('Dana Whitfield');
  await page.getByLabel('Cover image', { exact: true }).fill('/images/blog/seo-basics-for-small-businesses.webp');
  await page.getByLabel('Cover image description').fill('A laptop with a search page');
  await page.getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type('Nobody reads this before we say so.');
  await page.getByRole('button', { name: 'Save as draft' }).click();

  await expect(page).toHaveURL(`${base}/admin/blog/${slug}`);
  // Told as it is: kept as a draft, not live (a new item published at once is "live on the site").
  await expect(toast(page)).toContainText('A Launch We Keep Quiet is kept as a draft. It is not on the site');
  await expect(toast(page)).not.toContainText('live on the site');
  await expect(page.getByText('Draft: not on the site yet')).toBeVisible();
  expect(await readDocument(admin.databaseUrl, 'blogPosts', slug)).toBeUndefined();
  expect((await draftOf(slug))?.baseVersion).toBe(0);

  // Nowhere on the site, and its address is taken: a second new post cannot have it.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(`${base}/blog/${slug}`))?.status()).toBe(404);
  await visitorPage.goto(`${base}/blog`);
  await expect(visitorPage.getByText('A Launch We Keep Quiet')).toHaveCount(0);

  await page.goto(`${base}/admin/blog`);
  await expect(page.getByRole('listitem').filter({ hasText: 'A Launch We Keep Quiet' })).toContainText(
    'Draft: not on the site yet',
  );

  // The preview shows it at its address, with the note; the blog's list in the preview has it too.
  await openHydrated(page, `${base}/admin/blog/${slug}`);
  await title(page).fill('A Launch We Keep Quiet, Almost Ready');
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('A Launch We Keep Quiet, Almost Ready');
  await expect(preview.getByRole('note')).toHaveText('Preview of a draft — not public');
  await preview.goto(`${base}/blog?preview=1`);
  await expect(preview.getByText('A Launch We Keep Quiet, Almost Ready').first()).toBeVisible();
  await preview.close();

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page)).toContainText('has been updated successfully');
  const stored = await readDocument(admin.databaseUrl, 'blogPosts', slug);
  expect(stored).toMatchObject({
    version: 1,
    data: { id: slug, slug, title: { en: 'A Launch We Keep Quiet, Almost Ready' } },
  });
  expect(await draftOf(slug)).toBeUndefined();
  // The editor is now a published item's: its badge gone, Duplicate and Delete there.
  await expect(page.getByText('Draft: not on the site yet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Duplicate' })).toBeVisible();
  expect((await visitorPage.goto(`${base}/blog/${slug}`))?.status()).toBe(200);
  await visitor.close();
});

test('discarding a new item’s draft leaves nothing of it and goes back to the list', async ({ page }) => {
  await signIn(page, base, '/admin/blog/new');
  await title(page).fill('An Idea We Drop');
  await page.getByLabel('Description', { exact: true }).fill('Not going anywhere.');
  await page.getByLabel('Author').fill('Dana Whitfield');
  await page.getByLabel('Cover image', { exact: true }).fill('/images/blog/seo-basics-for-small-businesses.webp');
  await page.getByLabel('Cover image description').fill('A laptop');
  await page.getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type('Draft only.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(`${base}/admin/blog/an-idea-we-drop`);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Discard this item? It is not on the site');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page).toHaveURL(`${base}/admin/blog`);
  await expect(page.getByText('An Idea We Drop')).toHaveCount(0);
  expect(await draftOf('an-idea-we-drop')).toBeUndefined();
  expect((await page.goto(`${base}/admin/blog/an-idea-we-drop`))?.status()).toBe(404);
});

test('Publish changes with nothing changed but spaces makes no version; a real change shows at once in the compare choices', async ({
  page,
}) => {
  await signIn(page, base, EDITOR);
  const before = (await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!;
  const compare = page.getByRole('region', { name: 'Compare versions' });
  const newer = compare.getByLabel('Newer version');
  await expect(newer).toHaveValue(String(before.version));

  // Spaces only: a doubled one inside, one at the end.
  const text = before.data.title.en;
  await title(page).fill(`${text.replace(' ', '  ')} `);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page)).toContainText('Nothing changed');
  await expect(toast(page)).toContainText(`is the same as version ${before.version}, so no new version was made.`);
  const after = (await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!;
  expect(after.version).toBe(before.version);
  await expect(status(page)).toHaveText(/^Published: the site shows this text/);

  await title(page).fill(`${text} (revised)`);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page)).toContainText('Changes saved');
  // The new version is offered, and chosen, without reloading.
  await expect(newer).toHaveValue(String(before.version + 1));
  await expect(newer.locator('option:checked')).toHaveText(`Version ${before.version + 1} (current)`);
  await expect(compare.getByLabel('Older version')).toHaveValue(String(before.version));
});
