import { createHash } from 'node:crypto';
import { clientKey } from '@/node-server/client-address.mjs';
import { captchaProvider, createChallenge } from '@/server/captcha';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { consume, limits } from '@/server/rate-limit';
import { requestMeta } from '@/server/request-meta';
import { newReference } from '@/lib/reference';

export const dynamic = 'force-dynamic';

/** A fresh ALTCHA proof-of-work challenge for the form widget; 30 per minute per client (an IPv6 one by its /64). */
export async function GET(): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  if (captchaProvider() !== 'altcha') return Response.json({ error: 'not found' }, { status: 404, headers });
  try {
    const { ip } = await requestMeta();
    const key = `captcha:${createHash('sha256')
      .update(clientKey(ip ?? 'unknown'))
      .digest('hex')
      .slice(0, 32)}`;
    const limit = await consume(getDb(), key, limits.captchaChallenge);
    if (!limit.allowed) {
      log.warn('security.rate_limited', { scope: 'captcha' });
      return Response.json(
        { error: 'too many requests' },
        { status: 429, headers: { ...headers, 'Retry-After': String(limit.retryAfter) } },
      );
    }
    return Response.json(await createChallenge(), { headers });
  } catch (error) {
    const reference = newReference();
    log.error('captcha.challenge_failed', { reference, error: errorMessage(error) });
    return Response.json({ error: 'unavailable', reference }, { status: 503, headers });
  }
}
