'use server';

import { getDb } from '@/server/db';
import { assignLead } from '@/server/leads/assignment';
import { addLeadNote, deleteLead, resendLeadNotification, setLeadStatus } from '@/server/leads/pipeline';
import { kickOutbox } from '@/server/mail/worker';
import { adminAction } from '../admin-action';
import {
  addLeadNoteInputSchema,
  assignLeadInputSchema,
  deleteLeadInputSchema,
  resendNotificationInputSchema,
  setLeadStatusInputSchema,
  type LeadActionResult,
} from './schema';

/**
 * The inbox's actions: the session first (an owner's for deleting), then the strict schema, then the write; the page
 * re-renders with the new state in the same answer.
 */
const inbox = {
  access: 'leads',
  failure: 'admin.lead_action_failed',
  refreshAfter: ({ status }: { status: string }) => status === 'ok',
} as const;

const ok = (done: boolean): LeadActionResult => (done ? { status: 'ok' } : { status: 'not_found' });

/** One click in the status bar: the lead moves, with who and when in its history. */
export const setLeadStatusAction = adminAction(
  { ...inbox, input: setLeadStatusInputSchema },
  async ({ leadId, status }, { user }) => {
    const result = await setLeadStatus(getDb(), user, leadId, status);
    // Its webhook deliveries, if any, go now rather than on the next pass.
    if (result === 'changed') kickOutbox();
    return ok(result !== 'not_found');
  },
);

/** Who answers the lead: any person of the admin, or nobody; in its history and the activity log. */
export const assignLeadAction = adminAction(
  { ...inbox, input: assignLeadInputSchema },
  async ({ leadId, personId }, { user }) => {
    const result = await assignLead(getDb(), user, leadId, personId);
    if (result === 'no_such_person') return { status: 'invalid', fields: { personId: 'no_such_person' } } as const;
    return ok(result !== 'not_found');
  },
);

export const addLeadNoteAction = adminAction(
  { ...inbox, input: addLeadNoteInputSchema },
  async ({ leadId, body }, { user }) => ok((await addLeadNote(getDb(), user, leadId, body)) === 'added'),
);

export const resendNotificationAction = adminAction(
  { ...inbox, input: resendNotificationInputSchema },
  async ({ leadId, notificationId }, { user }): Promise<LeadActionResult> => {
    const result = await resendLeadNotification(getDb(), user, leadId, notificationId);
    if (result === 'queued') kickOutbox();
    return result === 'queued' ? { status: 'ok' } : { status: result };
  },
);

/** Owners only (checked here, on the server): the lead and everything about it go; the browser leaves its page. */
export const deleteLeadAction = adminAction(
  { ...inbox, access: 'manage', input: deleteLeadInputSchema, refreshAfter: () => false },
  async ({ leadId }, { user }) => ok((await deleteLead(getDb(), user, leadId)) === 'deleted'),
);
