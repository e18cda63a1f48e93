'use server';

import { setTwoStepRequired } from '@/server/auth/two-step-policy';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { twoStepRequiredInputSchema, type TwoStepRequiredResult } from '../account/two-step-schema';
import { adminAction } from '../admin-action';

/**
 * An owner requires two-step sign-in of every named account, or stops requiring it (SECURITY.md B2); enforced in
 * requireAdmin, on every admin page and action. Recorded in the activity log.
 */
export const setTwoStepRequiredAction = adminAction(
  {
    role: 'owner',
    input: twoStepRequiredInputSchema,
    returnTo: '/admin/users',
    failure: 'admin.two_step_policy_failed',
  },
  async ({ required }, session): Promise<TwoStepRequiredResult> => {
    const changed = await setTwoStepRequired(getDb(), session.user, required);
    if (changed === 'changed') log.info('security.two_step_required', { userId: session.user.id, required });
    return { status: 'saved', required };
  },
);
