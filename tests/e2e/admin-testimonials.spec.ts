import type { Browser, Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { getDocument } from '../../src/server/queries/documents';
import { adminServer, serverActions, signIn as signInAs } from '../support/admin';
import { waitForHydration } from '../support/hydration';
import { rawRequest } from '../support/raw-http';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * The testimonials editor (spec 001 "Testimonials editor") through the production server, on a database of its own:
 * the saves here change the home page, which other tests read.
 */
test.describe.configure({ mode: 'serial' });

const MEDIA_HOST = 'https://videos.emberline.example';
const admin = adminServer({ MEDIA_HOSTS: MEDIA_HOST });
const { port, base } = admin;

async function signIn(page: Page, target: string) {
  await signInAs(page, base, target);
}

/** Typing into a form before React has hydrated it is lost, so tests that fill fields wait for hydration. */
async function hydrated(page: Page) {
  await waitForHydration(page, 'main');
}

async function stored<C extends 'textTestimonials' | 'videoTestimonials'>(collection: C, id: string) {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await getDocument(db, collection, id);
  } finally {
    await close();
  }
}

/** The collection actions the testimonials' forms post to (the collection is bound as their first argument). */
const collectionActions = () =>
  serverActions('src/admin/item-actions.ts').filter((action) => ['saveItem', 'restoreItem'].includes(action.name));

async function openInFreshContext(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { page, context };
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Publish changes' }).click();
}

test('text cards show avatar, name, role and quote; video cards show poster, company and "reviewer - role"', async ({
  page,
}) => {
  await signIn(page, '/admin/testimonials');
  const tabs = page.getByRole('navigation', { name: 'Testimonial types' });
  await expect(tabs.getByRole('link', { name: 'Text Testimonials' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Video Testimonials' })).not.toHaveAttribute('aria-current');

  const texts = page.getByRole('list', { name: 'Text testimonials' }).getByRole('listitem');
  await expect(texts).toHaveCount(7);
  const sarah = texts.filter({ hasText: 'Sarah Mitchell' });
  await expect(sarah.getByRole('link', { name: 'Edit Sarah Mitchell' })).toHaveAttribute(
    'href',
    '/admin/testimonials/text-sarah-mitchell',
  );
  await expect(sarah).toContainText('Founder & CEO, Pinecrest Outfitters (outdoor retail)');
  await expect(sarah).toContainText('Emberline rebuilt our Shopify store from the ground up');
  const avatar = sarah.locator('img');
  await expect(avatar).toHaveAttribute('src', '/images/people/sarah-mitchell-96.webp');
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await tabs.getByRole('link', { name: 'Video Testimonials' }).click();
  await expect(page).toHaveURL(`${base}/admin/testimonials/video`);
  await expect(tabs.getByRole('link', { name: 'Video Testimonials' })).toHaveAttribute('aria-current', 'page');
  const videos = page.getByRole('list', { name: 'Video testimonials' }).getByRole('listitem');
  await expect(videos).toHaveCount(2);
  const brightforge = videos.filter({ hasText: 'Brightforge Learning' });
  await expect(brightforge).toContainText('Nathan Brooks - VP of Engineering');
  await expect(brightforge.getByRole('link', { name: 'Edit Brightforge Learning' })).toBeVisible();
  await expect(brightforge.locator('img')).toHaveAttribute('src', '/images/videos/brightforge-learning.webp');
  await expect(videos.filter({ hasText: 'Solvane Energy' })).toContainText('Laura Kim - Director of Marketing');

  await page.reload();
  await expect(tabs.getByRole('link', { name: 'Video Testimonials' })).toHaveAttribute('aria-current', 'page');
  await expect(videos).toHaveCount(2);
});

test('an avatar whose photo fails to load shows the first letter of the name', async ({ page }) => {
  await page.route('**/images/people/david-okafor-96.webp', (route) => route.abort());
  await signIn(page, '/admin/testimonials/text');
  const david = page.getByRole('listitem').filter({ hasText: 'David Okafor' });
  await expect(david.locator('img')).toHaveCount(0);
  await expect(david.locator('span[aria-hidden="true"]').first()).toHaveText('D');
  await expect(page.getByRole('listitem').filter({ hasText: 'Priya Raman' }).locator('img')).toHaveCount(1);
});

test('a card opens its editor; reload and Back keep the tab and the item', async ({ page }) => {
  await signIn(page, '/admin/testimonials/text');
  await page.getByRole('link', { name: 'Edit David Okafor' }).click();
  await expect(page).toHaveURL(`${base}/admin/testimonials/text-david-okafor`);
  await expect(page.getByRole('heading', { name: 'Editing David Okafor' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('David Okafor');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue(
    'Director of Operations, Halvorsen Freight (logistics)',
  );
  await expect(page.getByLabel('Testimonial Quote', { exact: true })).toHaveValue(/^Our dispatchers were spending/);
  await expect(page.getByLabel('Profile Image URL', { exact: true })).toHaveValue('/images/people/david-okafor.webp');
  await expect(page.getByLabel('Rating', { exact: true })).toHaveValue('5');
  await expect(
    page.getByRole('navigation', { name: 'Testimonial types' }).getByRole('link', { name: 'Text Testimonials' }),
  ).toHaveAttribute('aria-current', 'true');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editing David Okafor' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to List' }).click();
  await expect(page).toHaveURL(`${base}/admin/testimonials/text`);
  await expect(page.getByRole('list', { name: 'Text testimonials' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${base}/admin/testimonials/text-david-okafor`);
  await expect(page.getByRole('heading', { name: 'Editing David Okafor' })).toBeVisible();

  await page.getByRole('link', { name: 'Video Testimonials' }).click();
  await page.getByRole('link', { name: 'Edit Solvane Energy' }).click();
  await expect(page).toHaveURL(`${base}/admin/testimonials/video-solvane-energy`);
  await expect(page.getByRole('heading', { name: 'Editing Solvane Energy' })).toBeVisible();
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Solvane Energy');
  await expect(page.getByLabel('Reviewer', { exact: true })).toHaveValue('Laura Kim');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('Director of Marketing');
  await expect(page.getByLabel('Video URL', { exact: true })).toHaveValue('/videos/solvane-energy.mp4');
  await expect(page.getByLabel('Poster Image URL', { exact: true })).toHaveValue('/images/videos/solvane-energy.webp');
  await expect(page.getByLabel('Rating', { exact: true })).toHaveValue('5');
  await page.getByRole('link', { name: 'Back to List' }).click();
  await expect(page).toHaveURL(`${base}/admin/testimonials/video`);

  for (const missing of [
    '/admin/testimonials/text-nobody',
    '/admin/testimonials/video-sarah-mitchell',
    '/admin/testimonials/audio',
  ]) {
    expect((await page.goto(`${base}${missing}`))?.status(), missing).toBe(404);
  }
});

test('an editor address survives the trip through the login page', async ({ page, request }) => {
  const target = '/admin/testimonials/video-solvane-energy';
  const response = await request.get(`${base}${target}`, { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe(`/admin-login?next=${encodeURIComponent(target)}`);
  await signIn(page, target);
  await expect(page.getByRole('heading', { name: 'Editing Solvane Energy' })).toBeVisible();
});

test('saving a text testimonial closes the editor with its toast; the home page shows it in English and Spanish; history restores it', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/testimonials/text');
  await page.getByRole('link', { name: 'Edit Sarah Mitchell' }).click();
  await expect(page).toHaveURL(`${base}/admin/testimonials/text-sarah-mitchell`);
  await hydrated(page);
  const before = (await stored('textTestimonials', 'sarah-mitchell'))!;
  const quote = `Emberline rebuilt our store and our revenue grew 58% (${Date.now()}).`;
  const role = 'Founder, Pinecrest Outfitters';
  await page.getByLabel('Role', { exact: true }).fill(role);
  await page.getByLabel('Testimonial Quote', { exact: true }).fill(quote);
  await page.getByLabel('Rating', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await page.getByLabel('Role', { exact: true }).fill('Fundadora, Pinecrest Outfitters');
  await page.getByLabel('Testimonial Quote', { exact: true }).fill('Emberline reconstruyó nuestra tienda.');
  await save(page);

  const toast = page.getByTestId('toast');
  await expect(page).toHaveURL(`${base}/admin/testimonials/text`);
  await expect(page.getByRole('list', { name: 'Text testimonials' })).toBeVisible();
  await expect(toast).toContainText('Changes saved');
  await expect(toast).toContainText('Testimonial has been updated successfully.');
  const card = page.getByRole('listitem').filter({ hasText: 'Sarah Mitchell' });
  await expect(card).toContainText(role);
  await expect(card).toContainText(quote);

  const saved = (await stored('textTestimonials', 'sarah-mitchell'))!;
  expect(saved.version).toBe(before.version + 1);
  expect(saved.data).toEqual({
    ...before.data,
    // The languages not edited keep their translations.
    role: { ...before.data.role, en: role, es: 'Fundadora, Pinecrest Outfitters' },
    quote: { ...before.data.quote, en: quote, es: 'Emberline reconstruyó nuestra tienda.' },
    rating: 4,
  });

  const visitor = await openInFreshContext(browser, `${base}/`);
  const slide = visitor.page.getByRole('region', { name: 'What our clients say' }).locator('figure');
  await expect(slide).toHaveAttribute('aria-label', 'Testimonial 1 of 7');
  await expect(slide).toContainText(quote);
  await expect(slide).toContainText(role);
  await expect(slide.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  expect((await visitor.page.goto(`${base}/es`))?.status()).toBe(200);
  await expect(visitor.page.getByText('Emberline reconstruyó nuestra tienda.')).toBeVisible();
  await expect(visitor.page.getByText('Fundadora, Pinecrest Outfitters')).toBeVisible();

  // The list took the closed editor's place in the history: Back goes to the list the editor was opened from, and
  // never to the editor as it was before the save (whose stale version could not be saved).
  await page.goBack();
  await expect(page).toHaveURL(`${base}/admin/testimonials/text`);
  await expect(page.getByRole('list', { name: 'Text testimonials' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Sarah Mitchell' }).click();
  await expect(page.getByLabel('Testimonial Quote', { exact: true })).toHaveValue(quote);
  await hydrated(page);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Changed: Role, Testimonial Quote, Rating');
  page.once('dialog', (dialog) => void dialog.accept());
  await history.getByRole('button', { name: /^Restore/ }).click();
  await expect(toast).toContainText('Version restored');
  // A restore keeps the editor open, showing the text that came back.
  await expect(page).toHaveURL(`${base}/admin/testimonials/text-sarah-mitchell`);
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue(before.data.role.en);
  await expect(page.getByLabel('Rating', { exact: true })).toHaveValue('5');
  expect((await stored('textTestimonials', 'sarah-mitchell'))!.data).toEqual(before.data);
  await visitor.page.goto(`${base}/`);
  await expect(slide).toContainText(before.data.quote.en);
  await visitor.context.close();
});

test('saving a video testimonial closes the editor; the home page shows the new reviewer and role', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/testimonials/video-brightforge-learning');
  const before = (await stored('videoTestimonials', 'brightforge-learning'))!;
  await page.getByLabel('Reviewer', { exact: true }).fill('Nathan Brooks-Hale');
  await page.getByLabel('Role', { exact: true }).fill('Chief Technology Officer');
  await page.getByLabel('Rating', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await page.getByLabel('Role', { exact: true }).fill('Director de Tecnología');
  await save(page);

  await expect(page).toHaveURL(`${base}/admin/testimonials/video`);
  await expect(page.getByTestId('toast')).toContainText('Testimonial has been updated successfully.');
  await expect(page.getByRole('listitem').filter({ hasText: 'Brightforge Learning' })).toContainText(
    'Nathan Brooks-Hale - Chief Technology Officer',
  );
  const saved = (await stored('videoTestimonials', 'brightforge-learning'))!;
  expect(saved.data).toEqual({
    ...before.data,
    reviewer: 'Nathan Brooks-Hale',
    role: { ...before.data.role, en: 'Chief Technology Officer', es: 'Director de Tecnología' },
    rating: 3,
  });

  const visitor = await openInFreshContext(browser, `${base}/`);
  await expect(visitor.page.getByText('Nathan Brooks-Hale — Chief Technology Officer')).toBeVisible();
  await visitor.page.goto(`${base}/es`);
  await expect(visitor.page.getByText('Nathan Brooks-Hale — Director de Tecnología')).toBeVisible();
  await visitor.context.close();
});

test('a rating that is not a whole number from 1 to 5 is refused beside the field, with focus on it, and nothing is saved', async ({
  page,
}) => {
  await signIn(page, '/admin/testimonials/text-priya-raman');
  const before = await stored('textTestimonials', 'priya-raman');
  const rating = page.getByLabel('Rating', { exact: true });
  await expect(rating).toHaveAttribute('type', 'number');
  await expect(rating).toHaveAttribute('min', '1');
  await expect(rating).toHaveAttribute('max', '5');
  const toast = page.getByTestId('toast');
  for (const value of ['0', '6', '2.5', '']) {
    await rating.fill(value);
    await save(page);
    await expect(toast, value).toContainText('Some fields need your attention. Nothing was saved.');
    await expect(rating, value).toHaveAttribute('aria-invalid', 'true');
    await expect(rating, value).toBeFocused();
    await expect(rating, value).toHaveAccessibleDescription(/Enter a whole number from 1 to 5\./);
    await expect(page.locator('#field-rating-error'), value).toHaveText('Enter a whole number from 1 to 5.');
    await expect(page, value).toHaveURL(`${base}/admin/testimonials/text-priya-raman`);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toHaveCount(0);
  }
  const after = await stored('textTestimonials', 'priya-raman');
  expect(after?.version).toBe(before?.version);
  expect(after?.data).toEqual(before?.data);
});

test('a javascript:, protocol-relative or empty field is refused beside the field and nothing is saved (D3)', async ({
  page,
}) => {
  await signIn(page, '/admin/testimonials/text-marcus-delgado');
  const textBefore = await stored('textTestimonials', 'marcus-delgado');
  const image = page.getByLabel('Profile Image URL', { exact: true });
  await image.fill('javascript:alert(document.cookie)');
  await save(page);
  await expect(page.getByTestId('toast')).toContainText('Nothing was saved.');
  await expect(image).toHaveAttribute('aria-invalid', 'true');
  await expect(image).toBeFocused();
  // The field's help (where an image may come from), then the reason it was refused.
  await expect(image).toHaveAccessibleDescription(
    /Choose from library.*Must be an https:\/\/ URL or a path starting with \/$/,
  );
  expect(await stored('textTestimonials', 'marcus-delgado')).toEqual(textBefore);

  await page.goto(`${base}/admin/testimonials/video-solvane-energy`);
  await hydrated(page);
  const videoBefore = await stored('videoTestimonials', 'solvane-energy');
  await page.getByLabel('Reviewer', { exact: true }).fill('');
  await page.getByLabel('Video URL', { exact: true }).fill('javascript:alert(1)');
  await page.getByLabel('Poster Image URL', { exact: true }).fill('//evil.example/poster.webp');
  await save(page);
  const reviewer = page.getByLabel('Reviewer', { exact: true });
  await expect(reviewer).toHaveAttribute('aria-invalid', 'true');
  await expect(reviewer).toBeFocused();
  await expect(page.getByLabel('Video URL', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Poster Image URL', { exact: true })).toHaveAccessibleDescription(
    /Must be an https:\/\/ URL or a path starting with \/$/,
  );
  await expect(page).toHaveURL(`${base}/admin/testimonials/video-solvane-energy`);
  expect(await stored('videoTestimonials', 'solvane-energy')).toEqual(videoBefore);
});

test('a video URL is accepted only where the home page can play it, as the help text beside the field says (D3)', async ({
  page,
  request,
}) => {
  await signIn(page, '/admin/testimonials/video-solvane-energy');
  await hydrated(page);
  const videoUrl = page.getByLabel('Video URL', { exact: true });
  await expect(videoUrl).toHaveAccessibleDescription(
    `A video file of this site, as a path starting with / (e.g. /videos/clip.mp4), or an https:// URL on ${MEDIA_HOST} (the server's MEDIA_HOSTS setting).`,
  );
  const before = await stored('videoTestimonials', 'solvane-energy');
  await videoUrl.fill('https://cdn.elsewhere.example/clip.mp4');
  await save(page);
  await expect(videoUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(videoUrl).toHaveAccessibleDescription(/The home page cannot play videos from this host/);
  expect(await stored('videoTestimonials', 'solvane-energy')).toEqual(before);

  const home = await request.get(`${base}/`);
  expect(home.headers()['content-security-policy']).toContain(`media-src 'self' ${MEDIA_HOST};`);
});

test('leaving an editor with unsaved changes by Back to List asks first', async ({ page }) => {
  await signIn(page, '/admin/testimonials/text-emily-carter');
  await page.getByLabel('Name', { exact: true }).fill('Changed but not saved');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.getByRole('link', { name: 'Back to List' }).click();
  expect(await asked).toBe('beforeunload');
  await expect(page).toHaveURL(`${base}/admin/testimonials/text-emily-carter`);
});

test('no testimonials page or action answers without a live session, whatever the request claims (A1)', async () => {
  const textBefore = await stored('textTestimonials', 'james-whitfield');
  const videoBefore = await stored('videoTestimonials', 'solvane-energy');
  const actions = collectionActions();
  expect(actions.map((action) => action.name).sort()).toEqual(['restoreItem', 'saveItem']);
  const sessions: Record<string, string> = {
    'no cookie': '',
    'forged cookie': 'admin-session=Zm9yZ2VkLXNlc3Npb24tdG9rZW4tdGhhdC1kb2VzbnQtZXhpc3Q',
  };
  const tricks: Record<string, Record<string, string>> = {
    plain: {},
    'x-middleware-subrequest': { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    'RSC: 1': { rsc: '1' },
  };
  for (const [sessionName, cookie] of Object.entries(sessions)) {
    for (const [trickName, headers] of Object.entries(tricks)) {
      const label = `${sessionName}, ${trickName}`;
      for (const pagePath of ['/admin/testimonials', '/admin/testimonials/text-james-whitfield']) {
        const response = await rawRequest({
          port,
          path: pagePath,
          headers: { ...headers, ...(cookie ? { cookie } : {}) },
        });
        expect([303, 307, 308].includes(response.status) || response.body.includes('/admin-login'), label).toBe(true);
        expect(response.body, `${label} ${pagePath}`).not.toContain('Redfern Manufacturing');
      }
      for (const [action, video] of actions.flatMap((action) => [[action, false] as const, [action, true] as const])) {
        const response = await rawRequest({
          port,
          path: video ? '/admin/testimonials/video-solvane-energy' : '/admin/testimonials/text-james-whitfield',
          method: 'POST',
          headers: {
            ...headers,
            ...(cookie ? { cookie } : {}),
            'next-action': action.id,
            'content-type': 'text/plain;charset=UTF-8',
            origin: base,
            accept: 'text/x-component',
          },
          body: JSON.stringify([
            video ? 'videoTestimonials' : 'textTestimonials',
            video
              ? {
                  id: 'solvane-energy',
                  expectedVersion: videoBefore!.version,
                  version: 1,
                  values: { ...videoBefore!.data, company: 'Defaced' },
                }
              : {
                  id: 'james-whitfield',
                  expectedVersion: textBefore!.version,
                  version: 1,
                  values: { ...textBefore!.data, name: 'Defaced' },
                },
          ]),
        });
        const named = `${label} ${action.name} ${video ? 'video' : 'text'}`;
        expect(response.status, named).toBeLessThan(500);
        expect(response.body, named).not.toContain('Redfern Manufacturing');
        expect(response.body, named).not.toContain('"status":"saved"');
      }
    }
  }
  expect(await stored('textTestimonials', 'james-whitfield')).toEqual(textBefore);
  expect(await stored('videoTestimonials', 'solvane-energy')).toEqual(videoBefore);
});

test('the lists and both editors have no accessibility or CSP violations, in both themes', async ({
  page,
  cspViolations,
}) => {
  await signIn(page, '/admin/testimonials');
  for (const target of [
    '/admin/testimonials',
    '/admin/testimonials/video',
    '/admin/testimonials/text-aisha-bello',
    '/admin/testimonials/video-solvane-energy',
  ]) {
    await expectNoAxeViolations(page, `${base}${target}`);
  }
  expect(await cspViolations()).toEqual([]);
});
