import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import fc from 'fast-check';
import {
  DAILY_ADDRESS_EVENT_CAP,
  eventSender,
  storeEvents,
  type TrackedEvent,
} from '../../src/server/analytics/collect';
import { connect } from '../../src/server/db/connect';
import { getFigures } from '../../src/server/analytics/dashboard';
import { newClient, workerServer } from '../support/admin';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { rawRequest } from '../support/raw-http';
import { expect, test } from './fixtures';

/**
 * Issue 18, collecting: what the idle-loaded tracker records on the worker's production server, and what it must not.
 * No other test runs on that server meanwhile, so a test's events are the human ones since it started; each starts
 * with the day's counters of the addresses it sends from forgotten (other specs' pages send from loopback too) and
 * takes away the events it made, so other specs' figures are theirs.
 */
const server = workerServer();
const { port, base } = server;
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

interface StoredEvent {
  type: string;
  path: string;
  data: Record<string, unknown>;
  visitor: string | null;
  bot: number;
  locale: string | null;
}

async function events(since: number): Promise<StoredEvent[]> {
  const { db, close } = connect(server.databaseUrl);
  try {
    const rows = await db.selectFrom('events').selectAll().where('created_at', '>=', since).orderBy('id').execute();
    return rows.map((row) => ({
      ...row,
      data: JSON.parse(row.data ?? '{}') as Record<string, unknown>,
      bot: Number(row.bot),
    }));
  } finally {
    await close();
  }
}

let testStarted = 0;
test.beforeEach(async () => {
  testStarted = Date.now();
  const { db, close } = connect(server.databaseUrl);
  try {
    await db
      .deleteFrom('rate_limits')
      .where((eb) => eb.or(['analytics:%', 'events_day:%', 'events_address:%'].map((key) => eb('key', 'like', key))))
      .execute();
  } finally {
    await close();
  }
});
test.afterEach(async () => {
  const { db, close } = connect(server.databaseUrl);
  try {
    await db.deleteFrom('events').where('created_at', '>=', testStarted).execute();
  } finally {
    await close();
  }
});

/**
 * A browser whose every request carries a desktop agent: Playwright's per-context agent does not reach the beacons a page
 * sends while it unloads, and the headless agent would mark the visitor as a bot.
 */
let desktop: Browser;
test.beforeAll(async () => {
  desktop = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--user-agent=${DESKTOP_CHROME}`],
  });
});
test.afterAll(async () => desktop?.close());

const visitor = (extra: Record<string, string> = {}): Promise<BrowserContext> =>
  desktop.newContext({ extraHTTPHeaders: extra });

/** Resolves once the page has drawn two more frames: a scroll's event and the tracker's frame after it have run. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Counts, in the page, every call that would send to the events endpoint (fetch or sendBeacon), answered or not: a
 * count the test reads at once, with no waiting for a request that may never come.
 */
async function countEventSends(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counted = window as unknown as { eventSends: number };
    counted.eventSends = 0;
    const toEvents = (target: unknown) =>
      String(target instanceof Request ? target.url : target).includes('/api/events');
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (toEvents(input)) counted.eventSends++;
      return fetch(input, init);
    };
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (toEvents(url)) counted.eventSends++;
      return beacon(url, data);
    };
  });
}
const eventSends = (page: Page) => page.evaluate(() => (window as unknown as { eventSends: number }).eventSends);

/** The human visitor's events since `since`, once its page view of `path` has arrived. */
async function visitorEvents(since: number, path: string): Promise<StoredEvent[]> {
  let mine: StoredEvent[] = [];
  await expect
    .poll(async () => {
      mine = (await events(since)).filter((event) => event.bot === 0);
      return mine.some((event) => event.type === 'page_view' && event.path === path);
    })
    .toBe(true);
  return mine;
}

test('a page view with its title and locale, and the time on page once the visitor has left', async () => {
  const since = Date.now();
  const context = await visitor();
  // The page's clock runs as the real one until the test moves it on: the visit lasts 2.5 s of its time, not of ours.
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${base}/es/services`);
  // The tracker starts once the page is idle (up to 4 s after hydration on a busy machine): leave only once it runs.
  await visitorEvents(since, '/es/services');
  await page.clock.fastForward(2_500);
  await page.goto(`${base}/es/about-us`);
  await expect
    .poll(
      async () => (await events(since)).filter((e) => e.type === 'time_on_page' && e.path === '/es/services').length,
    )
    .toBe(1);
  const mine = await visitorEvents(since, '/es/services');
  const view = mine.find((event) => event.type === 'page_view' && event.path === '/es/services');
  expect(view).toMatchObject({ locale: 'es', bot: 0 });
  expect(String(view?.data.title)).toMatch(/Servicios/);
  // A page that was found is no missing page.
  expect((await events(since)).filter((event) => event.type === 'not_found')).toEqual([]);
  const time = mine.find((event) => event.type === 'time_on_page' && event.path === '/es/services');
  expect(Number(time?.data.seconds)).toBeGreaterThanOrEqual(2);
  expect(Number(time?.data.seconds)).toBeLessThan(30);
  await expect
    .poll(async () => (await visitorEvents(since, '/es/services')).some((e) => e.path === '/es/about-us'))
    .toBe(true);
  await context.close();
});

test('a person on a missing page counts among the 404s at once, before any scroll; a client that runs no script does not', async () => {
  const since = Date.now();
  const missing = `/broken-link-${since.toString(36)}`;
  const context = await visitor();
  const page = await context.newPage();
  expect((await page.goto(`${base}${missing}`))?.status()).toBe(404);
  // The missing page's own script has reported the view (under OTHER_PATH, as every address that is no page of the
  // site); the visitor has not scrolled, clicked or left.
  await expect
    .poll(async () => (await events(since)).some((event) => event.type === 'page_view' && event.bot === 0))
    .toBe(true);
  // A client with a browser's agent that runs no script asks for another missing address.
  const probe = `${missing}-probe`;
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
  expect((await rawRequest({ port, path: probe, headers: { 'user-agent': firefox } })).status).toBe(404);
  await expect.poll(async () => (await events(since)).filter((event) => event.type === 'not_found').length).toBe(2);

  const today = new Date().toISOString().slice(0, 10);
  const { db, close } = connect(server.databaseUrl);
  try {
    const counted = (await getFigures(db, { from: today, to: today })).notFound.map((row) => row.path);
    expect(counted).toContain(missing);
    expect(counted).not.toContain(probe);
  } finally {
    await close();
  }
  await context.close();
});

test('each scroll threshold is recorded exactly once, however often the visitor scrolls', async () => {
  const since = Date.now();
  const context = await visitor();
  const page = await context.newPage();
  await page.goto(`${base}/blog/seo-basics-for-small-businesses`);
  await visitorEvents(since, '/blog/seo-basics-for-small-businesses');
  for (let round = 0; round < 2; round++) {
    for (const fraction of [0.2, 0.45, 0.7, 0.88, 1]) {
      await page.evaluate((f) => window.scrollTo(0, f * document.documentElement.scrollHeight), fraction);
      await twoFrames(page);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await twoFrames(page);
  }
  await page.goto(`${base}/`);
  await expect
    .poll(async () =>
      (await visitorEvents(since, '/blog/seo-basics-for-small-businesses'))
        .filter((event) => event.type === 'scroll_depth')
        .map((event) => event.data.percent)
        .sort((a, b) => Number(a) - Number(b)),
    )
    .toEqual([25, 50, 75, 90]);
  await context.close();
});

test('a click on an opted-in call to action, a calculator tab and a portfolio tab', async () => {
  const since = Date.now();
  const context = await visitor();
  const page = await context.newPage();
  await page.goto(`${base}/pricing-calculator`);
  await visitorEvents(since, '/pricing-calculator');
  await page.getByRole('tab', { name: /Web3/ }).click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Get a Quote/i })
    .click();
  await page.waitForURL(`${base}/pricing-calculator`);
  await page.goto(`${base}/portfolio`);
  // The tracker starts once the page is idle: a click before that is not seen by it.
  await expect
    .poll(async () => (await events(since)).some((e) => e.type === 'page_view' && e.path === '/portfolio'))
    .toBe(true);
  await page
    .getByRole('navigation', { name: /filter/i })
    .getByRole('link', { name: /Mobile/ })
    .click();
  await page.waitForURL(/category=mobile-app/);
  await page.goto(`${base}/`);

  await expect
    .poll(
      async () =>
        (await visitorEvents(since, '/pricing-calculator')).filter(
          (e) => e.type !== 'page_view' && e.type !== 'time_on_page',
        ).length,
    )
    .toBeGreaterThanOrEqual(3);
  const mine = await visitorEvents(since, '/pricing-calculator');
  expect(mine.find((e) => e.type === 'tab' && e.data.group === 'calculator')).toMatchObject({
    path: '/pricing-calculator',
    data: { group: 'calculator', tab: 'web3' },
  });
  expect(mine.find((e) => e.type === 'click')).toMatchObject({
    path: '/pricing-calculator',
    data: { label: 'Get a quote', id: 'header-quote', target: '/pricing-calculator' },
  });
  expect(mine.find((e) => e.type === 'tab' && e.data.group === 'portfolio')).toMatchObject({
    path: '/portfolio',
    data: { tab: 'mobile-app' },
  });
  await context.close();
});

test('with Do Not Track or Global Privacy Control, nothing is stored: no page view, no 404, and the endpoint keeps nothing', async () => {
  const since = Date.now();
  const optOuts: Record<string, string>[] = [{ dnt: '1' }, { 'sec-gpc': '1' }];
  for (const optOut of optOuts) {
    const context = await visitor(optOut);
    if ('dnt' in optOut)
      await context.addInitScript(() => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' }));
    else
      await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
    const page = await context.newPage();
    await page.goto(`${base}/services`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Past the tracker's idle start (at most 4 s after hydration), so a tracker that ignored the opt-out would have sent.
    await page.waitForTimeout(5_000);
    await page.goto(`${base}/no-such-page-dnt-${Date.now()}`);
    const direct = await rawRequest({
      port,
      path: '/api/events',
      method: 'POST',
      headers: { ...optOut, 'content-type': 'text/plain', origin: base, 'user-agent': DESKTOP_CHROME },
      body: JSON.stringify({ events: [{ type: 'page_view', path: '/dnt-check', title: 'x', locale: 'en' }] }),
    });
    expect(direct.status).toBe(204);
    await context.close();
  }
  // (A beacon of the test before, leaving its last page, may land in this window: only this test's pages count.)
  const mine = (await events(since)).filter(
    (event) => ['/services', '/dnt-check'].includes(event.path) || event.path.startsWith('/no-such-page-dnt-'),
  );
  expect(mine).toEqual([]);
});

test('a headless agent is recorded as a bot', async ({ browser }) => {
  const since = Date.now();
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient() } });
  const page = await context.newPage();
  await page.goto(`${base}/process`);
  await expect.poll(async () => (await events(since)).find((e) => e.path === '/process')?.bot).toBe(1);
  await context.close();
});

test('the endpoint answers hostile input with 4xx, never 5xx, and refuses other sites', async () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    rawRequest({
      port,
      path: '/api/events',
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: base, 'x-forwarded-for': newClient(), ...headers },
      body,
    });
  expect((await post('{}', { origin: 'https://evil.example' })).status).toBe(403);
  expect((await post('{}', { origin: 'null' })).status).toBe(403);
  expect((await post('{}', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  expect((await post('x'.repeat(5_000))).status).toBe(413);
  const forged = JSON.stringify({
    events: [{ type: 'page_view', path: '/', title: 'x', locale: 'en', ip: '1.2.3.4' }],
  });
  expect((await post(forged)).status).toBe(400);
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string({ maxLength: 600 }),
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc
          .array(fc.record({ type: fc.constantFrom('page_view', 'click', 'tab', '__proto__'), path: fc.string() }))
          .map((list) => JSON.stringify({ events: list })),
      ),
      async (body) => {
        const response = await post(body);
        expect(response.status, body.slice(0, 80)).toBeLessThan(500);
        expect(response.body).not.toMatch(/at .+\.(js|ts):\d+/);
      },
    ),
    { numRuns: 200 },
  );
});

test('61 requests in a minute from one address: the 61st is refused with 429', async () => {
  const client = newClient();
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) {
    const response = await rawRequest({
      port,
      path: '/api/events',
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: base, 'x-forwarded-for': client, 'user-agent': DESKTOP_CHROME },
      body: JSON.stringify({ events: [{ type: 'scroll_depth', path: '/rate', percent: 25 }] }),
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
  expect(statuses[60]).toBe(429);
});

test('one address stores at most 2,000 events a day whatever agents it claims; an IPv6 client counts by its /64 (F3, F4)', async () => {
  // Most of the office's day is spent first through the code the endpoint runs (each batch a new agent), since the
  // endpoint itself takes only 60 batches a minute from one address; the last ones go over HTTP.
  const network = Math.floor(Math.random() * 0xfffe);
  const office = (host: number, group = network) => `2001:db8:7:${group.toString(16)}::${host}`;
  const first = office(1);
  const sameOffice = office(2);
  const scroll: TrackedEvent = { type: 'scroll_depth', path: '/', percent: 25 };
  const { db, close } = connect(server.databaseUrl);
  try {
    const batch = Array.from({ length: 20 }, () => scroll);
    for (let i = 0; i < (DAILY_ADDRESS_EVENT_CAP - 20) / 20; i++)
      await storeEvents(db, batch, { ...(await eventSender(db, first, `Agent ${i}`)), bot: false });
  } finally {
    await close();
  }
  const since = Date.now();
  const send = (client: string, agent: string) =>
    rawRequest({
      port,
      path: '/api/events',
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: base, 'x-forwarded-for': client, 'user-agent': agent },
      body: JSON.stringify({
        events: Array.from({ length: 15 }, () => ({ ...scroll, path: '/process', percent: 90 })),
      }),
    });
  // 15 of the 20 left are stored; the next agent at another address of the same /64 gets its 204 and stores nothing.
  expect((await send(first, 'Office Chrome 1')).status).toBe(204);
  expect((await send(sameOffice, 'Office Chrome 2')).status).toBe(204);
  // Another /64 is another client.
  expect((await send(office(1, network + 1), 'Office Chrome 1')).status).toBe(204);
  const stored = (await events(since)).filter((event) => event.path === '/process' && event.data.percent === 90);
  expect(stored).toHaveLength(15 + 5 + 15);
  expect(new Set(stored.map((event) => event.visitor)).size).toBe(3);
});

test('a page whose events are refused with 429 stops sending, and its network settles', async () => {
  // An address of its own: its minute starts here, so it cannot run out (and reset) while the page is open, as a
  // window the earlier tests opened from 127.0.0.1 could on a loaded machine.
  const client = newClient();
  for (let i = 0; i < 61; i++)
    await rawRequest({
      port,
      path: '/api/events',
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: base, 'x-forwarded-for': client },
      body: JSON.stringify({ events: [{ type: 'scroll_depth', path: '/exhaust', percent: 25 }] }),
    });
  const context = await visitor({ 'x-forwarded-for': client });
  await countEventSends(context);
  await context.clock.install();
  const page = await context.newPage();
  const posts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/events')) posts.push(response.status());
  });
  // An unread refusal body once kept the request open, so the page never went idle.
  await page.goto(`${base}/services`, { waitUntil: 'networkidle', timeout: 15_000 });
  await expect.poll(() => posts).toEqual([429]);
  for (const fraction of [0.3, 0.6, 1]) {
    await page.evaluate((f) => window.scrollTo(0, f * document.documentElement.scrollHeight), fraction);
    await twoFrames(page);
  }
  // Past the tracker's flush interval (5 s) at once: the scroll events' batch falls due, and a page that kept sending
  // would call the endpoint in this very step.
  await page.clock.runFor(5_500);
  expect(await eventSends(page)).toBe(1);
  expect(posts).toEqual([429]);
  await context.close();
});
