import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import {
  addressHash,
  DAILY_ADDRESS_EVENT_CAP,
  DAILY_EVENT_CAP,
  eventBatchSchema,
  isBot,
  optedOut,
  OTHER_PATH,
  storeEvents,
  visitorHash,
  type TrackedEvent,
} from './collect';

const [sqlite] = await testDatabases();

describe('the event allowlist', () => {
  it('accepts every kind of event the tracker sends', () => {
    const events = [
      { type: 'page_view', path: '/es/services', title: 'Servicios', locale: 'es' },
      {
        type: 'page_view',
        path: '/',
        title: 'Home',
        locale: 'en',
        source: 'newsletter',
        medium: 'email',
        campaign: '',
      },
      { type: 'time_on_page', path: '/', seconds: 42 },
      { type: 'scroll_depth', path: '/', percent: 75 },
      { type: 'click', path: '/', label: 'Get a quote', id: 'header-quote', target: '/pricing-calculator' },
      { type: 'tab', path: '/pricing-calculator', group: 'calculator', tab: 'web3' },
      { type: 'form_start', path: '/contact-us', form: 'contact' },
      { type: 'form_submit', path: '/whitelabel-solutions', form: 'whitelabel' },
    ];
    expect(eventBatchSchema.safeParse({ events }).success).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'purchase', path: '/' }],
    ['an extra field (a form value)', { type: 'form_start', path: '/', form: 'contact', email: 'a@b.c' }],
    ['a threshold that is not one of the four', { type: 'scroll_depth', path: '/', percent: 60 }],
    ['a path to another site', { type: 'page_view', path: '//evil.example/', title: 'x', locale: 'en' }],
    ['a URL instead of a path', { type: 'page_view', path: 'https://evil.example/', title: 'x', locale: 'en' }],
    ['a control character', { type: 'click', path: '/', label: 'a\nb', id: '' }],
    ['an unknown locale', { type: 'page_view', path: '/', title: 'x', locale: 'fr' }],
    ['a fractional second', { type: 'time_on_page', path: '/', seconds: 1.5 }],
    ['a source with the separator', { type: 'page_view', path: '/', title: 'x', locale: 'en', source: 'a|b' }],
    ['an empty source', { type: 'page_view', path: '/', title: 'x', locale: 'en', source: '' }],
  ])('refuses %s', (_name, event) => {
    expect(eventBatchSchema.safeParse({ events: [event] }).success).toBe(false);
  });

  it('refuses empty and oversized batches, and never throws on any input', () => {
    expect(eventBatchSchema.safeParse({ events: [] }).success).toBe(false);
    const view = { type: 'scroll_depth', path: '/', percent: 25 };
    expect(eventBatchSchema.safeParse({ events: Array(21).fill(view) }).success).toBe(false);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof eventBatchSchema.safeParse(value).success).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

describe('who is counted', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156.0 Safari/537.36', true],
    ['Lighthouse', 'Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse', true],
    ['curl', 'curl/8.5.0', true],
    ['no user agent', undefined, true],
    ['Chrome', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', false],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      false,
    ],
  ])('%s is a bot: %s', (_name, agent, bot) => {
    expect(isBot(agent)).toBe(bot);
  });

  it('stores nothing for Do Not Track or Global Privacy Control', () => {
    expect(optedOut(new Headers({ dnt: '1' }))).toBe(true);
    expect(optedOut(new Headers({ 'sec-gpc': '1' }))).toBe(true);
    expect(optedOut(new Headers({ dnt: '0' }))).toBe(false);
    expect(optedOut(new Headers())).toBe(false);
  });
});

describe('the visitor hash', () => {
  const { fresh } = freshDatabase(sqlite!);

  it('is the same all day for one address and agent, another the next day, and holds neither', async () => {
    const db = await fresh();
    const monday = Date.parse('2026-11-23T08:00:00Z');
    const agent = 'Mozilla/5.0 Firefox/140.0';
    const morning = await visitorHash(db, '203.0.113.9', agent, monday);
    expect(await visitorHash(db, '203.0.113.9', agent, monday + 15 * 3_600_000)).toBe(morning);
    expect(await visitorHash(db, '203.0.113.10', agent, monday)).not.toBe(morning);
    expect(await visitorHash(db, '203.0.113.9', 'Mozilla/5.0 Chrome/131', monday)).not.toBe(morning);
    expect(await visitorHash(db, '203.0.113.9', agent, monday + 86_400_000)).not.toBe(morning);
    expect(morning).toMatch(/^[\w-]{22}$/);

    await storeEvents(db, [{ type: 'page_view', path: '/', title: 'Home', locale: 'en' }], {
      visitor: morning,
      address: await addressHash(db, '203.0.113.9', monday),
      bot: false,
    });
    const rows = await db.selectFrom('events').selectAll().execute();
    expect(rows).toMatchObject([{ type: 'page_view', path: '/', visitor: morning, bot: 0, locale: 'en' }]);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.9');
    expect(JSON.stringify(rows)).not.toContain('Firefox');
  });

  it('has an address twin that ignores the agent, counts an IPv6 client by its /64, and changes with the day', async () => {
    const db = await fresh();
    const monday = Date.parse('2026-11-23T08:00:00Z');
    const office = await addressHash(db, '2001:db8:1:2::10', monday);
    expect(await addressHash(db, '2001:db8:1:2:ffff::99', monday + 3_600_000)).toBe(office);
    expect(await addressHash(db, '2001:db8:1:3::10', monday)).not.toBe(office);
    expect(await addressHash(db, '2001:db8:1:2::10', monday + 86_400_000)).not.toBe(office);
    expect(await addressHash(db, '::ffff:203.0.113.9', monday)).toBe(await addressHash(db, '203.0.113.9', monday));
    expect(await addressHash(db, '203.0.113.9', monday)).not.toBe(await visitorHash(db, '203.0.113.9', '', monday));
    expect(office).toMatch(/^[\w-]{22}$/);
  });
});

describe.each(await testDatabases())('bounded storage on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);
  const now = Date.parse('2026-11-26T10:00:00Z');
  const batch: TrackedEvent[] = Array.from({ length: 20 }, () => ({ type: 'scroll_depth', path: '/', percent: 25 }));

  const stored = async (db: TestDatabase.Opened['db'], visitor: string) =>
    Number(
      (
        await db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('visitor', '=', visitor)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores at most 500 events per visitor and day, however fast they come (F3)', async () => {
    const db = await fresh();
    for (let round = 0; round < 6; round++)
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          storeEvents(db, batch, { visitor: 'flood', address: 'flood-address', bot: false }, now + round * 10 + i),
        ),
      );
    expect(await stored(db, 'flood')).toBe(DAILY_EVENT_CAP);
    await storeEvents(
      db,
      batch.slice(0, 3),
      { visitor: 'flood', address: 'flood-address', bot: false },
      now + 3_600_000,
    );
    expect(await stored(db, 'flood')).toBe(DAILY_EVENT_CAP);

    // The capped visitor took nothing more from its address: another visitor there still stores.
    await storeEvents(db, batch.slice(0, 2), { visitor: 'someone-else', address: 'flood-address', bot: false }, now);
    expect(await stored(db, 'someone-else')).toBe(2);
  });

  it('stores at most 2,000 events per address and day, whatever agents it claims (F3)', async () => {
    const db = await fresh();
    // A new user agent for every batch is a new visitor every time: 150 batches, 10 at once, from one address.
    for (let round = 0; round < 15; round++)
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          storeEvents(db, batch, { visitor: `agent-${round}-${i}`, address: 'one-address', bot: false }, now + round),
        ),
      );
    const total = async () =>
      Number(
        (
          await db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await total()).toBe(DAILY_ADDRESS_EVENT_CAP);
    await storeEvents(db, batch, { visitor: 'yet-another-agent', address: 'one-address', bot: false }, now + 60_000);
    expect(await total()).toBe(DAILY_ADDRESS_EVENT_CAP);

    // Another address stores as before (the same address's hash is another the next day: see the address hash).
    await storeEvents(db, batch.slice(0, 5), { visitor: 'neighbour', address: 'another-address', bot: false }, now);
    expect(await stored(db, 'neighbour')).toBe(5);
  });

  it('stores the events of paths that are no page of the site under one "other" path (F3)', async () => {
    const db = await fresh();
    const made: TrackedEvent[] = Array.from({ length: 20 }, (_, i) => ({
      type: 'scroll_depth',
      path: `/made-up/${i}`,
      percent: 25,
    }));
    await storeEvents(db, [...made, { type: 'page_view', path: '/de/services', title: 'Leistungen', locale: 'de' }], {
      visitor: 'v',
      address: 'a',
      bot: false,
    });
    const paths = await db.selectFrom('events').select('path').distinct().orderBy('path').execute();
    expect(paths.map((row) => row.path)).toEqual([OTHER_PATH, '/de/services'].sort());
  });

  it("keeps a page view's visit source as one key, and none without it", async () => {
    const db = await fresh();
    await storeEvents(
      db,
      [
        {
          type: 'page_view',
          path: '/',
          title: 'Home',
          locale: 'en',
          source: 'newsletter',
          medium: 'email',
          campaign: 'launch',
        },
        { type: 'page_view', path: '/blog', title: 'Blog', locale: 'en', source: 'www.google.com' },
        { type: 'page_view', path: '/portfolio', title: 'Portfolio', locale: 'en' },
      ],
      { visitor: 'v', address: 'a', bot: false },
    );
    const rows = await db.selectFrom('events').select(['path', 'visit_source']).orderBy('id').execute();
    expect(rows).toEqual([
      { path: '/', visit_source: 'newsletter|email|launch' },
      { path: '/blog', visit_source: 'www.google.com||' },
      { path: '/portfolio', visit_source: null },
    ]);
  });
});
