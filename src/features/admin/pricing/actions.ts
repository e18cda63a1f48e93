'use server';

import { requireAdmin } from '@/server/auth/guard';
import { getPricingCatalogueForEdit } from '@/server/queries/pricing';
import type { EditorResult } from '@/lib/editor';
import copy from '../../../../messages/admin/pricing.json';
import { fieldErrors, pickFields, restoreVersion, saveEdited } from '../editor-actions';
import {
  catalogueStructure,
  pricingEditSchema,
  restorePricingInputSchema,
  savePricingInputSchema,
  type PricingEdit,
} from './schema';

const pickValues = (data: unknown) => pickFields(pricingEditSchema, data);

/** zod's own wording ("expected int, received number") means little to an editor; every price error says the rule. */
function withPriceMessages(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path, path.endsWith('.price') ? copy.priceError : message]),
  );
}

/** Saves one pricing catalogue (SECURITY.md A1, D1: session first, then the strict schema, then the write). */
export async function savePricingAction(input: unknown): Promise<EditorResult<PricingEdit>> {
  const { user } = await requireAdmin();
  const parsed = savePricingInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: withPriceMessages(fieldErrors(parsed.error)) };
  const { id, expectedVersion, values } = parsed.data;
  const stored = await getPricingCatalogueForEdit(id);
  if (!stored) return { status: 'not_found' };
  if (catalogueStructure(stored.data.categories) !== catalogueStructure(values.categories)) {
    return { status: 'invalid', fields: { form: copy.structureError } };
  }
  return saveEdited(user, 'pricing', id, expectedVersion, values, pickValues);
}

/** Restores a past version of a pricing catalogue. */
export async function restorePricingAction(input: unknown): Promise<EditorResult<PricingEdit>> {
  const { user } = await requireAdmin();
  const parsed = restorePricingInputSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fields: fieldErrors(parsed.error) };
  const { id, expectedVersion, version } = parsed.data;
  return restoreVersion(user, 'pricing', id, expectedVersion, version, pickValues);
}
