'use server';

import { getDb } from '@/server/db';
import { setDigestChoice } from '@/server/leads/digest';
import { log } from '@/server/log';
import { adminAction } from '../admin-action';
import { digestChoiceInputSchema } from './schema';

/**
 * The signed-in person turns their own daily digest of open leads on or off; refused (`no_email`) to an account
 * without an e-mail address, as there is nowhere to send it.
 */
export const saveDigestChoiceAction = adminAction(
  {
    access: 'signedIn',
    input: digestChoiceInputSchema,
    returnTo: '/admin/account',
    failure: 'admin.digest_choice_failed',
  },
  async ({ digest }, session) => {
    const result = await setDigestChoice(getDb(), session.user.id, digest);
    if (result.status === 'saved') log.info('admin.digest_choice_saved', { userId: session.user.id, digest });
    return result;
  },
);
