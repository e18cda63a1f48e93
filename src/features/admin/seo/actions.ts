'use server';

import type { z } from 'zod';
import copy from '../../../../messages/admin/seo.json';
import { editorActions, refuse } from '../editor-actions';
import { fill } from '../fill';
import { listSeoPages } from './pages';
import { tabOf } from './tabs';
import { seoEditSchema, seoInputs } from './schema';

/** Messages an admin can act on, in place of zod's generic ones (the limits themselves come from the schema). */
const messages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return fill(copy.errors.tooLong, { max: Number(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'string') return copy.errors.required;
  if (issue.code === 'invalid_union') return copy.errors.image;
  return undefined;
};

const seo = editorActions({
  collection: 'seo',
  inputs: seoInputs,
  edit: seoEditSchema,
  editableKeys: ['keywords'],
  errorMap: messages,
  // An entry is written only for a page of the site (a new one creates the page's first entry). An emptied keyword list
  // is removed rather than stored as [] (the public page then sends no keywords tag).
  prepare: async ({ keywords, ...rest }, id) => {
    const pages = await listSeoPages(tabOf(id));
    if (!pages.some((page) => page.id === id)) return refuse({ status: 'not_found' });
    return { values: keywords?.length ? { ...rest, keywords } : rest };
  },
});

/** Saves an SEO entry (SECURITY.md A1, D1, D3: session first, then the strict schema, then the write). */
export const saveSeoAction = seo.save;
/** Restores a past version of an SEO entry. */
export const restoreSeoAction = seo.restore;
