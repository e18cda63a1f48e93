import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import type { AdminUser } from '../auth/user';
import {
  createUser,
  passwordLinkHash,
  PASSWORD_LINK_TTL_MS,
  renewPasswordLink,
  setPasswordWithLink,
  userForLink,
} from '../auth/users';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import type { MailMessage } from './compose';
import { enqueueAccountMail } from './outbox';
import { processOutbox, type ProcessOptions } from './outbox-delivery';

const databases = await testDatabases();
const owner: AdminUser = { id: 'owner', name: 'Owner', email: null, role: 'owner' };
const T0 = 4_000_000_000_000;
const LINK_BASE = 'https://site.example/admin-set-password?token=';
const STRONG = 'lantern oyster mosaic 42';

describe.each(databases)('set-password mails on $name', (kind: TestDatabase) => {
  const { fresh, empty } = freshDatabase(kind);

  async function setUp() {
    const db = await fresh();
    const created = await createUser(db, owner, { name: 'Ada', email: 'ada@example.com', role: 'editor' }, T0);
    if (created.status !== 'created') throw new Error('Ada was not added');
    const sent: MailMessage[] = [];
    const options = (at: number): ProcessOptions => ({
      send: async (message) => void sent.push(message),
      from: 'Emberline Digital <no-reply@site.example>',
      replyTo: 'hello@site.example',
      maxAttempts: 8,
      now: () => at,
      confirmationTexts: () => Promise.reject(new Error('no receipts here')),
    });
    const queue = () =>
      enqueueAccountMail(
        db,
        'ada@example.com',
        {
          subject: 'Your access',
          text: 'Set your password here: {link}',
          linkHash: passwordLinkHash(created.token),
          linkBase: LINK_BASE,
        },
        'site.example',
        T0,
      );
    const everyOutboxRow = async () => JSON.stringify(await db.selectFrom('outbox').selectAll().execute());
    return { db, created, sent, options, queue, everyOutboxRow };
  }

  it('keeps no set-password token in the outbox: the mailed link is made at send time (A8)', async () => {
    const { db, created, sent, options, queue, everyOutboxRow } = await setUp();
    await queue();
    expect(await everyOutboxRow()).not.toContain(created.token);

    expect(await processOutbox(db, options(T0 + 1_000))).toEqual({ sent: 1, failed: 0 });
    const mailed = new RegExp(`${LINK_BASE.replace(/[?.]/g, '\\$&')}([\\w-]{43})$`, 'm').exec(sent[0]?.text ?? '')?.[1];
    expect(mailed).toBeDefined();
    expect(mailed).not.toBe(created.token);
    expect(await everyOutboxRow()).not.toContain(mailed);
    expect(await userForLink(db, mailed!, T0 + 2_000)).toMatchObject({ id: created.user.id });

    expect(await setPasswordWithLink(db, mailed!, STRONG, T0 + 3_000)).toMatchObject({ status: 'ok' });
    expect(await userForLink(db, created.token, T0 + 4_000)).toBeUndefined();
  });

  it('sends no link once the one it stands for was replaced or has expired (A8)', async () => {
    const { db, created, sent, options, queue } = await setUp();
    await queue();
    await renewPasswordLink(db, owner, created.user.id, T0 + 500);
    expect(await processOutbox(db, options(T0 + 1_000))).toEqual({ sent: 0, failed: 1 });
    expect(sent).toEqual([]);

    await db.deleteFrom('outbox').execute();
    const fresh = await renewPasswordLink(db, owner, created.user.id, T0 + 2_000);
    await enqueueAccountMail(
      db,
      'ada@example.com',
      { subject: 'Your access', text: '{link}', linkHash: passwordLinkHash(fresh!.token), linkBase: LINK_BASE },
      'site.example',
      T0 + 2_000,
    );
    expect(await processOutbox(db, options(T0 + 2_000 + PASSWORD_LINK_TTL_MS))).toEqual({ sent: 0, failed: 1 });
    expect(sent).toEqual([]);
    expect(await db.selectFrom('outbox').select(['status', 'payload']).execute()).toEqual([
      { status: 'dead', payload: null },
    ]);
  });

  it('withholds a set-password mail that an older version queued with the link in its text (A8)', async () => {
    const db = await empty();
    // The database as the version before the outbox change left it.
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0006-outbox-retention'));
    await migrateToLatest(db, before);
    await db
      .insertInto('outbox')
      .values({
        id: 'old-format',
        lead_id: null,
        kind: 'account',
        recipient: 'ada@example.com',
        status: 'retry',
        attempts: 1,
        next_attempt_at: T0,
        lease_until: null,
        last_error: 'try later',
        message_id: '<old-format@site.example>',
        created_at: T0,
        sent_at: null,
        payload: JSON.stringify({ subject: 'Your access', text: `${LINK_BASE}secret-token-in-clear` }),
      })
      .execute();
    await migrateToLatest(db);
    const row = await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'dead', payload: null });
    expect(JSON.stringify(row)).not.toContain('secret-token-in-clear');
  });
});
