import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { connect } from '../../src/server/db/connect';
import { saveDocument } from '../../src/server/queries/documents';
import { readDocument, signIn, workerServer } from '../support/admin';
import { ownSlug } from '../support/own-documents';
import { rawRequest } from '../support/raw-http';
import { addEditor, liveSession, sessionCookie } from '../support/sessions';
import { expectNoAxeViolations } from './a11y';
import { openHydrated } from '../support/hydration';
import { expect, test } from './fixtures';

/**
 * The media library through the admin alone (issue 28): bad files refused with their reasons and nothing kept; a phone
 * photo uploaded, described in four languages, placed in a project, and read back by a visitor as AVIF and WebP
 * without a trace of its camera data. On the worker's server: each test looks only at the uploads it made, and the
 * project the photo is placed in gets its image back.
 */
const admin = workerServer();
const PROJECT = '5';
/** The alt text; `run` is only in the Spanish one: the library's search finds this run's photo by it, and no other. */
const altText = (run: string) => ({
  en: 'The Emberline team planning a launch at a whiteboard',
  es: `El equipo de Emberline planificando un lanzamiento en una pizarra (${run})`,
  de: 'Das Emberline-Team plant einen Launch am Whiteboard',
  ar: 'فريق إمبرلاين يخطط لإطلاق مشروع أمام السبورة',
});
const prefixes = { en: '', es: '/es', de: '/de', ar: '/ar' } as const;

const mediaDir = () => path.join(path.dirname(admin.databaseUrl.slice('file:'.length)), 'media');

/** The uploads made since `since` (the seed's images are in the library too, made from public/images). */
async function mediaRows(since: number) {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await db
      .selectFrom('media')
      .select(['id', 'status', 'file_name', 'alt'])
      .where('created_by', '!=', 'seed')
      .where('created_at', '>=', since)
      .execute();
  } finally {
    await close();
  }
}

const mediaFiles = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()) : []);

/** Lets the owner upload again: the per-person budget (60 in 15 minutes) is shared by every spec on this server. */
async function forgetOwnerUploads() {
  const { db, close } = connect(admin.databaseUrl);
  try {
    await db.deleteFrom('rate_limits').where('key', 'like', 'media_upload:%').execute();
  } finally {
    await close();
  }
}

/** A phone photo: 12 megapixels, with GPS coordinates and a description in its EXIF; a new image each run. */
async function phonePhoto(): Promise<Buffer> {
  const cx = 2000 + Math.floor(Math.random() * 1500);
  const art = `<svg width="4000" height="3000"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/><circle cx="${cx}" cy="900" r="500" fill="#fbbf24"/></svg>`;
  return sharp(Buffer.from(art))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { ImageDescription: 'at home', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2915/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 7/1',
      },
    })
    .toBuffer();
}

const uploads = (page: Page) => page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
const fileInput = (page: Page) => page.getByLabel('Choose files');

test('bad files each get their reason, and nothing of them is kept', async ({ page }) => {
  // Five bad files made (a 60-megapixel PNG and a 25 MB file among them), each waited for until it is refused:
  // 11.1 s quiet, 10.3 s with a third core's load.
  test.setTimeout(120_000);
  const since = Date.now();
  const filesBefore = mediaFiles();
  await forgetOwnerUploads();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2563eb' } })
    .jpeg()
    .toBuffer();
  const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const huge = Buffer.concat([photo, Buffer.alloc(25 * 1024 * 1024)]);
  const files = [
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('name,email\nAda,ada@example.com\n') },
    {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    { name: 'bomb.png', mimeType: 'image/png', buffer: bomb },
    { name: 'cut.jpg', mimeType: 'image/jpeg', buffer: photo.subarray(0, Math.floor(photo.length * 0.6)) },
    { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge },
  ];
  await signIn(page, admin.base, '/admin/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 2 })).toBeVisible();
  await fileInput(page).setInputFiles(files);

  const reasons = {
    'notes.jpg': 'This file is not a JPEG, PNG, WebP, AVIF or GIF image',
    'logo.svg': 'SVG files are not accepted: they can carry scripts.',
    'bomb.png': 'The image is 10000 × 6000 pixels (60 megapixels); the library takes at most 50 megapixels.',
    'cut.jpg': 'The JPEG file is damaged or incomplete and cannot be read',
    'huge.jpg': 'huge.jpg is 25 MB; the largest image the library takes is 20 MB.',
  };
  for (const [name, reason] of Object.entries(reasons)) {
    const row = uploads(page).filter({ hasText: name });
    await expect(row.getByRole('status')).toHaveText('Not added', { timeout: 30_000 });
    await expect(row).toContainText(reason);
  }
  // The page refuses the 25 MB file before sending it; the server refuses it too, before reading it.
  const cookies = await page.context().cookies();
  const direct = await rawRequest({
    port: admin.port,
    path: '/api/admin/media',
    method: 'POST',
    headers: {
      origin: admin.base,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      'content-type': 'application/octet-stream',
      'content-length': String(huge.length),
      'x-file-name': 'huge.jpg',
    },
  });
  expect(direct.status).toBe(413);
  // Another site cannot post one (C1), and nobody signed out can (A1).
  const foreign = await page.request.post(`${admin.base}/api/admin/media`, {
    data: photo,
    headers: { origin: 'https://evil.example', 'x-file-name': 'a.jpg' },
  });
  expect(foreign.status()).toBe(403);
  const anonymous = await page.context().browser()!.newContext();
  const signedOut = await anonymous.request.post(`${admin.base}/api/admin/media`, {
    data: photo,
    headers: { origin: admin.base, 'x-file-name': 'a.jpg' },
  });
  expect(signedOut.status()).toBe(401);
  await anonymous.close();

  expect(await mediaRows(since)).toEqual([]);
  expect(mediaFiles()).toEqual(filesBefore);
});

test('a phone photo is cleaned, described in four languages, placed in a project and served as AVIF and WebP', async ({
  page,
  browser,
}) => {
  // A 12-megapixel photo cut into AVIF and WebP at nine widths in the background, its project read in four
  // languages, and two pages scanned by axe in light and dark: 40.8 s quiet, 42.1 s with a third core's load.
  test.setTimeout(240_000);
  const since = Date.now();
  const RUN = ownSlug('pizarra');
  const ALT = altText(RUN);
  await forgetOwnerUploads();
  await signIn(page, admin.base, '/admin/media');
  await fileInput(page).setInputFiles({
    name: 'Team Planning.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(),
  });
  await expect(uploads(page).filter({ hasText: 'Team Planning.jpg' }).getByRole('status')).toHaveText('Added', {
    timeout: 30_000,
  });
  const [row, ...others] = await mediaRows(since);
  expect([row, others]).toMatchObject([{ file_name: 'Team Planning.jpg' }, []]);
  const id = row!.id;
  // The variants are made in the background; the library shows the image meanwhile.
  await expect.poll(async () => (await mediaRows(since))[0]?.status, { timeout: 120_000 }).toBe('ready');

  // Chosen, it asks for its alt text where it is chosen; the English typed there is kept on the image. Placed with
  // the other languages missing, the image is refused with the reason, and the project keeps its old image.
  const before = await readDocument(admin.databaseUrl, 'projects', PROJECT);
  await openHydrated(page, `${admin.base}/admin/projects/${PROJECT}`);
  // The project's own image description is asked for while its image is given by address (a site image)...
  const ownDescription = page.getByLabel('Main image description', { exact: false });
  expect(before?.data.image).toMatch(/^\/images\//);
  await expect(ownDescription.first()).toBeVisible();
  await page.getByRole('button', { name: 'Choose from library' }).first().click();
  const picker = page.getByRole('dialog', { name: /Choose an image/ });
  await expect(picker.getByRole('button', { name: 'Use Team Planning.jpg' })).toContainText(
    'No alt text in: en, es, de, ar',
  );
  await picker.getByRole('button', { name: 'Use Team Planning.jpg' }).click();
  const describe = picker.getByRole('group', { name: 'Describe Team Planning.jpg' });
  await expect(describe.getByLabel('English')).toHaveValue('');
  await describe.getByLabel('English').fill(ALT.en);
  await expect(describe.getByLabel('Arabic')).toHaveAttribute('dir', 'rtl');
  await describe.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker).toBeHidden();
  const mainImage = page.getByRole('textbox', { name: 'Main Image URL' });
  await expect(mainImage).toHaveValue(`/media/${id}/team-planning.webp`);
  // ...and not for a library image, which its own alt text describes on every page.
  await expect(ownDescription).toHaveCount(0);
  expect((await mediaRows(since))[0]?.alt).toBe(JSON.stringify({ en: ALT.en }));
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(
    page.getByText('Team Planning.jpg has no alt text in Spanish, German, Arabic.', { exact: false }),
  ).toBeVisible();
  expect((await readDocument(admin.databaseUrl, 'projects', PROJECT))?.data.image).toBe(before?.data.image);

  // Its details: where it is used (nowhere yet), alt text in four languages, the focal point.
  await page.goto(`${admin.base}/admin/media/${id}`);
  await expect(page.getByText('No page uses this image.')).toBeVisible();
  for (const [locale, text] of Object.entries(ALT))
    await page
      .getByRole('group', { name: 'Alt text' })
      .getByLabel({ en: 'English', es: 'Spanish', de: 'German', ar: 'Arabic' }[locale]!)
      .fill(text);
  const preview = page.getByRole('button', { name: /^Preview/ });
  const box = (await preview.boundingBox())!;
  await preview.click({ position: { x: box.width * 0.7, y: box.height * 0.3 } });
  await expect(page.getByText('70% from the left, 30% from the top')).toBeVisible();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByTestId('toast')).toContainText('Image details saved.');

  await openHydrated(page, `${admin.base}/admin/projects/${PROJECT}`);
  await page.getByRole('button', { name: 'Choose from library' }).first().click();
  await picker.getByRole('button', { name: 'Use Team Planning.jpg' }).click();
  // The descriptions saved on its page are there to check, in every language.
  await expect(describe.getByLabel('Spanish')).toHaveValue(ALT.es);
  await describe.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast').first()).toContainText('saved', { ignoreCase: true });
  await expect
    .poll(async () => (await readDocument(admin.databaseUrl, 'projects', PROJECT))?.data.image)
    .toBe(`/media/${id}/team-planning.webp`);
  await page.goto(`${admin.base}/admin/media/${id}`);
  await expect(page.getByTestId('where-used')).toContainText(String(before?.data.title.en));

  // A visitor, in every language: the library's alt text, the focal point, AVIF and WebP widths without metadata.
  const visitor = await browser.newContext();
  const violations: string[] = [];
  await visitor.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await visitor.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  const reader = await visitor.newPage();
  for (const [locale, prefix] of Object.entries(prefixes)) {
    await reader.goto(`${admin.base}${prefix}/portfolio/${PROJECT}`);
    const picture = reader
      .locator('picture')
      .filter({ has: reader.locator(`img[src^="/media/${id}/"]`) })
      .first();
    await expect(picture.locator('img')).toHaveAttribute('alt', ALT[locale as keyof typeof ALT]);
    await expect(picture.locator('img')).toHaveCSS('object-position', '70% 30%');
    for (const [type, format] of [
      ['image/avif', 'heif'],
      ['image/webp', 'webp'],
    ] as const) {
      const srcset = await picture.locator(`source[type="${type}"]`).getAttribute('srcset');
      const urls = srcset!.split(',').map((entry) => entry.trim().split(' ')[0]!);
      expect(urls.length, type).toBe(9);
      if (locale !== 'en') continue;
      for (const url of urls) {
        const response = await visitor.request.get(`${admin.base}${url}`);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type']).toBe(type);
        expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers()['x-content-type-options']).toBe('nosniff');
        const body = await response.body();
        const meta = await sharp(body).metadata();
        expect(meta.format, url).toBe(format);
        expect([meta.exif, meta.xmp, meta.iptc], url).toEqual([undefined, undefined, undefined]);
        expect(body.includes(Buffer.from('PhoneMaker')), url).toBe(false);
      }
    }
  }
  await visitor.close();
  expect(violations).toEqual([]);

  // Used by the project, the image cannot be deleted: the page says so instead of offering the button.
  await expect(page.getByRole('button', { name: 'Delete image' })).toHaveCount(0);
  await expect(page.getByText('This image is still used')).toBeVisible();

  // The library finds it by its alt text in any language, and by use; both pages pass axe in both themes.
  await page.goto(`${admin.base}/admin/media?q=${RUN}&usage=used`);
  await expect(page.getByRole('link', { name: 'Details of Team Planning.jpg' })).toBeVisible();
  await expect(page.getByText('Used in 1 item')).toBeVisible();
  await page.goto(`${admin.base}/admin/media?q=${RUN}&usage=unused`);
  await expect(page.getByText('No image matches these filters.')).toBeVisible();
  await expectNoAxeViolations(page, `${admin.base}/admin/media`);
  await expectNoAxeViolations(page, `${admin.base}/admin/media/${id}`);

  // The project as it was, for the specs after this one.
  const { db, close } = connect(admin.databaseUrl);
  try {
    const now = (await readDocument(admin.databaseUrl, 'projects', PROJECT))!;
    await saveDocument(db, 'projects', before!.data, { by: 'e2e', expectedVersion: now.version });
  } finally {
    await close();
  }
});

test('a malformed media address is the route’s plain 404, not a page: even posted as a server action', async () => {
  for (const address of [
    '/media/fuzz/fuzz',
    '/media/0123456789abcdef0123/photo',
    '/media/0123456789abcdef0123/a.webp',
  ]) {
    const plain = await rawRequest({ port: admin.port, path: address });
    expect(plain.status, address).toBe(404);
    expect(plain.headers['content-type'], address).toBe('text/plain; charset=utf-8');
  }
  // A page would look the action up and answer 409; the route handler has no POST.
  const posted = await rawRequest({
    port: admin.port,
    path: '/media/fuzz/fuzz',
    method: 'POST',
    headers: { origin: admin.base, 'next-action': 'f'.repeat(42), 'content-type': 'application/json' },
    body: '[1]',
  });
  expect(posted.status).toBe(405);
});

test('an image of 12 MB, under MEDIA_MAX_BYTES and over the 10 MB Next.js reads for a proxy, is taken whole (F7)', async ({
  page,
}) => {
  // About 13.5 MB: a tall strip of one grey, 16 bits a channel, stored without compression. What matters here is the
  // body's size; the shape keeps the sizes the library then makes in the background small (its master is 355 px wide).
  // A square of noise, the obvious large file, kept the queue busy for over seven minutes on a loaded machine, and a
  // 2100 px grey square still took 33 s, while every later upload on that server waited.
  const large = await sharp({ create: { width: 500, height: 4500, channels: 3, background: '#808080' } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(large.length).toBeGreaterThan(11 * 1024 * 1024);
  await forgetOwnerUploads();
  await signIn(page, admin.base, '/admin/media');
  const answer = await page.request.post(`${admin.base}/api/admin/media`, {
    data: large,
    headers: { origin: admin.base, 'content-type': 'application/octet-stream', 'x-file-name': 'grey.png' },
    timeout: 60_000,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  expect(await answer.json()).toMatchObject({ status: 'added', item: { width: 500, height: 4500, format: 'png' } });
  // The answer has the headers every other one has, though no proxy ran for it (E1, E2, E4).
  expect(answer.headers()['content-security-policy']).toMatch(/'nonce-[\w-]{22}'/);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['cache-control']).toBe('no-store');
});

test('one person uploads at most 60 images in 15 minutes; the 61st is refused before its body is read (F7)', async () => {
  const { db, close } = connect(admin.databaseUrl);
  let cookie: string;
  try {
    const editor = await addEditor(db, 'Upload Limit', `uploads-${Date.now()}@agency.example`);
    cookie = sessionCookie(await liveSession(db, editor.id));
  } finally {
    await close();
  }
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();
  const upload = (body: Buffer | undefined, length = body?.length ?? 0) =>
    rawRequest({
      port: admin.port,
      path: '/api/admin/media',
      method: 'POST',
      headers: {
        origin: admin.base,
        cookie,
        'content-type': 'application/octet-stream',
        'content-length': String(length),
        'x-file-name': 'dot.png',
      },
      body,
    });
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) statuses.push((await upload(tiny)).status);
  expect(statuses.filter((status) => status !== 201 && status !== 200)).toEqual([]);
  // The 61st announces 10 MB and sends none of it: the answer comes all the same, so nothing of it was waited for.
  const refused = await upload(undefined, 10 * 1024 * 1024);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(refused.body).message).toMatch(/^You have uploaded 60 images in 15 minutes/);
});
