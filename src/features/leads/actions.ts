'use server';

import { submitLead, type SubmitResult } from '@/server/leads/submit';
import { requestMeta } from '@/server/request-meta';
import type { FormKind } from '@/content/lead-input';
import { formDataToObject } from '@/lib/form-data';

export type FormState = SubmitResult & { submission: number };

/**
 * The arguments are whatever the request carried: the page sends the previous state and a FormData, but a hand-made
 * request may send anything (SECURITY.md D1), and anything else is an invalid form, not a server error.
 */
async function submit(kind: FormKind, previous: unknown, formData: unknown): Promise<FormState> {
  const fields = formData instanceof FormData ? formDataToObject(formData) : undefined;
  const result = await submitLead(kind, fields, await requestMeta());
  const last = (previous as Partial<FormState> | null | undefined)?.submission;
  return { ...result, submission: (typeof last === 'number' ? last : 0) + 1 };
}

/** The contact form (progressively enhanced: it also works as a plain form post without JavaScript). */
export async function submitContactAction(previous: FormState | undefined, formData: FormData): Promise<FormState> {
  return submit('contact', previous, formData);
}

/** The white-label partnership inquiry. */
export async function submitWhitelabelAction(previous: FormState | undefined, formData: FormData): Promise<FormState> {
  return submit('whitelabel', previous, formData);
}
