'use server';

import type { z } from 'zod';
import { requireAdmin } from '@/server/auth/guard';
import type { EditorResult } from '@/lib/editor';
import copy from '../../../../messages/admin/seo.json';
import { fieldErrors, pickFields, restoreVersion, saveEdited } from '../editor-actions';
import { fill } from '../fill';
import { restoreSeoInputSchema, saveSeoInputSchema, seoEditSchema, type SeoEdit } from './schema';

const pickValues = (data: unknown) => pickFields(seoEditSchema, data);

/** Messages an admin can act on, in place of zod's generic ones (the limits themselves come from the schema). */
const messages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return fill(copy.errors.tooLong, { max: Number(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'string') return copy.errors.required;
  if (issue.code === 'invalid_union') return copy.errors.image;
  return undefined;
};

/** Saves an SEO entry (SECURITY.md A1, D1, D3: session first, then the strict schema, then the write). */
export async function saveSeoAction(input: unknown): Promise<EditorResult<SeoEdit>> {
  const { user } = await requireAdmin();
  const parsed = saveSeoInputSchema.safeParse(input, { error: messages });
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error) };
  const { id, expectedVersion, values } = parsed.data;
  // An emptied keyword list is removed rather than stored as [] (the public page then sends no keywords tag).
  const { keywords, ...rest } = values;
  return saveEdited(user, 'seo', id, expectedVersion, keywords?.length ? values : rest, pickValues, ['keywords']);
}

/** Restores a past version of an SEO entry. */
export async function restoreSeoAction(input: unknown): Promise<EditorResult<SeoEdit>> {
  const { user } = await requireAdmin();
  const parsed = restoreSeoInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error) };
  const { id, expectedVersion, version } = parsed.data;
  return restoreVersion(user, 'seo', id, expectedVersion, version, pickValues);
}
