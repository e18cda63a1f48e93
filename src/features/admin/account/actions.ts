'use server';

import { currentOwnerHash, ownerPasswordFromEnv, storeOwnerHash } from '@/server/auth/admin-password';
import { requireAdmin } from '@/server/auth/guard';
import { changeOwnPassword } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { consume, limits } from '@/server/rate-limit';
import { adminPassword } from '@/server/startup';
import { fieldErrors } from '../editor-actions';
import { changePasswordInputSchema, type ChangePasswordActionResult } from './schema';

/**
 * The signed-in person changes their own password (the current one proves it is them, at most 10 tries in 15 minutes).
 * Their other sessions end; this one stays. The owner account's password may be set by env and is not changed here.
 */
export async function changePasswordAction(input: unknown): Promise<ChangePasswordActionResult> {
  const session = await requireAdmin('/admin/account');
  const parsed = changePasswordInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error, '') };
  const { user } = session;
  try {
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
      { current: parsed.data.current, next: parsed.data.password },
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
  } catch (error) {
    const reference = crypto.randomUUID().slice(0, 8);
    log.error('admin.password_change_failed', { reference, error: errorMessage(error) });
    return { status: 'error', reference };
  }
}
