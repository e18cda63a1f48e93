import { describe, expect, it } from 'vitest';
import { verifyHosted, type HostedCheck } from './hosted';

const check = (overrides: Partial<HostedCheck> = {}): HostedCheck => ({
  provider: 'turnstile',
  secret: 'secret',
  token: 'token',
  remoteIp: '203.0.113.5',
  hostname: 'www.emberline.example',
  minScore: 0.5,
  ...overrides,
});
const answer = (body: object) => (async () => Response.json(body)) as typeof fetch;
const onSite = { success: true, hostname: 'www.emberline.example' };

describe('hosted captcha providers', () => {
  it('fail closed when the provider cannot be reached (F1)', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await verifyHosted(check(), unreachable)).toEqual({ ok: false, reason: 'unavailable' });
    const broken = (async () => new Response('oops', { status: 500 })) as typeof fetch;
    expect(await verifyHosted(check({ provider: 'hcaptcha' }), broken)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('pass only a token the provider confirms for this site, and report a reused one', async () => {
    expect(await verifyHosted(check({ provider: 'recaptcha' }), answer(onSite))).toEqual({ ok: true });
    expect(await verifyHosted(check(), answer({ success: false, 'error-codes': ['timeout-or-duplicate'] }))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(
      await verifyHosted(
        check({ provider: 'hcaptcha' }),
        answer({ success: false, 'error-codes': ['already-seen-response'] }),
      ),
    ).toEqual({ ok: false, reason: 'replayed' });
    expect(await verifyHosted(check(), answer({ ...onSite, success: 'yes' }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuse a token solved on another site, or with no host name, even when the provider says success', async () => {
    expect(await verifyHosted(check(), answer({ success: true, hostname: 'attacker.example' }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyHosted(check(), answer({ success: true }))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyHosted(check(), answer({ success: true, hostname: 'WWW.Emberline.example' }))).toEqual({
      ok: true,
    });
  });

  it('refuse a reCAPTCHA v3 score below the minimum', async () => {
    const recaptcha = check({ provider: 'recaptcha', minScore: 0.5 });
    expect(await verifyHosted(recaptcha, answer({ ...onSite, score: 0.1 }))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyHosted(recaptcha, answer({ ...onSite, score: '0.9' }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyHosted(recaptcha, answer({ ...onSite, score: 0.5 }))).toEqual({ ok: true });
    expect(await verifyHosted(recaptcha, answer({ ...onSite, score: 0.9 }))).toEqual({ ok: true });
  });
});
