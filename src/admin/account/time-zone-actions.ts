'use server';

import { z } from 'zod';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { isTimeZone } from '@/lib/zoned-time';
import { adminAction } from '../admin-action';
import accountCopy from '@messages/admin/account.json';

/**
 * The signed-in person chooses the time zone every admin time is shown in (an IANA name from the list), or `''` to
 * follow their browser's again. Their own only.
 */
export const saveTimeZoneAction = adminAction(
  {
    access: 'signedIn',
    input: z.strictObject({ timeZone: z.string().max(64) }),
    returnTo: '/admin/account',
    failure: 'admin.time_zone_failed',
    // The whole page speaks the new zone at once.
    refreshAfter: (result) => result.status === 'saved',
  },
  async ({ timeZone }, session) => {
    if (timeZone !== '' && !isTimeZone(timeZone))
      return { status: 'invalid' as const, fields: { timeZone: accountCopy.timeZone.invalid } };
    await getDb()
      .updateTable('admin_users')
      .set({ time_zone: timeZone || null })
      .where('id', '=', session.user.id)
      .execute();
    log.info('admin.time_zone_saved', { userId: session.user.id, timeZone: timeZone || 'browser' });
    return { status: 'saved' as const };
  },
);
