'use server';

import type { EditorResult } from '@/lib/editor';
import { requireAdmin } from '@/server/auth/guard';
import { fieldErrors, pickFields, restoreVersion, sanitizeRichText, saveEdited } from '../editor-actions';
import {
  projectEditSchema,
  projectHtmlFields,
  restoreProjectInputSchema,
  saveProjectInputSchema,
  type ProjectEdit,
} from './schema';

const pickValues = (data: unknown) => pickFields(projectEditSchema, data);

/** Saves the projects editor: session, strict schema, HTML sanitised, then the write (SECURITY.md A1, D1–D3). */
export async function saveProjectAction(input: unknown): Promise<EditorResult<ProjectEdit>> {
  const { user } = await requireAdmin();
  const parsed = saveProjectInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error) };
  const { id, expectedVersion, values } = parsed.data;
  const clean = sanitizeRichText(values, projectHtmlFields);
  return saveEdited(user, 'projects', id, expectedVersion, clean, pickValues, Object.keys(projectEditSchema.shape));
}

export async function restoreProjectAction(input: unknown): Promise<EditorResult<ProjectEdit>> {
  const { user } = await requireAdmin();
  const parsed = restoreProjectInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error) };
  const { id, expectedVersion, version } = parsed.data;
  return restoreVersion(user, 'projects', id, expectedVersion, version, pickValues);
}
