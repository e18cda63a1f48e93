import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { SoftAuthenticator } from '../../../tests/support/soft-authenticator';
import { listActivity } from '../audit';
import type { Database } from '../db/schema';
import { attemptPasskeySignIn } from './passkey-sign-in';
import {
  addPasskey,
  listPasskeys,
  MAX_PASSKEYS,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  relyingParty,
  removePasskey,
  verifyPasskeySignIn,
} from './passkeys';
import { createSession, hashToken, readSession } from './session';
import { hasSecondStep, namedOwnersWithTwoStep } from './two-step-policy';
import { completeSecondStep, createPendingSignIn } from './two-step-sign-in';
import { OWNER_ID } from './user';
import { createUser, getUser } from './users';

const databases = await testDatabases();
const SITE = 'https://www.emberline.example';
const rp = relyingParty(SITE, 'Emberline');
const T0 = 4_000_000_005_000;

async function person(db: Kysely<Database>, email = 'ada@example.com') {
  const owner = (await getUser(db, OWNER_ID))!;
  const created = await createUser(db, owner, { name: 'Ada', email, role: 'editor' });
  if (created.status !== 'created') throw new Error(created.status);
  const { token } = await createSession(db, { userId: created.user.id, ipHash: null, userAgent: null, now: T0 });
  return { user: created.user, session: { user: created.user, tokenHash: hashToken(token) }, token };
}

/** A person with one passkey, registered at T0 through a real challenge and a software authenticator. */
async function withPasskey(db: Kysely<Database>, name = 'Work laptop') {
  const ada = await person(db);
  const device = new SoftAuthenticator(rp.id, rp.origin);
  const options = await passkeyRegistrationOptions(db, ada.user, rp, T0);
  if (options.status !== 'ok') throw new Error(options.status);
  const added = await addPasskey(
    db,
    ada.session,
    { name, response: device.register(options.options.challenge) },
    rp,
    T0,
  );
  if (added.status !== 'added') throw new Error(added.status);
  return { ...ada, device };
}

const challenge = async (db: Kysely<Database>, now = T0) => (await passkeySignInOptions(db, rp, now)).challenge;

describe.each(databases)('passkeys on $name', (kind: TestDatabase) => {
  const { fresh: empty } = freshDatabase(kind);

  it('registers a passkey made for the person’s own challenge on this site, named and listed, and logged', async () => {
    const db = await empty();
    const ada = await withPasskey(db);
    const [kept] = await listPasskeys(db, ada.user.id);
    expect(kept).toMatchObject({ id: ada.device.id, name: 'Work laptop', createdAt: T0, lastUsedAt: null });
    const { entries } = await listActivity(db);
    expect(entries.map((entry) => [entry.action, entry.summary])).toContainEqual([
      'user.passkey',
      'added “Work laptop”',
    ]);
    // The next options name it, so an authenticator holding it says so instead of making another.
    const again = await passkeyRegistrationOptions(db, ada.user, rp, T0);
    expect(again.status === 'ok' && again.options.excludeCredentials?.map((c) => c.id)).toEqual([ada.device.id]);
    expect(again.status === 'ok' && again.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
  });

  it('refuses a registration for another site, without the person verified, or with a challenge spent or not theirs', async () => {
    const db = await empty();
    const ada = await person(db);
    const grace = await person(db, 'grace@example.com');
    const device = new SoftAuthenticator(rp.id, rp.origin);
    const fresh = async (user = ada.user) => {
      const options = await passkeyRegistrationOptions(db, user, rp, T0);
      if (options.status !== 'ok') throw new Error(options.status);
      return options.options.challenge;
    };
    const add = (response: ReturnType<SoftAuthenticator['register']>, now = T0) =>
      addPasskey(db, ada.session, { name: 'Phone', response }, rp, now);
    expect(await add(device.register(await fresh(), { origin: 'https://emberline-login.example' }))).toEqual({
      status: 'invalid',
    });
    expect(await add(device.register(await fresh(), { verified: false }))).toEqual({ status: 'invalid' });
    expect(await add(device.register(await fresh(grace.user)))).toEqual({ status: 'invalid' });
    expect(await add(device.register(await fresh()), T0 + 5 * 60_000 + 1)).toEqual({ status: 'invalid' });
    const once = await fresh();
    expect((await add(device.register(once))).status).toBe('added');
    expect(await add(new SoftAuthenticator(rp.id, rp.origin).register(once))).toEqual({ status: 'invalid' });
    expect(await listPasskeys(db, ada.user.id)).toHaveLength(1);
  });

  it('keeps at most 10 passkeys an account, and none for the admin password’s owner account', async () => {
    const db = await empty();
    const ada = await person(db);
    for (let i = 0; i < MAX_PASSKEYS; i++) {
      const options = await passkeyRegistrationOptions(db, ada.user, rp, T0);
      if (options.status !== 'ok') throw new Error(options.status);
      const response = new SoftAuthenticator(rp.id, rp.origin).register(options.options.challenge);
      expect((await addPasskey(db, ada.session, { name: `Key ${i}`, response }, rp, T0)).status).toBe('added');
    }
    expect((await passkeyRegistrationOptions(db, ada.user, rp, T0)).status).toBe('too_many');
    const owner = (await getUser(db, OWNER_ID))!;
    expect((await passkeyRegistrationOptions(db, owner, rp, T0)).status).toBe('owner_account');
  });

  it('signs in with a passkey’s answer to a live challenge once; another site’s, an unverified or a replayed one is refused', async () => {
    const db = await empty();
    const ada = await withPasskey(db);
    const first = await challenge(db);
    expect(await verifyPasskeySignIn(db, ada.device.signIn(first, ada.user.id), rp, T0 + 1_000)).toEqual({
      userId: ada.user.id,
    });
    expect((await listPasskeys(db, ada.user.id))[0]!.lastUsedAt).toBe(T0 + 1_000);
    // The same challenge again, even freshly signed: spent.
    expect(await verifyPasskeySignIn(db, ada.device.signIn(first, ada.user.id), rp, T0 + 2_000)).toBeUndefined();
    const phishing = ada.device.signIn(await challenge(db), ada.user.id, { origin: 'https://emberline-login.example' });
    expect(await verifyPasskeySignIn(db, phishing, rp, T0)).toBeUndefined();
    const unverified = ada.device.signIn(await challenge(db), ada.user.id, { verified: false });
    expect(await verifyPasskeySignIn(db, unverified, rp, T0)).toBeUndefined();
    // A counter that did not move on: a copy of the key.
    const cloned = ada.device.signIn(await challenge(db), ada.user.id, { counter: 1 });
    expect(await verifyPasskeySignIn(db, cloned, rp, T0)).toBeUndefined();
    // An answer claiming another account, and a passkey this site never kept.
    expect(await verifyPasskeySignIn(db, ada.device.signIn(await challenge(db), OWNER_ID), rp, T0)).toBeUndefined();
    const stranger = new SoftAuthenticator(rp.id, rp.origin);
    expect(await verifyPasskeySignIn(db, stranger.signIn(await challenge(db), ada.user.id), rp, T0)).toBeUndefined();
    // An expired challenge.
    const old = await challenge(db, T0);
    expect(await verifyPasskeySignIn(db, ada.device.signIn(old, ada.user.id), rp, T0 + 5 * 60_000)).toBeUndefined();
  });

  it('counts a passkey sign-in against the address’s limit, clears it on success, and makes a session', async () => {
    const db = await empty();
    const ada = await withPasskey(db);
    const attempt = async (response: ReturnType<SoftAuthenticator['signIn']>) =>
      attemptPasskeySignIn(db, { response, rp, ipHash: 'ip-1', userAgent: 'Test', now: T0 });
    const stranger = new SoftAuthenticator(rp.id, rp.origin);
    for (let i = 0; i < 4; i++)
      expect(await attempt(stranger.signIn(await challenge(db), ada.user.id))).toEqual({ status: 'invalid' });
    const right = await attempt(ada.device.signIn(await challenge(db), ada.user.id));
    expect(right.status).toBe('ok');
    const session = await readSession(db, right.status === 'ok' ? right.token : '', T0);
    expect(session?.user.id).toBe(ada.user.id);
    // Cleared: five more wrong ones before the sixth is refused whatever it sends.
    for (let i = 0; i < 5; i++) await attempt(stranger.signIn(await challenge(db), ada.user.id));
    const refused = await attempt(ada.device.signIn(await challenge(db), ada.user.id));
    expect(refused.status).toBe('rate_limited');
  });

  it('after a right password, asks for the account’s own passkey: another account’s, or an answer to a discoverable challenge, is a wrong second step', async () => {
    const db = await empty();
    const ada = await withPasskey(db);
    expect(await hasSecondStep(db, ada.user.id)).toBe(true);
    const pendingToken = await createPendingSignIn(db, { userId: ada.user.id, accountKey: 'ada', now: T0 });
    const own = await passkeySignInOptions(db, rp, T0, ada.user.id);
    expect(own.allowCredentials?.map((credential) => credential.id)).toEqual(
      (await listPasskeys(db, ada.user.id)).map((passkey) => passkey.id),
    );
    const second = (response: ReturnType<SoftAuthenticator['signIn']>) =>
      completeSecondStep(db, {
        token: pendingToken,
        passkey: { response, rp },
        ipHash: 'ip-2',
        userAgent: null,
        now: T0,
      });
    // Another person's passkey, answering a challenge made for Ada's second step: refused, counted.
    const bea = await person(db, 'bea@example.com');
    const beasDevice = new SoftAuthenticator(rp.id, rp.origin);
    const beaOptions = await passkeyRegistrationOptions(db, bea.user, rp, T0);
    if (beaOptions.status !== 'ok') throw new Error(beaOptions.status);
    await addPasskey(
      db,
      bea.session,
      { name: 'Bea', response: beasDevice.register(beaOptions.options.challenge) },
      rp,
      T0,
    );
    const forAda = (await passkeySignInOptions(db, rp, T0, ada.user.id)).challenge;
    expect(await second(beasDevice.signIn(forAda, bea.user.id))).toEqual({ status: 'invalid' });
    // Ada's own passkey answering a challenge handed out for a sign-in without an account: not this step's.
    expect(await second(ada.device.signIn(await challenge(db), ada.user.id))).toEqual({ status: 'invalid' });
    const done = await second(ada.device.signIn(own.challenge, ada.user.id));
    expect(done.status).toBe('ok');
    expect((await readSession(db, done.status === 'ok' ? done.token : '', T0))?.user.id).toBe(ada.user.id);
    // Used up with the sign-in.
    expect(
      await second(ada.device.signIn((await passkeySignInOptions(db, rp, T0, ada.user.id)).challenge, ada.user.id)),
    ).toEqual({ status: 'expired' });
  });

  it('a named owner with a passkey counts among those who make the admin password unnecessary', async () => {
    const db = await empty();
    const ada = await withPasskey(db);
    expect(await namedOwnersWithTwoStep(db)).toEqual([]);
    await db.updateTable('admin_users').set({ role: 'owner' }).where('id', '=', ada.user.id).execute();
    expect(await namedOwnersWithTwoStep(db)).toEqual(['Ada']);
  });

  it('removes a passkey of the person’s own (not another’s), ends their other sessions, and logs it', async () => {
    const db = await empty();
    const ada = await withPasskey(db);
    const grace = await person(db, 'grace@example.com');
    expect(await removePasskey(db, grace.session, ada.device.id, T0)).toEqual({ status: 'not_found' });
    const other = await createSession(db, { userId: ada.user.id, ipHash: null, userAgent: null, now: T0 });
    expect(await removePasskey(db, ada.session, ada.device.id, T0)).toEqual({ status: 'removed' });
    expect(await listPasskeys(db, ada.user.id)).toEqual([]);
    expect(await readSession(db, other.token, T0)).toBeUndefined();
    expect(await readSession(db, ada.token, T0)).toBeDefined();
    const { entries } = await listActivity(db);
    expect(entries.map((entry) => entry.summary)).toContain('removed “Work laptop”');
    // Gone means it signs no one in.
    expect(await verifyPasskeySignIn(db, ada.device.signIn(await challenge(db), ada.user.id), rp, T0)).toBeUndefined();
  });
});
