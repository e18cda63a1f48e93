/**
 * `npm run test:load [-- --duration=20 --other-duration=10 --post-duration=10]` — SECURITY.md I1 against the production
 * build.
 *
 * Starts server.mjs on a free loopback port, serving the existing build (NEXT_DIST_DIR, default .next; never built
 * here) with a fresh SQLite database, the test captcha and one trusted proxy hop (this script). Then:
 *  1. pages: 50 connections after a warm-up for `duration` s on `/` and `/portfolio/11` (the two routes I1 names) and
 *     `other-duration` s on each other page route (the admin page with a real owner session) → no connection errors,
 *     every answer 2xx;
 *  2. posts: the contact and white-label forms (posted as a browser without script does, with a real signed form
 *     token) and analytics events, 20 connections for `post-duration` s each, from a few X-Forwarded-For addresses in
 *     turn so some posts pass and the rest reach the rate limit → no errors, every answer 2xx or 429, every form
 *     answer "sent" or "rate limited", both outcomes seen, no more stored than the limit lets through, and every
 *     accepted post stored;
 *  3. memory: what the server still holds after a full garbage collection (JS heap and Buffers) is at most 1.5× after
 *     the run what it was after the warm-up. Process tree RSS is shown beside it but not checked: V8 grows its heap
 *     with the load (150 → 275 MB committed around a steady 80 MB live heap, in `--trace-gc`), so RSS follows the
 *     load, not what the server keeps.
 * Prints one markdown table and a PASS/FAIL line per check; exits 1 when a check fails, 2 when the run itself fails.
 *
 * With CI_REPORT_DIR set, it also writes $CI_REPORT_DIR/load.json:
 *   {
 *     passed: boolean,                 // every check passed (false when the run itself failed)
 *     seconds: number,                 // wall time of the whole run
 *     error?: string,                  // why the run itself failed (no build, the server did not start, …)
 *     targets: [{                      // one per page route or post target, in the order run
 *       name: string,                  // "/", "/admin/leads (owner session)", "POST /api/events", …
 *       connections: number, seconds: number,
 *       responses: number, requestsPerSecond: number, p50Ms: number, p99Ms: number,
 *       errors: number,                // connection errors, timeouts included
 *       timeouts: number,              // requests without an answer within 60 s
 *       non2xx: number,                // answers outside 2xx, 429s included
 *       rateLimited?: number,          // posts: 429 answers
 *       statuses?: { [code]: count },  // posts: every status code seen
 *       outcomes?: { [name]: count },  // posts: what the answers said ("ok"/"rate_limited" for forms, codes for events)
 *       stored?: number,               // posts: accepted posts in the database after the run
 *       rssBeforeMb: number, rssAfterMb: number,
 *       failures: string[],            // why the check failed; empty when it passed
 *       passed: boolean,
 *     }],
 *     memory?: { liveBeforeMb, liveAfterMb, rssBeforeMb, rssAfterMb: number, maxRatio: number, passed: boolean },
 *   }
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { sessionCookieName } from '../src/server/auth/cookie';
import { createSession } from '../src/server/auth/session';
import { OWNER_ID } from '../src/server/auth/user';
import { TEST_CAPTCHA_TOKEN } from '../src/server/captcha';
import { connect } from '../src/server/db/connect';
import type { Database } from '../src/server/db/schema';
import { limits } from '../src/server/rate-limit';
import { contactFormData, type FormPage } from '../tests/support/forms';
import {
  connections as PAGE_CONNECTIONS,
  headersFor,
  liveMemoryMb,
  memoryProbe,
  memoryProbeEnv,
  runLoad,
  runPosts,
  warmUp,
  type PostLoad,
} from './lib/load';
import { freePort, startServer, stopServer, treeRssMb } from './lib/server';

const POST_CONNECTIONS = 20;
const MAX_MEMORY_RATIO = 1.5;
/** Pages are asked for with gzip, as every browser does. */
const PAGE_ENCODING = 'gzip';
/**
 * How long a request may wait for its answer before it counts as an error. The checks are about whether and how the
 * server answers, not how fast (the table shows that): a browser waits minutes, a reverse proxy typically 60 s.
 */
const TIMEOUT_SECONDS = 60;
/** Posted sooner than this after the form was rendered, a lead is taken for a bot's (stored as spam). */
const MIN_FILL_MS = 3_100;

const distDir = process.env.NEXT_DIST_DIR ?? '.next';

/**
 * The test captcha is refused in production, so NODE_ENV=test; TRUST_PROXY=1 makes this script the proxy that names
 * each post's client, so one run reaches both sides of the per-address rate limits. Errors only in the log: every
 * refused post would log a warning.
 */
const serverEnv = {
  LOG_LEVEL: 'error',
  NODE_ENV: 'test',
  CAPTCHA_PROVIDER: 'test',
  TRUST_PROXY: '1',
  ADMIN_PASSWORD: 'load test admin password, long enough',
};

interface Options {
  duration: number;
  otherDuration: number;
  postDuration: number;
}

interface PageTarget {
  name: string;
  route: string;
  headers: Record<string, string>;
  /** One of the routes SECURITY.md I1 names, loaded for the full `duration`. */
  named: boolean;
}

/** A POST under load, the outcomes it may have, and where its accepted posts are counted. */
interface PostTarget extends PostLoad {
  name: string;
  /** How many posts one address may get accepted in the run (the per-address rate limit). */
  limitPerAddress: number;
  /** The only outcomes allowed: accepted, or refused by the rate limit. */
  accepted: string;
  refused: string;
  /** Accepted posts as the database holds them. */
  stored: () => Promise<number>;
}

interface TargetResult {
  name: string;
  connections: number;
  seconds: number;
  responses: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  rateLimited?: number;
  statuses?: Record<string, number>;
  outcomes?: Record<string, number>;
  stored?: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  failures: string[];
  passed: boolean;
}

interface LoadReport {
  passed: boolean;
  seconds: number;
  error?: string;
  targets: TargetResult[];
  memory?: {
    liveBeforeMb: number;
    liveAfterMb: number;
    rssBeforeMb: number;
    rssAfterMb: number;
    maxRatio: number;
    passed: boolean;
  };
}

const progress = (line: string) => console.error(`test:load: ${line}`);

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '20' },
      'other-duration': { type: 'string', default: '10' },
      'post-duration': { type: 'string', default: '10' },
    },
  });
  const seconds = (name: string, value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} must be a whole number of seconds`);
    return number;
  };
  return {
    duration: seconds('duration', values.duration),
    otherDuration: seconds('other-duration', values['other-duration']),
    postDuration: seconds('post-duration', values['post-duration']),
  };
}

/** The server's database, opened beside it for one task (SQLite in WAL mode allows that). */
async function withDatabase<T>(databaseUrl: string, task: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = connect(databaseUrl);
  try {
    return await task(db);
  } finally {
    await close();
  }
}

/** The pages under load: four public routes, and an admin page with a real owner session (made as sign-in does). */
async function pageTargets(databaseUrl: string): Promise<PageTarget[]> {
  const { token } = await withDatabase(databaseUrl, (db) =>
    createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: 'test:load' }),
  );
  return [
    ...['/', '/portfolio/11', '/es/services/web-development', '/pricing-calculator'].map((route, index) => ({
      name: route,
      route,
      headers: {},
      named: index < 2,
    })),
    {
      name: '/admin/leads (owner session)',
      route: '/admin/leads',
      headers: { cookie: `${sessionCookieName(false)}=${token}` },
      named: false,
    },
  ];
}

const htmlEntities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeHtml = (text: string) => text.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => htmlEntities[entity]!);

/**
 * The hidden inputs of the lead form on `pagePath` (action fields, locale, page, signed render time), read as
 * tests/support/forms.ts reads the contact form's; the captcha is the visitor's to add.
 */
async function loadLeadForm(base: string, pagePath: string): Promise<FormPage> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)]
    .map((match): [string, string] => [unescapeHtml(match[1]!), unescapeHtml(match[2] ?? '')])
    .filter(([name]) => name !== 'captcha');
  if (!fields.some(([name]) => name === 'issuedAt')) throw new Error(`no lead form with a form token on ${pagePath}`);
  return { fields };
}

/** The bytes and content type a browser sends for `data`. */
async function multipart(data: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** The form state the answer page carries (the action's result, bound to the form's next post): "ok", "rate_limited", … */
function formOutcome(status: number, html: string): string {
  return /value="\[\{&quot;status&quot;:&quot;([a-z_]+)&quot;/.exec(html)?.[1] ?? `HTTP ${status}, no form state`;
}

const addresses = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

/**
 * The two lead forms, each posted from two addresses in turn: 10 leads each can pass, every further post is refused.
 * Few enough that a loaded machine (3 posts a second) still reaches the limit within the run.
 */
async function formTargets(base: string, databaseUrl: string): Promise<PostTarget[]> {
  const forms: { kind: string; label: string; path: string; prefix: string; fields: Record<string, string> }[] = [
    {
      kind: 'contact',
      label: 'contact',
      path: '/contact-us',
      prefix: '10.41.0',
      fields: { services: 'web-development' },
    },
    {
      kind: 'whitelabel',
      label: 'white-label',
      path: '/whitelabel-solutions',
      prefix: '10.42.0',
      fields: { company: 'Load Test Ltd' },
    },
  ];
  return Promise.all(
    forms.map(async ({ kind, label, path: formPath, prefix, fields }) => {
      const page = await loadLeadForm(base, formPath);
      const values = {
        name: 'Load Test',
        email: 'load@example.com',
        message: `A ${kind} lead from test:load`,
        ...fields,
      };
      return {
        name: `POST ${formPath} (${label} form)`,
        path: formPath,
        ...(await multipart(contactFormData(page, { ...values, captcha: TEST_CAPTCHA_TOKEN }))),
        addresses: addresses(prefix, 2),
        connections: POST_CONNECTIONS,
        limitPerAddress: limits.form.points,
        outcome: formOutcome,
        accepted: 'ok',
        refused: 'rate_limited',
        stored: async () => {
          const { n } = await withDatabase(databaseUrl, (db) =>
            db
              .selectFrom('leads')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('kind', '=', kind)
              .executeTakeFirstOrThrow(),
          );
          return Number(n);
        },
      };
    }),
  );
}

/** One page view per post, all from one address: 60 posts can pass, every further one is refused. */
function eventsTarget(databaseUrl: string): PostTarget {
  // A page of the site (any other path is stored under one bucket), told apart by its title.
  const title = 'Load test page view';
  const events = [{ type: 'page_view', path: '/services', title, locale: 'en' }];
  return {
    name: 'POST /api/events',
    path: '/api/events',
    body: Buffer.from(JSON.stringify({ events })),
    contentType: 'text/plain',
    addresses: addresses('10.43.0', 1),
    connections: POST_CONNECTIONS,
    limitPerAddress: limits.analytics.points,
    outcome: (status) => String(status),
    accepted: '204',
    refused: '429',
    stored: async () => {
      const { n } = await withDatabase(databaseUrl, (db) =>
        db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', 'page_view')
          .where('data', 'like', `%${title}%`)
          .executeTakeFirstOrThrow(),
      );
      return Number(n);
    },
  };
}

function errorFailures(errors: number, timeouts: number): string[] {
  if (!errors) return [];
  const late = timeouts ? ` (${timeouts} without an answer within ${TIMEOUT_SECONDS} s)` : '';
  return [`${errors} connection errors${late}`];
}

/** One page route under runLoad: 50 connections after a warm-up; every answer must be a 2xx. */
async function runPage(base: string, page: PageTarget, duration: number, serverPid: number): Promise<TargetResult> {
  const figures = await runLoad(base, page.route, PAGE_ENCODING, duration, serverPid, {
    headers: page.headers,
    timeoutSeconds: TIMEOUT_SECONDS,
  });
  const failures = [
    ...(figures.responses ? [] : ['no answer at all']),
    ...errorFailures(figures.errors, figures.timeouts),
    ...(figures.non2xx ? [`${figures.non2xx} answers outside 2xx`] : []),
  ];
  return {
    name: page.name,
    connections: PAGE_CONNECTIONS,
    seconds: duration,
    responses: figures.responses,
    requestsPerSecond: figures.requestsPerSecond,
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    errors: figures.errors,
    timeouts: figures.timeouts,
    non2xx: figures.non2xx,
    rssBeforeMb: figures.rssBeforeMb,
    rssAfterMb: figures.rssAfterMb,
    failures,
    passed: failures.length === 0,
  };
}

/** Posts `target` for `duration` s: answers only 2xx or 429, both outcomes, as many stored as accepted, within limits. */
async function runPostTarget(
  base: string,
  target: PostTarget,
  duration: number,
  serverPid: number,
): Promise<TargetResult> {
  const figures = await runPosts(base, target, duration, serverPid, { timeoutSeconds: TIMEOUT_SECONDS });
  // Posts still in flight when the run ended may be stored without an answer: at least the accepted ones must be.
  const stored = await target.stored();
  const { statuses, outcomes } = figures;
  const accepted = outcomes[target.accepted] ?? 0;
  const ceiling = target.limitPerAddress * target.addresses.length;
  const failures = [
    ...errorFailures(figures.errors, figures.timeouts),
    ...Object.entries(statuses)
      .filter(([code]) => !code.startsWith('2') && code !== '429')
      .map(([code, count]) => `${count} answers with status ${code}`),
    ...Object.entries(outcomes)
      .filter(([outcome]) => outcome !== target.accepted && outcome !== target.refused)
      .map(([outcome, count]) => `${count} answers said "${outcome}"`),
    ...(accepted ? [] : ['no post was accepted']),
    ...(outcomes[target.refused] ? [] : ['no post reached the rate limit']),
    ...(stored < accepted ? [`${accepted - stored} accepted posts are not in the database`] : []),
    ...(stored > ceiling ? [`${stored} posts stored, over the ${ceiling} the rate limit lets through`] : []),
  ];
  return {
    name: target.name,
    connections: target.connections,
    seconds: duration,
    ...figures,
    rateLimited: statuses['429'] ?? 0,
    stored,
    failures,
    passed: failures.length === 0,
  };
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function table(targets: TargetResult[]): string {
  const header = ['Target', 'Conns', 'Seconds', 'Responses', 'req/s', 'p50 ms', 'p99 ms', 'Errors', 'Non-2xx', '429'];
  const answers = (t: TargetResult) =>
    t.outcomes ? [...Object.entries(t.outcomes).map(([name, count]) => `${name} ${count}`), `stored ${t.stored}`] : [];
  return [
    row([...header, 'RSS before MB', 'RSS after MB', 'Answers']),
    row(Array<string>(header.length + 3).fill('---')),
    ...targets.map((t) =>
      row([
        t.name,
        t.connections,
        t.seconds,
        t.responses,
        t.requestsPerSecond,
        t.p50Ms,
        t.p99Ms,
        t.errors,
        t.non2xx,
        t.rateLimited ?? '–',
        t.rssBeforeMb,
        t.rssAfterMb,
        answers(t).join(' · '),
      ]),
    ),
  ].join('\n');
}

function verdicts(report: LoadReport): string[] {
  const lines = report.targets.map((t) => {
    if (!t.passed) return `FAIL ${t.name}: ${t.failures.join('; ')}`;
    return `PASS ${t.name}: ${t.outcomes ? 'only 2xx or 429, both outcomes, accepted posts stored' : '0 errors, 0 non-2xx'}`;
  });
  if (report.memory) {
    const { liveBeforeMb, liveAfterMb, rssBeforeMb, rssAfterMb, maxRatio, passed } = report.memory;
    const ratio = Math.round((liveAfterMb / liveBeforeMb) * 100) / 100;
    lines.push(
      `${passed ? 'PASS' : 'FAIL'} memory: ${liveAfterMb} MB in use after the run, ${ratio}× the ${liveBeforeMb} MB after ` +
        `warm-up (at most ${maxRatio}×); process tree RSS ${rssBeforeMb} → ${rssAfterMb} MB`,
    );
  }
  if (report.error) lines.push(`FAIL the run itself: ${report.error}`);
  return lines;
}

async function run(options: Options, report: LoadReport): Promise<void> {
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(`no production build in ${distDir}/: run \`npm run build\` first (test:load never builds)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'test-load-'));
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  const memoryProbeFile = path.join(dir, 'memory-probe.cjs');
  const memoryFile = path.join(dir, 'memory');
  writeFileSync(memoryProbeFile, memoryProbe);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  progress(`starting the production server (${distDir}) on port ${port} …`);
  const server = await startServer(port, dir, { ...serverEnv, ...memoryProbeEnv(memoryProbeFile, memoryFile) });
  try {
    const pages = await pageTargets(databaseUrl);
    const posts = [...(await formTargets(base, databaseUrl)), eventsTarget(databaseUrl)];
    const formsLoadedAt = Date.now();

    progress('warming up every page …');
    for (const page of pages) {
      const headers = { ...headersFor(PAGE_ENCODING), ...page.headers };
      await warmUp(`${base}${page.route}`, { headers, timeoutSeconds: TIMEOUT_SECONDS });
    }
    const liveBeforeMb = await liveMemoryMb(server.pid, memoryFile);
    const rssBeforeMb = treeRssMb(server.pid);

    for (const page of pages) {
      const duration = page.named ? options.duration : options.otherDuration;
      progress(`${page.name}: ${PAGE_CONNECTIONS} connections, ${duration} s …`);
      report.targets.push(await runPage(base, page, duration, server.pid));
    }
    await sleep(Math.max(0, formsLoadedAt + MIN_FILL_MS - Date.now()));
    for (const post of posts) {
      progress(`${post.name}: ${post.connections} connections, ${options.postDuration} s …`);
      report.targets.push(await runPostTarget(base, post, options.postDuration, server.pid));
    }

    const rssAfterMb = treeRssMb(server.pid);
    const liveAfterMb = await liveMemoryMb(server.pid, memoryFile);
    const passed = liveAfterMb <= liveBeforeMb * MAX_MEMORY_RATIO;
    report.memory = { liveBeforeMb, liveAfterMb, rssBeforeMb, rssAfterMb, maxRatio: MAX_MEMORY_RATIO, passed };
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const report: LoadReport = { passed: false, seconds: 0, targets: [] };
  try {
    await run(parseOptions(process.argv.slice(2)), report);
    report.passed = report.targets.every((t) => t.passed) && Boolean(report.memory?.passed);
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
  }
  report.seconds = Math.round((performance.now() - started) / 1000);

  if (report.targets.length) console.log(`${table(report.targets)}\n`);
  console.log([...verdicts(report), `${report.passed ? 'PASS' : 'FAIL'} test:load (${report.seconds} s)`].join('\n'));
  const reportDir = process.env.CI_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
  }
  if (report.error) return 2;
  return report.passed ? 0 : 1;
}

process.exitCode = await main();
