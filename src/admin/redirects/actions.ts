'use server';

import { z } from 'zod';
import { deleteRedirectBy, saveRedirectBy } from '@/server/content/redirects';
import type { RedirectProblem } from '@/server/queries/redirects';
import copy from '@messages/admin/redirects.json';
import { adminAction } from '../admin-action';
import { fill } from '../fill';
import { pageTest, sitePages } from './site-pages';

/** A problem in the admin's words, on its field. */
function refusal({ field, code, values = {} }: RedirectProblem) {
  return { status: 'invalid' as const, fields: { [field]: fill(copy.errors[code], values) } };
}

const path = z.string().trim().min(1, copy.errors.sourceFormat).max(500);

/** Adds a redirect by hand or changes one: owners only, checked here (SECURITY.md A1); loops and chains refused. */
export const saveRedirectAction = adminAction(
  {
    access: 'manage',
    failure: 'admin.redirect_save_failed',
    input: z.strictObject({
      id: z.number().int().positive().optional(),
      source: path,
      target: z.string().trim().min(1, copy.errors.targetFormat).max(2000),
      permanent: z.boolean().optional(),
    }),
    refreshAfter: (result) => result.status === 'saved',
  },
  async (input, { user }) => {
    const saved = await saveRedirectBy(user, input, pageTest(await sitePages()));
    return saved.status === 'refused' ? refusal(saved.problem) : saved;
  },
  (_input, result) =>
    result.status === 'saved'
      ? {
          action: 'redirect.saved',
          target: `redirect:${result.id}`,
          summary: `${result.source} → ${result.target || '410'}`,
        }
      : undefined,
);

/** Deletes a redirect: owners only. */
export const deleteRedirectAction = adminAction(
  {
    access: 'manage',
    failure: 'admin.redirect_delete_failed',
    input: z.strictObject({ id: z.number().int().positive() }),
    refreshAfter: (result) => result.status === 'deleted',
  },
  ({ id }, { user }) => deleteRedirectBy(user, id),
  ({ id }, result) =>
    result.status === 'deleted'
      ? {
          action: 'redirect.deleted',
          target: `redirect:${id}`,
          summary: `${result.source} → ${result.target ?? '410'}`,
        }
      : undefined,
);
