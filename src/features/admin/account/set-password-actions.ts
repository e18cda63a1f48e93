'use server';

import { setPasswordWithLink } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { hashClientAddress } from '@/server/private-hash';
import { consume, limits } from '@/server/rate-limit';
import { requestMeta } from '@/server/request-meta';
import { fieldErrors } from '../editor-actions';
import { setPasswordInputSchema, type SetPasswordActionResult } from './schema';

/**
 * The one admin action without a session: the one-time link's token is the credential (256 random bits, 24 hours,
 * used up on success). Attempts are limited per client address, which also bounds the Argon2 work anyone can cause.
 * The token is never logged.
 */
export async function setPasswordAction(input: unknown): Promise<SetPasswordActionResult> {
  const parsed = setPasswordInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error, '') };
  try {
    const db = getDb();
    const ipHash = (await hashClientAddress((await requestMeta()).ip)) ?? 'unknown';
    const limit = await consume(db, `set-password:${ipHash}`, limits.setPassword);
    if (!limit.allowed) {
      log.warn('security.rate_limited', { scope: 'set_password', ipHash });
      return { status: 'rate_limited', retryAfter: limit.retryAfter };
    }
    const result = await setPasswordWithLink(db, parsed.data.token, parsed.data.password);
    switch (result.status) {
      case 'ok':
        log.info('security.password_set', { userId: result.user.id, ipHash });
        return { status: 'set', email: result.user.email ?? '' };
      case 'invalid_link':
        log.warn('security.password_link_refused', { ipHash });
        return result;
      case 'weak':
        return { status: 'invalid', fields: { password: result.problem }, ...(result.hint && { hint: result.hint }) };
    }
  } catch (error) {
    const reference = crypto.randomUUID().slice(0, 8);
    log.error('admin.password_set_failed', { reference, error: errorMessage(error) });
    return { status: 'error', reference };
  }
}
