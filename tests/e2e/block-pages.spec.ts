import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { connect } from '../../src/server/db/connect';
import { readDocument, signIn, workerServer } from '../support/admin';
import { sendContactForm } from '../support/contact-form';
import { openHydrated } from '../support/hydration';
import { keepDocuments, removeOwnDocument } from '../support/own-documents';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * Pages built from blocks (issue 45), made in the admin alone and read back as a visitor: a landing page in English and
 * Spanish from six blocks, previewed, published, found at its address in both languages with its structured data, in
 * the sitemap with its alternates, its form's leads labelled with the page's form.
 */
test.describe.configure({ mode: 'serial' });
// A field that is not there fails its step at once, naming it, rather than the whole story's time.
test.use({ actionTimeout: 15_000 });

const admin = workerServer();
const { base } = admin;
// The story adds its page to the header menu: the menus go back as they were after each test.
keepDocuments(admin, [['menus', 'main']]);
let stamp = '';
let address = '';
test.beforeAll(() => {
  stamp = Date.now().toString(36);
  address = `fair-${stamp}`;
  words = wordsFor(stamp);
});
test.afterAll(async () => {
  await removeOwnDocument(admin.databaseUrl, 'landingPages', address);
});

const blocks = (page: Page) => page.getByTestId('blocks').locator(':scope > li');
const languageButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Language' }).getByRole('button', { name: new RegExp(`^${name}`) });

/** Adds a block of a kind from the picker; it opens at the end of the list. */
async function addBlock(page: Page, kind: string): Promise<Locator> {
  const count = await blocks(page).count();
  await page.getByRole('button', { name: 'Add a block' }).click();
  await page
    .getByRole('group', { name: 'Choose a block' })
    .getByRole('button', { name: new RegExp(`^${kind}`) })
    .click();
  await expect(blocks(page)).toHaveCount(count + 1);
  return blocks(page).nth(count);
}

/** The texts of the page in one language, field by field (the language switch decides which language they fill). */
const wordsFor = (stamp: string) => ({
  en: {
    title: `Trade fair ${stamp}`,
    hero: 'Meet us at Health Tech 2027',
    heroText: 'Booth B12: live demos of the clinic apps we build.',
    heroButton: 'Book a demo',
    figures: 'Our year in numbers',
    figureLabel: 'apps launched',
    projects: 'Web work we are proud of',
    faq: 'Fair questions',
    question: 'Where is the booth?',
    answer: 'Hall B, booth 12, next to the main stage.',
    cta: 'Cannot make it to the fair?',
    ctaButton: 'Talk to us online',
    form: 'Book your slot',
  },
  es: {
    title: `Feria ${stamp}`,
    hero: 'Visítenos en Health Tech 2027',
    heroText: 'Stand B12: demostraciones en vivo de las apps para clínicas que creamos.',
    heroButton: 'Reserve una demo',
    figures: 'Nuestro año en cifras',
    figureLabel: 'apps lanzadas',
    projects: 'Proyectos web de los que estamos orgullosos',
    faq: 'Preguntas sobre la feria',
    question: '¿Dónde está el stand?',
    answer: 'Pabellón B, stand 12, junto al escenario principal.',
    cta: '¿No puede venir a la feria?',
    ctaButton: 'Hable con nosotros en línea',
    form: 'Reserve su cita',
  },
});
let words = wordsFor('');

/** Fills every text of the six blocks in the language the editor shows. */
async function fillTexts(page: Page, w: (typeof words)['en']) {
  const [hero, figures, projects, faq, cta, form] = [0, 1, 2, 3, 4, 5].map((index) => blocks(page).nth(index));
  await page.getByLabel('Page title').fill(w.title);
  await hero!.getByLabel('Heading', { exact: true }).fill(w.hero);
  await hero!.getByLabel('Text (optional)').fill(w.heroText);
  await hero!.getByLabel('Label', { exact: true }).fill(w.heroButton);
  await figures!.getByLabel('Heading (optional)').fill(w.figures);
  await figures!.getByLabel('Label', { exact: true }).fill(w.figureLabel);
  await projects!.getByLabel('Heading', { exact: true }).fill(w.projects);
  await faq!.getByLabel('Heading', { exact: true }).fill(w.faq);
  await faq!.getByLabel('Question', { exact: true }).fill(w.question);
  await faq!.getByLabel('Answer', { exact: true }).fill(w.answer);
  await cta!.getByLabel('Heading', { exact: true }).fill(w.cta);
  await cta!.getByLabel('Label', { exact: true }).fill(w.ctaButton);
  await form!.getByLabel('Heading', { exact: true }).fill(w.form);
}

test('an owner builds a landing page in English and Spanish from six blocks, previews and publishes it; visitors find it in both languages, in the sitemap, and its leads carry its form’s label', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, base, '/admin/landingpages');
  await page.getByRole('link', { name: 'New landing page' }).click();
  await expect(page).toHaveURL(`${base}/admin/landingpages/new`);

  // Six blocks from the picker, each with a picture and a line about it.
  const hero = await addBlock(page, 'Hero');
  const figures = await addBlock(page, 'Figures');
  const projects = await addBlock(page, 'Projects');
  const faq = await addBlock(page, 'FAQ');
  const cta = await addBlock(page, 'Call to action');
  const form = await addBlock(page, 'Contact form');
  await hero.getByRole('button', { name: 'Add Button 1' }).click();
  await hero.getByLabel('Link').fill('/contact-us');
  await fillTexts(page, words.en);

  await figures.getByLabel('Value').fill('40+');
  await form.getByLabel('Form label').fill(address);

  // The page is drawn beside the form as it is typed, by the site's own block views.
  const preview = page.frameLocator('iframe[name^="live-preview"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(words.en.hero);
  await expect(preview.getByRole('heading', { level: 2, name: words.en.faq })).toBeVisible();
  await hero.getByLabel('Heading', { exact: true }).fill(`${words.en.hero}!`);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${words.en.hero}!`);
  await hero.getByLabel('Heading', { exact: true }).fill(words.en.hero);
  // A block not complete yet is named, not drawn; the rest of the page still is.
  await faq.getByLabel('Question', { exact: true }).fill('');
  await expect(preview.getByText('Not shown until complete: block 4.')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: words.en.faq })).toHaveCount(0);
  await faq.getByLabel('Question', { exact: true }).fill(words.en.question);
  await expect(preview.getByRole('heading', { level: 2, name: words.en.faq })).toBeVisible();
  // At a phone's width, and in Arabic right to left (the page not written in Arabic shows its English).
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await expect(page.locator('iframe[name^="live-preview"]')).toHaveCSS('width', '375px');
  await languageButton(page, 'Arabic').click();
  await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(words.en.hero);
  await languageButton(page, 'English').click();
  await page.getByRole('button', { name: 'Desktop', exact: true }).click();

  // The hero's image is uploaded from the picker, and described in every language there.
  await hero.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: /Choose an image/ });
  const fileName = `${address}-booth.jpg`;
  await picker.getByLabel('Choose files').setInputFiles({
    name: fileName,
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer(),
  });
  const describe = picker.getByRole('group', { name: `Describe ${fileName}` });
  await expect(describe).toBeVisible({ timeout: 30_000 });
  for (const [language, text] of [
    ['English', 'Our booth at the fair'],
    ['Spanish', 'Nuestro stand en la feria'],
    ['German', 'Unser Stand auf der Messe'],
    ['Arabic', 'جناحنا في المعرض'],
  ] as const)
    await describe.getByLabel(language).fill(text);
  await describe.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker).toBeHidden();
  await expect(hero.getByRole('textbox', { name: 'Image (optional)' })).toHaveValue(/^\/media\//);

  await projects.getByLabel('Category (optional)').selectOption({ label: 'Web Development' });
  await projects.getByLabel('How many').fill('2');
  await expect(cta.getByLabel('Link')).toHaveValue('/contact-us');
  await faq.getByRole('button', { name: /^Move up Block 4/ }).click();
  await expect(blocks(page).nth(2)).toHaveAttribute('data-block-type', 'faq');
  await blocks(page).nth(2).getByRole('button', { name: 'Move down Block 3' }).click();
  await expect(blocks(page).nth(3)).toHaveAttribute('data-block-type', 'faq');

  // Addresses the site has, or keeps, or another page has, are refused with the reason; nothing is created.
  const addressField = page.getByLabel('Address (URL slug)');
  for (const [taken, reason] of [
    ['blog', '“/blog” is a page of the site.'],
    ['es', '“/es” is, or could become, a language of the site.'],
    ['admin', '“/admin” is reserved by the site.'],
    ['api-docs', '“/api-docs” is reserved by the site.'],
    ['apps-for-clinics', 'The address “apps-for-clinics” is already used by another landing page'],
  ]) {
    await addressField.fill(taken!);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText(reason!, { exact: false })).toBeVisible();
  }
  expect(await readDocument(admin.databaseUrl, 'landingPages', 'blog')).toBeUndefined();

  // Kept as a draft at its address, then written in Spanish too.
  await addressField.fill(address);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(`${base}/admin/landingpages/${address}`);
  // The stored page's blocks are listed closed, by their titles; opened, they are written in Spanish.
  await expect(blocks(page).first().locator('summary[data-block-summary]')).toHaveText(`Hero · ${words.en.hero}`);
  await page.getByRole('button', { name: 'Open all blocks' }).click();
  await languageButton(page, 'Spanish').click();
  await fillTexts(page, words.es);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('toast').first()).toBeVisible();

  // Preview shows the draft as the page will be; a visitor gets nothing at the address yet.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await tab.waitForLoadState();
  // In the language being edited.
  expect(tab.url()).toBe(`${base}/es/${address}?preview=1`);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(words.es.hero);
  await expect(tab.getByRole('note')).toHaveText('Vista previa de un borrador: no es público');
  await tab.close();
  const early = await browser.newContext();
  expect((await (await early.newPage()).goto(`${base}/${address}`))?.status()).toBe(404);
  await early.close();

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect
    .poll(async () => (await readDocument(admin.databaseUrl, 'landingPages', address))?.data.title.es)
    .toBe(words.es.title);

  // A visitor finds it in both languages, its FAQ given to search engines, listed with its alternates.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  for (const [prefix, w] of [
    ['', words.en],
    ['/es', words.es],
  ] as const) {
    const answer = await visit.goto(`${base}${prefix}/${address}`);
    expect(answer?.status()).toBe(200);
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText(w.hero);
    await expect(visit.getByRole('link', { name: w.heroButton })).toHaveAttribute('href', `${prefix}/contact-us`);
    await expect(
      visit.getByRole('img', { name: prefix ? 'Nuestro stand en la feria' : 'Our booth at the fair' }),
    ).toBeVisible();
    await expect(visit.getByRole('region', { name: w.projects }).getByTestId('project-card')).toHaveCount(2);
    const headings = await visit.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 4)).toEqual([w.figures, w.projects, w.faq, w.cta]);
    const jsonLd = await visit.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
    expect(faqPage.mainEntity).toEqual([
      { '@type': 'Question', name: w.question, acceptedAnswer: { '@type': 'Answer', text: w.answer } },
    ]);
    const alternates = await visit
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
      );
    expect(alternates.sort()).toEqual([`en /${address}`, `es /es/${address}`, `x-default /${address}`]);
  }
  const sitemap = await (await visit.request.get(`${base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${base}/${address}</loc>`);
  expect(sitemap).toContain(`<loc>${base}/es/${address}</loc>`);
  expect(sitemap).not.toContain(`/de/${address}<`);

  // Its form, sent by a visitor who has never been here: the lead names the form it came from.
  await sendContactForm(
    visit,
    base,
    { name: 'Fair Visitor', email: `${stamp}@fair.example`, message: 'See you at the booth.' },
    `/${address}`,
  );
  await visitor.close();
  const { db, close } = connect(admin.databaseUrl);
  try {
    const lead = await db
      .selectFrom('leads')
      .select(['form_source', 'page'])
      .where('email', '=', `${stamp}@fair.example`)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ form_source: address, page: `/${address}` });
  } finally {
    await close();
  }
  await page.goto(`${base}/admin/leads`);
  await page
    .getByRole('link', { name: /Fair Visitor/ })
    .first()
    .click();
  await expect(page.getByText(address, { exact: true })).toBeVisible();

  // The page joins the header menu, in both languages; the bar and the phone menu show it.
  await openHydrated(page, `${base}/admin/menus`);
  const header = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: /^Header/ }) })
    .first();
  await header.getByRole('button', { name: 'Add Link 8' }).click();
  const link = header.locator('li').filter({ has: page.getByText('Link 8', { exact: true }) });
  await link.getByLabel('Label', { exact: true }).fill('Fair 2027');
  await link.getByLabel('Goes to').fill(`/${address}`);
  await languageButton(page, 'Spanish').click();
  await link.getByLabel('Label', { exact: true }).fill('Feria 2027');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByTestId('toast').first()).toContainText('The menus have been updated.');
  const reader = await browser.newContext();
  const read = await reader.newPage();
  await read.goto(`${base}/es/services`);
  const bar = read.getByRole('navigation', { name: 'Principal' });
  await expect(bar.getByRole('link', { name: 'Feria 2027' })).toHaveAttribute('href', `/es/${address}`);
  await read.setViewportSize({ width: 375, height: 800 });
  await read.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(read.getByRole('link', { name: 'Feria 2027' }).last()).toBeVisible();

  // In the trash, the page leaves the menu, and the menu's editor says why beside the link.
  await openHydrated(page, `${base}/admin/landingpages/${address}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Move to the trash' }).click();
  await expect(page).toHaveURL(`${base}/admin/landingpages`);
  await read.setViewportSize({ width: 1280, height: 800 });
  await read.goto(`${base}/es/services`);
  await expect(read.getByRole('link', { name: 'Feria 2027' })).toHaveCount(0);
  await openHydrated(page, `${base}/admin/menus`);
  await expect(page.getByRole('note').filter({ hasText: `No page of the site is at /${address}` })).toBeVisible();
  await reader.close();
});

test('the live preview draws only for a signed-in admin, from the site’s own pages, framed by the admin alone', async ({
  page,
}) => {
  const values = JSON.stringify({ title: { en: 'Probe' }, blocks: [{ type: 'logos' }] });
  const post = (headers: Record<string, string>) =>
    page.request.post(`${base}/page-preview?preview=1`, { form: { values }, headers, maxRedirects: 0 });
  // No session: refused, and nothing of the page is drawn.
  const anonymous = await post({ origin: base });
  expect(anonymous.status()).toBe(403);
  expect(await anonymous.text()).not.toContain('Probe');
  expect((await page.request.get(`${base}/page-preview`)).status()).toBe(405);

  await signIn(page, base, '/admin/landingpages');
  // From another site, even with the admin's session: refused (SECURITY.md C1).
  expect((await post({ origin: 'https://evil.example' })).status()).toBe(403);
  const drawn = await post({ origin: base });
  expect(drawn.status()).toBe(200);
  expect(drawn.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(drawn.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(drawn.headers()['cache-control']).toContain('no-store');
  expect(drawn.headers()['x-robots-tag']).toContain('noindex');
  // Every other page may be framed by no one.
  const home = await page.request.get(`${base}/`);
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home.headers()['x-frame-options']).toBe('DENY');
});

test('the landing pages list, a page’s editor with its live preview, a new page’s form and the Menus section have no accessibility or CSP violations in either theme', async ({
  page,
  cspViolations,
}) => {
  // Four pages, each checked in both themes.
  test.setTimeout(150_000);
  await signIn(page, base, '/admin/landingpages');
  for (const path of [
    '/admin/landingpages',
    '/admin/landingpages/apps-for-clinics',
    '/admin/landingpages/new',
    '/admin/menus',
  ])
    await expectNoAxeViolations(page, `${base}${path}`);
  expect(await cspViolations()).toEqual([]);
});
