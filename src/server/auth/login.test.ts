import { describe, expect, it, vi } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { hashPassword } from './admin-password';
import { attemptLogin, type LoginAttempt } from './login';
import { OWNER_ID } from './user';
import { createUser, getUser } from './users';

const databases = await testDatabases();
const RIGHT = 'correct horse battery staple';
const passwordHash = await hashPassword(RIGHT);
const owner = { userId: OWNER_ID, passwordHash };

/** An attempt at the owner's account from `ipHash`, overridable field by field. */
function ownerAttempt(password: string, ipHash: string, extra: Partial<LoginAttempt> = {}): LoginAttempt {
  return { password, account: owner, accountKey: OWNER_ID, ipHash, userAgent: null, ...extra };
}

const statuses = (results: readonly { status: string }[]) =>
  results.reduce<Record<string, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

describe.each(databases)('signing in on $name', (kind: TestDatabase) => {
  const { fresh, opened } = freshDatabase(kind);

  it('refuses every attempt after 5 failures in 15 minutes, even the right password, then lets it in (A3)', async () => {
    const db = await fresh();
    const attempt = (password: string, now: number, ipHash = 'client-a') =>
      attemptLogin(db, ownerAttempt(password, ipHash, { now }));
    const t0 = 10_000_000;
    for (let i = 0; i < 5; i++) expect((await attempt('wrong', t0 + i)).status).toBe('invalid');
    expect(await attempt(RIGHT, t0 + 10)).toEqual({ status: 'rate_limited', retryAfter: 15 * 60 });
    // Another address is not affected.
    expect((await attempt(RIGHT, t0 + 11, 'client-b')).status).toBe('ok');
    // The clock past the window: allowed again, and success clears the address's count.
    const later = t0 + 15 * 60_000 + 1;
    expect((await attempt(RIGHT, later)).status).toBe('ok');
    for (let i = 0; i < 5; i++) expect((await attempt('wrong', later + 1 + i)).status).toBe('invalid');
  });

  it('counts 100 simultaneous wrong passwords from one address exactly, over two connections: 5 tried, 95 refused (A6)', async () => {
    const db = await fresh();
    // A second, independent connection, as a second instance of the site has.
    const other = opened().reopen().db;
    const now = 20_000_000;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        attemptLogin(i % 2 ? other : db, ownerAttempt(`wrong ${i}`, 'burst', { now })),
      ),
    );
    expect(statuses(results)).toEqual({ invalid: 5, rate_limited: 95 });
    // The right password from another address gets in at once: the burst locked nobody else out.
    expect((await attemptLogin(db, ownerAttempt(RIGHT, 'the-owner', { now: now + 1 }))).status).toBe('ok');
  });

  it('never lets the right password through a burst that brings it after 5 guesses (A6)', async () => {
    const db = await fresh();
    const now = 30_000_000;
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attemptLogin(db, ownerAttempt(i === 59 ? RIGHT : 'wrong', 'guesser', { now })),
      ),
    );
    expect(statuses(burst)).toEqual({ invalid: 5, rate_limited: 55 });
    expect(await db.selectFrom('admin_sessions').select('token_hash').execute()).toEqual([]);
  });

  it('asks for a captcha once one account failed 10 times from anywhere, and lets the right password in with one (A6)', async () => {
    const db = await fresh();
    const now = 40_000_000;
    const created = await createUser(db, (await getUser(db, OWNER_ID))!, {
      name: 'Ada',
      email: 'ada@example.com',
      role: 'editor',
    });
    if (created.status !== 'created') throw new Error(created.status);
    const account = { userId: created.user.id, passwordHash };
    const ada = (password: string, ipHash: string, solvedChallenge?: () => Promise<boolean>) =>
      attemptLogin(db, { password, account, accountKey: 'hash-of-ada', ipHash, userAgent: null, now, solvedChallenge });
    // Two guesses each from five addresses: no address reaches its own limit.
    for (let i = 0; i < 10; i++) expect((await ada('wrong', `spread-${i % 5}`)).status).toBe('invalid');
    const verify = vi.fn(async () => false);
    expect((await ada('wrong', 'spread-9', verify)).status).toBe('challenge');
    expect((await ada(RIGHT, 'the-real-ada')).status).toBe('challenge');
    expect(verify).toHaveBeenCalledTimes(1);
    // With a solved captcha the right password gets in; a wrong one is still only a failure.
    expect((await ada('wrong', 'spread-8', async () => true)).status).toBe('invalid');
    expect((await ada(RIGHT, 'the-real-ada', async () => true)).status).toBe('ok');
    // Another account is not affected.
    expect((await attemptLogin(db, ownerAttempt(RIGHT, 'the-owner', { now }))).status).toBe('ok');
  });

  it('asks everyone for a captcha, instead of refusing them, once 100 sign-ins failed anywhere (A6)', async () => {
    const db = await fresh();
    const t0 = 50_000_000;
    for (let i = 0; i < 100; i++)
      await attemptLogin(db, {
        password: 'wrong',
        account: undefined,
        accountKey: `unknown-${i}`,
        ipHash: `spread-${i}`,
        userAgent: null,
        now: t0,
      });
    const owner = (solvedChallenge?: () => Promise<boolean>) =>
      attemptLogin(db, ownerAttempt(RIGHT, 'never-failed', { now: t0 + 1, solvedChallenge }));
    expect((await owner()).status).toBe('challenge');
    expect((await owner(async () => false)).status).toBe('challenge');
    expect((await owner(async () => true)).status).toBe('ok');
  });

  it('counts an attempt sent back for a captcha against its address only, never as a failure of the account (A6)', async () => {
    const db = await fresh();
    const now = 60_000_000;
    for (let i = 0; i < 10; i++) await attemptLogin(db, ownerAttempt('wrong', `spread-${i}`, { now }));
    const points = async (key: string) =>
      Number((await db.selectFrom('rate_limits').select('points').where('key', '=', key).executeTakeFirst())?.points);
    for (let i = 0; i < 3; i++)
      expect((await attemptLogin(db, ownerAttempt('wrong', 'the-owner', { now }))).status).toBe('challenge');
    expect(await points(`login:account:${OWNER_ID}`)).toBe(10);
    expect(await points('login:all')).toBe(10);
    expect(await points('login:the-owner')).toBe(3);
    const solved = async () => true;
    expect((await attemptLogin(db, ownerAttempt(RIGHT, 'the-owner', { now, solvedChallenge: solved }))).status).toBe(
      'ok',
    );
    // The success cleared its address's count and gave back its own attempt, nothing more.
    expect(await points('login:the-owner')).toBeNaN();
    expect(await points(`login:account:${OWNER_ID}`)).toBe(10);
  });

  it('logs failures, successes, refusals and captcha requests as JSON lines without the password (G2)', async () => {
    const db = await fresh();
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    try {
      const attempt = (password: string, ipHash = 'hashed-client') =>
        attemptLogin(db, ownerAttempt(password, ipHash, { now: 1 }));
      await attempt(RIGHT);
      for (let i = 0; i < 6; i++) await attempt('hunter2-wrong\r\nforged line');
      for (let i = 0; i < 5; i++) await attempt('hunter2-wrong', 'elsewhere');
      await attempt('hunter2-wrong', 'third');
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    const events = lines
      .flatMap((line) => line.trim().split('\n'))
      .map((line) => JSON.parse(line) as { event: string });
    expect(events.map((event) => event.event)).toEqual([
      'security.login_succeeded',
      ...Array<string>(5).fill('security.login_failed'),
      'security.rate_limited',
      ...Array<string>(5).fill('security.login_failed'),
      'security.login_challenged',
    ]);
    const text = lines.join('');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('correct horse');
    expect(text).toContain('hashed-client');
  });
});
