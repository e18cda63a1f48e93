'use server';

import { z } from 'zod';
import { getDb } from '@/server/db';
import { dataRequestSchema } from '@/server/leads/data-requests';
import { eraseDataRequest } from '@/server/leads/erase';
import { leadRetentionSchema, setLeadRetention } from '@/server/leads/retention';
import { log } from '@/server/log';
import copy from '@messages/admin/privacy.json';
import { adminAction } from '../admin-action';

const owners = { access: 'manage', returnTo: '/admin/privacy' } as const;

/**
 * Erases everything held for an address: owners only, checked here (SECURITY.md A1). `leads` is how many leads the
 * confirmation named; when that is no longer so, nothing is erased and the page is looked at again.
 */
export const eraseDataAction = adminAction(
  {
    ...owners,
    failure: 'admin.data_erase_failed',
    input: dataRequestSchema.extend({ leads: z.number().int().min(0).max(100_000) }),
    reword: (fields) => (fields.email ? { ...fields, email: copy.erase.invalid } : fields),
    refreshAfter: (result) => result.status === 'erased',
  },
  async ({ email, leads }, { user }) => {
    const result = await eraseDataRequest(getDb(), user, { email, expectedLeads: leads });
    // Counts only: the address is what is being forgotten.
    if (result.status === 'erased') log.info('admin.data_erased', { ...result, userId: user.id });
    return result;
  },
);

/** Turns the lead retention on (1–120 months) or off (`months: null`): owners only. */
export const saveLeadRetentionAction = adminAction(
  {
    ...owners,
    failure: 'admin.lead_retention_failed',
    input: leadRetentionSchema,
    reword: (fields) => (fields.months ? { months: copy.retention.monthsInvalid } : fields),
    refreshAfter: (result) => result.status === 'saved',
  },
  async ({ months }, { user }) => {
    const change = await setLeadRetention(getDb(), user, months);
    log.info('admin.lead_retention_saved', { months, change, userId: user.id });
    return { status: 'saved' as const, months };
  },
);
