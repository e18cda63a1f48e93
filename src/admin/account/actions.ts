'use server';

import { currentOwnerHash, ownerPasswordFromEnv, storeOwnerHash } from '@/server/auth/admin-password';
import { changeOwnPassword } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { consume, limits } from '@/server/rate-limit';
import { adminPassword } from '@/server/startup';
import { adminAction } from '../admin-action';
import { changePasswordInputSchema, type ChangePasswordActionResult } from './schema';

/**
 * The signed-in person changes their own password (the current one proves it is them, at most 10 tries in 15 minutes).
 * Their other sessions end; this one stays. The owner account's password may be set by env and is not changed here.
 */
export const changePasswordAction = adminAction(
  {
    access: 'signedIn',
    input: changePasswordInputSchema,
    returnTo: '/admin/account',
    failure: 'admin.password_change_failed',
  },
  async ({ current, password }, session): Promise<ChangePasswordActionResult> => {
    const { user } = session;
    const db = getDb();
    const limit = await consume(db, `password-change:${user.id}`, limits.setPassword);
    if (!limit.allowed) {
      log.warn('security.rate_limited', { scope: 'password_change', userId: user.id });
      return { status: 'rate_limited', retryAfter: limit.retryAfter };
    }
    const owner = adminPassword();
    const result = await changeOwnPassword(
      db,
      session,
      { current, next: password },
      {
        fromEnv: ownerPasswordFromEnv(owner),
        currentHash: () => currentOwnerHash(db, owner),
        store: (passwordHash) => storeOwnerHash(db, passwordHash),
      },
    );
    switch (result.status) {
      case 'changed':
        log.info('security.password_changed', { userId: user.id });
        return result;
      case 'managed_by_env':
        return result;
      case 'wrong_password':
        log.warn('security.password_change_refused', { userId: user.id });
        return { status: 'invalid', fields: { current: 'wrong_password' } };
      case 'weak':
        return { status: 'invalid', fields: { password: result.problem }, ...(result.hint && { hint: result.hint }) };
    }
  },
);
