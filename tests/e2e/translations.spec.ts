import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { adminServer, readDocument, signIn } from '../support/admin';
import { expect, test } from './fixtures';

/**
 * Translation freshness (issue 29): publishing a new English text marks that text's Spanish, German and Arabic as
 * needing an update, and nothing else; the editor shows the English change beside the translation, the language
 * buttons count it, the Translations board lists it, and a rewrite or "Mark as up to date" clears it. On a server of
 * its own (it changes a post's English).
 */
test.describe.configure({ mode: 'serial' });

const admin = adminServer();
const SLUG = 'how-to-choose-a-tech-stack-for-your-business-web-app';
const EDITOR = `/admin/blog/${SLUG}`;

const marks = async () => {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return (
      await db
        .selectFrom('stale_translations')
        .select(['collection', 'document_id', 'path', 'locale', 'english'])
        .orderBy('locale')
        .execute()
    ).map((row) => `${row.collection}:${row.document_id}:${row.path}:${row.locale}`);
  } finally {
    await close();
  }
};

const languageButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Language' }).getByRole('button', { name: new RegExp(`^${name}`) });
const note = (page: Page) => page.getByRole('note').filter({ hasText: 'Needs update' });

test('a new English title marks exactly that text stale in es, de and ar; the editor, the buttons and the board say so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = (await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!.data;
  const title = page.getByLabel('Title', { exact: true });
  await signIn(page, admin.base, EDITOR);
  await title.fill(`${before.title.en}, Without Regrets`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Changes saved');

  expect(await marks()).toEqual([
    `blogPosts:${SLUG}:title:ar`,
    `blogPosts:${SLUG}:title:de`,
    `blogPosts:${SLUG}:title:es`,
  ]);
  // The translations stay as they were, on the site too.
  const after = (await readDocument(admin.databaseUrl, 'blogPosts', SLUG))!.data;
  expect(after.title.es).toBe(before.title.es);

  await expect(languageButton(page, 'Spanish')).toHaveAccessibleName(/1 needing an update/);
  await expect(languageButton(page, 'English')).not.toHaveAccessibleName(/needing an update/);
  await languageButton(page, 'Spanish').click();
  await expect(note(page)).toHaveCount(1);
  await expect(note(page).locator('ins')).toHaveText(/Without Regrets/);
  await expect(title).toHaveValue(before.title.es!);

  // The board lists it in each language, and its link opens the editor in that language.
  await page.goto(`${admin.base}/admin/translations`);
  for (const language of ['Spanish', 'German', 'Arabic']) {
    const list = page.getByRole('list', { name: language });
    await expect(list.getByRole('listitem').filter({ hasText: 'Needs update' })).toHaveCount(1);
    await expect(list.getByRole('listitem').filter({ hasText: 'Needs update' })).toContainText('Title');
  }
  await page
    .getByRole('list', { name: 'German' })
    .getByRole('link', { name: /Open in German: Blog post/ })
    .click();
  await expect(languageButton(page, 'German')).toHaveAttribute('aria-pressed', 'true');
  await expect(note(page)).toHaveCount(1);

  // German is right as it is; Spanish is rewritten and published: only the Arabic is left.
  await note(page).getByRole('button', { name: 'Mark as up to date' }).click();
  await expect(note(page)).toHaveCount(0);
  await expect.poll(marks).toEqual([`blogPosts:${SLUG}:title:ar`, `blogPosts:${SLUG}:title:es`]);
  await languageButton(page, 'Spanish').click();
  await title.fill(`${before.title.es}, sin arrepentirse`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Changes saved');
  await expect(note(page)).toHaveCount(0);
  await expect(languageButton(page, 'Spanish')).not.toHaveAccessibleName(/needing an update/);
  expect(await marks()).toEqual([`blogPosts:${SLUG}:title:ar`]);

  await page.goto(`${admin.base}/admin/translations?show=stale`);
  await expect(page.getByRole('list', { name: 'Arabic' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Spanish' })).toHaveCount(0);
  await expect(page.getByText('Nothing to translate in Spanish')).toBeVisible();

  // The report counts it too.
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'i18n:report'], {
    env: { ...process.env, DATABASE_URL: admin.databaseUrl },
  });
  expect(stdout).toMatch(/blogPosts\s+\d+\s+100\.0 %\s+100\.0 %\s+100\.0 %, 1 stale/);
});

test('the SEO form marks a title tag whose English changed, and Mark as up to date clears it', async ({ page }) => {
  const title = page.getByLabel('Title Tag');
  await signIn(page, admin.base, '/admin/seo/home');
  await title.fill('Emberline Digital: Software That Ships');
  await page.getByRole('button', { name: 'Save SEO Settings' }).click();
  await expect(page.getByTestId('toast')).toContainText('SEO Data Saved');
  expect((await marks()).filter((mark) => mark.startsWith('seo:home:'))).toEqual([
    'seo:home:title:ar',
    'seo:home:title:de',
    'seo:home:title:es',
  ]);

  await languageButton(page, 'German').click();
  await expect(languageButton(page, 'German')).toHaveAccessibleName(/1 needing an update/);
  await expect(note(page).locator('ins')).toHaveText(/Software That Ships/);
  await note(page).getByRole('button', { name: 'Mark as up to date' }).click();
  await expect(note(page)).toHaveCount(0);
  await expect
    .poll(async () => (await marks()).filter((mark) => mark.startsWith('seo:home:')))
    .toEqual(['seo:home:title:ar', 'seo:home:title:es']);
});
