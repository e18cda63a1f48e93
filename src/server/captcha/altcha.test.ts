import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { createAltchaChallenge, verifyAltcha } from './altcha';

const [sqlite] = await testDatabases();
const keys = { signature: 'a'.repeat(43), keySignature: 'b'.repeat(43) };

/** The default of ALTCHA_COST. */
const COST = 500;

async function solvedToken(now = Date.now()): Promise<string> {
  const challenge = await createAltchaChallenge(keys, COST, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

// Each test solves a real proof-of-work challenge: a second or more on a busy 2-core machine.
describe('ALTCHA captcha', { timeout: 30_000 }, () => {
  const { fresh, opened } = freshDatabase(sqlite!);

  it('accepts a solved challenge once, and refuses the same solution again (replay) (F1)', async () => {
    const db = await fresh();
    const token = await solvedToken();
    expect(await verifyAltcha(db, keys, token)).toEqual({ ok: true });
    expect(await verifyAltcha(db, keys, token)).toEqual({ ok: false, reason: 'replayed' });
    expect(await verifyAltcha(opened().reopen().db, keys, token)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('asks for the configured work: the cost in PBKDF2 rounds, and as many tries again as that or up to twice it', async () => {
    for (const cost of [COST, 1_000]) {
      const { parameters } = await createAltchaChallenge(keys, cost);
      expect(parameters.cost).toBe(cost);
      const solution = await solveChallenge({ challenge: { parameters }, deriveKey });
      expect(solution?.counter).toBeGreaterThanOrEqual(cost);
      expect(solution?.counter).toBeLessThan(2 * cost);
    }
  });

  it('refuses an expired challenge (F1)', async () => {
    const db = await fresh();
    const token = await solvedToken(Date.now() - 11 * 60_000);
    expect(await verifyAltcha(db, keys, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered or foreign-signed challenge and garbage', async () => {
    const db = await fresh();
    const token = await solvedToken();
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString()) as { solution: { derivedKey: string } };
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await verifyAltcha(db, keys, Buffer.from(JSON.stringify(decoded)).toString('base64'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyAltcha(db, { signature: 'z'.repeat(43), keySignature: 'y'.repeat(43) }, token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyAltcha(db, keys, 'not base64 json')).toEqual({ ok: false, reason: 'invalid' });
  });
});
