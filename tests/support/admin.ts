import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Cookie, Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import type { CollectionName } from '../../src/content';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { getDocument } from '../../src/server/queries/documents';
import { expect, test } from '../e2e/fixtures';
import { waitForHydration } from './hydration';
import { serverPort } from './ports';
import { ADMIN_PASSWORD, startAdminServer, workerServerAddress, type AdminServer } from './admin-server';
import { rawRequest } from './raw-http';

export { ADMIN_PASSWORD };

/** How long a sign-in may take to land on its page (see signIn). */
export const SIGN_IN_TIMEOUT_MS = 20_000;

const octet = () => Math.floor(Math.random() * 250) + 1;

/**
 * An address for a client of its own. The admin specs' servers trust one proxy hop (the test), so each sign-in can come
 * from a new address and one test's failed logins never lock another out.
 */
export const newClient = () => `10.${octet()}.${octet()}.${octet()}`;

/** The owner session each server's first sign-in made in this worker, by the server's address (see signIn). */
const ownerSessions = new Map<string, Cookie>();

/** Signs the page's context in as the owner through the login route the login page posts to; returns its cookie. */
async function ownerSignIn(page: Page, base: string, client: string): Promise<Cookie> {
  // Argon2id is made to be slow: on a loaded 2-core machine a sign-in has taken over 5 s.
  const answer = await page.request.post(`${base}/api/admin/login`, {
    data: { password: ADMIN_PASSWORD },
    headers: { origin: base, 'x-forwarded-for': client },
    timeout: SIGN_IN_TIMEOUT_MS,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { hostname } = new URL(base);
  const cookie = (await page.context().cookies(base)).find(
    (candidate) => candidate.domain === hostname && candidate.name.endsWith('admin-session'),
  );
  if (!cookie) throw new Error(`the login on ${base} set no session cookie`);
  return cookie;
}

/**
 * Opens `target` on `base` as a new client with an owner's session, and waits until the page has hydrated (input typed
 * before that would be undone by hydration). The session comes from the login route the login page posts to, as the
 * page would get it; the login page itself is tested on its own (admin-sign-in.spec.ts), so every other test does not
 * load it. A worker signs in once per server and hands that session to each later test's browser context (as
 * Playwright's storage state would); when a test has ended it (a sign-out, a password change), the next one signs in
 * again.
 */
export async function signIn(page: Page, base: string, target: string): Promise<void> {
  const client = newClient();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
  const kept = ownerSessions.get(base);
  if (kept) {
    await page.context().addCookies([kept]);
    await page.goto(`${base}${target}`);
    if (page.url() === `${base}${target}`) return waitForHydration(page, 'main');
  }
  ownerSessions.set(base, await ownerSignIn(page, base, client));
  await page.goto(`${base}${target}`);
  await expect(page).toHaveURL(`${base}${target}`);
  await waitForHydration(page, 'main');
}

/**
 * `count` sign-ins with wrong passwords sent at the same moment from one client address, spread over the servers on
 * `ports` in turn (as a load balancer would): how many got each status.
 */
export async function wrongPasswordBurst(ports: readonly number[], count: number): Promise<Record<number, number>> {
  const client = newClient();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const port = ports[i % ports.length]!;
      return rawRequest({
        port,
        path: '/api/admin/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, 'x-forwarded-for': client },
        body: JSON.stringify({ password: `wrong guess ${i}` }),
      });
    }),
  );
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return statuses;
}

/**
 * Forgets every sign-in count (per address, per account, overall), so a test that failed many sign-ins on purpose
 * leaves the next test of its spec an owner account that asks for no captcha.
 */
export async function forgetSignInFailures(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', 'like', 'login:%').execute();
}

/** The server actions of the build whose source file path contains `folder`, by name and id (from its manifest). */
export function serverActions(folder: string): { name: string; id: string }[] {
  const manifest = JSON.parse(
    readFileSync(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string; filename?: string }> };
  return Object.entries(manifest.node)
    .filter(([, action]) => action.filename?.includes(folder))
    .map(([id, action]) => ({ id, name: action.exportedName ?? id }));
}

/**
 * A production server of a spec's own, on its own copy of the seeded template: only for a spec whose server must differ
 * from the worker's (`env` on top of the defaults; a function when it names something an earlier beforeAll started).
 * Every other spec shares its worker's server (workerServer). Registers the spec's beforeAll/afterAll; the fields are
 * known once it has started.
 */
export function adminServer(env: Record<string, string> | (() => Record<string, string>) = {}): AdminServer {
  const port = serverPort();
  const state: AdminServer = { port, base: `http://127.0.0.1:${port}`, databaseUrl: '' };
  let stop: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const server = await startAdminServer(typeof env === 'function' ? env() : env, port);
    state.databaseUrl = server.databaseUrl;
    stop = server.stop;
  });
  test.afterAll(async () => stop?.());
  return state;
}

/**
 * The production server this worker shares with every spec that needs only the default configuration (the
 * `workerServer` fixture: one start per worker, not one per spec). Specs on it run one after another, never at the same
 * time, in any order: each keeps to data of its own (unique titles, slugs, addresses) and puts back what it changes
 * that another spec reads. Its address is known at once; it answers from the spec's first hook on.
 */
export function workerServer(): AdminServer {
  const { port, base, databaseUrl } = workerServerAddress();
  test.beforeAll(async ({ workerServer: server }) => {
    expect(server.base).toBe(base);
  });
  return { port, base, databaseUrl };
}

/** A document as it is stored now in a spec server's database (undefined when there is none). */
export async function readDocument<C extends CollectionName>(databaseUrl: string, collection: C, id: string) {
  const { db, close } = connect(databaseUrl);
  try {
    return await getDocument(db, collection, id);
  } finally {
    await close();
  }
}
