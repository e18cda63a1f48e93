import type { CaptchaResult } from './types';

/** The verification endpoints of the hosted providers; all take `secret`, `response`, `remoteip` as a form post. */
const verifyUrls = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

type HostedProvider = keyof typeof verifyUrls;

export interface HostedCheck {
  provider: HostedProvider;
  secret: string;
  token: string;
  remoteIp: string | undefined;
  /** The site's own host name (from SITE_URL): a token solved on another site is refused. */
  hostname: string;
  /** The lowest reCAPTCHA v3 score accepted (0 bot … 1 person); providers without a score are not affected. */
  minScore: number;
}

/**
 * Asks a hosted provider whether a token is valid, and was solved on this site by someone likely to be a person. Any
 * network error, timeout or odd answer fails closed ("unavailable"): no lead gets in without a verified captcha. The
 * providers themselves refuse a reused token.
 */
export async function verifyHosted(
  { provider, secret, token, remoteIp, hostname, minScore }: HostedCheck,
  fetcher: typeof fetch = fetch,
): Promise<CaptchaResult> {
  const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
  try {
    const response = await fetcher(verifyUrls[provider], { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const answer = (await response.json()) as {
      success?: unknown;
      hostname?: unknown;
      score?: unknown;
      'error-codes'?: unknown;
    };
    if (answer.success === true) {
      if (typeof answer.hostname !== 'string' || answer.hostname.toLowerCase() !== hostname.toLowerCase())
        return { ok: false, reason: 'invalid' };
      if (answer.score !== undefined && !(typeof answer.score === 'number' && answer.score >= minScore))
        return { ok: false, reason: 'invalid' };
      return { ok: true };
    }
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
