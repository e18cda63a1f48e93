import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { migrateToLatest } from './db/migrate';
import { purgeExpired } from './maintenance';

const databases = await testDatabases();
const DAY = 24 * 60 * 60_000;

describe.each(databases)('purgeExpired on $name', (kind: TestDatabase) => {
  let opened: TestDatabase.Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it('deletes expired limits, replay records, sessions, password links, and events past the retention with their days’ funnel rows, and keeps the rest', async () => {
    opened = await kind.open();
    const { db } = opened;
    await migrateToLatest(db);
    const now = 1_800_000_000_000;
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'old', points: 3, expires_at: now - 1 },
        { key: 'live', points: 1, expires_at: now + 60_000 },
      ])
      .execute();
    await db
      .insertInto('captcha_used')
      .values([
        { key: 'old', expires_at: now },
        { key: 'live', expires_at: now + 1 },
      ])
      .execute();
    const session = {
      created_at: now - DAY,
      last_seen_at: now - DAY,
      ip_hash: null,
      user_agent: null,
      user_id: 'owner',
    };
    await db
      .insertInto('admin_sessions')
      .values([
        { ...session, token_hash: 'old', expires_at: now - 1 },
        { ...session, token_hash: 'live', expires_at: now + 1 },
      ])
      .execute();
    await db
      .insertInto('events')
      .values([
        { type: 'not_found', path: '/old', data: null, created_at: now - 91 * DAY },
        { type: 'not_found', path: '/recent', data: null, created_at: now - 89 * DAY },
      ])
      .execute();
    await db
      .insertInto('visitor_days')
      .values(
        [91, 89].map((daysAgo) => ({
          day: new Date(now - daysAgo * DAY).toISOString().slice(0, 10),
          visitor: 'v',
          landing_path: '/',
          locale: 'en',
          form_started: 0,
        })),
      )
      .execute();
    await db
      .insertInto('app_secrets')
      .values(
        [3, 1, 0].map((daysAgo) => ({
          key: `visitor_salt:${new Date(now - daysAgo * DAY).toISOString().slice(0, 10)}`,
          value: 'k',
          created_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('password_tokens')
      .values([
        { token_hash: 'old', user_id: 'owner', created_at: now - DAY, expires_at: now },
        { token_hash: 'live', user_id: 'owner', created_at: now - DAY, expires_at: now + 1 },
      ])
      .execute();

    expect(await purgeExpired(db, { now, eventsRetentionDays: 90 })).toEqual({
      rateLimits: 1,
      captchaUsed: 1,
      sessions: 1,
      events: 1,
      passwordLinks: 1,
      visitorKeys: 1,
      visitorDays: 1,
    });
    expect(
      (await db.selectFrom('app_secrets').select('key').where('key', 'like', 'visitor_salt:%').execute()).length,
    ).toBe(2);
    expect(await db.selectFrom('password_tokens').select('token_hash').execute()).toEqual([{ token_hash: 'live' }]);
    expect(await db.selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'live' }]);
    expect(await db.selectFrom('captcha_used').select('key').execute()).toEqual([{ key: 'live' }]);
    expect(await db.selectFrom('admin_sessions').select('token_hash').execute()).toEqual([{ token_hash: 'live' }]);
    expect(await db.selectFrom('events').select('path').execute()).toEqual([{ path: '/recent' }]);
    expect(await purgeExpired(db, { now, eventsRetentionDays: 90 })).toEqual({
      rateLimits: 0,
      captchaUsed: 0,
      sessions: 0,
      events: 0,
      passwordLinks: 0,
      visitorKeys: 0,
      visitorDays: 0,
    });
  });
});
