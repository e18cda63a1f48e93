import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { saveDocument } from '../../src/server/queries/documents';
import { readDocument, signIn, workerServer } from '../support/admin';
import { copyBlogPost, ownSlug, removeOwnDocument } from '../support/own-documents';
import { expect, test } from './fixtures';

/**
 * Translation freshness (issue 29): publishing a new English text marks that text's Spanish, German and Arabic as
 * needing an update, and nothing else; the editor shows the English change beside the translation, the language
 * buttons count it, the Translations board lists it, and a rewrite or "Mark as up to date" clears it. On the worker's
 * server, with a post of its own; each test starts from a board with nothing marked (no other test runs on this server
 * meanwhile) and puts back the English it changed.
 */
const admin = workerServer();

/** Every translation marked stale, as `collection:id:path:locale`; `clear` empties the list first. */
const marks = async ({ clear = false } = {}) => {
  const { db, close } = connect(admin.databaseUrl);
  try {
    if (clear) await db.deleteFrom('stale_translations').execute();
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
  const before = await copyBlogPost(admin.databaseUrl, 'how-to-choose-a-tech-stack-for-your-business-web-app');
  const SLUG = before.slug;
  expect(await marks({ clear: true })).toEqual([]);
  const title = page.getByLabel('Title', { exact: true });
  await signIn(page, admin.base, `/admin/blog/${SLUG}`);
  await title.fill(`${before.title.en}, Without Regrets`);
  await page.getByRole('button', { name: 'Publish changes' }).click();
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
    .getByRole('link', { name: `Open in German: Blog post “${before.title.en}, Without Regrets”, Title` })
    .click();
  await expect(languageButton(page, 'German')).toHaveAttribute('aria-pressed', 'true');
  await expect(note(page)).toHaveCount(1);

  // German is right as it is; Spanish is rewritten and published: only the Arabic is left.
  await note(page).getByRole('button', { name: 'Mark as up to date' }).click();
  await expect(note(page)).toHaveCount(0);
  await expect.poll(marks).toEqual([`blogPosts:${SLUG}:title:ar`, `blogPosts:${SLUG}:title:es`]);
  await languageButton(page, 'Spanish').click();
  await title.fill(`${before.title.es}, sin arrepentirse`);
  await page.getByRole('button', { name: 'Publish changes' }).click();
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
  // (Its coverage figures are over every post on this server, which other specs add to: not asserted here.)
  expect(stdout).toMatch(/blogPosts\s+\d+\s+[\d.]+ %\s+[\d.]+ %\s+[\d.]+ %, 1 stale/);
  await removeOwnDocument(admin.databaseUrl, 'blogPosts', SLUG);
});

test('the SEO form marks a title tag whose English changed, and Mark as up to date clears it', async ({ page }) => {
  const title = page.getByLabel('Title Tag');
  const original = (await readDocument(admin.databaseUrl, 'seo', 'home'))!;
  const shipped = `Emberline Digital: Software That Ships, ${ownSlug('run')}`;
  await marks({ clear: true });
  await signIn(page, admin.base, '/admin/seo/home');
  await title.fill(shipped);
  await page.getByRole('button', { name: 'Publish SEO settings' }).click();
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

  // The home page's title tag as it was, and nothing left marked.
  const { db, close } = connect(admin.databaseUrl);
  try {
    const now = (await readDocument(admin.databaseUrl, 'seo', 'home'))!;
    await saveDocument(db, 'seo', original.data, { by: 'e2e', expectedVersion: now.version });
  } finally {
    await close();
  }
  await marks({ clear: true });
});
