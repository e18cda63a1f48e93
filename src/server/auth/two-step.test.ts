import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { listActivity } from '../audit';
import type { Database } from '../db/schema';
import { hashPassword } from './admin-password';
import { attemptLogin } from './login';
import { createSession, hashToken, readSession } from './session';
import {
  confirmTwoStepSetup,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  regenerateRecoveryCodes,
  startTwoStepSetup,
  stepAt,
  turnOffTwoStep,
  twoStepState,
  spendRecoveryCode,
  verifyTwoStepCode,
} from './two-step';
import { mustSetUpTwoStep, setTwoStepRequired, twoStepRequiredRoles } from './two-step-policy';
import { adminRoles } from '@/lib/roles';
import { completeSecondStep, PENDING_SIGN_IN_MS, readPendingSignIn } from './two-step-sign-in';
import { OWNER_ID, type AdminUser } from './user';
import { createUser, getUser } from './users';

const databases = await testDatabases();
const PASSWORD = 'lantern oyster mosaic 42';
const passwordHash = await hashPassword(PASSWORD);
/** A moment in the middle of a 30-second step, after the migration made the owner account. */
const T0 = 4_000_000_005_000;

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

/** Six digits that are no code of the steps around `now`. */
function wrongCode(secret: string, now: number): string {
  const near = [-30_000, 0, 30_000].map((offset) => codeAt(secret, now + offset));
  let guess = 123_456;
  while (near.includes(String(guess))) guess += 1;
  return String(guess);
}

/** A named account with a password, signed in once (the session the setup is made from). */
async function person(db: Kysely<Database>, email = 'ada@example.com') {
  const owner = (await getUser(db, OWNER_ID))!;
  const created = await createUser(db, owner, { name: 'Ada', email, role: 'editor' });
  if (created.status !== 'created') throw new Error(created.status);
  await db.updateTable('admin_users').set({ password_hash: passwordHash }).where('id', '=', created.user.id).execute();
  const { token } = await createSession(db, { userId: created.user.id, ipHash: null, userAgent: null, now: T0 });
  return { user: created.user, session: { user: created.user, tokenHash: hashToken(token) }, token };
}

/** A person with two-step sign-in on (confirmed at T0); their secret and recovery codes. */
async function enabled(db: Kysely<Database>, email?: string) {
  const ada = await person(db, email);
  const started = await startTwoStepSetup(db, ada.user, T0);
  if (started.status !== 'started') throw new Error(started.status);
  const confirmed = await confirmTwoStepSetup(db, ada.session, codeAt(started.secret, T0), T0);
  if (confirmed.status !== 'enabled') throw new Error(confirmed.status);
  return { ...ada, secret: started.secret, codes: confirmed.recoveryCodes };
}

describe.each(databases)('two-step sign-in on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  it('keeps a new 20-byte secret pending until a right code confirms it, then makes 10 recovery codes kept only as hashes (B2)', async () => {
    const db = await fresh();
    const ada = await person(db);
    const other = await createSession(db, { userId: ada.user.id, ipHash: null, userAgent: null, now: T0 });
    const started = await startTwoStepSetup(db, ada.user, T0, 'Emberline');
    if (started.status !== 'started') throw new Error(started.status);
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/Emberline:ada%40example\.com\?issuer=Emberline&/);
    expect(Secret.fromBase32(started.secret).bytes).toHaveLength(20);
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}.*algorithm=SHA1&digits=6&period=30/);
    // A second start is a new secret: the first never worked.
    const again = await startTwoStepSetup(db, ada.user, T0);
    expect(again.status === 'started' && again.secret).not.toBe(started.secret);
    const secret = again.status === 'started' ? again.secret : '';
    expect((await twoStepState(db, ada.user.id)).enabled).toBe(false);
    expect(await confirmTwoStepSetup(db, ada.session, codeAt(started.secret, T0), T0)).toEqual({
      status: 'wrong_code',
    });
    expect(await confirmTwoStepSetup(db, ada.session, '12345', T0)).toEqual({ status: 'wrong_code' });

    const confirmed = await confirmTwoStepSetup(db, ada.session, codeAt(secret, T0), T0);
    if (confirmed.status !== 'enabled') throw new Error(confirmed.status);
    expect(confirmed.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await db.selectFrom('two_step_recovery_codes').selectAll().execute();
    expect(stored.map((row) => row.code_hash).sort()).toEqual(confirmed.recoveryCodes.map(recoveryCodeHash).sort());
    for (const code of confirmed.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
    expect(await twoStepState(db, ada.user.id)).toEqual({ enabled: true, enabledAt: T0, recoveryCodesLeft: 10 });
    // Turning it on ends the person's other sessions, not this one, and is in the activity log.
    expect(await readSession(db, other.token, T0 + 1)).toBeUndefined();
    expect(await readSession(db, ada.token, T0 + 1)).toBeDefined();
    const { entries } = await listActivity(db, { actorId: ada.user.id });
    expect(entries.map((entry) => [entry.action, entry.summary])).toContainEqual(['user.two_step', 'turned on']);
    // Only named accounts: the owner account of the admin password has none.
    expect((await startTwoStepSetup(db, (await getUser(db, OWNER_ID))!, T0)).status).toBe('owner_account');
    expect((await startTwoStepSetup(db, ada.user, T0)).status).toBe('already_on');
  });

  it('accepts a code for the step before, the current one or the next, never further off (B2)', async () => {
    const db = await fresh();
    const { user, secret } = await enabled(db);
    const now = T0 + 10 * 60_000;
    expect(await verifyTwoStepCode(db, user.id, codeAt(secret, now - 60_000), now)).toBe(false);
    expect(await verifyTwoStepCode(db, user.id, codeAt(secret, now + 60_000), now)).toBe(false);
    expect(await verifyTwoStepCode(db, user.id, codeAt(secret, now - 30_000), now)).toBe(true);
    expect(await verifyTwoStepCode(db, user.id, codeAt(secret, now + 30_000), now)).toBe(true);
    expect(await verifyTwoStepCode(db, user.id, 'abcdef', now)).toBe(false);
  });

  it('never accepts the same step twice: a replayed code, an older one, or the same code sent twice at once (B2)', async () => {
    const db = await fresh();
    const { user, secret } = await enabled(db);
    // The code that confirmed the setup was of T0's step: it is spent.
    expect(await verifyTwoStepCode(db, user.id, codeAt(secret, T0), T0 + 1_000)).toBe(false);
    const now = T0 + 5 * 60_000;
    const code = codeAt(secret, now);
    expect(await verifyTwoStepCode(db, user.id, code, now)).toBe(true);
    expect(await verifyTwoStepCode(db, user.id, code, now + 1_000)).toBe(false);
    // The step before is still in the window, but older than the last one used.
    expect(await verifyTwoStepCode(db, user.id, codeAt(secret, now - 30_000), now + 1_000)).toBe(false);
    const row = await db.selectFrom('two_step_accounts').select('last_step').executeTakeFirstOrThrow();
    expect(Number(row.last_step)).toBe(stepAt(now));

    const later = now + 5 * 60_000;
    const twice = codeAt(secret, later);
    const results = await Promise.all([1, 2, 3, 4].map(() => verifyTwoStepCode(db, user.id, twice, later)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('spends a recovery code once, even when it is sent twice at the same moment (B2)', async () => {
    const db = await fresh();
    const { user, codes } = await enabled(db);
    const [first, second, third] = codes as [string, string, string];
    // Capitals, spaces and no dashes are the same code.
    expect(await spendRecoveryCode(db, user.id, ` ${first.toUpperCase().replaceAll('-', ' ')} `)).toBe(true);
    expect(await spendRecoveryCode(db, user.id, first)).toBe(false);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => spendRecoveryCode(db, user.id, second)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await twoStepState(db, user.id)).recoveryCodesLeft).toBe(8);
    // Another person's code is not this person's.
    const ben = await enabled(db, 'ben@example.com');
    expect(await spendRecoveryCode(db, ben.user.id, third)).toBe(false);
    expect(await spendRecoveryCode(db, user.id, third)).toBe(true);
  });

  it('new recovery codes replace the old ones; turning off needs the password; both end the other sessions (B2)', async () => {
    const db = await fresh();
    const { user, session, codes } = await enabled(db);
    const other = await createSession(db, { userId: user.id, ipHash: null, userAgent: null, now: T0 });
    const renewed = await regenerateRecoveryCodes(db, session, T0 + 1);
    if (renewed.status !== 'regenerated') throw new Error(renewed.status);
    expect(await spendRecoveryCode(db, user.id, codes[0]!)).toBe(false);
    expect(await spendRecoveryCode(db, user.id, renewed.recoveryCodes[0]!)).toBe(true);
    expect(await readSession(db, other.token, T0 + 2)).toBeUndefined();

    const third = await createSession(db, { userId: user.id, ipHash: null, userAgent: null, now: T0 });
    expect(await turnOffTwoStep(db, session, 'not my password', T0 + 3)).toEqual({ status: 'wrong_password' });
    expect((await twoStepState(db, user.id)).enabled).toBe(true);
    expect(await turnOffTwoStep(db, session, PASSWORD, T0 + 3)).toEqual({ status: 'off' });
    expect(await twoStepState(db, user.id)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await db.selectFrom('two_step_recovery_codes').selectAll().execute()).toEqual([]);
    expect(await readSession(db, third.token, T0 + 4)).toBeUndefined();
    expect(await regenerateRecoveryCodes(db, session, T0 + 5)).toEqual({ status: 'not_on' });
    const { entries } = await listActivity(db, { actorId: user.id });
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining(['made new recovery codes', 'turned off']),
    );
  });

  it('signs in with a right password only halfway; every wrong or reused code counts as a failed sign-in, the 6th attempt from an address is refused, a right code clears it (A3, B2)', async () => {
    const db = await fresh();
    const { user, secret, codes } = await enabled(db);
    const account = { userId: user.id, passwordHash };
    const login = (ipHash: string, now: number) =>
      attemptLogin(db, {
        password: PASSWORD,
        account,
        accountKey: 'ada',
        ipHash,
        userAgent: null,
        now,
        next: '/admin/blog',
      });
    const now = T0 + 20 * 60_000;
    const first = await login('client-a', now);
    if (first.status !== 'two_step') throw new Error(first.status);
    // No session yet: only the pending sign-in, stored as a hash.
    expect(
      await db.selectFrom('admin_sessions').select('token_hash').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);
    expect(JSON.stringify(await db.selectFrom('pending_sign_ins').selectAll().execute())).not.toContain(
      first.pendingToken,
    );
    const second = (code: Partial<{ code: string; recoveryCode: string }>, at = now, ipHash = 'client-a') =>
      completeSecondStep(db, { token: first.pendingToken, ipHash, userAgent: null, now: at, ...code });

    const right = codeAt(secret, now);
    expect(await second({ code: codeAt(secret, T0) })).toEqual({ status: 'invalid' }); // spent at setup: a replay
    expect(await second({ code: wrongCode(secret, now) })).toEqual({ status: 'invalid' });
    expect(await second({ recoveryCode: 'aaaa-bbbb-cccc' })).toEqual({ status: 'invalid' });
    expect(await second({ code: codeAt(secret, now + 90_000) })).toEqual({ status: 'invalid' });
    // Password + 4 wrong codes = 5 attempts from client-a: the 6th is refused even with the right code.
    expect(await second({ code: right })).toEqual({ status: 'rate_limited', retryAfter: 15 * 60 });
    const limits = await db.selectFrom('rate_limits').selectAll().where('key', '=', 'login:account:ada').execute();
    // The account counts each code (its password attempt was given back, being right).
    expect(Number(limits[0]?.points)).toBe(4);

    // From another address, the right code signs in: a new session, the pending sign-in used up, the count cleared.
    const done = await second({ code: right }, now + 1, 'client-b');
    if (done.status !== 'ok') throw new Error(done.status);
    expect(done.next).toBe('/admin/blog');
    expect((await readSession(db, done.token, now + 2))?.user.id).toBe(user.id);
    expect(await readPendingSignIn(db, first.pendingToken, now + 2)).toBeUndefined();
    expect(await second({ recoveryCode: codes[0]! }, now + 3, 'client-c')).toEqual({ status: 'expired' });
    expect(await db.selectFrom('rate_limits').selectAll().where('key', '=', 'login:client-b').execute()).toEqual([]);

    // A recovery code signs in once; the same code with a new pending sign-in is refused.
    const again = await login('client-d', now + 60_000);
    if (again.status !== 'two_step') throw new Error(again.status);
    const withCode = (recoveryCode: string, token: string, at: number) =>
      completeSecondStep(db, { token, recoveryCode, ipHash: 'client-d', userAgent: null, now: at });
    expect((await withCode(codes[1]!, again.pendingToken, now + 60_001)).status).toBe('ok');
    const third = await login('client-d', now + 120_000);
    if (third.status !== 'two_step') throw new Error(third.status);
    expect(await withCode(codes[1]!, third.pendingToken, now + 120_001)).toEqual({ status: 'invalid' });
    // A pending sign-in lasts 5 minutes.
    expect(await withCode(codes[2]!, third.pendingToken, now + 120_000 + PENDING_SIGN_IN_MS)).toEqual({
      status: 'expired',
    });
  });

  it('ends a pending sign-in after 5 wrong codes, whatever address they come from (B2)', async () => {
    const db = await fresh();
    const { user, secret } = await enabled(db);
    const now = T0 + 40 * 60_000;
    const pending = await attemptLogin(db, {
      password: PASSWORD,
      account: { userId: user.id, passwordHash },
      accountKey: 'ada',
      ipHash: 'x',
      userAgent: null,
      now,
    });
    if (pending.status !== 'two_step') throw new Error(pending.status);
    for (let i = 0; i < 5; i++)
      expect(
        (
          await completeSecondStep(db, {
            token: pending.pendingToken,
            code: wrongCode(secret, now),
            ipHash: `ip-${i}`,
            userAgent: null,
            now,
          })
        ).status,
      ).toBe('invalid');
    expect(
      await completeSecondStep(db, {
        token: pending.pendingToken,
        code: codeAt(secret, now),
        ipHash: 'ip-9',
        userAgent: null,
        now,
      }),
    ).toEqual({ status: 'expired' });
  });

  it('an owner’s requirement sends named accounts without two-step to set it up, never the admin password’s account (B2)', async () => {
    const db = await fresh();
    const owner = (await getUser(db, OWNER_ID))!;
    const { user } = await person(db, 'ben@example.com');
    const ada = (await enabled(db)).user;
    expect(await mustSetUpTwoStep(db, user)).toBe(false);
    expect(await setTwoStepRequired(db, owner, adminRoles, T0)).toBe('changed');
    expect(await setTwoStepRequired(db, owner, adminRoles, T0)).toBe('unchanged');
    expect(await mustSetUpTwoStep(db, user)).toBe(true);
    expect(await mustSetUpTwoStep(db, ada)).toBe(false);
    expect(await mustSetUpTwoStep(db, owner)).toBe(false);
    const editorOwner: AdminUser = { ...user, role: 'owner' };
    expect(await mustSetUpTwoStep(db, editorOwner)).toBe(true);
    expect(await setTwoStepRequired(db, owner, [], T0)).toBe('changed');
    expect(await mustSetUpTwoStep(db, user)).toBe(false);
  });

  it('an owner may require two-step sign-in of some roles only: the others choose for themselves (B2)', async () => {
    const db = await fresh();
    const owner = (await getUser(db, OWNER_ID))!;
    const { user } = await person(db, 'ben@example.com');
    const asRole = (role: AdminUser['role']): AdminUser => ({ ...user, role });
    expect(await setTwoStepRequired(db, owner, ['sales', 'owner'], T0)).toBe('changed');
    expect(await setTwoStepRequired(db, owner, ['owner', 'sales'], T0)).toBe('unchanged');
    expect(await twoStepRequiredRoles(db)).toEqual(['owner', 'sales']);
    const must = await Promise.all(adminRoles.map((role) => mustSetUpTwoStep(db, asRole(role))));
    expect(must).toEqual([true, false, false, false, true]);
    const stored = await db.selectFrom('app_settings').select('value').where('key', '=', 'require_two_step').execute();
    expect(stored).toEqual([{ value: 'owner,sales' }]);
    const logged = (await listActivity(db)).entries.find((entry) => entry.action === 'users.two_step_required');
    expect(logged?.summary).toBe('Two-step sign-in required for owner, sales accounts');
  });
});
