/**
 * The analytics dashboard and roll-up at scale: 1,000,000 raw events over the last 90 days (140,000 of them yesterday,
 * not yet rolled up) and two years of daily rows, then
 * - the dashboard (the current 28 days and the 28 before, as the admin page asks for them) in a process of its own:
 *   its time, its peak memory growth, its event loop's longest stall, and the p99 of `/` fetched from the production
 *   server on the same database meanwhile;
 * - the roll-up of yesterday: its time and the longest write lock it held (SQLite: the longest a writer in another
 *   process waited; PostgreSQL: the age of the oldest open transaction of the roll-up's that had written).
 * `npm run bench:dashboard [-- --events=1000000] [-- --postgres]` (needs `npm run build` first). Figures, not assertions.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { getFigures, parsePeriod, previousPeriod } from '../src/server/analytics/dashboard';
import { rollUpDays } from '../src/server/analytics/rollup';
import { connect } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';
import { freePort, startServer, stopServer } from './bench/server';

const DAY_MS = 86_400_000;
const args = new Map(
  process.argv.slice(2).map((arg): [string, string | undefined] => {
    const [key = '', ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length > 0 ? value.join('=') : undefined];
  }),
);
const total = Number(args.get('events') ?? 1_000_000);
const usePostgres = args.has('postgres');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const today = Date.parse(new Date().toISOString().slice(0, 10));
const yesterdayShare = 0.14;
const todayShare = 0.01;

/** The events table as it stood before any analytics change (data as JSON text), so every version of the code reads it. */
function eventsSelect(postgres: boolean, count: number, first: number, last: number): string {
  const span = last - first;
  const i = 'i';
  const visitor = `(${i} / 10)`;
  const slot = `(${i} % 10)`;
  // Every fifth visitor only loads pages (never counted); every twentieth is a bot.
  const idle = `(${visitor} % 5 = 0)`;
  const type = `case when ${idle} or ${slot} in (0, 4, 8) then 'page_view' when ${slot} in (1, 5) then 'scroll_depth'
    when ${slot} in (2, 9) then 'time_on_page' when ${slot} = 3 then 'click' when ${slot} = 6 then 'tab'
    else 'form_start' end`;
  const pagesList = `case ${visitor} % 6 when 0 then '/' when 1 then '/services' when 2 then '/services/web'
    when 3 then '/portfolio' when 4 then '/pricing-calculator' else '/blog/post-' || (${i} % 40) end`;
  const data = `case when ${idle} or ${slot} in (0, 4, 8) then '{"title":"T","locale":"' || case when ${visitor} % 3 = 0 then 'de' else 'en' end || '"}'
    when ${slot} = 1 then '{"percent":25}' when ${slot} = 5 then '{"percent":50}'
    when ${slot} in (2, 9) then '{"seconds":' || (${i} % 90) || '}'
    when ${slot} = 3 then '{"label":"Get a quote","id":"cta-' || (${i} % 5) || '"}'
    when ${slot} = 6 then '{"group":"calculator","tab":"web"}' else '{"form":"contact"}' end`;
  const locale = `case when ${idle} or ${slot} in (0, 4, 8) then case when ${visitor} % 3 = 0 then 'de' else 'en' end else null end`;
  const select = `select ${type}, ${pagesList}, ${data}, ${first} + (${i} * ${span}) / ${count}, 'v${first}-' || ${visitor},
    case when ${visitor} % 20 = 1 then 1 else 0 end, ${locale}`;
  const columns = 'insert into events (type, path, data, created_at, visitor, bot, locale)';
  return postgres
    ? `${columns} ${select} from generate_series(0::bigint, ${count - 1}) as s(i)`
    : `with recursive s(i) as (select 0 union all select i + 1 from s where i < ${count - 1}) ${columns} ${select} from s`;
}

async function seed(db: Kysely<Database>, postgres: boolean): Promise<void> {
  const older = Math.round(total * (1 - yesterdayShare - todayShare));
  const yesterday = Math.round(total * yesterdayShare);
  const parts: [number, number, number][] = [
    [older, today - 89 * DAY_MS, today - DAY_MS],
    [yesterday, today - DAY_MS, today - 1],
    [total - older - yesterday, today, today + DAY_MS / 24],
  ];
  for (const [count, first, last] of parts) await sql.raw(eventsSelect(postgres, count, first, last)).execute(db);
  // Two years of daily rows (all but yesterday and today): 40 pages, each with its views, time, scroll and clicks.
  const rows: Database['event_daily'][] = [];
  for (let d = 2; d <= 730; d++) {
    const day = new Date(today - d * DAY_MS).toISOString().slice(0, 10);
    rows.push({ day, type: 'day_total', path: '', detail: '', events: 4000, visitors: 900 });
    for (let p = 0; p < 40; p++) {
      const page = `/blog/post-${p}`;
      rows.push({ day, type: 'page_view', path: page, detail: '', events: 100, visitors: 40 });
      rows.push({ day, type: 'time_on_page', path: page, detail: 'seconds', events: 3000, visitors: 40 });
      rows.push({ day, type: 'scroll_depth', path: page, detail: '25', events: 60, visitors: 30 });
      rows.push({ day, type: 'click', path: page, detail: `Get a quote|cta-${p % 5}`, events: 5, visitors: 5 });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 2000)
      await trx
        .insertInto('event_daily')
        .values(rows.slice(i, i + 2000))
        .execute();
  });
  if (postgres) await sql`analyze`.execute(db);
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** The child: the dashboard's two periods at once, as the admin page asks for them. */
async function dashboardChild(url: string): Promise<void> {
  const { db, close } = connect(url);
  await db.selectFrom('event_daily').select('day').limit(1).execute();
  console.log('ready');
  await sleep(1000);
  // The longest the event loop was kept from a 5 ms timer: what a request served by this process would have waited.
  let last = performance.now();
  let loopMaxMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    loopMaxMs = Math.max(loopMaxMs, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  const period = parsePeriod({});
  await Promise.all([getFigures(db, period), getFigures(db, previousPeriod(period))]);
  const ms = performance.now() - started;
  await sleep(10);
  clearInterval(ticker);
  console.log(JSON.stringify({ ms, loopMaxMs }));
  await close();
}

async function dashboard(url: string, base: string) {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/bench-dashboard.ts', `--child=${url}`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  let baseline = NaN;
  let peak = 0;
  let load: autocannon.Instance | undefined;
  let pages: Promise<autocannon.Result> | undefined;
  const sampler = setInterval(() => {
    if (!Number.isNaN(baseline)) peak = Math.max(peak, rssMb(child.pid!) || 0);
  }, 10);
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      lines.push(line);
      if (line === 'ready') {
        baseline = rssMb(child.pid!);
        pages = new Promise((resolve, reject) => {
          load = autocannon({ url: `${base}/`, connections: 4, duration: 600 }, (error, result) =>
            error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
          );
        });
      }
    }
  });
  await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  load?.stop();
  const page = await pages;
  const result = JSON.parse(lines.at(-1) ?? '{}') as { ms: number; loopMaxMs: number };
  return { ...result, growthMb: peak - baseline, pageP99: page?.latency.p99, pageMax: page?.latency.max };
}

/** The longest write lock the roll-up holds, as another process sees it. */
function lockProbe(url: string, postgres: boolean) {
  const script = postgres
    ? `const pg = require('pg'); const c = new pg.Client(${JSON.stringify(PG_URL)});
       let max = 0; let on = true; process.on('SIGTERM', () => { on = false; });
       (async () => { await c.connect(); while (on) {
         const r = await c.query("select coalesce(max(extract(epoch from clock_timestamp() - xact_start)) * 1000, 0) as ms from pg_stat_activity where application_name = 'bench_rollup' and backend_xid is not null");
         max = Math.max(max, Number(r.rows[0].ms)); await new Promise((r) => setTimeout(r, 5)); }
         console.log(max); await c.end(); })();`
    : `const db = new (require('better-sqlite3'))(${JSON.stringify(url.slice('file:'.length))}, { timeout: 600000 });
       let max = 0; let on = true; process.on('SIGTERM', () => { on = false; });
       (async () => { while (on) { const t = performance.now(); db.exec('begin immediate; commit');
         max = Math.max(max, performance.now() - t); await new Promise((r) => setTimeout(r, 5)); }
         console.log(max); })();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    return Number(out.trim());
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'));
  const schema = `bench_dashboard_${process.pid}`;
  const url = usePostgres ? `${PG_URL}?schema=${schema}` : `file:${path.join(dir, 'site.db')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  if (usePostgres) {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  }
  const port = await freePort();
  const base = `http://localhost:${port}`;
  // The server migrates and seeds the site; the events go in afterwards, then this code's own migrations.
  const server = await startServer(port, dir, { DATABASE_URL: url });
  const { db, close } = connect(url);
  try {
    let started = performance.now();
    await seed(db, usePostgres);
    console.log(
      `${usePostgres ? 'PostgreSQL' : 'SQLite'}: ${total.toLocaleString('en-US')} raw events and 2 years of daily rows seeded in ${Math.round(performance.now() - started)} ms`,
    );
    started = performance.now();
    await migrateToLatest(db);
    console.log(`  migrations after seeding: ${Math.round(performance.now() - started)} ms`);
    // Statistics as autovacuum would leave them, before anything is timed.
    await sql`${sql.raw(usePostgres ? 'vacuum analyze' : 'analyze')}`.execute(db);
    await autocannon({ url: `${base}/`, connections: 4, amount: 200 });
    const alone = await autocannon({ url: `${base}/`, connections: 4, duration: 3 });
    console.log(`  / alone: p99 ${alone.latency.p99} ms`);
    const figures = await dashboard(url, base);
    console.log(
      `  dashboard: ${Math.round(figures.ms)} ms, memory growth ${Math.round(figures.growthMb)} MB, event loop's longest stall ${Math.round(figures.loopMaxMs)} ms; / meanwhile p99 ${figures.pageP99} ms (max ${figures.pageMax} ms)`,
    );
    const rollupUrl = usePostgres ? `${PG_URL}?schema=${schema}&application_name=bench_rollup` : url;
    const rollup = connect(rollupUrl);
    const stopProbe = lockProbe(url, usePostgres);
    await sleep(300);
    started = performance.now();
    const days = await rollUpDays(rollup.db);
    const rollupMs = performance.now() - started;
    await sleep(100);
    const lockMs = await stopProbe();
    await rollup.close();
    console.log(
      `  roll-up of ${days.length} day(s): ${Math.round(rollupMs)} ms, longest write lock ${Math.round(lockMs)} ms`,
    );
  } finally {
    await close();
    await stopServer(server);
    if (usePostgres) {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

const child = args.get('child');
await (child ? dashboardChild(child) : main());
