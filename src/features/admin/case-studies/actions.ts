'use server';

import type { EditorResult } from '@/lib/editor';
import { requireAdmin } from '@/server/auth/guard';
import { fieldErrors, pickFields, restoreVersion, sanitizeRichText, saveEdited } from '../editor-actions';
import {
  caseStudyEditSchema,
  caseStudyHtmlFields,
  restoreCaseStudyInputSchema,
  saveCaseStudyInputSchema,
  type CaseStudyEdit,
} from './schema';

const pickValues = (data: unknown) => pickFields(caseStudyEditSchema, data);

/** Saves the case-studies editor: session, strict schema, HTML sanitised, then the write (SECURITY.md A1, D1–D3). */
export async function saveCaseStudyAction(input: unknown): Promise<EditorResult<CaseStudyEdit>> {
  const { user } = await requireAdmin();
  const parsed = saveCaseStudyInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error) };
  const { id, expectedVersion, values } = parsed.data;
  const clean = sanitizeRichText(values, caseStudyHtmlFields);
  return saveEdited(
    user,
    'caseStudies',
    id,
    expectedVersion,
    clean,
    pickValues,
    Object.keys(caseStudyEditSchema.shape),
  );
}

export async function restoreCaseStudyAction(input: unknown): Promise<EditorResult<CaseStudyEdit>> {
  const { user } = await requireAdmin();
  const parsed = restoreCaseStudyInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error) };
  const { id, expectedVersion, version } = parsed.data;
  return restoreVersion(user, 'caseStudies', id, expectedVersion, version, pickValues);
}
