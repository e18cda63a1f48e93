import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { CollectionName } from '../../src/content';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { bumpCollectionVersion } from '../../src/server/db/collection-versions';
import { workerServer } from '../support/admin';
import { copyBlogPost, removeOwnDocument } from '../support/own-documents';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';
import { locales, localized } from './routes';

// The worker's server, and a post of the test's own: the seeded posts other specs read stay where they are.
const server = workerServer();

interface GoneCopy {
  gone: { title: string; heading: string; message: string; home: string; sections: { blog: string } };
}

/**
 * What trashDocument and restoreFromTrash write (src/server/queries/trash.ts, which only the app may import), done
 * on the server's database the way another instance would: the row moves, and the write counter moves with it.
 */
async function moveDocument(db: Kysely<Database>, collection: CollectionName, id: string, toTrash: boolean) {
  await db.transaction().execute(async (trx) => {
    if (toTrash) {
      const row = await trx
        .deleteFrom('documents')
        .where('collection', '=', collection)
        .where('id', '=', id)
        .returning(['data', 'version'])
        .executeTakeFirstOrThrow();
      const slug = (JSON.parse(row.data) as { slug: string }).slug;
      await trx
        .insertInto('trash')
        .values({
          collection,
          document_id: id,
          data: row.data,
          version: row.version,
          deleted_at: Date.now(),
          deleted_by: 'e2e',
          public_paths: JSON.stringify([`/blog/${slug}`]),
        })
        .execute();
    } else {
      const row = await trx
        .deleteFrom('trash')
        .where('collection', '=', collection)
        .where('document_id', '=', id)
        .returning(['data', 'version'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('documents')
        .values({ collection, id, data: row.data, version: row.version + 1, updated_at: Date.now(), updated_by: 'e2e' })
        .execute();
    }
    await bumpCollectionVersion(trx, collection);
  });
}

test('a trashed post’s address answers 410 with a server-rendered page in its language, and its page once restored', async ({
  browser,
  page,
  cspViolations,
}) => {
  const post = await copyBlogPost(server.databaseUrl, 'seo-basics-for-small-businesses');
  const { db, close } = connect(server.databaseUrl);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const address = `/blog/${post.slug}`;
    expect((await page.goto(`${server.base}${address}`))?.status()).toBe(200);

    await moveDocument(db, 'blogPosts', post.id, true);

    const reader = await context.newPage();
    for (const locale of locales) {
      const copy = (JSON.parse(readFileSync(`messages/${locale}/shell.json`, 'utf8')) as GoneCopy).gone;
      for (const path of [localized(locale, address), `${localized(locale, address)}/`]) {
        const response = await reader.goto(`${server.base}${path}`);
        expect(response?.status(), path).toBe(410);
        expect(response?.headers()['cache-control'] ?? '', path).not.toMatch(/public|s-maxage/);
        expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
        await expect(reader.locator('html')).toHaveAttribute('lang', locale);
        await expect(reader.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(reader.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
        await expect(reader.getByRole('main')).toContainText(copy.message);
        const main = reader.getByRole('main');
        await expect(main.getByRole('link', { name: copy.home })).toHaveAttribute('href', localized(locale, '/'));
        await expect(main.getByRole('link', { name: copy.sections.blog })).toHaveAttribute(
          'href',
          localized(locale, '/blog'),
        );
        await expect(reader).toHaveTitle(new RegExp(`^${copy.title}`));
        await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex\b/);
      }
    }

    // With scripts, as most visitors come: nothing the page runs is refused by the CSP, and it is a public page like
    // any other, without the framework runtime.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    expect((await page.goto(`${server.base}/de${address}`))?.status()).toBe(410);
    await expect(page.getByTestId('theme-toggle')).toBeVisible();
    expect(await cspViolations()).toEqual([]);
    expect(requested.filter((pathname) => pathname.startsWith('/_next/'))).toEqual([]);
    expect(requested.some((pathname) => pathname.startsWith('/_astro/'))).toBe(true);
    await expectNoAxeViolations(page, `${server.base}/ar${address}`);
    expect(await cspViolations()).toEqual([]);
    expect((await fetch(`${server.base}${address}`, { method: 'HEAD' })).status).toBe(410);
    // The gone page has no address of its own, and no client can have a live page answered 410.
    expect((await fetch(`${server.base}/es/410`)).status).toBe(404);
    expect((await fetch(`${server.base}/services`, { headers: { 'x-agency-gone': '1' } })).status).toBe(200);

    await moveDocument(db, 'blogPosts', post.id, false);
    expect((await page.goto(`${server.base}/es${address}`))?.status()).toBe(200);
  } finally {
    await context.close();
    await close();
    await removeOwnDocument(server.databaseUrl, 'blogPosts', post.id);
  }
});
