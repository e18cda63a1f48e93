'use server';

import { submitLead, type SubmitResult } from '@/server/leads/submit';
import { requestMeta } from '@/server/request-meta';
import { formDataToObject, type LeadKind } from './schema';

export type FormState = SubmitResult & { submission: number };

async function submit(kind: LeadKind, previous: FormState | undefined, formData: FormData): Promise<FormState> {
  const result = await submitLead(kind, formDataToObject(formData), await requestMeta());
  return { ...result, submission: (previous?.submission ?? 0) + 1 };
}

/** The contact form (progressively enhanced: it also works as a plain form post without JavaScript). */
export async function submitContactAction(previous: FormState | undefined, formData: FormData): Promise<FormState> {
  return submit('contact', previous, formData);
}

/** The white-label partnership inquiry. */
export async function submitWhitelabelAction(previous: FormState | undefined, formData: FormData): Promise<FormState> {
  return submit('whitelabel', previous, formData);
}
