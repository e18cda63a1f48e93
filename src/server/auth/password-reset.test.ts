import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import type { MailMessage } from '../mail/compose';
import { processOutbox, type ProcessOptions } from '../mail/outbox-delivery';
import { admitResetRequest, RESET_LINK_TTL_MS, sendResetLink, type ResetMail } from './password-reset';
import { createSession, readSession } from './session';
import { OWNER_ID } from './user';
import { hashPassword } from './admin-password';
import { setPasswordWithLink, userForLink } from './users';

const databases = await testDatabases();
const T0 = 4_000_000_000_000;
const LINK_BASE = 'https://site.example/admin-set-password?token=';
const MAIL: ResetMail = {
  subject: (name) => `New password for ${name}`,
  text: (name) => `Hello ${name}, choose a new password: {link}`,
  linkBase: LINK_BASE,
  domain: 'site.example',
};
const STRONG = 'harbour quartz meadow 73';

describe.each(databases)('forgot password on $name (B3)', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  async function setUp() {
    const db = await fresh();
    await db
      .insertInto('admin_users')
      .values({
        id: 'ada',
        name: 'Ada',
        email: 'ada@example.com',
        role: 'editor',
        password_hash: await hashPassword('the old password of ada'),
        created_at: T0,
        created_by: OWNER_ID,
      })
      .execute();
    const sent: MailMessage[] = [];
    const deliver = (at: number) =>
      processOutbox(db, {
        send: async (message) => void sent.push(message),
        from: 'Emberline Digital <no-reply@site.example>',
        replyTo: 'hello@site.example',
        maxAttempts: 8,
        now: () => at,
        confirmationTexts: () => Promise.reject(new Error('no receipts here')),
      } satisfies ProcessOptions);
    const mailedToken = (index = sent.length - 1) =>
      new RegExp(`${LINK_BASE.replace(/[?.]/g, '\\$&')}([\\w-]{43})$`, 'm').exec(sent[index]?.text ?? '')?.[1];
    return { db, sent, deliver, mailedToken };
  }

  it('mails a person a link that sets a new password once, within 30 minutes, and signs out every session', async () => {
    const { db, sent, deliver, mailedToken } = await setUp();
    const laptop = await createSession(db, { userId: 'ada', ipHash: null, userAgent: null, now: T0 });
    expect(await sendResetLink(db, '  Ada@Example.com ', MAIL, T0)).toBe(true);
    expect(await db.selectFrom('outbox').select(['kind', 'recipient']).execute()).toEqual([
      { kind: 'account', recipient: 'ada@example.com' },
    ]);
    expect(await deliver(T0 + 1_000)).toEqual({ sent: 1, failed: 0 });
    expect(sent[0]).toMatchObject({ to: 'ada@example.com', subject: 'New password for Ada' });
    const token = mailedToken();
    expect(token).toBeDefined();
    expect(await userForLink(db, token!, T0 + RESET_LINK_TTL_MS - 1)).toMatchObject({ id: 'ada', hasPassword: true });
    expect(await userForLink(db, token!, T0 + RESET_LINK_TTL_MS)).toBeUndefined();

    expect(await setPasswordWithLink(db, token!, STRONG, T0 + 60_000)).toMatchObject({ status: 'ok' });
    expect(await readSession(db, laptop.token, T0 + 61_000)).toBeUndefined();
    expect(await setPasswordWithLink(db, token!, 'another strong pass 91', T0 + 62_000)).toEqual({
      status: 'invalid_link',
    });
    const audit = await db.selectFrom('audit_log').select(['actor_id', 'action']).orderBy('id').execute();
    expect(audit).toEqual([
      { actor_id: 'ada', action: 'user.reset' },
      { actor_id: 'ada', action: 'user.password' },
    ]);
  });

  it('sends nothing for an address that is no one’s, and leaves no trace of it', async () => {
    const { db } = await setUp();
    expect(await sendResetLink(db, 'nobody@example.com', MAIL, T0)).toBe(false);
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('password_tokens').selectAll().execute()).toEqual([]);
    expect(JSON.stringify(await db.selectFrom('rate_limits').selectAll().execute())).not.toContain('nobody');
  });

  it('sends at most 3 links an hour to one address; a newer link replaces the older ones', async () => {
    const { db, deliver, mailedToken } = await setUp();
    for (let i = 0; i < 3; i++) expect(await sendResetLink(db, 'ada@example.com', MAIL, T0 + i * 1_000)).toBe(true);
    expect(await sendResetLink(db, 'ada@example.com', MAIL, T0 + 5_000)).toBe(false);
    expect(await db.selectFrom('password_tokens').selectAll().execute()).toHaveLength(1);
    // Only the newest link is live: the two older mails go out without one (dead), the newest with it.
    expect(await deliver(T0 + 6_000)).toEqual({ sent: 1, failed: 2 });
    expect(mailedToken(0)).toBeDefined();
    expect(await sendResetLink(db, 'ada@example.com', MAIL, T0 + 60 * 60_000)).toBe(true);
  });

  it('admits 5 requests per client address in 15 minutes, whatever addresses they name', async () => {
    const db = await fresh();
    for (let i = 0; i < 5; i++) expect(await admitResetRequest(db, 'client-a', T0 + i)).toEqual({ allowed: true });
    expect(await admitResetRequest(db, 'client-a', T0 + 10)).toEqual({ allowed: false, retryAfter: 900 });
    expect(await admitResetRequest(db, 'client-b', T0 + 10)).toEqual({ allowed: true });
    expect(await admitResetRequest(db, 'client-a', T0 + 15 * 60_000)).toEqual({ allowed: true });
  });
});
