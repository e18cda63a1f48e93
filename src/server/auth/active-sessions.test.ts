import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { activeSessionCounts, endSessionById, listActiveSessions, sessionId } from './active-sessions';
import {
  createSession,
  deleteUserSessions,
  hashToken,
  readSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './session';
import { OWNER_ID } from './user';

const databases = await testDatabases();
const T0 = 5_000_000_000_000;
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(databases)('a person’s active sessions on $name (B4)', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  async function withPerson() {
    const db = await fresh();
    await db
      .insertInto('admin_users')
      .values({
        id: 'ada',
        name: 'Ada',
        email: 'ada@example.com',
        role: 'editor',
        password_hash: null,
        created_at: T0,
        created_by: OWNER_ID,
      })
      .execute();
    const open = (userAgent: string | null, network: string | null, now: number, userId = 'ada') =>
      createSession(db, { userId, ipHash: null, userAgent, network, now });
    return { db, open };
  }

  it('lists the live sessions, newest use first, with device, network and the one in use; never a token or its hash', async () => {
    const { db, open } = await withPerson();
    const laptop = await open(CHROME_MAC, '203.0.113.*', T0);
    const phone = await open(FIREFOX_LINUX, null, T0 + 60_000);
    await open(CHROME_MAC, '198.51.100.*', T0 - SESSION_ABSOLUTE_MS); // ran out long ago
    await open(CHROME_MAC, '198.51.100.*', T0, OWNER_ID); // someone else's
    const listed = await listActiveSessions(db, 'ada', {
      currentTokenHash: hashToken(laptop.token),
      now: T0 + 120_000,
    });
    expect(listed).toEqual([
      {
        id: sessionId(hashToken(phone.token)),
        browser: 'Firefox',
        system: 'Linux',
        network: null,
        signedInAt: T0 + 60_000,
        lastSeenAt: T0 + 60_000,
        current: false,
      },
      {
        id: sessionId(hashToken(laptop.token)),
        browser: 'Chrome',
        system: 'macOS',
        network: '203.0.113.*',
        signedInAt: T0,
        lastSeenAt: T0,
        current: true,
      },
    ]);
    const text = JSON.stringify(listed);
    for (const secret of [laptop.token, phone.token, hashToken(laptop.token), hashToken(phone.token)])
      expect(text).not.toContain(secret);
    // Idle too long: off the list, as it is refused.
    expect(await listActiveSessions(db, 'ada', { now: T0 + 60_000 + SESSION_IDLE_MS })).toEqual([]);
    expect(await activeSessionCounts(db, T0 + 120_000)).toEqual(
      new Map([
        ['ada', 2],
        [OWNER_ID, 1],
      ]),
    );
  });

  it('ends one session by its id, only for the person it belongs to; the others go on', async () => {
    const { db, open } = await withPerson();
    const laptop = await open(CHROME_MAC, null, T0);
    const phone = await open(FIREFOX_LINUX, null, T0);
    const owners = await open(CHROME_MAC, null, T0, OWNER_ID);
    const phoneId = sessionId(hashToken(phone.token));
    expect(await endSessionById(db, OWNER_ID, phoneId)).toBe(false);
    expect(await endSessionById(db, 'ada', sessionId(hashToken(owners.token)))).toBe(false);
    expect(await endSessionById(db, 'ada', 'f'.repeat(24))).toBe(false);
    expect(await readSession(db, phone.token, T0 + 1)).toBeDefined();
    expect(await endSessionById(db, 'ada', phoneId)).toBe(true);
    expect(await readSession(db, phone.token, T0 + 1)).toBeUndefined();
    expect(await endSessionById(db, 'ada', phoneId)).toBe(false);
    expect(await readSession(db, laptop.token, T0 + 1)).toBeDefined();
    expect(await readSession(db, owners.token, T0 + 1)).toBeDefined();
  });

  it('ends every other session of a person and says how many, keeping the one in use', async () => {
    const { db, open } = await withPerson();
    const laptop = await open(CHROME_MAC, null, T0);
    const others = [await open(FIREFOX_LINUX, null, T0), await open(null, null, T0)];
    expect(await deleteUserSessions(db, 'ada', hashToken(laptop.token))).toBe(2);
    for (const other of others) expect(await readSession(db, other.token, T0 + 1)).toBeUndefined();
    expect(await readSession(db, laptop.token, T0 + 1)).toBeDefined();
    expect(await deleteUserSessions(db, 'ada')).toBe(1);
  });
});
