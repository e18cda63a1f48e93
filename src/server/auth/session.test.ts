import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { migrateToLatest } from '../db/migrate';
import { OWNER_ID } from './user';
import { createSession, deleteSession, hashToken, readSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session';

const databases = await testDatabases();

describe.each(databases)('admin sessions on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  it('stores only a hash of a 256-bit random token, new for every session', async () => {
    const db = await fresh();
    const one = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: 'test', now: 1_000 });
    const two = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: 'test', now: 1_000 });
    expect(Buffer.from(one.token, 'base64url')).toHaveLength(32);
    expect(one.token).not.toBe(two.token);
    const rows = await db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash).sort()).toEqual([hashToken(one.token), hashToken(two.token)].sort());
    expect(JSON.stringify(rows)).not.toContain(one.token);
  });

  it('ends a session after 30 idle minutes, and after 8 hours however active it is', async () => {
    const db = await fresh();
    const start = 1_000_000;
    const idle = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null, now: start });
    const used = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null, now: start });
    expect(await readSession(db, used.token, start + SESSION_IDLE_MS - 1)).toBeDefined();
    expect(await readSession(db, idle.token, start + SESSION_IDLE_MS)).toBeUndefined();
    // A request moves the idle clock on.
    expect(await readSession(db, used.token, start + 2 * SESSION_IDLE_MS - 2)).toBeDefined();
    expect(await readSession(db, used.token, start + 3 * SESSION_IDLE_MS)).toBeUndefined();

    const busy = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null, now: start });
    for (let t = start; t < start + SESSION_ABSOLUTE_MS; t += 10 * 60_000)
      expect(await readSession(db, busy.token, t), `at ${t - start} ms`).toBeDefined();
    expect(await readSession(db, busy.token, start + SESSION_ABSOLUTE_MS)).toBeUndefined();
    // An ended session is gone, not merely refused.
    expect(await db.selectFrom('admin_sessions').select('token_hash').execute()).toEqual([]);
  });

  it('refuses a deleted, unknown or absurd token', async () => {
    const db = await fresh();
    const { token } = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null, now: 5 });
    await deleteSession(db, token);
    expect(await readSession(db, token, 6)).toBeUndefined();
    expect(await readSession(db, 'forged', 6)).toBeUndefined();
    expect(await readSession(db, 'x'.repeat(10_000), 6)).toBeUndefined();
    expect(await readSession(db, undefined, 6)).toBeUndefined();
  });
});

describe('admin sessions while another process holds SQLite’s write lock', () => {
  it('are still read: the last-seen time and the removal of an ended one wait for a later request', async () => {
    const opened = await databases.find((kind) => kind.name === 'sqlite')!.open();
    const holder = new SQLite(opened.url.slice('file:'.length));
    try {
      await migrateToLatest(opened.db);
      // Give up at once instead of after busy_timeout's 5 s: the outcome is the same.
      await sql`pragma busy_timeout = 0`.execute(opened.db);
      const start = 1_000_000;
      const active = await createSession(opened.db, { userId: OWNER_ID, ipHash: null, userAgent: null, now: start });
      const ended = await createSession(opened.db, { userId: OWNER_ID, ipHash: null, userAgent: null, now: start });
      const rows = () => opened.db.selectFrom('admin_sessions').select(['token_hash', 'last_seen_at']).execute();
      const before = await rows();

      holder.exec('BEGIN IMMEDIATE');
      expect(await readSession(opened.db, active.token, start + 2 * 60_000)).toBeDefined();
      expect(await readSession(opened.db, ended.token, start + SESSION_IDLE_MS)).toBeUndefined();
      holder.exec('ROLLBACK');
      expect(await rows()).toEqual(before);

      expect(await readSession(opened.db, active.token, start + 3 * 60_000)).toBeDefined();
      expect(await readSession(opened.db, ended.token, start + SESSION_IDLE_MS)).toBeUndefined();
      expect(await rows()).toEqual([{ token_hash: hashToken(active.token), last_seen_at: start + 3 * 60_000 }]);
    } finally {
      holder.close();
      await opened.dispose();
    }
  });
});
