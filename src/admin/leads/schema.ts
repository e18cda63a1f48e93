import { z } from 'zod';
import { leadStatuses } from '@/lib/lead-pipeline';

const leadId = z.uuid();

export const setLeadStatusInputSchema = z.strictObject({ leadId, status: z.enum(leadStatuses) });
export const addLeadNoteInputSchema = z.strictObject({
  leadId,
  body: z.string().trim().min(1, 'required').max(5000, 'too_long'),
});
export const resendNotificationInputSchema = z.strictObject({ leadId, notificationId: z.uuid() });
export const deleteLeadInputSchema = z.strictObject({ leadId });
/** `personId` null: nobody answers the lead. */
export const assignLeadInputSchema = z.strictObject({ leadId, personId: z.string().min(1).max(100).nullable() });

/** What every inbox action answers (field errors keyed by field name). */
export type LeadActionResult =
  | { status: 'ok' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'not_found' }
  | { status: 'forbidden' }
  | { status: 'busy' }
  | { status: 'capped' }
  | { status: 'error'; reference: string };
