import type { Page } from '@playwright/test';
import { connect } from '../../src/server/db/connect';
import { adminServer, signIn } from '../support/admin';
import { pageView, seedEvents } from '../support/analytics-events';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './fixtures';
import { leadRow } from '../support/lead-rows';

/**
 * Issue 18, the analytics dashboard: a seeded event set (two human visitors, one who never interacts, a bot, a lead and
 * a 404) shows as the figures it should, in the chart's table and every figure table, next to an empty previous period.
 */
test.describe.configure({ mode: 'serial' });

// A server of its own: it seeds yesterday's events, which a server running for a while has already rolled up.
const admin = adminServer();
const DAY = 24 * 60 * 60_000;
const yesterday = Math.floor(Date.now() / DAY) * DAY - DAY;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const period = `/admin/analytics?from=${day(yesterday - 6 * DAY)}&to=${day(yesterday)}`;
const at = (minute: number) => yesterday + 10 * 60 * 60_000 + minute * 60_000;
const busyDay = yesterday - 20 * DAY + 9 * 60 * 60_000;
const MANY_PAGES = 23;
const view = (path: string, locale: string, visitor: string, minute: number, bot = false) =>
  pageView(path, locale, visitor, at(minute), bot);

test.beforeAll(async () => {
  const { db, close } = connect(admin.databaseUrl);
  try {
    await seedEvents(db, [
      view('/en', 'en', 'ana', 0),
      { type: 'scroll_depth', path: '/en', data: { percent: 25 }, visitor: 'ana', time: at(1) },
      { type: 'click', path: '/en', data: { label: 'Get a quote', id: 'hero-cta' }, visitor: 'ana', time: at(2) },
      { type: 'time_on_page', path: '/en', data: { seconds: 30 }, visitor: 'ana', time: at(3) },
      view('/en/contact', 'en', 'ana', 4),
      { type: 'form_start', path: '/en/contact', data: { form: 'contact' }, visitor: 'ana', time: at(5) },
      view('/de/preise', 'de', 'bea', 10),
      { type: 'tab', path: '/de/preise', data: { group: 'calculator', tab: 'shop' }, visitor: 'bea', time: at(11) },
      { type: 'not_found', path: '/de/alt', data: { referrer: 'https://ex.com/link' }, visitor: 'bea', time: at(12) },
      view('/en', 'en', 'idle', 20),
      view('/en', 'en', 'crawler', 21, true),
      {
        type: 'click',
        path: '/en',
        data: { label: 'Get a quote', id: 'hero-cta' },
        visitor: 'crawler',
        time: at(22),
        bot: true,
      },
    ]);
    // A busy day three weeks earlier, in a period of its own: more pages than a table shows at first, each read by a
    // visitor of its own who stays a while (one who never interacts is left out).
    await seedEvents(
      db,
      Array.from({ length: MANY_PAGES }, (_, i) => {
        const [path, visitor, time] = [`/en/blog/post-${i}`, `reader-${i}`, busyDay + i * 60_000];
        return [
          pageView(path, 'en', visitor, time),
          { type: 'time_on_page', path, data: { seconds: 40 }, visitor, time: time + 40_000 },
        ];
      }).flat(),
    );
    await db
      .insertInto('leads')
      .values(
        leadRow({
          id: 'lead-ana',
          name: 'Ana',
          email: 'ana@example.com',
          services: '[]',
          page: '/en/contact',
          created_at: at(6),
          visitor: 'ana',
        }),
      )
      .execute();
  } finally {
    await close();
  }
});

const row = (page: Page, table: string, header: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });

test('shows the seeded figures of human visitors, with the previous period beside them', async ({
  page,
  cspViolations,
}) => {
  await signIn(page, admin.base, period);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 2 })).toBeVisible();
  const totals = page.getByRole('definition');
  await expect(page.getByText('Visitors', { exact: true }).first()).toBeVisible();
  await expect(totals.nth(0)).toHaveText('2');
  await expect(totals.nth(1)).toHaveText('previous 0 · new');
  await expect(totals.nth(2)).toHaveText('3');
  await expect(totals.nth(4)).toHaveText('1');
  await expect(page.getByRole('img', { name: /Visitors and page views per day/ })).toBeVisible();
  await expect(row(page, 'Visitors and page views per day', day(yesterday)).getByRole('cell')).toHaveText(['2', '3']);
  await expect(row(page, 'Top pages', '/en').getByRole('cell')).toHaveText(['1', '0', 'new', '1', '30 s']);
  await expect(row(page, 'Scroll depth', '/en').getByRole('cell')).toHaveText(['1', '100%', '0%', '0%', '0%']);
  await expect(row(page, 'Top calls to action', 'Get a quote').getByRole('cell')).toHaveText([
    'hero-cta',
    '1',
    '0',
    'new',
  ]);
  await expect(row(page, 'Calculator tabs', 'shop').getByRole('cell')).toHaveText(['1', '0', 'new', '1']);
  await expect(row(page, 'Pages not found', '/de/alt').getByRole('cell')).toHaveText([
    'https://ex.com/link',
    '1',
    '0',
    'new',
    'Redirect this',
  ]);
  await expect(row(page, 'By landing page', '/en').getByRole('cell')).toHaveText(['1', '1', '1', '0', 'new', '100%']);
  await expect(row(page, 'By landing page', '/de/preise').getByRole('cell')).toHaveText([
    '1',
    '0',
    '0',
    '0',
    '–',
    '0%',
  ]);
  await expect(row(page, 'By language', 'en').getByRole('cell')).toHaveText(['1', '1', '1', '0', 'new', '100%']);
  expect(await cspViolations()).toEqual([]);
});

test('a table shows its top 20 rows, then all of them on asking, for the same period', async ({
  page,
  cspViolations,
}) => {
  const busyPeriod = `from=${day(busyDay)}&to=${day(busyDay)}`;
  await signIn(page, admin.base, `/admin/analytics?${busyPeriod}`);
  const pages = page.getByRole('table', { name: 'Top pages' }).getByRole('rowheader');
  await expect(pages).toHaveCount(20);
  const section = page
    .getByRole('region', { name: 'Top pages' })
    .filter({ has: page.getByRole('heading', { name: 'Top pages' }) });
  await expect(section).toContainText(`The top 20 of ${MANY_PAGES}.`);
  await section.getByRole('link', { name: `Show all ${MANY_PAGES}` }).click();
  await expect(page).toHaveURL(`${admin.base}/admin/analytics?${busyPeriod}&all=pages#analytics-pages`);
  await expect(pages).toHaveCount(MANY_PAGES);
  // The other tables keep to their top rows.
  await expect(page.getByRole('table', { name: 'By landing page' }).getByRole('rowheader')).toHaveCount(20);
  await expect(section).toContainText(`All ${MANY_PAGES}.`);
  await section.getByRole('link', { name: 'Show the top 20' }).click();
  await expect(page).toHaveURL(`${admin.base}/admin/analytics?${busyPeriod}#analytics-pages`);
  await expect(pages).toHaveCount(20);
  expect(await cspViolations()).toEqual([]);
});

test('picks a period through the form in the URL, and says when it has no data', async ({ page, cspViolations }) => {
  await signIn(page, admin.base, period);
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-07');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`${admin.base}/admin/analytics?from=2020-01-01&to=2020-01-07`);
  await expect(page.getByText('No visits recorded in this period or the one before it.')).toBeVisible();
  expect(await cspViolations()).toEqual([]);
});

test('at 375 px the page never scrolls sideways: a wide table scrolls in its own labelled box, by keyboard too, its rows still named', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, admin.base, period);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const table = page.getByRole('table', { name: 'Top pages' });
  const box = table.locator('xpath=..');
  await expect(box).toHaveRole('region');
  await expect(box).toHaveAccessibleName('Top pages');
  const scroll = () =>
    box.evaluate((element) => ({ left: element.scrollLeft, max: element.scrollWidth - element.clientWidth }));
  expect((await scroll()).max).toBeGreaterThan(0);
  await expect(table.getByRole('columnheader').last()).not.toBeInViewport();

  await box.focus();
  await expect(box).toBeFocused();
  for (let i = 0; i < 40 && (await scroll()).left < (await scroll()).max; i++) await page.keyboard.press('ArrowRight');
  expect((await scroll()).left).toBeGreaterThan(0);
  await expect(table.getByRole('columnheader', { name: 'Average time' })).toBeInViewport();
  // The row's name stays in view beside the figures scrolled to.
  await expect(table.getByRole('rowheader', { name: '/en', exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('has no accessibility violations in either theme', async ({ page, cspViolations }) => {
  await signIn(page, admin.base, period);
  await expectNoAxeViolations(page, `${admin.base}${period}`);
  expect(await cspViolations()).toEqual([]);
});
