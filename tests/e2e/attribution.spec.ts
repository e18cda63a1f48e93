import { chromium, type Browser, type Page } from '@playwright/test';
import { parseCsv } from '../support/csv';
import { connect } from '../../src/server/db/connect';
import { newClient, signIn, workerServer } from '../support/admin';
import { sendContactForm } from '../support/contact-form';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { waitForHydration } from '../support/hydration';
import { expect, test } from './fixtures';

/**
 * Issue 31, where leads come from: a visit's landing page, referrer and campaign tags are kept in the tab's
 * sessionStorage (no cookie), sent with the contact form, checked on the server and shown on the lead, in the inbox's
 * source filter and in the CSV. A visitor who asks not to be tracked sends none of it.
 */
// On the worker's server, with a campaign of this run's own: the dashboard's row for it counts only this visit.
const admin = workerServer();
let LAUNCH = '';
let CAMPAIGN = '';
test.beforeEach(() => {
  LAUNCH = `launch-${Date.now().toString(36)}`;
  CAMPAIGN = `/services/web3?utm_source=newsletter&utm_medium=email&utm_campaign=${LAUNCH}`;
});

async function storedLead(marker: string) {
  const { db, close } = connect(admin.databaseUrl);
  try {
    return await db.selectFrom('leads').selectAll().where('message', 'like', `%${marker}%`).executeTakeFirst();
  } finally {
    await close();
  }
}

/** The kinds of event stored for the visitors whose page views carried the launch campaign. */
async function campaignVisitorEvents() {
  const { db, close } = connect(admin.databaseUrl);
  try {
    const visitors = db.selectFrom('events').select('visitor').where('visit_source', '=', `newsletter|email|${LAUNCH}`);
    const rows = await db
      .selectFrom('events')
      .select('type')
      .distinct()
      .where('visitor', 'in', visitors)
      .where('type', 'in', ['page_view', 'form_start'])
      .execute();
    return rows.map((row) => row.type).sort();
  } finally {
    await close();
  }
}

/** How many page views of `path` a visit of the launch campaign has stored, whoever sent them. */
async function campaignViewsOf(path: string): Promise<number> {
  const { db, close } = connect(admin.databaseUrl);
  try {
    const row = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('views'))
      .where('type', '=', 'page_view')
      .where('path', '=', path)
      .where('visit_source', '=', `newsletter|email|${LAUNCH}`)
      .executeTakeFirst();
    return Number(row?.views ?? 0);
  } finally {
    await close();
  }
}

/**
 * A browser whose every request carries a desktop agent: the headless agent marks a visitor as a bot (left out of the
 * figures), and a context's agent does not reach the beacons a page sends as it unloads.
 */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
let desktop: Browser | undefined;
test.afterAll(async () => desktop?.close());
async function desktopVisitor(): Promise<Page> {
  desktop ??= await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--user-agent=${DESKTOP_CHROME}`],
  });
  const context = await desktop.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient() } });
  return context.newPage();
}

/**
 * The Landing pages table's figures for `path`, read from the whole table (0 when it has no row, or the period no
 * visit): the dashboard shows a table's top 20 rows unless asked for all, and the worker's server has had other tests'
 * leads and visitors. Cells after the page: visitors, leads and won (each with previous and change), lead rate.
 */
async function landingFigures(page: Page, path: string) {
  await page.goto(`${admin.base}/admin/analytics?all=landing-pages`);
  const row = page
    .getByRole('table', { name: 'Landing pages' })
    .getByRole('row', { name: new RegExp(`^${path.replaceAll('/', '\\/')} `) });
  // A period with no visit at all shows no tables, only a line that says so.
  await expect(page.getByRole('heading', { name: 'Analytics', level: 2 })).toBeVisible();
  if ((await row.count()) === 0) return { visitors: 0, leads: 0, won: 0 };
  const figure = async (cell: number) => Number(await row.getByRole('cell').nth(cell).textContent());
  return { visitors: await figure(0), leads: await figure(3), won: await figure(6) };
}

/**
 * Lands on `landing`, reads two more pages, then sends the contact form as a person would; `landed` runs on the landing
 * page before the visitor moves on.
 */
async function visitAndSendContact(page: Page, landing: string, marker: string, landed?: () => Promise<void>) {
  await page.goto(`${admin.base}${landing}`);
  // A click before React has hydrated the header is lost.
  await waitForHydration(page, 'header button[aria-expanded]');
  await landed?.();
  await page.getByRole('banner').getByRole('link', { name: 'Portfolio', exact: true }).first().click();
  await expect(page).toHaveURL(`${admin.base}/portfolio`);
  await sendContactForm(page, admin.base, {
    name: `Grace ${marker}`,
    email: 'grace@example.com',
    message: `We saw your launch newsletter (${marker}).`,
  });
}

test('a campaign visit that browses two pages and writes: the lead shows its source, the inbox filters by it, the CSV has it, the dashboard counts it per source and landing page and then its win', async ({
  page,
}) => {
  // A campaign visit of three pages that sends the contact form with the real captcha, then the inbox, the CSV
  // and the dashboard read in turn: 14.8 s quiet, 13.1 s with a third core's load.
  test.setTimeout(90_000);
  const marker = `attr${Date.now().toString(36)}`;
  // The Landing pages table counts every visit and lead of the period: this one's are what it adds.
  await signIn(page, admin.base, '/admin/analytics');
  const landedBefore = await landingFigures(page, '/services/web3');
  const contactBefore = await landingFigures(page, '/contact-us');
  const visitor = await desktopVisitor();
  const viewsBefore = await campaignViewsOf('/services/web3');
  await visitAndSendContact(visitor, CAMPAIGN, marker, async () => {
    // The landing page's view is sent while the page is open (the tracker sends within 5 s), not as it unloads: a
    // beacon sent then carries no client address, so it counts for another visitor, whose landing page is not this one
    // (the cause of this test's failure in a CI rehearsal: the Landing pages row without the visitor).
    await expect.poll(() => campaignViewsOf('/services/web3'), { timeout: 15_000 }).toBeGreaterThan(viewsBefore);
  });
  // Kept for the tab's session only: no cookie carries it.
  expect((await visitor.context().cookies()).map((cookie) => cookie.name)).not.toContain('lead-attribution');

  expect(await storedLead(marker)).toMatchObject({
    landing_page: '/services/web3',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: LAUNCH,
    referrer_host: null,
  });

  // The tracker sends what it holds (the form start) within 5 s while the page stays open. (Not by leaving: a beacon
  // sent while a page unloads does not carry the test's client address, so it would count as another visitor.)
  await expect.poll(() => campaignVisitorEvents(), { timeout: 15_000 }).toEqual(['form_start', 'page_view']);
  await visitor.context().close();

  await signIn(page, admin.base, '/admin/leads?source=newsletter');
  await expect(page.getByLabel('Source', { exact: true })).toHaveValue('newsletter');
  await page.getByRole('link', { name: new RegExp(`Grace ${marker}`) }).click();
  const source = page.getByRole('region', { name: 'Where it came from' });
  await expect(source.getByRole('link', { name: 'newsletter' })).toHaveAttribute(
    'href',
    '/admin/leads?source=newsletter',
  );
  for (const [label, value] of [
    ['Medium', 'email'],
    ['Campaign', LAUNCH],
    ['Landing page', '/services/web3'],
  ] as const)
    await expect(source.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);

  const csv = await page.request.get(`${admin.base}/admin/leads/export?source=newsletter`);
  expect(csv.status()).toBe(200);
  const [header, ...rows] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
  const sent = rows.find((cells) => cells.includes(`Grace ${marker}`));
  const row = Object.fromEntries(header!.map((column, i) => [column, sent?.[i]]));
  expect(row).toMatchObject({
    source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: LAUNCH,
    landing_page: '/services/web3',
  });
  // Another source's filter leaves the lead out.
  await page.goto(`${admin.base}/admin/leads?source=${encodeURIComponent('(direct)')}`);
  await expect(page.getByRole('link', { name: new RegExp(`Grace ${marker}`) })).toHaveCount(0);

  // The dashboard's Sources table counts the visitor (their page views carried the source, and they started the form),
  // the lead, and the won lead once its status says so.
  const sourceRow = async () => {
    await page.goto(`${admin.base}/admin/analytics?all=sources`);
    const row = page
      .getByRole('table', { name: 'Sources' })
      .getByRole('row', { name: new RegExp(`^newsletter email ${LAUNCH}`) });
    return row.getByRole('cell');
  };
  // Cells after the source: medium, campaign, then visitors, leads and won (each with previous and change), lead rate.
  let cells = await sourceRow();
  await expect(cells.nth(2)).toHaveText('1'); // visitors
  await expect(cells.nth(5)).toHaveText('1'); // leads
  await expect(cells.nth(8)).toHaveText('0'); // won
  await expect(cells.nth(11)).toHaveText('100%'); // leads per visitor
  // The Landing pages table counts them on the page the visit began on (not the contact page the lead was sent from).
  expect(await landingFigures(page, '/services/web3')).toEqual({
    visitors: landedBefore.visitors + 1,
    leads: landedBefore.leads + 1,
    won: landedBefore.won,
  });
  expect(await landingFigures(page, '/contact-us')).toEqual(contactBefore);
  // A landing page opens the inbox filtered by it; another page's filter leaves the lead out.
  await page.getByRole('table', { name: 'Landing pages' }).getByRole('link', { name: '/services/web3' }).click();
  await expect(page.getByLabel('Landing page', { exact: true })).toHaveValue('/services/web3');
  await expect(page.getByRole('link', { name: new RegExp(`Grace ${marker}`) })).toBeVisible();
  await page.goto(`${admin.base}/admin/leads?landing=${encodeURIComponent('/portfolio')}`);
  await expect(page.getByRole('link', { name: new RegExp(`Grace ${marker}`) })).toHaveCount(0);
  await page.goto(`${admin.base}/admin/leads?source=newsletter`);
  await page.getByRole('link', { name: new RegExp(`Grace ${marker}`) }).click();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Won' }).click();
  await expect(page.getByTestId('toast')).toContainText('The lead is now “Won”.');
  cells = await sourceRow();
  await expect(cells.nth(5)).toHaveText('1');
  await expect(cells.nth(8)).toHaveText('1');
  expect(await landingFigures(page, '/services/web3')).toMatchObject({ won: landedBefore.won + 1 });
});

test('a lead from a campaign opened in a new tab, after the same person came in directly that day, counts its visitor under the campaign', async ({
  page,
}) => {
  // Two tabs of one desktop visitor, a contact form with the real captcha, then the dashboard.
  test.setTimeout(90_000);
  const marker = `tab${Date.now().toString(36)}`;
  const since = Date.now();
  const first = await desktopVisitor();
  await first.goto(`${admin.base}/`);
  // The day's first page view of this visitor is a direct one: the dashboard counts the visitor under (direct).
  await expect
    .poll(async () => {
      const { db, close } = connect(admin.databaseUrl);
      try {
        const views = await db
          .selectFrom('events')
          .select('id')
          .where('type', '=', 'page_view')
          .where('path', '=', '/')
          .where('created_at', '>=', since)
          .execute();
        return views.length;
      } finally {
        await close();
      }
    })
    .toBeGreaterThan(0);
  // Later that day the newsletter's link opens in a new tab, which keeps the campaign for the lead it sends.
  const second = await first.context().newPage();
  await second.goto(`${admin.base}${CAMPAIGN}`);
  await waitForHydration(second, 'header button[aria-expanded]');
  await sendContactForm(second, admin.base, {
    name: `Hana ${marker}`,
    email: 'hana@example.com',
    message: `Your launch newsletter brought us here (${marker}).`,
  });
  expect(await storedLead(marker)).toMatchObject({ utm_campaign: LAUNCH });

  // The campaign's row counts the person behind its lead: 1 visitor, 1 lead, 100 %, not 0 visitors and no rate.
  await signIn(page, admin.base, '/admin/analytics?all=sources');
  const cells = page
    .getByRole('table', { name: 'Sources' })
    .getByRole('row', { name: new RegExp(`^newsletter email ${LAUNCH}`) })
    .getByRole('cell');
  await expect(cells.nth(2)).toHaveText('1'); // visitors
  await expect(cells.nth(5)).toHaveText('1'); // leads
  await expect(cells.nth(11)).toHaveText('100%'); // leads per visitor
  await first.context().close();
});

test('the landing page and its campaign are noted as the page is read, without waiting for the analytics to start', async ({
  page,
}) => {
  // Neither the site's script, which starts analytics (once the page has painted, at idle), nor the tracker ever
  // arrives: a visitor who leaves the landing page before then still has the campaign kept for the lead they send
  // later in the visit.
  await page.route(/\/_astro\/(site\.astro_[^/]*|tracker\.[^/]*)\.js$/, (route) => route.abort());
  await page.goto(`${admin.base}${CAMPAIGN}`, { waitUntil: 'domcontentloaded' });
  const landing = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('lead-attribution') ?? 'null') as unknown,
  );
  expect(landing).toMatchObject({
    path: '/services/web3',
    params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: LAUNCH },
  });
});

test('a visitor whose browser asks not to be tracked (Global Privacy Control) sends no source', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
  const marker = `gpc${Date.now().toString(36)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
  await visitAndSendContact(page, CAMPAIGN, marker);
  expect(await page.evaluate(() => sessionStorage.getItem('lead-attribution'))).toBeNull();
  expect(await storedLead(marker)).toMatchObject({
    landing_page: null,
    utm_source: null,
    utm_campaign: null,
    click_ids: null,
  });
});
