import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { getDocument } from '../../src/server/queries/documents';
import { ADMIN_PASSWORD, serverActions } from '../support/admin';
import { TEST_DATABASE_URL } from '../support/databases';
import { loadContactForm, noScriptOutcome, type FormPage } from '../support/forms';
import {
  newMarker,
  sendLead,
  storedLead,
  storedState,
  withDb,
  writeRound,
  type Attempt,
  type WriteTarget,
} from '../support/outage-writes';
import { createServerSchema } from '../support/postgres-schema';
import { startProductionServer } from '../support/production-server';
import { rawRequest } from '../support/raw-http';
import { serverLogLines, serverLogsDir } from '../support/server-logs';
import { startSilentSmtp, type SilentSmtp } from '../support/silent-smtp';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { expect, test } from './fixtures';
import { serverPort } from '../support/ports';

/**
 * SECURITY.md H1/H2 under trouble: the mail server hangs or refuses, SQLite's write lock is held by another process,
 * PostgreSQL restarts under the running app. Each case runs a production server of its own (server.mjs, as `npm
 * start` runs it) with the test captcha, behind the test as its one trusted proxy.
 */
const firstPort = serverPort();
const secondPort = serverPort();

const testEnv = {
  NODE_ENV: 'test',
  CAPTCHA_PROVIDER: 'test',
  TRUST_PROXY: '1',
  CONTACT_EMAIL: 'inbox@emberline.example',
  ADMIN_PASSWORD,
};

const figure = (description: string) => test.info().annotations.push({ type: 'figure', description });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface App {
  base: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function startApp(port: number, env: Record<string, string>): Promise<App> {
  const child = await startProductionServer(port, { ...testEnv, ...env }, { host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function tempDatabase(label: string): { url: string; file: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `agency-${label}-`));
  const file = path.join(dir, 'site.db');
  return { url: `file:${file}`, file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The contact form of a page, usable once the minimum fill time (3 s from its render) has passed. */
async function contactForm(base: string): Promise<{ form: FormPage; ready: Promise<unknown> }> {
  const form = await loadContactForm(base);
  return { form, ready: sleep(3_100) };
}

test.describe('while the mail server is in trouble', () => {
  test.describe.configure({ mode: 'default' });
  let silent: SilentSmtp;
  let smtp: TestSmtp | undefined;
  let app: App;
  let database: ReturnType<typeof tempDatabase>;

  test.beforeAll(async () => {
    // Starts a production server on a new database, beside a mail server that accepts connections and never answers.
    test.setTimeout(120_000);
    database = tempDatabase('mail-outage');
    silent = await startSilentSmtp();
    app = await startApp(firstPort, { DATABASE_URL: database.url, SMTP_URL: silent.url });
  });
  test.afterAll(async () => {
    await app?.stop();
    await silent?.close();
    await smtp?.close();
    database?.remove();
  });

  test('a contact request is answered “sent” without waiting on a mail server that accepts and never answers, and its mail waits for a retry (H1, H2)', async () => {
    // Waits out the form's 3 s minimum fill time, then the worker's 10 s greeting timeout:
    // 13.5 s quiet, 14.2 s with a third core's load.
    test.setTimeout(60_000);
    const { form, ready } = await contactForm(app.base);
    await ready;
    const marker = newMarker('silent');
    const answer = await sendLead(app.base, form, marker);
    // What the mail server had seen when the answer arrived: the send may have started, but none had given up yet.
    const seenAtAnswer = [...silent.events];
    expect(answer.status).toBe(200);
    expect(noScriptOutcome(answer.body)).toBe('sent');
    expect(seenAtAnswer.filter((event) => event.type === 'close')).toEqual([]);

    const stored = await withDb(database.url, (db) => storedLead(db, marker));
    expect(stored.lead?.status).toBe('new');
    expect(stored.outbox).toHaveLength(1);
    expect(stored.outbox[0]?.status).not.toBe('sent');

    // The worker's attempt ends at its greeting timeout (10 s): the notification is kept for a later attempt.
    const answeredAt = Date.now();
    await expect
      .poll(async () => (await withDb(database.url, (db) => storedLead(db, marker))).outbox[0]?.status, {
        timeout: 40_000,
      })
      .toBe('retry');
    const waiting = (await withDb(database.url, (db) => storedLead(db, marker))).outbox[0];
    expect(waiting).toMatchObject({ attempts: 1, sent_at: null });
    expect(waiting?.last_error).toMatch(/greeting/i);
    // The worker gave up and closed its end; the silent server hears of it a moment later, on its own socket.
    await expect
      .poll(() => silent.events)
      .toEqual([
        { type: 'open', connection: 1 },
        { type: 'close', connection: 1 },
      ]);
    figure(
      `silent SMTP: ${seenAtAnswer.length} connection event(s) and 0 closed when the answer came; the attempt gave up ` +
        `${((Date.now() - answeredAt) / 1000).toFixed(1)} s later; row kept as “retry”, next attempt in ` +
        `${Math.round(((waiting?.next_attempt_at ?? 0) - Date.now()) / 1000)} s`,
    );
  });

  test('a contact request is answered “sent” and stored while the mail server refuses for good; its mail is dead-lettered (H2)', async () => {
    // The same address now answers, and refuses every recipient with 550.
    await silent.close();
    smtp = await startSmtp(silent.port);
    smtp.refuse('permanent');
    const { form, ready } = await contactForm(app.base);
    await ready;
    const marker = newMarker('refused');
    const answer = await sendLead(app.base, form, marker);
    expect(answer.status).toBe(200);
    expect(noScriptOutcome(answer.body)).toBe('sent');
    await expect
      .poll(async () => (await withDb(database.url, (db) => storedLead(db, marker))).outbox[0]?.status, {
        timeout: 30_000,
      })
      .toBe('dead');
    const stored = await withDb(database.url, (db) => storedLead(db, marker));
    expect(stored.lead?.status).toBe('new');
    expect(stored.outbox).toHaveLength(1);
    expect(stored.outbox[0]?.last_error).toMatch(/550/);
    expect(smtp.messages).toEqual([]);
  });
});

/** How each client is told "busy, try again": never a 500, always something it can act on. */
function expectBusyAnswer(attempt: Attempt) {
  const label = `${attempt.kind}: ${attempt.status} ${attempt.answer}`;
  switch (attempt.kind) {
    case 'analytics beacon':
      expect(attempt.status, label).toBe(503);
      expect(Number(attempt.retryAfter), label).toBeGreaterThan(0);
      return;
    case 'form by script':
      expect([attempt.status, attempt.answer], label).toEqual([200, 'unavailable']);
      return;
    case 'no-script form':
      expect(attempt.status, label).toBe(200);
      expect(attempt.answer, label).not.toBe('sent');
      return;
    case 'editor save':
      expect(attempt.status, label).toBe(200);
      expect(attempt.answer, label).not.toBe('saved');
  }
}

/** The action of `name` in the build the servers run, by the folder of its source file. */
function actionId(folder: string, name: string): string {
  const action = serverActions(folder).find((candidate) => candidate.name === name);
  if (!action) throw new Error(`${name} is not in the build`);
  return action.id;
}

test('while another process holds SQLite’s write lock, every write is refused as “busy, try again” (never a 500), and every acknowledged one is stored whole (H1)', async () => {
  // A production server started; four writes while the lock is held, each waiting out the 5 s busy_timeout
  // in turn, then a second round: 32.6 s quiet, 35.5 s with a third core's load.
  test.setTimeout(150_000);
  const database = tempDatabase('busy');
  const app = await startApp(secondPort, { DATABASE_URL: database.url });
  try {
    const { form, ready } = await contactForm(app.base);
    const target: WriteTarget = {
      base: app.base,
      port: app.port,
      databaseFile: database.file,
      form,
      saveActionId: actionId('src/admin/item-actions.ts', 'saveItem'),
    };
    const versionBefore = (await withDb(database.url, (db) => getDocument(db, 'services', 'web3')))?.version ?? 0;
    await ready;

    // Each blocked write holds the server for busy_timeout (5 s), so the four answers come one after another.
    const started = Date.now();
    const held = await writeRound(target, 'held');
    const heldSeconds = (Date.now() - started) / 1000;
    for (const attempt of held) {
      expect(attempt.acknowledged, `${attempt.kind} acknowledged while the lock was held`).toBe(false);
      expectBusyAnswer(attempt);
    }
    const brief = await writeRound(target, 'brief');
    expect(brief.filter((attempt) => !attempt.acknowledged)).toEqual([]);

    const attempts = [...held, ...brief];
    await withDb(database.url, async (db) => {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(integrity.rows[0]?.integrity_check).toBe('ok');
      for (const attempt of attempts)
        expect(await storedState(db, attempt), `${attempt.kind} ${attempt.marker}: ${attempt.answer}`).toBe(
          attempt.acknowledged,
        );
      const orphans = await db
        .selectFrom('outbox')
        .leftJoin('leads', 'leads.id', 'outbox.lead_id')
        .select('outbox.id')
        .where('outbox.lead_id', 'is not', null)
        .where('leads.id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
      const saves = attempts.filter((attempt) => attempt.kind === 'editor save' && attempt.acknowledged).length;
      expect((await getDocument(db, 'services', 'web3'))?.version).toBe(versionBefore + saves);
    });
    // No request ended in Next.js's error handling; the busy moments are warnings, not faults.
    const events = serverLogLines(app.port).map((line) => String(line.event));
    expect(events.filter((event) => event === 'request.failed')).toEqual([]);
    expect(events).toContain('lead.database_busy');
    expect(events).toContain('analytics.database_busy');

    const summary = (list: Attempt[]) => list.map((a) => `${a.kind} → ${a.status} ${a.answer}`).join(', ');
    figure(`lock held ${heldSeconds.toFixed(1)} s (busy_timeout 5 s per blocked write): ${summary(held)}`);
    figure(`lock held 1 s, within busy_timeout: ${summary(brief)}`);
    figure(
      `${attempts.filter((a) => a.acknowledged).length} of ${attempts.length} writes acknowledged, every one stored ` +
        `whole; ${attempts.filter((a) => !a.acknowledged).length} refused, none stored even in part; 0 answers of 500`,
    );
  } finally {
    await app.stop();
    database.remove();
  }
});

const run = promisify(execFile);

/** Asks for a page every 100 ms until `stop` says so or `timeoutMs` has passed: the statuses, 0 for no answer. */
async function pollPage(
  port: number,
  stop: (status: number) => boolean,
  timeoutMs: number,
  path = '/contact-us',
): Promise<number[]> {
  const statuses: number[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await rawRequest({ port, path }).then(
      (response) => response.status,
      () => 0,
    );
    statuses.push(status);
    if (stop(status) || Date.now() > deadline) return statuses;
    await sleep(100);
  }
}

/** Everything the servers started on `port` since `since` (epoch ms) wrote, JSON lines or not (see server-logs.ts). */
function serverOutput(port: number, since: number): string {
  const dir = serverLogsDir();
  return readdirSync(dir)
    .filter((name) => name.startsWith(`server-${port}-`) && Number(name.split('-')[3]) >= since)
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

/** The local PostgreSQL cluster (Debian's pg_ctlcluster) behind TEST_DATABASE_URL, or why it cannot be restarted. */
async function restartableCluster(): Promise<{ version: string; name: string } | string> {
  const url = new URL(TEST_DATABASE_URL);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) return `PostgreSQL at ${url.hostname} is not local`;
  if (process.getuid?.() !== 0) return 'restarting the PostgreSQL cluster needs root (pg_ctlcluster)';
  let listing: string;
  try {
    listing = (await run('pg_lsclusters', ['--no-header'])).stdout;
  } catch {
    return 'pg_lsclusters is not available';
  }
  const port = url.port || '5432';
  const cluster = listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find(([, , clusterPort, status]) => clusterPort === port && status === 'online');
  return cluster ? { version: cluster[0]!, name: cluster[1]! } : `no online cluster listens on port ${port}`;
}

test(
  'PostgreSQL restarted under the running app: pages answer again within seconds, no acknowledged lead is lost, and a lead after recovery is stored (H1)',
  // The restart cuts every connection to the cluster: no other test may be using it meanwhile.
  { lock: '-exclusive-' },
  async () => {
    // A production server started, PostgreSQL restarted under it, and pages polled until one is served again:
    // 8.9 s quiet, 10.1 s with a third core's load.
    test.setTimeout(150_000);
    const cluster = await restartableCluster();
    test.skip(typeof cluster === 'string', typeof cluster === 'string' ? cluster : '');
    const schema = await createServerSchema('outage');
    test.skip(!schema, `PostgreSQL at ${TEST_DATABASE_URL} does not answer`);
    const { version, name } = cluster as { version: string; name: string };
    const startedAt = Date.now();
    const app = await startApp(firstPort, { DATABASE_URL: schema!.databaseUrl });
    try {
      const { form, ready } = await contactForm(app.base);
      await ready;
      const before = newMarker('before-restart');
      expect(noScriptOutcome((await sendLead(app.base, form, before)).body)).toBe('sent');

      // A shared page, once rendered, is served as it was while the database cannot give its content stamp.
      expect((await rawRequest({ port: app.port, path: '/services' })).status).toBe(200);

      // Pages are asked for throughout the restart, then until one is served again.
      const began = Date.now();
      let finished = false;
      const restart = run('pg_ctlcluster', [version, name, 'restart']).finally(() => (finished = true));
      const [during, sharedDuring] = await Promise.all([
        pollPage(app.port, () => finished, 60_000),
        pollPage(app.port, () => finished, 60_000, '/services'),
      ]);
      await restart;
      expect(
        sharedDuring.filter((status) => status !== 200),
        'the cached /services during the restart',
      ).toEqual([]);
      const returned = Date.now();
      const after = await pollPage(app.port, (status) => status === 200, 30_000);
      const recovered = Date.now();
      expect(after.at(-1), `page answers after the restart: ${after.join(', ')}`).toBe(200);
      // The same process answered throughout: it neither crashed nor was restarted, and the connections the restart
      // ended were let go as expected (db.connection_lost), not as uncaught exceptions.
      expect([app.process.exitCode, app.process.signalCode]).toEqual([null, null]);
      const output = serverOutput(app.port, startedAt);
      expect(output).not.toContain('uncaughtException');

      const later = newMarker('after-restart');
      expect(noScriptOutcome((await sendLead(app.base, form, later)).body)).toBe('sent');
      await withDb(
        TEST_DATABASE_URL,
        async (db) => {
          for (const marker of [before, later]) {
            const { lead, outbox } = await storedLead(db, marker);
            expect(lead?.status, marker).toBe('new');
            expect(outbox, marker).toHaveLength(1);
          }
        },
        schema!.name,
      );
      const counted = (statuses: number[]) =>
        [...new Set(statuses)].map(
          (status) => `${statuses.filter((s) => s === status).length}× ${status || 'no answer'}`,
        );
      figure(
        `PostgreSQL ${version}/${name} restart took ${((returned - began) / 1000).toFixed(1)} s (pages meanwhile: ` +
          `/contact-us ${counted(during).join(', ')}, cached /services ${counted(sharedDuring).join(', ')}); first 200 ${((recovered - returned) / 1000).toFixed(1)} s after it ` +
          `(${counted(after).join(', ')}); same server process, ${output.split('db.connection_lost').length - 1} ` +
          `connections let go; 2 of 2 acknowledged leads stored`,
      );
    } finally {
      await app.stop();
      await schema!.drop();
    }
  },
);
