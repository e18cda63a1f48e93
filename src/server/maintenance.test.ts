import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { freshDatabase } from '../../tests/support/fresh-database';
import { purgeExpired } from './maintenance';
import { leadRow } from '../../tests/support/lead-rows';

const databases = await testDatabases();
const DAY = 24 * 60 * 60_000;

describe.each(databases)('purgeExpired on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  it('deletes expired limits, replay records, sessions, password links, and events past the retention with their days’ funnel rows, and keeps the rest', async () => {
    const db = await fresh();
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
      outbox: 0,
      visitorDays: 1,
      trash: 0,
      leads: 0,
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
      outbox: 0,
      visitorDays: 0,
      trash: 0,
      leads: 0,
    });
  });

  it('deletes set-password mails delivered or given up on past OUTBOX_RETENTION_DAYS; lead notifications stay as delivery records (A8)', async () => {
    const db = await fresh();
    const now = 1_800_000_000_000;
    await db
      .insertInto('leads')
      .values(leadRow({ id: 'lead', name: 'Ada', services: '[]', created_at: now - 60 * DAY }))
      .execute();
    const row = (id: string, kind: string, status: string, at: number, lead: string | null = null) => ({
      id,
      lead_id: lead,
      kind,
      recipient: 'someone@example.com',
      status,
      attempts: 1,
      next_attempt_at: at,
      lease_until: null,
      last_error: null,
      message_id: `<${id}@site.example>`,
      created_at: at,
      sent_at: status === 'sent' ? at : null,
      payload: kind !== 'agency' && kind !== 'confirmation' && status !== 'sent' && status !== 'dead' ? '{}' : null,
    });
    await db
      .insertInto('outbox')
      .values([
        row('old-sent', 'account', 'sent', now - 31 * DAY),
        row('old-dead', 'account', 'dead', now - 31 * DAY),
        row('recent-sent', 'account', 'sent', now - 29 * DAY),
        row('waiting', 'account', 'retry', now - 31 * DAY),
        row('old-agency', 'agency', 'sent', now - 31 * DAY, 'lead'),
        row('old-receipt', 'confirmation', 'dead', now - 31 * DAY, 'lead'),
        // Notices and webhook deliveries carry their own text: kept (with it) while they wait, deleted once done.
        row('old-notice', 'notice', 'sent', now - 31 * DAY),
        row('waiting-notice', 'notice', 'retry', now - 31 * DAY),
        row('old-webhook', 'webhook', 'dead', now - 31 * DAY, 'lead'),
        row('recent-webhook', 'webhook', 'sent', now - 29 * DAY, 'lead'),
        row('waiting-webhook', 'webhook', 'pending', now - 31 * DAY, 'lead'),
      ])
      .execute();

    expect(await purgeExpired(db, { now, eventsRetentionDays: 90, outboxRetentionDays: 30 })).toMatchObject({
      outbox: 4,
    });
    const left = await db.selectFrom('outbox').select(['id', 'status', 'payload']).orderBy('id').execute();
    expect(left).toEqual([
      { id: 'old-agency', status: 'sent', payload: null },
      { id: 'old-receipt', status: 'dead', payload: null },
      { id: 'recent-sent', status: 'sent', payload: null },
      { id: 'recent-webhook', status: 'sent', payload: null },
      { id: 'waiting', status: 'retry', payload: '{}' },
      { id: 'waiting-notice', status: 'retry', payload: '{}' },
      { id: 'waiting-webhook', status: 'pending', payload: '{}' },
    ]);
  });

  it('deletes content that has been in the trash longer than TRASH_RETENTION_DAYS, and keeps newer items', async () => {
    const db = await fresh();
    const now = 1_800_000_000_000;
    const item = (id: string, daysAgo: number) => ({
      collection: 'blogPosts',
      document_id: id,
      data: '{}',
      version: 1,
      deleted_at: now - daysAgo * DAY,
      deleted_by: 'ana',
      public_paths: JSON.stringify([`/blog/${id}`]),
    });
    await db
      .insertInto('trash')
      .values([item('old', 8), item('recent', 6)])
      .execute();

    expect(await purgeExpired(db, { now, eventsRetentionDays: 90, trashRetentionDays: 7 })).toMatchObject({ trash: 1 });
    expect(await db.selectFrom('trash').select('document_id').execute()).toEqual([{ document_id: 'recent' }]);
  });
});
