import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { migrateToLatest } from '../db/migrate';
import { createAltchaChallenge, verifyAltcha } from './altcha';
import { verifyHosted } from './hosted';

const [sqlite] = await testDatabases();
const keys = { signature: 'a'.repeat(43), keySignature: 'b'.repeat(43) };

async function solvedToken(now = Date.now()): Promise<string> {
  const challenge = await createAltchaChallenge(keys, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

// Each test solves a real proof-of-work challenge: seconds on a busy 2-core machine.
describe('ALTCHA captcha', { timeout: 30_000 }, () => {
  let opened: TestDatabase.Opened | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it('accepts a solved challenge once, and refuses the same solution again (replay)', async () => {
    opened = await sqlite!.open();
    await migrateToLatest(opened.db);
    const token = await solvedToken();
    expect(await verifyAltcha(opened.db, keys, token)).toEqual({ ok: true });
    expect(await verifyAltcha(opened.db, keys, token)).toEqual({ ok: false, reason: 'replayed' });
    expect(await verifyAltcha(opened.reopen().db, keys, token)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('refuses an expired challenge', async () => {
    opened = await sqlite!.open();
    await migrateToLatest(opened.db);
    const token = await solvedToken(Date.now() - 11 * 60_000);
    expect(await verifyAltcha(opened.db, keys, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered or foreign-signed challenge and garbage', async () => {
    opened = await sqlite!.open();
    await migrateToLatest(opened.db);
    const token = await solvedToken();
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString()) as { solution: { derivedKey: string } };
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await verifyAltcha(opened.db, keys, Buffer.from(JSON.stringify(decoded)).toString('base64'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyAltcha(opened.db, { signature: 'z'.repeat(43), keySignature: 'y'.repeat(43) }, token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyAltcha(opened.db, keys, 'not base64 json')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('hosted captcha providers', () => {
  it('fail closed when the provider cannot be reached', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await verifyHosted('turnstile', 'secret', 'token', '127.0.0.1', unreachable)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    const broken = (async () => new Response('oops', { status: 500 })) as typeof fetch;
    expect(await verifyHosted('hcaptcha', 'secret', 'token', undefined, broken)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('pass only a token the provider confirms, and report a reused one', async () => {
    const answer = (body: object) => (async () => Response.json(body)) as typeof fetch;
    expect(await verifyHosted('recaptcha', 's', 't', undefined, answer({ success: true }))).toEqual({ ok: true });
    expect(
      await verifyHosted(
        'turnstile',
        's',
        't',
        undefined,
        answer({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
      ),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(
      await verifyHosted(
        'hcaptcha',
        's',
        't',
        undefined,
        answer({ success: false, 'error-codes': ['already-seen-response'] }),
      ),
    ).toEqual({ ok: false, reason: 'replayed' });
    expect(await verifyHosted('hcaptcha', 's', 't', undefined, answer({ success: 'yes' }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
