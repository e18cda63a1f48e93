// @ts-check
/**
 * The security and reliability summary at the end of .ci/run: one line per promise of SECURITY.md and per part of the
 * reliability suite, PASS or FAIL with its figures, read from the reports the run left in CI_REPORT_DIR:
 * vitest.json and playwright.json (tests name the promises they prove in their titles, "(A1, C1)", and record figures
 * as annotations of type "figure"), load.json (npm run test:load) and audit.json (written by .ci/run).
 *
 * Usage: node .ci/summary.mjs <report dir>. Prints the lines; exits 1 when a line fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node .ci/summary.mjs <report dir>');

/** @param {string} name */
function read(name) {
  try {
    return JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{
 *   title: string, file: string, status: 'passed' | 'failed' | 'skipped', flaky?: boolean, figures: string[],
 *   ms: number, error?: string
 * }} TestOutcome
 */

/** The first line of a failure's message, without terminal colours, cut to one readable line. */
const firstLine = (/** @type {unknown} */ message) =>
  typeof message === 'string'
    ? message
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .map((line) => line.trim())
        .find(Boolean)
        ?.slice(0, 240)
    : undefined;

/** @returns {TestOutcome[]} */
function vitestOutcomes() {
  const report = read('vitest.json');
  if (!report) return [];
  return report.testResults.flatMap((/** @type {any} */ file) =>
    file.assertionResults.map((/** @type {any} */ test) => ({
      title: test.fullName ?? test.title,
      file: path.basename(file.name),
      status: test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped',
      figures: [],
      ms: test.duration ?? 0,
      error: firstLine(test.failureMessages?.[0]),
    })),
  );
}

/** @returns {TestOutcome[]} */
function playwrightOutcomes() {
  const report = read('playwright.json');
  if (!report) return [];
  /** @type {TestOutcome[]} */
  const outcomes = [];
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const annotations = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((r) => r.annotations ?? [])];
        outcomes.push({
          title: spec.title,
          file: path.basename(spec.file ?? suite.file ?? ''),
          status: test.status === 'expected' ? 'passed' : test.status === 'skipped' ? 'skipped' : 'failed',
          flaky: test.status === 'flaky',
          figures: [...new Set(annotations.filter((a) => a.type === 'figure').map((a) => String(a.description)))],
          ms: (test.results ?? []).reduce(
            (/** @type {number} */ sum, /** @type {any} */ r) => sum + (r.duration ?? 0),
            0,
          ),
          error: firstLine((test.results ?? []).find((/** @type {any} */ r) => r.error)?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return outcomes;
}

const tests = [...vitestOutcomes(), ...playwrightOutcomes()];

/** The promise ids a test names in parentheses, e.g. "… (A1, C1)". */
const idsOf = (/** @type {string} */ title) =>
  [...title.matchAll(/\(([A-Z]\d(?:,\s*[A-Z]\d)*)\)/g)].flatMap((match) => match[1].split(/,\s*/));

const promises = /** @type {const} */ ([
  ['A1', 'admin auth checked in server code on every page, action and route'],
  ['A2', 'admin password only as an Argon2id hash'],
  ['A3', 'login rate limit: 5 failures per 15 min, then 429'],
  ['A4', 'sessions: random, hashed, idle 30 min / absolute 8 h, ended at logout'],
  ['A5', 'session cookie __Host-, Secure, HttpOnly, SameSite=Strict; flags from SITE_URL, never from the request'],
  [
    'A6',
    'sign-ins counted atomically before the password is tried; per account; a flood asks a captcha, never locks out',
  ],
  ['A7', 'owner sessions end when the environment password changes'],
  ['A8', 'set-password links never kept in clear in the outbox; sent mails purged'],
  ['A9', 'new passwords: 12+ characters, not common or personal, zxcvbn score ≥ 3'],
  ['B1', 'a removed person’s access ends: sessions, links, review links; their schedules pass to the remover'],
  [
    'B2',
    'two-step sign-in: TOTP never accepted twice, wrong codes counted as failed sign-ins, recovery codes hashed and single use; passkeys user-verified, this origin only, each challenge once, and after a password the account’s own second step; ADMIN_LOGIN_ENV=off refuses the admin password',
  ],
  [
    'B3',
    'forgot password: the same answer for any address, a single-use 30-minute link through the outbox, limited per address and per mailbox, every session ended',
  ],
  ['B4', 'each person sees and ends their sessions (one, or all others); an owner signs anyone out'],
  [
    'B5',
    'roles: every admin page, action and route only for the roles whose rights include it (a contributor keeps drafts and asks for a review, a translator changes only the texts of their languages and publishes them only when an owner allows it, sales work leads only); role changes take effect at once and are logged',
  ],
  ['C1', 'mutations refuse a foreign, null or missing Origin'],
  ['C2', 'webhooks reach public addresses only: private ranges in every IPv4 and IPv6 spelling, local names, DNS'],
  ['C3', 'redirects checked once decoded: never from a page or a site file, never off the site by a site path'],
  ['D1', 'strict input schemas: never a 5xx, never a stack trace'],
  ['D2', 'HTML fields sanitised on save and on render'],
  ['D3', 'URL fields: https or site-relative only'],
  ['D4', 'no CR/LF into a mail header'],
  ['E1', 'strict CSP with a fresh nonce on every response'],
  ['E2', 'protective headers on every route'],
  ['E3', 'Observatory-equivalent score ≥ 100'],
  ['E4', 'admin no-store, logout Clear-Site-Data'],
  ['F1', 'captcha single use, expiring, failing closed'],
  ['F2', 'rate limits and body caps'],
  [
    'F3',
    'analytics storage bounded: 500 events per visitor-day, 2,000 per address-day, one bucket for non-pages, bounded daily rows',
  ],
  ['F4', 'per-address limits key an IPv6 client by its /64'],
  ['F5', 'slow requests: headers and body timeouts answer 408'],
  ['F6', 'visitor receipts capped at two a day, resends included'],
  [
    'F7',
    'uploads: refused unread without a session or from another site; pixels and proportions from the header; 60 per person per 15 min',
  ],
  ['F8', 'the analytics dashboard and the daily roll-up count on a reading thread (SQLite): pages never wait for them'],
  ['G1', 'failures: a calm message with a reference, details only in the log'],
  ['G2', 'security events as JSON lines, nothing secret in any log'],
  ['H1', 'a lead and its outbox rows in one transaction'],
  ['H2', 'no acknowledged write lost across SIGKILL; mail delivered at least once'],
  ['H3', 'the SQLite database and backups are 0600 in new 0700 directories, whatever the umask'],
  ['H4', 'a restore takes an archive signed with BACKUP_KEY, or an unsigned one only on the operator’s word'],
  [
    'H5',
    'a slow webhook endpoint holds its own lane only: a deadline per attempt; other endpoints and mail go on; a bound in flight',
  ],
]);

/** Parts of the suite named by their spec file rather than by a promise id. */
const parts = /** @type {const} */ ([
  ['two instances', 'instances.spec.ts', 'two servers on one PostgreSQL: saves, sessions, limits, outbox'],
  ['outages', 'outages.spec.ts', 'mail and database outages'],
  ['hostile input', 'fuzz.spec.ts', 'fast-check against every action and route handler'],
  ['xss', 'xss.spec.ts', 'XSS corpus through the admin and the forms'],
  ['version floors', 'version-floors.test.ts', 'installed next/react at or above their floors'],
]);

/** @type {string[]} */
const lines = [];
let failed = 0;

/** @param {string} label @param {string} description @param {TestOutcome[]} matching */
function reportTests(label, description, matching) {
  const failures = matching.filter((t) => t.status === 'failed');
  const ran = matching.filter((t) => t.status !== 'skipped');
  const ok = ran.length > 0 && failures.length === 0;
  if (!ok) failed++;
  const figures = [...new Set(matching.flatMap((t) => t.figures))];
  const count = ran.length === 0 ? 'no test ran' : `${ran.length} test${ran.length === 1 ? '' : 's'}`;
  const detail = failures.length ? `; failed: ${failures.map((t) => t.title).join(' | ')}` : '';
  lines.push(
    `${ok ? 'PASS' : 'FAIL'} ${label.padEnd(14)} ${description} — ${count}${detail}${figures.length ? `; ${figures.join('; ')}` : ''}`,
  );
}

for (const [id, description] of promises)
  reportTests(
    id,
    description,
    tests.filter((t) => idsOf(t.title).includes(id)),
  );
for (const [label, file, description] of parts)
  reportTests(
    label,
    description,
    tests.filter((t) => t.file === file),
  );

const load = read('load.json');
if (!load) {
  failed++;
  lines.push(`FAIL ${'I1 load'.padEnd(14)} npm run test:load left no report`);
} else {
  const rows = (load.targets ?? [])
    .map(
      (/** @type {any} */ t) =>
        `${t.name} ${t.requestsPerSecond} req/s p50 ${t.p50Ms} ms p99 ${t.p99Ms} ms${t.errors || t.non2xx ? ` (${t.errors} errors, ${t.non2xx} non-2xx)` : ''}`,
    )
    .join('; ');
  if (!load.passed) failed++;
  const memory = load.memory
    ? `; live memory ${load.memory.liveBeforeMb} → ${load.memory.liveAfterMb} MB (≤ ${load.memory.maxRatio}×)`
    : '';
  lines.push(`${load.passed ? 'PASS' : 'FAIL'} ${'I1 load'.padEnd(14)} ${load.error ?? rows}${memory}`);
}

const audit = read('audit.json');
if (!audit || audit.status === 'vulnerable') {
  failed++;
  lines.push(`FAIL ${'npm audit'.padEnd(14)} ${audit ? audit.summary : 'did not run'}`);
} else {
  // "unavailable": the registry this machine reaches has no audit endpoint; said plainly, not counted as a pass.
  lines.push(`${audit.status === 'clean' ? 'PASS' : 'N/A '} ${'npm audit'.padEnd(14)} ${audit.summary}`);
}

console.log('== Security and reliability summary ==');
for (const line of lines) console.log(line);

// Where the time went: the slowest files, summed over their tests (two workers run side by side, so the sum of all
// is about twice the wall time of the browser suite).
const byFile = new Map();
for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
const slowest = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12);
const total = [...byFile.values()].reduce((sum, ms) => sum + ms, 0);
console.log(`\n== Slowest test files (all tests: ${Math.round(total / 1000)} s of test time) ==`);
for (const [file, ms] of slowest) console.log(`${String(Math.round(ms / 1000)).padStart(5)} s  ${file}`);

// Every test that did not pass, named last so that the tail of the CI output says what to fix. A test that passed
// only on a retry counts as failed in the final count, and is named here as flaky.
const notPassed = tests.filter((t) => t.status === 'failed');
if (notPassed.length) {
  console.log(`\n== Tests that did not pass (${notPassed.length}) ==`);
  for (const t of notPassed) {
    console.log(`${t.flaky ? 'FLAKY' : 'FAIL '} ${t.file} › ${t.title}`);
    if (t.error) console.log(`      ${t.error}`);
  }
}
process.exit(failed ? 1 : 0);
