import type { Browser, Page } from '@playwright/test';
import type { CollectionName } from '../../src/content';
import { connect } from '../../src/server/db/connect';
import { newClient, readDocument, serverActions, signIn as signInAs, workerServer } from '../support/admin';
import { copyDocument, keepDocuments, removeOwnDocument } from '../support/own-documents';
import { rawRequest } from '../support/raw-http';
import { addEditor, liveSession, sessionCookie } from '../support/sessions';
import { expectNoAxeViolations } from './a11y';
import { openHydrated, scrollToIsland, waitForHydration } from '../support/hydration';
import { expect, test } from './fixtures';

/**
 * Content the agency creates, duplicates, deletes and restores through the admin alone (issue 26), each step read
 * back from the public site in a fresh browser context: lists, the item's page in its languages, sitemap, RSS, 410.
 * One story, on the worker's server: what it makes has this run's stamp and goes at the end; the service it edits is
 * put back after each test.
 */
test.describe.configure({ mode: 'serial' });

const admin = workerServer();
const { port, base } = admin;
keepDocuments(admin, [['services', 'web3']]);
let stamp = '';
let POST = { title: '', slug: '' };
/** What the story made, taken away at its end. */
const made: [CollectionName, string][] = [];
test.beforeAll(() => {
  stamp = Date.now().toString(36);
  POST = { title: `Launching a studio blog ${stamp}`, slug: `launching-a-studio-blog-${stamp}` };
  made.push(['blogPosts', POST.slug], ['blogPosts', `${POST.slug}-copy`]);
});
test.afterAll(async () => {
  for (const [collection, id] of made.splice(0)) await removeOwnDocument(admin.databaseUrl, collection, id);
});
const read = <C extends CollectionName>(collection: C, id: string) => readDocument(admin.databaseUrl, collection, id);

/** A visitor who has never been here: a context of its own, so nothing the admin's session saw is reused. */
async function visit(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(`${base}${path}`);
  return { page, status: response?.status(), close: () => context.close() };
}

/** A plain HTTP answer, from a client address of its own (no rate limit is shared with other steps). */
const text = (path: string) => rawRequest({ port, path, headers: { 'x-forwarded-for': newClient() } });

const toast = (page: Page) => page.getByTestId('toast');
/** A button of the home page's testimonials carousel, an island that hydrates once it is on screen. */
const carouselButton = '[aria-roledescription="carousel"] button';

test('an owner writes and publishes a blog post: it is on /blog, its page, the sitemap (in English only) and the RSS feed', async ({
  page,
  browser,
  cspViolations,
}) => {
  // Two themes of accessibility checks and a whole article written: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInAs(page, base, '/admin/blog');
  await expect(page.getByRole('heading', { level: 2, name: 'Blog posts' })).toBeVisible();
  await page.getByRole('link', { name: 'New blog post' }).click();
  await expect(page).toHaveURL(`${base}/admin/blog/new`);
  await expectNoAxeViolations(page, `${base}/admin/blog/new`);

  await page.getByLabel('Title', { exact: true }).fill(POST.title);
  // The address follows the title until the admin types one.
  await expect(page.getByLabel('Address (URL slug)')).toHaveValue(POST.slug);
  await page.getByLabel('Description', { exact: true }).fill('How we started writing about what we build.');
  await page.getByLabel('Author').fill('Dana Whitfield');
  await page.getByLabel('Cover image', { exact: true }).fill('/images/blog/seo-basics-for-small-businesses.webp');
  await page.getByLabel('Cover image description').fill('A laptop with a search page');
  const body = page.getByRole('textbox', { name: 'Article' });
  await body.click();
  await page.keyboard.type('We write about the work behind each launch.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Every post is reviewed by the engineer who did it.');
  await page.getByRole('button', { name: 'Create blog post' }).click();

  await expect(page).toHaveURL(`${base}/admin/blog/${POST.slug}`);
  await expect(toast(page)).toContainText(`${POST.title} has been created`);
  await expect(page.getByRole('heading', { name: `Editing ${POST.title}` })).toBeVisible();
  expect(await cspViolations()).toEqual([]);
  const saved = (await read('blogPosts', POST.slug))!;
  expect(saved.data).toMatchObject({ id: POST.slug, slug: POST.slug, author: 'Dana Whitfield' });
  expect(saved.data.content.en).toContain('We write about the work behind each launch.');

  const list = await visit(browser, '/blog');
  await expect(list.page.getByRole('link', { name: new RegExp(POST.title) }).first()).toBeVisible();
  await list.close();
  const own = await visit(browser, `/blog/${POST.slug}`);
  expect(own.status).toBe(200);
  await expect(own.page.getByRole('heading', { level: 1 })).toHaveText(POST.title);
  await expect(own.page.getByText('Every post is reviewed by the engineer who did it.')).toBeVisible();
  await own.close();

  const sitemap = await text('/sitemap.xml');
  expect(sitemap.body).toContain(`/blog/${POST.slug}</loc>`);
  expect(sitemap.body).not.toContain(`/es/blog/${POST.slug}</loc>`);
  const rss = await text('/blog/rss.xml');
  expect(rss.body).toContain(POST.title);
});

test('a new item is refused with the reason beside its address when the address is taken or reserved, and the typing is kept', async ({
  page,
}) => {
  await signInAs(page, base, '/admin/blog/new');
  await page.getByLabel('Title', { exact: true }).fill('Another post');
  await page.getByLabel('Description', { exact: true }).fill('Kept while the address is fixed.');
  await page.getByLabel('Author').fill('Dana Whitfield');
  await page.getByLabel('Cover image', { exact: true }).fill('/images/blog/seo-basics-for-small-businesses.webp');
  await page.getByLabel('Cover image description').fill('A laptop');
  await page.getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type('Body text.');
  const address = page.getByLabel('Address (URL slug)');

  await address.fill(POST.slug);
  await page.getByRole('button', { name: 'Create blog post' }).click();
  await expect(page.getByText(`The address “${POST.slug}” is already used`)).toBeVisible();
  await expect(page).toHaveURL(`${base}/admin/blog/new`);

  await address.fill('new');
  await page.getByRole('button', { name: 'Create blog post' }).click();
  await expect(page.getByText('“new” is reserved by the site')).toBeVisible();

  await address.fill('Not A Slug');
  await page.getByRole('button', { name: 'Create blog post' }).click();
  await expect(page.getByText('Use lowercase letters (a–z), digits and single hyphens')).toBeVisible();
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Kept while the address is fixed.');
  expect(await read('blogPosts', 'new')).toBeUndefined();
});

test('duplicate makes a draft off the site; published, deleted to the trash (410 in every language, gone from lists, sitemap and RSS), restored', async ({
  page,
  browser,
}) => {
  // Four languages' 410s, the sitemap, the feed, and axe in both themes on the trash: over 30 s on a busy machine.
  test.setTimeout(90_000);
  const copy = `${POST.slug}-copy`;
  await signInAs(page, base, `/admin/blog/${POST.slug}`);
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/blog/${copy}`);
  await expect(toast(page)).toContainText('A copy was made as a draft');
  await expect(page.getByRole('heading', { name: `Editing ${POST.title} (copy)` })).toBeVisible();
  // Nothing of the copy is on the site, or in its sitemap, until it is published.
  await expect(page.getByText('Draft: not on the site yet')).toBeVisible();
  expect(await read('blogPosts', copy)).toBeUndefined();
  expect((await text(`/blog/${copy}`)).status).toBe(404);
  expect((await text('/sitemap.xml')).body).not.toContain(`/blog/${copy}<`);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page)).toContainText('has been updated successfully');
  expect((await read('blogPosts', copy))!.data.slug).toBe(copy);
  expect((await text(`/blog/${copy}`)).status).toBe(200);

  // An owner is asked where the page's visitors go; left as it is, the page answers 410.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByLabel('After deleting')).toHaveValue('');
  await page.getByRole('button', { name: 'Move to the trash' }).click();
  await expect(page).toHaveURL(`${base}/admin/blog`);
  await expect(toast(page)).toContainText('is in the trash');
  expect(await read('blogPosts', copy)).toBeUndefined();

  for (const prefix of ['', '/es', '/de', '/ar'])
    expect((await text(`${prefix}/blog/${copy}`)).status, `${prefix}/blog/${copy}`).toBe(410);
  expect((await text('/blog')).body).not.toContain(`${POST.title} (copy)`);
  expect((await text('/sitemap.xml')).body).not.toContain(`/blog/${copy}<`);
  expect((await text('/blog/rss.xml')).body).not.toContain(`${POST.title} (copy)`);

  await page.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/trash`);
  await expectNoAxeViolations(page, `${base}/admin/trash`);
  const row = page.getByRole('listitem').filter({ hasText: `${POST.title} (copy)` });
  await expect(row).toContainText('Blog post');
  await row.getByRole('button', { name: `Restore ${POST.title} (copy)` }).click();
  await expect(toast(page)).toContainText('is back on the site');
  await expect(row).toHaveCount(0);
  // Its history goes on, and says what happened.
  await page.goto(`${base}/admin/blog/${copy}`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Moved to the trash by this person, then restored.',
  );
  const back = await visit(browser, `/blog/${copy}`);
  expect(back.status).toBe(200);
  await expect(back.page.getByRole('heading', { level: 1 })).toHaveText(`${POST.title} (copy)`);
  await back.close();
});

test('the list searches titles, sorts and pages in the URL', async ({ page }) => {
  await signInAs(page, base, '/admin/blog');
  await page.getByLabel('Search titles').fill(`studio blog ${stamp}`);
  await page.getByLabel('Sort').selectOption('Title (A–Z)');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog\\?q=studio\\+blog\\+${stamp}&sort=title$`));
  const rows = page.getByRole('main').getByRole('link', { name: /^Edit / });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAccessibleName(`Edit ${POST.title}`);
  await expect(rows.nth(1)).toHaveAccessibleName(`Edit ${POST.title} (copy)`);
  await page.reload();
  await expect(page.getByLabel('Search titles')).toHaveValue(`studio blog ${stamp}`);
});

test('an owner adds a project, a case study that relates to another, and a text testimonial; each is on the site', async ({
  page,
  browser,
}) => {
  // A project, a case study and a testimonial typed in full, each then opened on the site:
  // 12.7 s quiet, 11.5 s with a third core's load.
  test.setTimeout(120_000);
  await signInAs(page, base, '/admin/projects');
  await page.getByRole('link', { name: 'New project' }).click();
  await expect(page).toHaveURL(`${base}/admin/projects/new`);
  const project = `Harbor dispatch ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(project);
  await page.getByRole('checkbox', { name: 'Mobile App' }).check();
  await page.getByLabel('Short Description').fill('Dispatch for a harbour fleet.');
  await page.getByRole('textbox', { name: 'Long Description' }).click();
  await page.keyboard.type('A dispatch app for tugboat crews.');
  await page.getByLabel('Client', { exact: true }).fill('Harbor Tugs Ltd');
  await page.getByLabel('Industry', { exact: true }).fill('Maritime');
  await page.getByLabel('Service 1').fill('Mobile development');
  await page.getByLabel('Timeline').fill('5 months');
  await page.getByLabel('Technology 1').fill('React Native');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/admin\/projects\/\d+$/);
  const projectId = page.url().split('/').pop()!;
  made.push(['projects', projectId]);
  expect(Number(projectId)).toBeGreaterThan(31);
  const shown = await visit(browser, `/portfolio/${projectId}`);
  expect(shown.status).toBe(200);
  await expect(shown.page.getByRole('heading', { level: 1 })).toHaveText(project);
  await shown.close();

  // The study it relates to is a copy of the seeded SmartEMR (a later test deletes it, and the seed's stays).
  const smartEmr = `SmartEMR ${stamp}`;
  const relatedId = `smart-emr-${stamp}`;
  const seededEmr = (await read('caseStudies', 'smart-emr'))!.data;
  await copyDocument(admin.databaseUrl, 'caseStudies', 'smart-emr', {
    id: relatedId,
    title: { ...seededEmr.title, en: smartEmr },
  });
  made.push(['caseStudies', relatedId], ['caseStudies', `harbor-fleet-study-${stamp}`]);
  await openHydrated(page, `${base}/admin/casestudies/new`);
  const study = `Harbor fleet study ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(study);
  await page.getByLabel('Category', { exact: true }).selectOption('Mobile App');
  await page.getByLabel('Description', { exact: true }).fill('How tug crews stopped losing jobs.');
  await page.getByLabel('Client', { exact: true }).fill('Harbor Tugs Ltd');
  await page.getByLabel('Industry', { exact: true }).fill('Maritime');
  await page.getByLabel('Main Image URL').fill('/images/case-studies/stock-analysis.webp');
  for (const name of ['Challenge', 'Solution', 'Results']) {
    await page.getByRole('textbox', { name, exact: true }).click();
    await page.keyboard.type(`${name} of the fleet.`);
  }
  await page.getByLabel('Feature 1').fill('Live job board');
  for (const [index, [value, label]] of [
    ['40%', 'fewer missed jobs'],
    ['3 min', 'to dispatch'],
    ['12', 'boats'],
  ].entries()) {
    await page.getByLabel('Icon').nth(index).selectOption('chart');
    await page.getByLabel('Value').nth(index).fill(value!);
    await page.getByLabel('Label').nth(index).fill(label!);
  }
  await page.getByLabel('Service 1').fill('Mobile development');
  await page.getByLabel('Technology 1').fill('React Native');
  await page.getByLabel('Find case study').fill(smartEmr);
  await page.getByRole('button', { name: new RegExp(smartEmr) }).click();
  await expect(page.getByRole('group', { name: /Related case studies/ })).toContainText(smartEmr);
  await page.getByLabel('Quote').fill('Our crews finally see every job.');
  await page.getByLabel('Author', { exact: true }).fill('Mara Quinn');
  await page.getByLabel('Position').fill('Operations lead');
  await expect(page.getByLabel('Address (URL slug)')).toHaveValue(`harbor-fleet-study-${stamp}`);
  await page.getByRole('button', { name: 'Create case study' }).click();
  await expect(page).toHaveURL(`${base}/admin/casestudies/harbor-fleet-study-${stamp}`);
  const stored = (await read('caseStudies', `harbor-fleet-study-${stamp}`))!.data;
  expect(stored.relatedCaseStudies).toEqual([relatedId]);
  const studyPage = await visit(browser, `/case-studies/harbor-fleet-study-${stamp}`);
  expect(studyPage.status).toBe(200);
  await expect(studyPage.page.getByRole('heading', { level: 1 })).toHaveText(study);
  await studyPage.close();

  await openHydrated(page, `${base}/admin/testimonials/text`);
  await page.getByRole('link', { name: 'New text testimonial' }).click();
  await expect(page).toHaveURL(`${base}/admin/testimonials/text-new`);
  // Typed into before it has hydrated (a link followed as a plain one under load), the form sends nothing: a run saw
  // Create do nothing at all.
  await waitForHydration(page, 'main form');
  await page.getByLabel('Name').fill(`Mara Quinn ${stamp}`);
  await page.getByLabel('Role').fill('Operations lead, Harbor Tugs');
  await page.getByLabel('Quote').fill('They shipped in five months and it just works.');
  // An image the page could not show is refused beside its field, with the reason, and nothing is created.
  const photo = page.getByLabel('Profile Image URL');
  for (const [address, reason] of [
    ['https://cdn.example.com/mara.jpg', 'Images from cdn.example.com can’t be shown'],
    ['/images/people/mara-quinn.webp', 'There is no image at /images/people/mara-quinn.webp'],
  ] as const) {
    await photo.fill(address);
    await page.getByRole('button', { name: 'Create text testimonial' }).click();
    await expect(photo).toHaveAccessibleDescription(new RegExp(reason));
    await expect(page).toHaveURL(`${base}/admin/testimonials/text-new`);
    await expect(page.getByLabel('Quote')).toHaveValue('They shipped in five months and it just works.');
  }
  await photo.fill('/images/people/sarah-mitchell.webp');
  await page.getByRole('button', { name: 'Create text testimonial' }).click();
  await expect(page).toHaveURL(`${base}/admin/testimonials/text-mara-quinn-${stamp}`);
  made.push(['textTestimonials', `mara-quinn-${stamp}`]);
  // A new testimonial goes last: the carousel's Previous wraps round to it.
  const home = await visit(browser, '/');
  await scrollToIsland(home.page, carouselButton);
  await home.page.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(home.page.getByText('They shipped in five months and it just works.')).toBeVisible();
  await home.close();
});

test("testimonials are put in the site's order by keyboard: Move up keeps the focus, and the home page follows", async ({
  page,
  browser,
}) => {
  const name = `Mara Quinn ${stamp}`;
  await signInAs(page, base, '/admin/testimonials/text');
  const cards = page.getByRole('list', { name: 'Text testimonials' }).getByRole('listitem');
  const count = await cards.count();
  await expect(cards.last()).toContainText(name);
  const up = page.getByRole('button', { name: `Move up ${name}` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(cards.nth(count - 2)).toContainText(name);
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards.nth(count - 3)).toContainText(name);
  await expect(page.getByRole('button', { name: `Move down ${name}` })).toBeEnabled();

  const stored = await read('textTestimonials', `mara-quinn-${stamp}`);
  expect(stored!.data.order).toBe(count - 3);
  // On the home page it is now third from the end: three steps back from the first.
  const home = await visit(browser, '/');
  await scrollToIsland(home.page, carouselButton);
  for (let step = 0; step < 3; step += 1) await home.page.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(home.page.getByText('They shipped in five months and it just works.')).toBeVisible();
  await home.close();
});

test('an item others point to says where it is used; an editor cannot delete it, an owner removes the references and deletes in one step', async ({
  page,
  browser,
}) => {
  const related = (await read('caseStudies', `harbor-fleet-study-${stamp}`))!.data.relatedCaseStudies[0]!;
  const { db, close } = connect(admin.databaseUrl);
  const editor = await addEditor(db, 'Eddie Editor', `eddie-${stamp}@example.com`);
  const token = await liveSession(db, editor.id);
  await close();

  const editorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient() } });
  await editorContext.addCookies([{ name: 'admin-session', value: token, url: base }]);
  const editorPage = await editorContext.newPage();
  await editorPage.goto(`${base}/admin/casestudies/${related}`);
  editorPage.once('dialog', (dialog) => void dialog.accept());
  await editorPage.getByRole('button', { name: 'Delete', exact: true }).click();
  const alert = editorPage.getByRole('alert').filter({ hasText: 'Still in use' });
  await expect(alert).toContainText(`Case study › Related case studies: Harbor fleet study ${stamp}`);
  await expect(alert).toContainText('Only an owner can remove the references');
  expect(await read('caseStudies', related)).toBeDefined();

  // Only an owner may empty the trash: the server refuses an editor who calls the action directly.
  const id = serverActions('admin/').find((action) => action.name === 'emptyTrashAction')?.id;
  const answer = await rawRequest({
    port,
    path: '/admin/trash',
    method: 'POST',
    headers: {
      cookie: sessionCookie(token),
      origin: base,
      'next-action': id!,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'x-forwarded-for': newClient(),
    },
    body: JSON.stringify([{}]),
  });
  expect(answer.body).toContain('"forbidden"');
  await editorPage.goto(`${base}/admin/trash`);
  await expect(editorPage.getByRole('button', { name: 'Empty trash' })).toHaveCount(0);
  await editorContext.close();

  await signInAs(page, base, `/admin/casestudies/${related}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Move to the trash' }).click();
  await page.getByRole('button', { name: 'Remove these references and delete' }).click();
  await expect(page).toHaveURL(`${base}/admin/casestudies`);
  expect(await read('caseStudies', related)).toBeUndefined();
  expect((await read('caseStudies', `harbor-fleet-study-${stamp}`))!.data.relatedCaseStudies).toEqual([]);
  expect((await text(`/case-studies/${related}`)).status).toBe(410);

  await openHydrated(page, `${base}/admin/trash`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Empty trash' }).click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
});

test('a stale save of a new item is refused like any other', async ({ page, browser }) => {
  await signInAs(page, base, `/admin/blog/${POST.slug}`);
  const other = await browser.newContext();
  const second = await other.newPage();
  await signInAs(second, base, `/admin/blog/${POST.slug}`);
  await second.getByLabel('Author').fill('Second Writer');
  await second.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(second)).toContainText('has been updated successfully');
  await other.close();

  await page.getByLabel('Author').fill('First Writer');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page)).toContainText('This item was changed by someone else');
  expect((await read('blogPosts', POST.slug))!.data.author).toBe('Second Writer');
});

test("the spec's own lists search, sort and page like every list: projects 25 to a page, testimonials found by name", async ({
  page,
}) => {
  await signInAs(page, base, '/admin/projects');
  const cards = page.getByRole('main').getByRole('link', { name: /^Edit / });
  // The seeded projects and the one made above (31 and 1 on a new server): 25 to a page in the site's order, the new
  // one last on the last page.
  const { db, close } = connect(admin.databaseUrl);
  const total = Number(
    (
      await db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('collection', '=', 'projects')
        .executeTakeFirstOrThrow()
    ).n,
  );
  await close();
  const pages = Math.ceil(total / 25);
  expect(pages).toBeGreaterThan(1);
  await expect(page.getByText(`${total} projects`)).toBeVisible();
  await expect(cards).toHaveCount(25);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await page.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/projects?page=2`);
  if (pages > 2) await page.goto(`${base}/admin/projects?page=${pages}`);
  await expect(cards).toHaveCount(total - 25 * (pages - 1));
  await expect(cards.last()).toHaveAccessibleName(`Edit Harbor dispatch ${stamp}`);

  // An empty search box is not written into the address: the form's GET lands on the short URL.
  await page.getByLabel('Search titles').fill(`harbor dispatch ${stamp}`);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/projects?q=harbor+dispatch+${stamp}`);
  await expect(cards).toHaveCount(1);
  await page.getByLabel('Search titles').fill('');
  await page.getByLabel('Filter by category').selectOption('Mobile App');
  await page.getByLabel('Sort').selectOption('Title (A–Z)');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/projects?sort=title&category=mobile-app`);
  const titles = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  await page.getByRole('link', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/projects`);

  // A search narrows the testimonials' cards; moving is offered only in the site's order, unfiltered.
  await page.goto(`${base}/admin/testimonials/text`);
  await expect(page.getByRole('button', { name: /^Move up/ }).first()).toBeVisible();
  await page.getByLabel('Search titles').fill('okafor');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`${base}/admin/testimonials/text?q=okafor`);
  const testimonials = page.getByRole('list', { name: 'Text testimonials' }).getByRole('listitem');
  await expect(testimonials).toHaveCount(1);
  await expect(testimonials).toContainText('David Okafor');
  await expect(page.getByRole('button', { name: /^Move/ })).toHaveCount(0);
  await page.getByLabel('Search titles').fill('nobody by this name');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Nothing matches this search.')).toBeVisible();

  // The case studies' tabs stay in the address beside the search.
  await page.goto(`${base}/admin/casestudies?tab=web3`);
  await page.getByLabel('Search titles').fill('token');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`${base}/admin/casestudies?tab=web3&q=token`);
  await expect(
    page.getByRole('navigation', { name: 'Case study categories' }).getByRole('link', { name: 'Web3', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});
