'use server';

import { setPasswordWithLink } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { hashClientAddress } from '@/server/private-hash';
import { consume, limits } from '@/server/rate-limit';
import { requestMeta } from '@/server/request-meta';
import { adminAction } from '../admin-action';
import { setPasswordInputSchema, type SetPasswordActionResult } from './schema';

/**
 * The one admin action without a session: the one-time link's token is the credential (256 random bits, 24 hours,
 * used up on success). Attempts are limited per client address, which also bounds the Argon2 work anyone can cause.
 * The token is never logged.
 */
export const setPasswordAction = adminAction(
  { access: 'link', input: setPasswordInputSchema, failure: 'admin.password_set_failed' },
  async ({ token, password }): Promise<SetPasswordActionResult> => {
    const db = getDb();
    const ipHash = (await hashClientAddress((await requestMeta()).ip)) ?? 'unknown';
    const limit = await consume(db, `set-password:${ipHash}`, limits.setPassword);
    if (!limit.allowed) {
      log.warn('security.rate_limited', { scope: 'set_password', ipHash });
      return { status: 'rate_limited', retryAfter: limit.retryAfter };
    }
    const result = await setPasswordWithLink(db, token, password);
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
  },
);
