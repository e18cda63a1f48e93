'use server';

import { refresh } from 'next/cache';
import type { z } from 'zod';
import { requireAdmin, requireOwner } from '@/server/auth/guard';
import type { AdminSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { addLeadNote, deleteLead, resendLeadNotification, setLeadStatus } from '@/server/leads/pipeline';
import { errorMessage, log } from '@/server/log';
import { kickOutbox } from '@/server/mail/worker';
import { fieldErrors } from '../editor-actions';
import {
  addLeadNoteInputSchema,
  deleteLeadInputSchema,
  resendNotificationInputSchema,
  setLeadStatusInputSchema,
  type LeadActionResult,
} from './schema';

/**
 * Every inbox action: the session first (an owner's when `ownerOnly`), then the strict schema, then the write; the page
 * re-renders with the new state in the same answer. Failures come back as results, never as thrown errors.
 */
async function leadAction<S extends z.ZodType>(
  schema: S,
  input: unknown,
  write: (session: AdminSession, values: z.infer<S>) => Promise<LeadActionResult>,
  { ownerOnly = false, refreshPage = true }: { ownerOnly?: boolean; refreshPage?: boolean } = {},
): Promise<LeadActionResult> {
  const session = ownerOnly ? await requireOwner() : await requireAdmin();
  if (!session) return { status: 'forbidden' };
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error, '') };
  try {
    const result = await write(session, parsed.data);
    if (result.status === 'ok' && refreshPage) refresh();
    return result;
  } catch (error) {
    const reference = crypto.randomUUID().slice(0, 8);
    log.error('admin.lead_action_failed', { reference, error: errorMessage(error) });
    return { status: 'error', reference };
  }
}

const ok = (done: boolean): LeadActionResult => (done ? { status: 'ok' } : { status: 'not_found' });

/** One click in the status bar: the lead moves, with who and when in its history. */
export async function setLeadStatusAction(input: unknown): Promise<LeadActionResult> {
  return leadAction(setLeadStatusInputSchema, input, async ({ user }, { leadId, status }) =>
    ok((await setLeadStatus(getDb(), user, leadId, status)) !== 'not_found'),
  );
}

export async function addLeadNoteAction(input: unknown): Promise<LeadActionResult> {
  return leadAction(addLeadNoteInputSchema, input, async ({ user }, { leadId, body }) =>
    ok((await addLeadNote(getDb(), user, leadId, body)) === 'added'),
  );
}

export async function resendNotificationAction(input: unknown): Promise<LeadActionResult> {
  return leadAction(resendNotificationInputSchema, input, async ({ user }, { leadId, notificationId }) => {
    const result = await resendLeadNotification(getDb(), user, leadId, notificationId);
    if (result === 'queued') kickOutbox();
    return result === 'queued' ? { status: 'ok' } : { status: result };
  });
}

/** Owners only (checked here, on the server): the lead and everything about it go; the browser leaves its page. */
export async function deleteLeadAction(input: unknown): Promise<LeadActionResult> {
  return leadAction(
    deleteLeadInputSchema,
    input,
    async ({ user }, { leadId }) => ok((await deleteLead(getDb(), user, leadId)) === 'deleted'),
    { ownerOnly: true, refreshPage: false },
  );
}
