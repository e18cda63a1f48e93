import { workerServer, readDocument, signIn } from '../support/admin';
import { blogDraft, copyBlogPost, removeOwnDocument } from '../support/own-documents';
import { expect, test } from './fixtures';

/**
 * Unpublish (issue 42): an item leaves the site and stays in the admin as a draft, not in the trash; publishing it again
 * puts it back as the next version, with its history and the time it was off the site. On the worker's server, with a
 * post of the test's own.
 */
const server = workerServer();

test('Unpublish takes a post off the site as a draft with its history; Publish puts it back as the next version', async ({
  page,
  request,
}) => {
  // Signs in, unpublishes, reads the site, then publishes and reads it again: about 12 s on a quiet machine.
  test.setTimeout(60_000);
  const post = await copyBlogPost(server.databaseUrl, 'seo-basics-for-small-businesses');
  const address = `${server.base}/blog/${post.slug}`;
  try {
    const listed = async () =>
      (await (await request.get(`${server.base}/blog`)).text()).includes(`/blog/${post.slug}"`);
    expect((await request.get(address)).status()).toBe(200);
    expect(await listed()).toBe(true);
    await signIn(page, server.base, `/admin/blog/${post.id}`);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('stays here as a draft');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('Taken off the site');

    // Off the site (404, not the trash's 410) and out of the blog's list; kept in the admin as a draft.
    await expect.poll(async () => (await request.get(address)).status()).toBe(404);
    // (The copy has the seeded post's title: its own address tells it apart.)
    expect(await listed()).toBe(false);
    expect(await readDocument(server.databaseUrl, 'blogPosts', post.id)).toBeUndefined();
    expect((await blogDraft(server.databaseUrl, post.id))?.data.title.en).toBe(post.title.en);
    await expect(page.getByText(/^Draft: taken off the site .* by Owner\./)).toBeVisible();
    await expect(page.getByText(`Publishing it again puts it back at /blog/${post.slug}, as version 2.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toHaveCount(0);

    await page.goto(`${server.base}/admin/blog`);
    await expect(page.getByRole('listitem').filter({ has: page.locator(`a[href$="/${post.id}"]`) })).toContainText(
      'Draft',
    );

    // Published again: the same address, version 2, and the history says when it was off the site.
    await page.goto(`${server.base}/admin/blog/${post.id}`);
    await page
      .getByRole('button', { name: /^Publish/ })
      .first()
      .click();
    await expect.poll(async () => (await request.get(address)).status()).toBe(200);
    expect((await readDocument(server.databaseUrl, 'blogPosts', post.id))?.version).toBe(2);
    await page.goto(`${server.base}/admin/blog/${post.id}`);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').filter({ hasText: /^Version 1/ })).toContainText(
      /Taken off the site .* by Owner, and kept as a draft\./,
    );
  } finally {
    await removeOwnDocument(server.databaseUrl, 'blogPosts', post.id);
  }
});
