import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { bumpCollectionVersion } from '../../src/server/db/collection-versions';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { updateMedia } from '../../src/server/media/library';
import { saveDocument } from '../../src/server/queries/documents';
import { readDocument, signIn, workerServer } from '../support/admin';
import { openHydrated } from '../support/hydration';
import { ownSlug } from '../support/own-documents';
import { axeViolations } from './a11y';
import { expect, test } from './fixtures';
import type { Kysely } from 'kysely';

/**
 * Issue 42, the media library as an agency uses it day to day: a new upload is never a broken picture while its sizes
 * are made (and a file that cannot be shown says so in words); "Replace file" puts a new file in an image's place on
 * every page, under new addresses so no cache shows the old one; "Copy URL"; several images deleted or described at
 * once. On the worker's server: each test looks only at the images it uploaded, and the project it places one in gets
 * its image back.
 */
const admin = workerServer();
const PROJECT = '5';
const mediaDir = () => path.join(path.dirname(admin.databaseUrl.slice('file:'.length)), 'media');

async function withDb<T>(use: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await use(db);
  } finally {
    await close();
  }
}

const mediaRow = (id: string) =>
  withDb((db) => db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst());

/** Lets the owner upload again: the per-person budget (60 in 15 minutes) is shared by every spec on this server. */
const forgetOwnerUploads = () =>
  withDb((db) => db.deleteFrom('rate_limits').where('key', 'like', 'media_upload:%').execute());

const jpeg = (colour: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** One file to the upload address, as the library page sends it; `replace` names the item it replaces. */
async function upload(request: APIRequestContext, data: Buffer, fileName: string, replace?: string) {
  const answer = await request.post(`${admin.base}/api/admin/media`, {
    data,
    headers: {
      origin: admin.base,
      'content-type': 'application/octet-stream',
      'x-file-name': fileName,
      ...(replace && { 'x-replace': replace }),
    },
  });
  return { status: answer.status(), body: (await answer.json()) as { item: { id: string; path: string } } };
}

const untilReady = (id: string) =>
  expect.poll(async () => (await mediaRow(id))?.status, { timeout: 150_000, intervals: [500, 1000] }).toBe('ready');

/** Whether an <img> was loaded and has pixels: a broken picture has none. */
const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** The colour that fills most of an image. */
async function dominant(bytes: Buffer): Promise<'red' | 'green' | 'other'> {
  const { r, g, b } = (await sharp(bytes).stats()).dominant;
  return r > 150 && g < 100 && b < 100 ? 'red' : g > 120 && r < 100 && b < 120 ? 'green' : 'other';
}

/**
 * Puts an image back in the state it has while its sizes are made (claimed by the queue just now, so no queue takes it
 * for minutes), as the library's writes do: the card and the media route read that state, whatever the machine's speed.
 * `queued` gives it back to the queue, which makes its sizes again.
 */
const setProcessing = (id: string, status: 'processing' | 'queued') =>
  withDb(async (db) => {
    await db.updateTable('media').set({ status, updated_at: Date.now(), attempts: 0 }).where('id', '=', id).execute();
    await bumpCollectionVersion(db, 'media');
  });

test('a new upload shows its cleaned original and the words “Making sizes” until its sizes exist, never a broken picture', async ({
  page,
}) => {
  // An upload made into its sizes twice, the second time waited for on the library page: 20–40 s on a loaded machine.
  test.setTimeout(120_000);
  await forgetOwnerUploads();
  await signIn(page, admin.base, '/admin/media');
  // The library's images are read once per change of the library: served at least once before the upload.
  const seed = await withDb((db) =>
    db.selectFrom('media').select(['id', 'name']).where('created_by', '=', 'seed').executeTakeFirstOrThrow(),
  );
  expect((await page.request.get(`${admin.base}/media/${seed.id}/${seed.name}.webp`)).status()).toBe(200);

  const name = `${ownSlug('waiting')}.jpg`;
  await page.getByLabel('Choose files').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: await jpeg('#dc2626', 1000, 700),
  });
  await expect(page.getByRole('list', { name: 'Uploads' }).getByRole('status')).toHaveText('Added', {
    timeout: 30_000,
  });
  const id = await withDb(async (db) => {
    const row = await db.selectFrom('media').select('id').where('file_name', '=', name).executeTakeFirstOrThrow();
    return row.id;
  });
  // The upload moved the library's counter: its card is listed at once, whatever state its sizes are in.
  const card = page.getByRole('link', { name: `Details of ${name}` });
  await expect(card).toBeVisible();
  await untilReady(id);

  // While sizes are being made: the card has the cleaned original, loaded, and the words of its state.
  await setProcessing(id, 'processing');
  await page.reload();
  await expect(card).toContainText('Making sizes');
  await expect.poll(() => loaded(page, `a[href="/admin/media/${id}"] img`)).toBe(true);
  const early = await page.request.get(`${admin.base}/media/${id}/${name.replace('.jpg', '')}.webp`);
  expect([early.status(), early.headers()['content-type'], early.headers()['cache-control']]).toEqual([
    200,
    'image/jpeg',
    'no-store',
  ]);
  // Its details say it is being processed, over a preview that is loaded too.
  await page.goto(`${admin.base}/admin/media/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Processing…' })).toBeVisible();
  await expect.poll(() => loaded(page, 'button[aria-label^="Preview"] img')).toBe(true);

  // Once the sizes exist again, the library shows them without a reload.
  await page.goto(`${admin.base}/admin/media?q=${encodeURIComponent(name.replace('.jpg', ''))}`);
  await expect(card).toContainText('Making sizes');
  await setProcessing(id, 'queued');
  await untilReady(id);
  await expect(page.locator(`a[href="/admin/media/${id}"] source[type="image/avif"]`)).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(card).not.toContainText(/Waiting for sizes|Making sizes/);
});

test('an image whose file cannot be shown says so in words, in its details and in the picker', async ({ page }) => {
  // A row whose master file is gone (a store restored without it): its sizes failed.
  const id = `${'f'.repeat(12)}${String(Date.now()).slice(-8)}`;
  const name = `${ownSlug('lost')}.jpg`;
  await withDb(async (db) => {
    const now = Date.now();
    await db
      .insertInto('media')
      .values({
        ...{ id, name: 'lost', file_name: name, format: 'jpeg', width: 800, height: 600, bytes: 1000 },
        ...{ status: 'failed', error: 'the master file is missing from the media store', attempts: 3 },
        ...{ created_at: now, created_by: 'e2e', updated_at: now },
      })
      .execute();
    await bumpCollectionVersion(db, 'media');
  });
  try {
    await signIn(page, admin.base, `/admin/media/${id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Making the sizes failed' })).toBeVisible();
    await expect(page.getByRole('img', { name: "No preview: this image's file cannot be shown." })).toBeVisible();
    await expect(page.locator('button[aria-label^="Preview"] img')).toHaveCount(0);

    await openHydrated(page, `${admin.base}/admin/projects/${PROJECT}`);
    await page.getByRole('button', { name: 'Choose from library' }).first().click();
    const picker = page.getByRole('dialog', { name: /Choose an image/ });
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(name);
    await expect(
      picker
        .getByRole('button', { name: `Use ${name}` })
        .getByRole('img', { name: "No preview: this image's file cannot be shown." }),
    ).toBeVisible();
  } finally {
    await withDb(async (db) => {
      await db.deleteFrom('media').where('id', '=', id).execute();
      await bumpCollectionVersion(db, 'media');
    });
  }
});

/** The project's page as a visitor reads it: the library image's <img> address and its WebP sizes. */
async function visitorImage(page: Page, id: string) {
  await page.goto(`${admin.base}/portfolio/${PROJECT}`);
  const picture = page
    .locator('picture')
    .filter({ has: page.locator(`img[src^="/media/${id}/"]`) })
    .first();
  const src = (await picture.locator('img').getAttribute('src'))!;
  const srcset = (await picture.locator('source[type="image/webp"]').getAttribute('srcset'))!;
  return { src, webp: srcset.split(',').map((entry) => entry.trim().split(' ')[0]!) };
}

test('Replace file puts a new file in the image’s place on every page, under new addresses; Copy URL copies its address', async ({
  page,
  browser,
}) => {
  // Two images made into their sizes and a project read three times: 30–60 s on a loaded machine.
  test.setTimeout(240_000);
  await forgetOwnerUploads();
  await signIn(page, admin.base, '/admin/media');
  const run = ownSlug('swap');
  const first = await upload(page.request, await jpeg('#dc2626', 1200, 800), `${run}.jpg`);
  expect(first.status).toBe(201);
  const { id, path: address } = first.body.item;
  await untilReady(id);
  const alt = { en: 'A red card', es: 'Una tarjeta roja', de: 'Eine rote Karte', ar: 'بطاقة حمراء' };
  await withDb(async (db) => {
    const row = await db.selectFrom('media').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    await updateMedia(db, id, row.version, { alt, caption: {}, focal: { x: 0.5, y: 0.5 } });
  });
  const before = (await readDocument(admin.databaseUrl, 'projects', PROJECT))!;
  await withDb((db) =>
    saveDocument(db, 'projects', { ...before.data, image: address }, { by: 'e2e', expectedVersion: before.version }),
  );
  try {
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    const old = await visitorImage(reader, id);
    expect(old.webp.length).toBeGreaterThan(3);
    expect(await dominant(await (await visitor.request.get(`${admin.base}${old.webp.at(-1)}`)).body())).toBe('red');
    const canonical = await visitor.request.get(`${admin.base}${address}`);
    // The address image fields store stays when the file is replaced: revalidated, never cached as immutable.
    expect(canonical.headers()['cache-control']).toBe('public, no-cache');
    const oldTag = canonical.headers()['etag']!;

    // Copy URL: the absolute address, and words a screen reader hears.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: admin.base });
    await openHydrated(page, `${admin.base}/admin/media/${id}`);
    await page.getByRole('button', { name: 'Copy URL' }).click();
    const absolute = `${admin.base}${address}`;
    await expect(page.getByRole('status').filter({ hasText: "The image's URL was copied" })).toContainText(absolute);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(absolute);
    await expect(page.getByTestId('media-url')).toHaveText(absolute);

    // A file that is no image is refused with the reason, and nothing changes.
    const replaceInput = page.getByLabel('Replace file');
    await replaceInput.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('a,b\n1,2\n') });
    await expect(page.getByRole('alert').filter({ hasText: 'The file was not replaced' })).toContainText(
      'The file was not replaced: This file is not a JPEG, PNG, WebP, AVIF or GIF image',
    );
    expect((await mediaRow(id))?.revision).toBe('');

    // A phone photo with its location, cleaned like any upload.
    const green = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#16a34a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2915/100' } })
      .toBuffer();
    await replaceInput.setInputFiles({ name: `${run}-green.jpg`, mimeType: 'image/jpeg', buffer: green });
    await expect(page.getByTestId('toast')).toContainText('The file was replaced.');
    await expect(page).toHaveURL(`${admin.base}/admin/media/${id}`);
    await expect(page.getByText('900 × 900')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Alt text' }).getByLabel('Spanish')).toHaveValue(alt.es);
    const row = (await mediaRow(id))!;
    expect(row).toMatchObject({ file_name: `${run}-green.jpg`, width: 900, alt: JSON.stringify(alt) });
    expect(row.revision).toMatch(/^[0-9a-f]{10}$/);
    const audit = await withDb((db) =>
      db.selectFrom('audit_log').select(['action', 'summary']).where('target', '=', `media:${id}`).execute(),
    );
    expect(audit).toContainEqual({ action: 'media.replaced', summary: `${run}.jpg → ${run}-green.jpg (900 × 900)` });

    // Every page using it shows the new file: new addresses, so nothing cached shows the old one.
    await untilReady(id);
    const now = await visitorImage(reader, id);
    expect(now.src).toContain(`.${row.revision}.webp`);
    for (const url of now.webp) expect(old.webp).not.toContain(url);
    const widest = await visitor.request.get(`${admin.base}${now.webp.at(-1)}`);
    expect(widest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = await widest.body();
    expect(await dominant(body)).toBe('green');
    expect([(await sharp(body).metadata()).exif, body.includes(Buffer.from('PhoneMaker'))]).toEqual([undefined, false]);
    // The canonical address answers the new file to a cache that asks with the old ETag.
    const revalidated = await visitor.request.get(`${admin.base}${address}`, { headers: { 'if-none-match': oldTag } });
    expect(revalidated.status()).toBe(200);
    expect(revalidated.headers()['etag']).not.toBe(oldTag);
    expect(await dominant(await revalidated.body())).toBe('green');
    // The old files are gone: their addresses are 404, the store holds the new revision's only.
    expect((await visitor.request.get(`${admin.base}${old.webp.at(-1)}`)).status()).toBe(404);
    const files = existsSync(path.join(mediaDir(), id)) ? readdirSync(path.join(mediaDir(), id)) : [];
    expect(files.length).toBeGreaterThan(2);
    expect(files.filter((file) => !file.includes(`-${row.revision}.`))).toEqual([]);
    await visitor.close();
  } finally {
    const now = (await readDocument(admin.databaseUrl, 'projects', PROJECT))!;
    await withDb((db) => saveDocument(db, 'projects', before.data, { by: 'e2e', expectedVersion: now.version }));
  }
});

test('several images are given alt text and deleted at once; an image in use is kept and the page says why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await forgetOwnerUploads();
  await signIn(page, admin.base, '/admin/media');
  const run = ownSlug('bulk');
  const ids: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
  for (const [key, colour] of [
    ['a', '#1d4ed8'],
    ['b', '#7c3aed'],
    ['c', '#0f766e'],
  ] as const) {
    const answer = await upload(page.request, await jpeg(colour, 500, 400), `${run}-${key}.jpg`);
    expect(answer.status).toBe(201);
    ids[key] = answer.body.item.id;
  }
  await withDb((db) =>
    updateMedia(db, ids.a, 1, { alt: { en: 'Kept words' }, caption: {}, focal: { x: 0.5, y: 0.5 } }),
  );
  const before = (await readDocument(admin.databaseUrl, 'projects', PROJECT))!;
  const cAddress = (await mediaRow(ids.c))!;
  await withDb((db) =>
    saveDocument(
      db,
      'projects',
      { ...before.data, image: `/media/${ids.c}/${cAddress.name}.webp` },
      { by: 'e2e', expectedVersion: before.version },
    ),
  );
  const alts = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(ids).map(async ([key, id]) => [key, JSON.parse((await mediaRow(id))?.alt ?? '{}') as object]),
      ),
    );
  try {
    await openHydrated(page, `${admin.base}/admin/media?q=${run}`);
    const toolbar = page.getByRole('region', { name: 'Selected images' });
    await expect(toolbar).toContainText('Select images to delete them or give them alt text together.');
    // The keyboard selects one: Tab to its checkbox, Space.
    const boxA = page.getByRole('checkbox', { name: `Select ${run}-a.jpg` });
    await boxA.focus();
    await page.keyboard.press('Space');
    await expect(boxA).toBeChecked();
    await expect(toolbar).toContainText('1 selected');
    const all = toolbar.getByRole('checkbox', { name: 'Select all 3 shown' });
    expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await all.check();
    await expect(toolbar).toContainText('3 selected');

    // Alt text for all three, only where a language is empty: a's English stays.
    await toolbar.getByRole('button', { name: 'Set alt text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alt text for 3 images' });
    await dialog.getByRole('button', { name: 'Apply to 3 images' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Type the alt text in at least one language.');
    await expect(dialog.getByRole('radio', { name: 'Keep their alt text (fill only empty languages)' })).toBeChecked();
    await dialog.getByLabel('English').fill('Bulk words');
    await dialog.getByLabel('Spanish').fill('Palabras');
    await expect(dialog.getByLabel('Arabic')).toHaveAttribute('dir', 'rtl');
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      expect(await axeViolations(page), theme).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Apply to 3 images' }).click();
    await expect(dialog).toBeHidden();
    const result = page.getByTestId('bulk-result');
    await expect(result).toContainText('Alt text set on 3 of 3 images.');
    expect(await alts()).toEqual({
      a: { en: 'Kept words', es: 'Palabras' },
      b: { en: 'Bulk words', es: 'Palabras' },
      c: { en: 'Bulk words', es: 'Palabras' },
    });
    // Again, replacing what they have: every English one is the new text; the other languages stay.
    await toolbar.getByRole('button', { name: 'Set alt text' }).click();
    await dialog.getByLabel('English').fill('New words');
    await dialog.getByRole('radio', { name: 'Replace their alt text with this' }).check();
    await dialog.getByRole('button', { name: 'Apply to 3 images' }).click();
    await expect(dialog).toBeHidden();
    await expect(result).toContainText('Alt text set on 3 of 3 images.');
    expect(await alts()).toEqual({
      a: { en: 'New words', es: 'Palabras' },
      b: { en: 'New words', es: 'Palabras' },
      c: { en: 'New words', es: 'Palabras' },
    });

    // Delete: the one in use is kept, and the page says which and why.
    let question = '';
    page.once('dialog', (confirm) => {
      question = confirm.message();
      void confirm.accept();
    });
    await toolbar.getByRole('button', { name: 'Delete selected' }).click();
    await expect(result).toContainText('2 deleted.');
    expect(question).toContain('1 of them are still used by a page and will be kept.');
    await expect(result).toContainText(`Not deleted:${run}-c.jpg: used in 1 item — replace it there first`);
    await expect(page.getByRole('link', { name: `Details of ${run}-a.jpg` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Details of ${run}-c.jpg` })).toBeVisible();
    await expect(toolbar).toContainText('1 selected');
    expect([await mediaRow(ids.a), await mediaRow(ids.b), (await mediaRow(ids.c))?.id]).toEqual([
      undefined,
      undefined,
      ids.c,
    ]);
    expect(existsSync(path.join(mediaDir(), ids.a))).toBe(false);
    const audit = await withDb((db) =>
      db.selectFrom('audit_log').select('target').where('action', '=', 'media.deleted').execute(),
    );
    expect(audit.map((entry) => entry.target)).toEqual(expect.arrayContaining([`media:${ids.a}`, `media:${ids.b}`]));
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      expect(await axeViolations(page), theme).toEqual([]);
    }
  } finally {
    const now = (await readDocument(admin.databaseUrl, 'projects', PROJECT))!;
    await withDb((db) => saveDocument(db, 'projects', before.data, { by: 'e2e', expectedVersion: now.version }));
  }
});
