'use server';

import { getPricingCatalogueForEdit } from '@/server/queries/pricing';
import copy from '../../../../messages/admin/pricing.json';
import { editorActions, refuse } from '../editor-actions';
import { catalogueStructure, pricingEditSchema, pricingInputs } from './schema';

const pricing = editorActions({
  collection: 'pricing',
  inputs: pricingInputs,
  edit: pricingEditSchema,
  // zod's own wording ("expected int, received number") means little to an editor; every price error says the rule.
  reword: (fields) =>
    Object.fromEntries(
      Object.entries(fields).map(([path, message]) => [path, path.endsWith('.price') ? copy.priceError : message]),
    ),
  // Prices and names change here; the options themselves are the calculator's, so their structure must stay.
  prepare: async (values, id) => {
    const stored = await getPricingCatalogueForEdit(id);
    if (!stored) return refuse({ status: 'not_found' });
    if (catalogueStructure(stored.data.categories) !== catalogueStructure(values.categories))
      return refuse({ status: 'invalid', fields: { form: copy.structureError } });
    return { values };
  },
});

/** Saves one pricing catalogue (SECURITY.md A1, D1: session first, then the strict schema, then the write). */
export const savePricingAction = pricing.save;
/** Restores a past version of a pricing catalogue. */
export const restorePricingAction = pricing.restore;
