import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { listActivity } from '../audit';
import { createReviewLink, liveReviewLink } from '../queries/review-links';
import { collectionSchedules, setSchedule } from '../queries/schedules';
import type { Database } from '../db/schema';
import { hashPassword, verifyPassword } from './admin-password';
import { createSession, hashToken, readSession } from './session';
import { OWNER_ID, type AdminUser } from './user';
import {
  changeOwnPassword,
  createUser,
  listUsers,
  loginAccount,
  newUserInputSchema,
  PASSWORD_LINK_TTL_MS,
  removeUser,
  renewPasswordLink,
  setPasswordWithLink,
  userForLink,
  type OwnerPasswordStore,
} from './users';

const databases = await testDatabases();
const owner: AdminUser = { id: OWNER_ID, name: 'Owner', email: null, role: 'owner' };
const STRONG = 'lantern oyster mosaic 42';
/** After the migration created the owner account (at the real time), so lists come in the order people were added. */
const T0 = 4_000_000_000_000;

/** The owner's password as kept in the database (not set by env), in memory for the test. */
function storedOwnerPassword(initial: string): OwnerPasswordStore & { hash: string } {
  return {
    fromEnv: false,
    hash: initial,
    async currentHash() {
      return this.hash;
    },
    async store(passwordHash) {
      this.hash = passwordHash;
    },
  };
}

const envOwnerPassword: OwnerPasswordStore = {
  fromEnv: true,
  currentHash: () => Promise.reject(new Error('an env password is not read here')),
  store: () => Promise.reject(new Error('an env password cannot be stored')),
};

describe.each(databases)('named admin accounts on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  /** Adds Ada Lovelace (an editor) as the owner, and returns her and her link's token. */
  async function addAda(db: Kysely<Database>, email = 'ada@example.com') {
    const result = await createUser(
      db,
      owner,
      newUserInputSchema.parse({ name: 'Ada Lovelace', email, role: 'editor' }),
      T0,
    );
    if (result.status !== 'created') throw new Error(`Ada was not created: ${result.status}`);
    return result;
  }

  /** Ada with a password and two sessions, as if signed in on two machines. */
  async function adaSignedInTwice(db: Kysely<Database>) {
    const { user, token } = await addAda(db);
    expect((await setPasswordWithLink(db, token, STRONG, T0 + 1)).status).toBe('ok');
    const here = await createSession(db, { userId: user.id, ipHash: null, userAgent: null, now: T0 + 2 });
    const elsewhere = await createSession(db, { userId: user.id, ipHash: null, userAgent: null, now: T0 + 2 });
    return { user, here, elsewhere };
  }

  it('adds a person whose link sets a password once, and only within 24 hours', async () => {
    const db = await fresh();
    const { user, token } = await addAda(db);
    expect(user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', role: 'editor' });
    expect(await loginAccount(db, 'ada@example.com')).toBeUndefined();
    // Only the token's hash is kept.
    const stored = await db.selectFrom('password_tokens').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await userForLink(db, token, T0 + PASSWORD_LINK_TTL_MS - 1)).toMatchObject({ id: user.id });
    expect(await userForLink(db, token, T0 + PASSWORD_LINK_TTL_MS)).toBeUndefined();
    expect(await setPasswordWithLink(db, token, STRONG, T0 + PASSWORD_LINK_TTL_MS)).toEqual({
      status: 'invalid_link',
    });

    const late = await createUser(db, owner, { name: 'Ben', email: 'ben@example.com', role: 'owner' }, T0);
    if (late.status !== 'created') throw new Error('Ben was not created');
    expect(await setPasswordWithLink(db, late.token, STRONG, T0 + 60_000)).toMatchObject({ status: 'ok' });
    expect(await setPasswordWithLink(db, late.token, `${STRONG} again`, T0 + 60_001)).toEqual({
      status: 'invalid_link',
    });
    const ben = await loginAccount(db, ' BEN@example.com ');
    expect(ben && (await verifyPassword(ben.passwordHash, STRONG))).toBe(true);
    expect(await db.selectFrom('password_tokens').select('user_id').execute()).toEqual([{ user_id: user.id }]);
  });

  it('lists who has a password, whose link is waiting and whose has expired', async () => {
    const db = await fresh();
    const { user: ada } = await addAda(db);
    const ben = await createUser(db, owner, { name: 'Ben', email: 'ben@example.com', role: 'editor' }, T0 + 5);
    if (ben.status !== 'created') throw new Error('Ben was not created');
    await setPasswordWithLink(db, ben.token, STRONG, T0 + 6);
    const people = await listUsers(db, T0 + PASSWORD_LINK_TTL_MS + 1);
    expect(people.map(({ id, hasPassword, linkPending }) => ({ id, hasPassword, linkPending }))).toEqual([
      { id: OWNER_ID, hasPassword: true, linkPending: false },
      { id: ada.id, hasPassword: false, linkPending: false },
      { id: ben.user.id, hasPassword: true, linkPending: false },
    ]);
    expect((await listUsers(db, T0 + 7)).find((person) => person.id === ada.id)?.linkPending).toBe(true);
  });

  it('refuses a second person with the same e-mail address, in any case and even at the same moment', async () => {
    const db = await fresh();
    await addAda(db);
    const again = newUserInputSchema.parse({ name: 'Other Ada', email: ' ADA@Example.com', role: 'owner' });
    expect(await createUser(db, owner, again, T0 + 1)).toEqual({ status: 'email_taken' });

    const cleo = { name: 'Cleo', email: 'cleo@example.com', role: 'editor' } as const;
    const both = await Promise.all([createUser(db, owner, cleo, T0), createUser(db, owner, cleo, T0)]);
    expect(both.map((result) => result.status).sort()).toEqual(['created', 'email_taken']);
    expect(
      await db.selectFrom('admin_users').select('id').where('email', '=', 'cleo@example.com').execute(),
    ).toHaveLength(1);
  });

  it('refuses a short, common or personal password and keeps the link for a better one', async () => {
    const db = await fresh();
    const { token } = await addAda(db);
    for (const [password, problem] of [
      ['short pass1', 'too_short'],
      ['Password123456!', 'common'],
      ['AdaLovelace2024', 'personal'],
    ] as const)
      expect(await setPasswordWithLink(db, token, password, T0 + 1)).toMatchObject({ status: 'weak', problem });
    expect(await loginAccount(db, 'ada@example.com')).toBeUndefined();
    expect((await setPasswordWithLink(db, token, STRONG, T0 + 2)).status).toBe('ok');
  });

  it('refuses the person’s own e-mail address and easy patterns as their password, saying why (A9)', async () => {
    const db = await fresh();
    const { token } = await addAda(db);
    for (const password of ['ada@example.com', 'qwertyqwerty', 'emberline2026!']) {
      const result = await setPasswordWithLink(db, token, password, T0 + 1);
      expect(result, password).toMatchObject({ status: 'weak', problem: 'guessable', hint: expect.any(String) });
    }
    expect(await loginAccount(db, 'ada@example.com')).toBeUndefined();
  });

  it('a new link replaces the one before it; the owner account has none', async () => {
    const db = await fresh();
    const { user, token: first } = await addAda(db);
    const renewed = await renewPasswordLink(db, owner, user.id, T0 + PASSWORD_LINK_TTL_MS + 1);
    expect(renewed?.user.id).toBe(user.id);
    expect(await userForLink(db, first, T0 + 1)).toBeUndefined();
    expect(await userForLink(db, renewed!.token, T0 + PASSWORD_LINK_TTL_MS + 2)).toMatchObject({ id: user.id });
    expect(await renewPasswordLink(db, owner, OWNER_ID, T0)).toBeUndefined();
    expect(await renewPasswordLink(db, owner, 'nobody', T0)).toBeUndefined();
  });

  it('removing a person ends their sessions at once and their link; not oneself, not the owner account', async () => {
    const db = await fresh();
    const { user, here, elsewhere } = await adaSignedInTwice(db);
    const renewed = await renewPasswordLink(db, owner, user.id, T0 + 3);
    expect(await readSession(db, here.token, T0 + 4)).toBeDefined();

    expect(await removeUser(db, owner, user.id, T0 + 5)).toBe('removed');
    expect(await readSession(db, here.token, T0 + 6)).toBeUndefined();
    expect(await readSession(db, elsewhere.token, T0 + 6)).toBeUndefined();
    expect(await userForLink(db, renewed!.token, T0 + 6)).toBeUndefined();
    expect(await loginAccount(db, 'ada@example.com')).toBeUndefined();
    expect(await removeUser(db, owner, user.id, T0 + 7)).toBe('not_found');

    const { user: ben } = await addAda(db, 'ben@example.com');
    expect(await removeUser(db, ben, ben.id, T0 + 8)).toBe('self');
    expect(await removeUser(db, ben, OWNER_ID, T0 + 8)).toBe('owner_account');
    expect((await listUsers(db)).map((person) => person.id)).toEqual([OWNER_ID, ben.id]);
  });

  it('removing a person hands the changes they scheduled to the remover and revokes their review links, and the log says so (B1)', async () => {
    const db = await fresh();
    const { user } = await addAda(db);
    const ada = { id: user.id, name: user.name };
    const launch = T0 + 86_400_000;
    await setSchedule(db, {
      collection: 'blogPosts',
      documentId: 'launch',
      action: 'publish',
      runAt: launch,
      by: ada,
      now: T0,
    });
    await setSchedule(db, {
      collection: 'projects',
      documentId: '11',
      action: 'unpublish',
      runAt: launch,
      by: ada,
      now: T0,
    });
    await setSchedule(db, {
      collection: 'projects',
      documentId: '12',
      action: 'publish',
      runAt: launch,
      by: owner,
      now: T0,
    });
    const review = { collection: 'blogPosts', documentId: 'launch', path: '/blog/launch' } as const;
    const { token: adas } = await createReviewLink(db, { ...review, createdBy: ada.name, createdById: ada.id }, T0);
    const { token: owners } = await createReviewLink(db, { ...review, createdBy: 'Owner', createdById: OWNER_ID }, T0);

    expect(await removeUser(db, owner, user.id, T0 + 5)).toBe('removed');
    const scheduled = [
      ...(await collectionSchedules(db, 'blogPosts')).values(),
      ...(await collectionSchedules(db, 'projects')).values(),
    ].flatMap((item) => Object.values(item).map((schedule) => schedule?.scheduledBy));
    expect(scheduled).toEqual(['Owner', 'Owner', 'Owner']);
    const runs = await db.selectFrom('schedules').select(['scheduled_by_id', 'run_at']).execute();
    expect(runs).toEqual(Array(3).fill({ scheduled_by_id: OWNER_ID, run_at: launch }));
    expect(await liveReviewLink(db, adas, T0 + 6)).toBeUndefined();
    expect(await liveReviewLink(db, owners, T0 + 6)).toBeDefined();
    const removal = (await listActivity(db)).entries.find((entry) => entry.action === 'user.removed');
    expect(removal?.summary).toBe(`${user.name} (2 scheduled changes now Owner’s, 1 review link revoked)`);
  });

  it('changing one’s own password keeps the session in use and ends the others', async () => {
    const db = await fresh();
    const { user, here, elsewhere } = await adaSignedInTwice(db);
    const session = { user, tokenHash: hashToken(here.token) };
    const next = 'quartz meadow lantern 77';
    expect(await changeOwnPassword(db, session, { current: 'not it at all', next }, envOwnerPassword, T0 + 3)).toEqual({
      status: 'wrong_password',
    });
    expect(await changeOwnPassword(db, session, { current: STRONG, next: 'short' }, envOwnerPassword, T0 + 3)).toEqual({
      status: 'weak',
      problem: 'too_short',
    });
    expect(await readSession(db, elsewhere.token, T0 + 4)).toBeDefined();

    expect(await changeOwnPassword(db, session, { current: STRONG, next }, envOwnerPassword, T0 + 5)).toEqual({
      status: 'changed',
    });
    expect(await readSession(db, here.token, T0 + 6)).toMatchObject({ user: { id: user.id } });
    expect(await readSession(db, elsewhere.token, T0 + 6)).toBeUndefined();
    const account = await loginAccount(db, 'ada@example.com');
    expect(await verifyPassword(account!.passwordHash, next)).toBe(true);
    expect(await verifyPassword(account!.passwordHash, STRONG)).toBe(false);
  });

  it('the owner account changes a password kept in the database, and refuses one set by env', async () => {
    const db = await fresh();
    const here = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null, now: T0 });
    const other = await createSession(db, { userId: OWNER_ID, ipHash: null, userAgent: null, now: T0 });
    const session = { user: owner, tokenHash: hashToken(here.token) };
    const input = { current: 'the generated one', next: 'quartz meadow lantern 77' };

    expect(await changeOwnPassword(db, session, input, envOwnerPassword, T0 + 1)).toEqual({ status: 'managed_by_env' });
    expect(await readSession(db, other.token, T0 + 2)).toBeDefined();

    const stored = storedOwnerPassword(await hashPassword('the generated one'));
    expect(await changeOwnPassword(db, session, input, stored, T0 + 3)).toEqual({ status: 'changed' });
    expect(await verifyPassword(stored.hash, input.next)).toBe(true);
    expect(await readSession(db, here.token, T0 + 4)).toBeDefined();
    expect(await readSession(db, other.token, T0 + 4)).toBeUndefined();
  });

  it('writes who added, linked, set a password for and removed whom in the audit trail', async () => {
    const db = await fresh();
    const { user, here } = await adaSignedInTwice(db);
    await renewPasswordLink(db, owner, user.id, T0 + 3);
    const next = 'quartz meadow lantern 77';
    await changeOwnPassword(
      db,
      { user, tokenHash: hashToken(here.token) },
      { current: STRONG, next },
      envOwnerPassword,
    );
    await removeUser(db, owner, user.id, T0 + 5);

    const { entries } = await listActivity(db);
    expect(entries.map(({ actorId, action, target, summary }) => ({ actorId, action, target, summary }))).toEqual([
      { actorId: OWNER_ID, action: 'user.removed', target: `user:${user.id}`, summary: 'Ada Lovelace' },
      { actorId: user.id, action: 'user.password', target: `user:${user.id}`, summary: 'changed own password' },
      { actorId: OWNER_ID, action: 'user.link', target: `user:${user.id}`, summary: 'Ada Lovelace' },
      { actorId: user.id, action: 'user.password', target: `user:${user.id}`, summary: 'set through a link' },
      { actorId: OWNER_ID, action: 'user.added', target: `user:${user.id}`, summary: 'Ada Lovelace (editor)' },
    ]);
    expect(JSON.stringify(entries)).not.toContain(STRONG);
    expect((await listActivity(db, { actorId: user.id })).entries.map((entry) => entry.actorName)).toEqual([
      'Ada Lovelace',
      'Ada Lovelace',
    ]);
  });
});
