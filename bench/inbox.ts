/**
 * The leads inbox at scale: seeds N leads (default 100,000) into a fresh database and times the inbox's queries, the
 * median of 15 runs each. `npm run bench:inbox [-- --leads=100000] [-- --postgres]` (PostgreSQL: a schema of its own in
 * TEST_DATABASE_URL, dropped afterwards). Figures, not assertions: nothing here fails on a slow machine.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../src/server/db/migrate';
import { scratchDatabase, scriptArgs } from './lib/scratch-database';
import type { Database } from '../src/server/db/schema';
import { leadStatuses } from '../src/lib/lead-pipeline';
import { countByStatus, eachLead, listLeads, medianReplyMs, type InboxFilter } from '../src/server/leads/inbox';

const args = scriptArgs();
const total = Number(args.get('leads') ?? 100_000);
const usePostgres = args.has('postgres');
const RUNS = 15;

const words = 'website redesign mobile app budget launch shop booking platform integration audit seo'.split(' ');
const companies = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Tyrell', null];

/** Leads over two years: mostly answered, some new, a tenth spam; a fifth are calculator quotes. */
async function seed(db: Kysely<Database>): Promise<void> {
  const end = Date.now();
  const span = 2 * 365 * 86_400_000;
  const estimate = JSON.stringify({
    tab: 'web',
    tabLabel: 'Web',
    lines: [],
    subtotal: 4200,
    discountPercent: 0,
    discount: 0,
    total: 4200,
  });
  for (let done = 0; done < total; done += 500) {
    const rows = Array.from({ length: Math.min(500, total - done) }, (_, i) => {
      const n = done + i;
      const createdAt = Math.round(end - span * Math.random());
      const status = n % 10 === 0 ? 'spam' : n % 7 === 0 ? 'new' : leadStatuses[1 + (n % 4)]!;
      const kind = n % 5 === 0 ? 'whitelabel' : 'contact';
      return {
        id: randomUUID(),
        kind,
        status,
        name: `Person ${n}`,
        email: `person${n}@example${n % 97}.com`,
        phone: null,
        company: companies[n % companies.length] ?? null,
        budget: null,
        message: Array.from({ length: 30 }, (_, w) => words[(n + w * 7) % words.length]).join(' '),
        services: '["web-development"]',
        estimate: kind === 'contact' && n % 3 === 0 ? estimate : null,
        plan: null,
        locale: 'en',
        page: '/contact-us',
        ip_hash: null,
        user_agent: null,
        created_at: createdAt,
        first_response_at:
          status === 'new' || status === 'spam' ? null : createdAt + Math.round(Math.random() * 2 * 86_400_000),
      };
    });
    await db.insertInto('leads').values(rows).execute();
  }
  if (!usePostgres) await sql`analyze`.execute(db);
  else await sql`analyze leads`.execute(db);
}

async function time(run: () => Promise<unknown>): Promise<{ median: number; p90: number }> {
  await run(); // warm
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)]!, p90: samples[Math.floor(RUNS * 0.9)]! };
}

async function main(): Promise<void> {
  const { handle, dispose } = await scratchDatabase('inbox', usePostgres);
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const seeding = performance.now();
    await seed(db);
    console.log(
      `${handle.dialect}: seeded ${total.toLocaleString('en-US')} leads in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`,
    );

    const deep = await db
      .selectFrom('leads')
      .select(['id', 'created_at'])
      .where('status', '!=', 'spam')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(Math.floor(total / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, InboxFilter][] = [
      ['first page (all but spam)', {}],
      ['status = new', { status: 'new' }],
      ['kind = quote', { kind: 'quote' }],
      ['last 30 days', { from: lastMonth }],
      ['search "globex"', { q: 'globex' }],
      ['search "person 4242" (rare)', { q: 'person 4242' }],
      ['status = won + search "booking"', { status: 'won', q: 'booking' }],
      [
        `page at lead ${Math.floor(total / 2).toLocaleString('en-US')}`,
        { before: `${Number(deep.created_at)}_${deep.id}` },
      ],
    ];
    const rows: string[][] = [];
    for (const [name, filter] of cases) {
      const page = await listLeads(db, filter);
      const list = await time(() => listLeads(db, filter));
      const median = await time(() => medianReplyMs(db, filter));
      rows.push([
        name,
        page.total.toLocaleString('en-US'),
        list.median.toFixed(1),
        list.p90.toFixed(1),
        median.median.toFixed(1),
      ]);
    }
    const statuses = await time(() => countByStatus(db));
    const exportTime = await time(async () => {
      let n = 0;
      for await (const lead of eachLead(db, { status: 'new' })) n += lead.name.length > 0 ? 1 : 0;
      return n;
    });

    const header = ['query', 'matches', 'page ms (median)', 'page ms (p90)', 'median-reply ms'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(`\nstatus totals (tab bar): ${statuses.median.toFixed(1)} ms median`);
    console.log(`CSV walk of every new lead: ${exportTime.median.toFixed(0)} ms median`);
    console.log(`(${RUNS} runs each after one warm-up; a page = the 25 leads + the count of matches)`);
  } finally {
    await dispose();
  }
}

await main();
