import 'server-only';
import type { Challenge } from 'altcha-lib';
import { env } from '@/lib/env';
import { getDb } from '@/server/db';
import { getOrCreateSecret } from '@/server/secrets';
import { createAltchaChallenge, verifyAltcha, type AltchaKeys } from './altcha';
import { verifyHosted } from './hosted';
import type { CaptchaProviderName, CaptchaResult } from './types';

export type { CaptchaResult } from './types';

/** The token the test provider accepts (NODE_ENV=test or ALLOW_TEST_CAPTCHA only; refused at start otherwise). */
export const TEST_CAPTCHA_TOKEN = 'test-captcha-pass';

async function altchaKeys(): Promise<AltchaKeys> {
  const configured = env().ALTCHA_HMAC_KEY;
  const db = getDb();
  const signature = configured ?? (await getOrCreateSecret(db, 'altcha_hmac_key'));
  return { signature, keySignature: await getOrCreateSecret(db, 'altcha_key_signature') };
}

export function captchaProvider(): CaptchaProviderName {
  return env().CAPTCHA_PROVIDER;
}

/** What the browser needs to show the configured widget (never a secret). */
export function captchaClientConfig(): { provider: CaptchaProviderName; siteKey?: string } {
  const { CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY } = env();
  return {
    provider: CAPTCHA_PROVIDER,
    siteKey: CAPTCHA_PROVIDER === 'altcha' || CAPTCHA_PROVIDER === 'test' ? undefined : CAPTCHA_SITE_KEY,
  };
}

export async function createChallenge(): Promise<Challenge> {
  return createAltchaChallenge(await altchaKeys(), env().ALTCHA_COST);
}

/** Verifies a captcha token with the configured provider. */
export async function verifyCaptcha(token: string | undefined, remoteIp: string | undefined): Promise<CaptchaResult> {
  if (!token) return { ok: false, reason: 'missing' };
  const config = env();
  switch (config.CAPTCHA_PROVIDER) {
    case 'altcha':
      return verifyAltcha(getDb(), await altchaKeys(), token);
    case 'test':
      return token === TEST_CAPTCHA_TOKEN ? { ok: true } : { ok: false, reason: 'invalid' };
    default:
      return verifyHosted({
        provider: config.CAPTCHA_PROVIDER,
        secret: config.CAPTCHA_SECRET_KEY ?? '',
        token,
        remoteIp,
        hostname: new URL(config.SITE_URL).hostname,
        minScore: config.CAPTCHA_MIN_SCORE,
      });
  }
}
