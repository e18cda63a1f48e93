import { describe, expect, it } from 'vitest';
import { at, pageView, seedEvents, type SeedEvent } from '../../../tests/support/analytics-events';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { leadRow } from '../../../tests/support/lead-rows';
import { OTHER_PATH } from './collect';
import { getFigures, previousPeriod } from './dashboard';
import { rollUpDays } from './rollup';
import { NOT_RECORDED } from './sources';

const databases = await testDatabases();
const period = { from: '2026-03-10', to: '2026-03-16' };

/** A visitor counts once they interact: here, a few seconds on a page. */
const interacts = (visitor: string, time: number): SeedEvent => ({
  type: 'time_on_page',
  path: '/',
  data: { seconds: 5 },
  visitor,
  time,
});

/**
 * w1 and w2 land on /services/web3 (w2 reads the blog next: still one visitor of web3, none of the blog); h1 lands on
 * the home page, then comes back the next day on the blog (a new day, a new visitor hash: a visitor of the blog); b1
 * never interacts; p1 lands on /portfolio in the previous period.
 */
const events: SeedEvent[] = [
  pageView('/services/web3', 'en', 'w1', at('03-11', 9)),
  interacts('w1', at('03-11', 9, 1)),
  pageView('/services/web3', 'en', 'w2', at('03-12', 9)),
  pageView('/blog', 'en', 'w2', at('03-12', 9, 5)),
  interacts('w2', at('03-12', 9, 6)),
  pageView('/', 'en', 'h1', at('03-12', 10)),
  interacts('h1', at('03-12', 10, 1)),
  pageView('/blog', 'en', 'h1-next-day', at('03-13', 10)),
  interacts('h1-next-day', at('03-13', 10, 1)),
  pageView('/services/web3', 'en', 'b1', at('03-13', 11)),
  pageView('/portfolio', 'en', 'p1', at('03-05', 9)),
  interacts('p1', at('03-05', 9, 1)),
];

const lead = (landing: string | null, time: number, status = 'new') =>
  leadRow({ landing_page: landing, created_at: time, status });

describe.each(databases)('visitors and leads per landing page, on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  it('counts each visitor’s day by its first page, and each lead by the page it kept, spam left out, rolled up or not', async () => {
    const db = await fresh();
    await seedEvents(db, events);
    await db
      .insertInto('leads')
      .values([
        lead('/services/web3', at('03-11', 9, 2), 'won'),
        lead('/services/web3', at('03-12', 9, 7)),
        lead('/services/web3', at('03-12', 9, 8), 'spam'),
        lead('/', at('03-12', 10, 2), 'won'),
        // A page nobody was counted on in the period (the visitor opted out of the analytics).
        lead('/es/contact-us', at('03-14', 8)),
        // An address that is no page goes where such page views go.
        lead('/wp-login.php', at('03-14', 9)),
        lead(null, at('03-15', 9)),
        lead('/portfolio', at('03-05', 9, 2), 'won'),
      ])
      .execute();
    const row = (path: string, visitors: number, leads: number, won: number) => ({ path, visitors, leads, won });
    const expected = [
      row('/services/web3', 2, 2, 1),
      row('/', 1, 1, 1),
      row(NOT_RECORDED, 0, 1, 0),
      row(OTHER_PATH, 0, 1, 0),
      row('/es/contact-us', 0, 1, 0),
      row('/blog', 1, 0, 0),
    ];
    expect((await getFigures(db, period)).landingPages).toEqual(expected);
    expect((await getFigures(db, previousPeriod(period))).landingPages).toEqual([row('/portfolio', 1, 1, 1)]);
    // Rolled up, the visitors come from `visitor_days` and count the same.
    await rollUpDays(db, at('03-20', 0));
    expect((await getFigures(db, period)).landingPages).toEqual(expected);
  });
});
