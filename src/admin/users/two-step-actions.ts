'use server';

import { adminRoles } from '@/lib/roles';
import { setTwoStepRequired } from '@/server/auth/two-step-policy';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { twoStepRequiredInputSchema, type TwoStepRequiredResult } from '../account/two-step-schema';
import { adminAction } from '../admin-action';

/**
 * An owner requires two-step sign-in of every named account, of some roles' only, or stops requiring it (SECURITY.md
 * B2); enforced in
 * requireAdmin, on every admin page and action. Recorded in the activity log.
 */
export const setTwoStepRequiredAction = adminAction(
  {
    access: 'manage',
    input: twoStepRequiredInputSchema,
    returnTo: '/admin/users',
    failure: 'admin.two_step_policy_failed',
  },
  async (input, session): Promise<TwoStepRequiredResult> => {
    const roles =
      'roles' in input
        ? adminRoles.filter((role) => input.roles.includes(role))
        : input.required
          ? [...adminRoles]
          : [];
    const changed = await setTwoStepRequired(getDb(), session.user, roles);
    if (changed === 'changed') log.info('security.two_step_required', { userId: session.user.id, roles });
    return { status: 'saved', roles };
  },
);
