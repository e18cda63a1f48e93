import type { CaptchaResult } from './types';

/** The verification endpoints of the hosted providers; all take `secret`, `response`, `remoteip` as a form post. */
export const verifyUrls = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

export type HostedProvider = keyof typeof verifyUrls;

/**
 * Asks a hosted provider whether a token is valid. Any network error, timeout or odd answer fails closed
 * ("unavailable"): no lead gets in without a verified captcha. The providers themselves refuse a reused token.
 */
export async function verifyHosted(
  provider: HostedProvider,
  secret: string,
  token: string,
  remoteIp: string | undefined,
  fetcher: typeof fetch = fetch,
): Promise<CaptchaResult> {
  const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
  try {
    const response = await fetcher(verifyUrls[provider], { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const answer = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
    if (answer.success === true) return { ok: true };
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
    if (codes.some((code) => code.includes('timeout') || code.includes('expired')))
      return { ok: false, reason: 'expired' };
    if (codes.some((code) => code.includes('duplicate') || code.includes('already')))
      return { ok: false, reason: 'replayed' };
    return { ok: false, reason: 'invalid' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
