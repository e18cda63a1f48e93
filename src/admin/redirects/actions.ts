'use server';

import { z } from 'zod';
import { recordAudit } from '@/server/audit';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { deleteRedirect, RedirectRefusedError, saveRedirect, type RedirectProblem } from '@/server/queries/redirects';
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
    role: 'owner',
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
    const db = getDb();
    let saved;
    try {
      saved = await saveRedirect(db, input, { by: user.name, isPage: pageTest(await sitePages()) });
    } catch (error) {
      if (error instanceof RedirectRefusedError) return refusal(error.problem);
      throw error;
    }
    log.info('admin.redirect_saved', { id: saved.id, userId: user.id });
    await recordAudit(db, user, {
      action: 'redirect.saved',
      target: `redirect:${saved.id}`,
      summary: `${saved.source} → ${saved.target ?? '410'}`,
    });
    return { status: 'saved' as const, source: saved.source, target: saved.target ?? '' };
  },
);

/** Deletes a redirect: owners only. */
export const deleteRedirectAction = adminAction(
  {
    role: 'owner',
    failure: 'admin.redirect_delete_failed',
    input: z.strictObject({ id: z.number().int().positive() }),
    refreshAfter: (result) => result.status === 'deleted',
  },
  async ({ id }, { user }) => {
    const db = getDb();
    const removed = await deleteRedirect(db, id);
    if (!removed) return { status: 'not_found' as const };
    log.info('admin.redirect_deleted', { id, userId: user.id });
    await recordAudit(db, user, {
      action: 'redirect.deleted',
      target: `redirect:${id}`,
      summary: `${removed.source} → ${removed.target ?? '410'}`,
    });
    return { status: 'deleted' as const, source: removed.source };
  },
);
