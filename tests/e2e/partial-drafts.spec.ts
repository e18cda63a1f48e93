import { signIn, workerServer } from '../support/admin';
import { removeOwnDocument } from '../support/own-documents';
import { connect } from '../../src/server/db/connect';
import { getDraft } from '../../src/server/queries/drafts';
import { expect, test } from './fixtures';

/**
 * A draft is never blocked by a rule only publishing needs (issue 42): a new project with nothing but its title is kept
 * as a draft, says what it still lacks, and only its publish is refused, field by field. On the worker's server.
 */
const server = workerServer();

const storedDraft = async (id: string) => {
  const { db, close } = connect(server.databaseUrl);
  try {
    return await getDraft(db, 'projects', id);
  } finally {
    await close();
  }
};

test('a new project with only its title is kept as a draft that says what it lacks; its publish is refused', async ({
  page,
  request,
}) => {
  // Creates a draft, reloads it and tries a publish: about 8 s on a quiet machine.
  test.setTimeout(60_000);
  await signIn(page, server.base, '/admin/projects/new');
  const title = `Clinic booking ${Date.now().toString(36)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  // A list item begun and left half-filled is kept too.
  await page.getByLabel('Technology 1').fill('React Native');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/admin\/projects\/\d+$/);
  const id = page.url().split('/').pop()!;
  try {
    const draft = await storedDraft(id);
    expect(draft?.data.title.en).toBe(title);
    expect(draft?.missing.map((part) => part.path)).toEqual(expect.arrayContaining(['shortDescription.en', 'client']));

    // The editor opens on it, says what publishing still needs, and offers no preview of a page that cannot be shown.
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Technology 1')).toHaveValue('React Native');
    const missing = page.getByTestId('draft-missing');
    await expect(missing).toContainText('not ready to publish yet');
    await expect(missing).toContainText('Short Description');
    await expect(missing).toContainText('Client');
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveCount(0);

    // Typing more is kept as the draft all the same.
    await page.getByLabel('Client', { exact: true }).fill('Northside Clinics');
    await expect(page.getByRole('status').filter({ hasText: /^Draft saved/ })).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await storedDraft(id))?.data.client).toBe('Northside Clinics');
    await expect(missing).not.toContainText('Client');

    // Publishing needs the whole item: refused, the missing fields marked, the draft kept as it was.
    await page
      .getByRole('button', { name: /^Publish/ })
      .first()
      .click();
    await expect(page.getByLabel('Short Description')).toHaveAttribute('aria-invalid', 'true');
    expect((await storedDraft(id))?.data.client).toBe('Northside Clinics');
    // A visitor (no session) is sent on to the portfolio, as for any project the site does not have.
    const visit = await request.get(`${server.base}/portfolio/${id}`, { maxRedirects: 0 });
    expect(visit.status()).toBe(307);
    expect(visit.headers().location).toBe('/portfolio');
  } finally {
    await removeOwnDocument(server.databaseUrl, 'projects', id);
  }
});

test('a draft still refuses what no draft may hold: an empty title, a text over its limit', async ({ page }) => {
  await signIn(page, server.base, '/admin/projects/new');
  const client = page.getByLabel('Client', { exact: true });
  // The field's own limit stops typing at 120 characters; a request past it (a script, an old tab) is what is refused.
  await client.evaluate((input) => input.removeAttribute('maxlength'));
  await client.fill('x'.repeat(400));
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(client).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`${server.base}/admin/projects/new`);
});
