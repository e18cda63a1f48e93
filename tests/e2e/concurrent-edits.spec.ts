import type { Browser, Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { newClient, readDocument, signIn, workerServer } from '../support/admin';
import { waitForHydration } from '../support/hydration';
import { blogDraft, ownBlogPostFor } from '../support/own-documents';
import { addEditor, liveSession } from '../support/sessions';
import { axeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * Two people in the same item (issue 42): each sees that the other has it open, and a publish never drops a draft it
 * does not hold without saying so. The owner's draft and the editor's publish both survive: the site shows the
 * editor's text, and the owner's draft is still there, with the publish in between said beside it. On the worker's
 * server, on a blog post of the test's own.
 */
const admin = workerServer();
const { base } = admin;
const ownPost = ownBlogPostFor(admin.databaseUrl);

const title = (page: Page) => page.getByLabel('Title', { exact: true });
const author = (page: Page) => page.getByLabel('Author', { exact: true });
const presence = (page: Page) => page.getByTestId('editor-presence');
const elsewhere = (page: Page) => page.getByTestId('draft-elsewhere');
const draftLine = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Published:|Draft|Changes not kept|Not kept/ });

const draftOf = (id: string) => blogDraft(admin.databaseUrl, id);

/** A second person, an editor with an account of their own, in a browser context of their own. */
async function editorPage(browser: Browser, name: string) {
  const { db, close } = connect(admin.databaseUrl);
  const editor = await addEditor(db, name, `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`);
  const token = await liveSession(db, editor.id);
  await close();
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient() } });
  await context.addCookies([{ name: 'admin-session', value: token, url: base }]);
  return { page: await context.newPage(), close: () => context.close() };
}

test('two people in one item: each sees the other, a publish keeps the draft it did not hold, and nobody’s text is lost', async ({
  page,
  browser,
  cspViolations,
}) => {
  const slug = ownPost();
  // Two people's autosaves, a publish, and the editors' calls every 10 s that say who is there.
  test.setTimeout(90_000);
  const editorPath = `/admin/blog/${slug}`;
  const published = (await readDocument(admin.databaseUrl, 'blogPosts', slug))!;
  await signIn(page, base, editorPath);
  const eddie = await editorPage(browser, 'Eddie Editor');
  try {
    await eddie.page.goto(`${base}${editorPath}`);
    await waitForHydration(eddie.page, 'main');

    // Each sees the other: Eddie at once, the owner at her editor's next call.
    await expect(presence(eddie.page)).toHaveText('Owner is also editing this item.');
    await expect(presence(page)).toHaveText('Eddie Editor is also editing this item.', { timeout: 15_000 });

    // The owner types: her typing is kept as the item's draft.
    await title(page).fill('Owner’s draft title');
    await expect(draftLine(page)).toHaveText(/^Draft saved .* by Owner\./, { timeout: 15_000 });

    // Eddie, whose form was loaded before that draft, types in another field. His autosave does not overwrite her
    // draft: it stops, and says whose draft it would have replaced.
    await author(eddie.page).fill('Eddie’s byline');
    await expect(elsewhere(eddie.page)).toContainText(
      /Owner saved a draft of this item at .* that is not in your form\./,
      {
        timeout: 15_000,
      },
    );
    await expect(draftLine(eddie.page)).toHaveText(
      /^Not kept as a draft: a newer draft saved elsewhere is kept instead/,
    );
    expect((await draftOf(slug))?.data.title.en).toBe('Owner’s draft title');

    // His Publish changes is refused with the same words; nothing is published.
    await eddie.page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(eddie.page.getByTestId('toast')).toContainText('newer draft, saved elsewhere');
    expect((await readDocument(admin.databaseUrl, 'blogPosts', slug))!.version).toBe(published.version);
    expect(await axeViolations(eddie.page)).toEqual([]);

    // He publishes his form and leaves her draft where it is.
    await elsewhere(eddie.page).getByRole('button', { name: 'Publish this form, keep that draft' }).click();
    await expect(eddie.page.getByTestId('toast')).toContainText('The draft Owner saved is still there');
    const after = (await readDocument(admin.databaseUrl, 'blogPosts', slug))!;
    expect(after.version).toBe(published.version + 1);
    expect(after.data.author).toBe('Eddie’s byline');
    expect(after.data.title.en).toBe(published.data.title.en);
    expect(await draftOf(slug)).toMatchObject({
      data: { title: { en: 'Owner’s draft title' } },
      updatedBy: 'Owner',
      baseVersion: published.version,
    });

    // The owner hears of the publish before her own save is refused for it.
    const stale = page.locator('form').getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(stale).toContainText(`Eddie Editor published version ${after.version} at`, { timeout: 15_000 });
    await stale.getByRole('button', { name: 'Reload' }).click();
    await waitForHydration(page, 'main');
    // Her draft is what her form opens on, and the publish since it began is said, with what publishing it would do.
    await expect(title(page)).toHaveValue('Owner’s draft title');
    await expect(page.getByTestId('draft-behind')).toHaveText(
      new RegExp(
        `^This draft was started from version ${published.version}\\. Version ${after.version} has been published since \\(Eddie Editor, .*\\): publishing the draft replaces those changes\\.`,
      ),
    );
  } finally {
    await eddie.close();
  }
  expect(await cspViolations()).toEqual([]);
});

test('the same person in two tabs is told so, and the tab that does not hold the draft does not drop it', async ({
  page,
}) => {
  const slug = ownPost();
  const editorPath = `/admin/blog/${slug}`;
  await signIn(page, base, editorPath);
  const second = await page.context().newPage();
  await second.goto(`${base}${editorPath}`);
  await waitForHydration(second, 'main');
  await expect(presence(second)).toHaveText('You also have this item open in another tab or window.');

  // The second tab keeps typing as the item's draft, after the first tab loaded the item.
  await title(second).fill('Second tab’s title');
  await expect(draftLine(second)).toHaveText(/^Draft saved .* by Owner\./, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(elsewhere(page)).toContainText(
    /You saved a draft of this item in another tab or window at .* that is not in this form\./,
  );
  expect((await draftOf(slug))?.data.title.en).toBe('Second tab’s title');
  await second.close();
});
