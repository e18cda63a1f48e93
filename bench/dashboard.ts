/**
 * The analytics dashboard and roll-up at scale: 1,000,000 raw events over the last 90 days (140,000 of them yesterday,
 * not yet rolled up) and two years of daily rows, then
 * - the dashboard page `/admin/analytics` (the current 28 days and the 28 before) rendered by the production server,
 *   signed in as the owner, five times in a row while `/` is fetched from the same server: each page's time, the
 *   server's memory growth, and the p99 of `/` meanwhile (so `/` waits for whatever the dashboard holds up);
 * - the roll-up of yesterday: its time and the longest write lock it held (SQLite: the longest a writer in another
 *   process waited; PostgreSQL: the age of the oldest open transaction of the roll-up's that had written).
 * The roll-up runs twice, on the connection that writes and on the reading connection (a worker thread for SQLite,
 * src/server/db/reader.ts), with the longest this process's event loop was held each time: what a page the server
 * answers meanwhile waits at most.
 * `npm run bench:dashboard [-- --events=1000000] [-- --busy-day] [-- --postgres]` (needs `npm run build` first).
 * Figures, not assertions.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { funnelOfRawDay, funnelOfRolledUpDays } from '../src/server/analytics/funnel';
import { aggregateDay, rollUpDays, visitorsOfDay } from '../src/server/analytics/rollup';
import { connect } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';
import { scriptArgs } from './lib/scratch-database';
import { freePort, startServer, stopServer, waitForQuiet } from './lib/server';

const DAY_MS = 86_400_000;
const args = scriptArgs();
const total = Number(args.get('events') ?? 1_000_000);
const usePostgres = args.has('postgres');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const today = Date.parse(new Date().toISOString().slice(0, 10));
// `--busy-day`: every event yesterday, not rolled up yet (a day of a million events, as security round 4 probed).
const busyDay = args.has('busy-day');
const yesterdayShare = busyDay ? 0.99 : 0.14;
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
  for (const [count, first, last] of parts.filter(([count]) => count > 0))
    await sql.raw(eventsSelect(postgres, count, first, last)).execute(db);
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

const PASSWORD = 'bench dashboard password';
const RUNS = 5;

/** The funnel rows the roll-up would have kept for the seeded days that have both raw events and daily rows. */
async function seedVisitorDays(db: Kysely<Database>): Promise<number> {
  let count = 0;
  for (let d = 2; d <= 89; d++) {
    const start = today - d * DAY_MS;
    const day = new Date(start).toISOString().slice(0, 10);
    const rows = (await visitorsOfDay(db, start).execute()).flatMap(({ visitor, ...row }) =>
      visitor === null ? [] : [{ day, visitor, ...row }],
    );
    for (let i = 0; i < rows.length; i += 2000)
      await db
        .insertInto('visitor_days')
        .values(rows.slice(i, i + 2000))
        .execute();
    count += rows.length;
  }
  return count;
}

const rssKb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** Signs in as the owner from a client address of its own (the server trusts one proxy hop): the session cookie. */
async function signIn(base: string, origin: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '10.9.8.7' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('admin-session='));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

/** One request of the admin dashboard page, as the browser makes it; refuses anything but the page with its figures. */
async function dashboardPage(base: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/admin/analytics`, { headers: { cookie }, redirect: 'manual' });
  const html = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`/admin/analytics answered ${response.status}`);
  // A landing page of the seeded visitors, shown by the page and funnel tables only when figures were counted.
  if (!html.includes('/pricing-calculator')) throw new Error('/admin/analytics shows no figures');
  return ms;
}

/**
 * Each query of the dashboard alone, in this process: how long the day not rolled up yet (yesterday, 140,000 events)
 * holds SQLite's one connection for, per step, and the funnel of the 27 rolled-up days before it.
 */
async function steps(db: Kysely<Database>) {
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return Math.round(performance.now() - started);
  };
  const yesterday = today - DAY_MS;
  const days = Array.from({ length: 27 }, (_, i) => new Date(yesterday - (i + 1) * DAY_MS).toISOString().slice(0, 10));
  return {
    'aggregateDay(yesterday), a query per event type': await timed(() => aggregateDay(db, yesterday)),
    'funnelOfRawDay(yesterday)': await timed(() => funnelOfRawDay(db, yesterday)),
    'funnelOfRolledUpDays(27 days)': await timed(() => funnelOfRolledUpDays(db, days)),
  };
}

/**
 * The dashboard rendered by the production server, RUNS times one after another, while `/` is fetched from the same
 * server at 4 connections: each page's time, the server's memory growth (resident memory sampled every 50 ms, and its
 * high-water mark), and `/`'s latency over exactly that time.
 */
async function dashboard(base: string, origin: string, pid: number) {
  const cookie = await signIn(base, origin);
  const warmMs = await dashboardPage(base, cookie);
  await sleep(500);
  const baseline = rssKb(pid, 'VmRSS');
  const hwmBefore = rssKb(pid, 'VmHWM');
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid, 'VmRSS') || 0);
  }, 50);
  let load: autocannon.Instance | undefined;
  const pages = new Promise<autocannon.Result>((resolve, reject) => {
    load = autocannon({ url: `${base}/`, connections: 4, duration: 600 }, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
  await sleep(200);
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) times.push(await dashboardPage(base, cookie));
  } finally {
    load?.stop();
    clearInterval(sampler);
  }
  const page = await pages;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    warmMs,
    times,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    maxMs: sorted.at(-1) ?? NaN,
    growthMb: (peak - baseline) / 1024,
    hwmGrowthMb: (Math.max(rssKb(pid, 'VmHWM'), hwmBefore) - baseline) / 1024,
    pageP99: page.latency.p99,
    pageMax: page.latency.max,
    pageRequests: page.requests.total,
  };
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
  // Sign-in over plain http needs a plain-http site address; the origin a browser on it would send.
  const origin = `http://127.0.0.1:${port}`;
  // The server migrates and seeds the site; the events go in afterwards, then this code's own migrations.
  const server = await startServer(port, dir, {
    DATABASE_URL: url,
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: '1',
    SITE_URL: origin,
  });
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
    started = performance.now();
    const funnelRows = await seedVisitorDays(db);
    console.log(
      `  ${funnelRows.toLocaleString('en-US')} funnel rows of the rolled-up days: ${Math.round(performance.now() - started)} ms`,
    );
    // Statistics as autovacuum would leave them, before anything is timed.
    await sql`${sql.raw(usePostgres ? 'vacuum analyze' : 'analyze')}`.execute(db);
    await autocannon({ url: `${base}/`, connections: 4, amount: 200 });
    const alone = await autocannon({ url: `${base}/`, connections: 4, duration: 3 });
    console.log(`  / alone: p99 ${alone.latency.p99} ms`);
    console.log(`  single steps (ms): ${JSON.stringify(await steps(db))}`);
    // Other work on the machine shows up in every figure below: wait for a quiet moment, and say when there was none.
    const { busy, quiet } = await waitForQuiet(0.25, 60_000);
    console.log(`  machine ${quiet ? 'quiet' : 'NOT quiet'} before the dashboard: ${Math.round(busy * 100)}% busy`);
    const figures = await dashboard(base, origin, server.pid);
    const round = (ms: number) => Math.round(ms);
    console.log(
      `  dashboard page (server-rendered, ${RUNS} runs after one warm-up of ${round(figures.warmMs)} ms): median ${round(figures.medianMs)} ms, max ${round(figures.maxMs)} ms [${figures.times.map(round).join(', ')}]`,
    );
    console.log(
      `  server memory growth: ${round(figures.growthMb)} MB (peak resident sampled every 50 ms), ${round(figures.hwmGrowthMb)} MB (high-water mark)`,
    );
    console.log(
      `  / during the dashboard requests: p99 ${figures.pageP99} ms, max ${figures.pageMax} ms, ${figures.pageRequests} requests`,
    );
    const rollupUrl = usePostgres ? `${PG_URL}?schema=${schema}&application_name=bench_rollup` : url;
    const rollup = connect(rollupUrl);
    for (const on of ['writing', 'reading'] as const) {
      const stopProbe = lockProbe(url, usePostgres);
      await sleep(300);
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      started = performance.now();
      const days = await rollUpDays(rollup.db, Date.now(), on === 'reading' ? rollup.reader : rollup.db);
      const rollupMs = performance.now() - started;
      loop.disable();
      await sleep(100);
      const lockMs = await stopProbe();
      console.log(
        `  roll-up of ${days.length} day(s) counted on the ${on} connection: ${Math.round(rollupMs)} ms, event loop held at most ${Math.round(loop.max / 1e6)} ms, longest write lock ${Math.round(lockMs)} ms`,
      );
      // Undone, so the second run counts the same day again.
      await rollup.db.deleteFrom('event_daily').where('day', 'in', days).execute();
      await rollup.db.deleteFrom('visitor_days').where('day', 'in', days).execute();
    }
    await rollup.close();
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

await main();
