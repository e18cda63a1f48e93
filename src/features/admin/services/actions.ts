'use server';

import { requireAdmin } from '@/server/auth/guard';
import type { EditorResult } from '@/lib/editor';
import { fieldErrors, pickFields, restoreVersion, saveEdited } from '../editor-actions';
import { restoreServiceInputSchema, saveServiceInputSchema, serviceEditSchema, type ServiceEdit } from './schema';

const pickValues = (data: unknown) => pickFields(serviceEditSchema, data);

/** Saves the services editor (SECURITY.md A1, D1: session first, then the strict schema, then the write). */
export async function saveServiceAction(input: unknown): Promise<EditorResult<ServiceEdit>> {
  const { user } = await requireAdmin();
  const parsed = saveServiceInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error) };
  const { id, expectedVersion, values } = parsed.data;
  return saveEdited(user, 'services', id, expectedVersion, values, pickValues);
}

/** Restores a past version of a service. */
export async function restoreServiceAction(input: unknown): Promise<EditorResult<ServiceEdit>> {
  const { user } = await requireAdmin();
  const parsed = restoreServiceInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error) };
  const { id, expectedVersion, version } = parsed.data;
  return restoreVersion(user, 'services', id, expectedVersion, version, pickValues);
}
