import 'server-only';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { deleteRedirect, RedirectRefusedError, saveRedirect, type RedirectProblem } from '@/server/queries/redirects';

/**
 * Adds a redirect by hand or changes one (loops and chains refused with the problem); `isPage` tells the site's own
 * pages, which no redirect may take.
 */
export async function saveRedirectBy(
  user: AdminUser,
  input: { id?: number; source: string; target: string; permanent?: boolean },
  isPage: (path: string) => boolean,
): Promise<
  { status: 'saved'; id: number; source: string; target: string } | { status: 'refused'; problem: RedirectProblem }
> {
  try {
    const saved = await saveRedirect(getDb(), input, { by: user.name, isPage });
    log.info('admin.redirect_saved', { id: saved.id, userId: user.id });
    return { status: 'saved', id: saved.id, source: saved.source, target: saved.target ?? '' };
  } catch (error) {
    if (error instanceof RedirectRefusedError) return { status: 'refused', problem: error.problem };
    throw error;
  }
}

/** Deletes a redirect, answering what it was. */
export async function deleteRedirectBy(user: AdminUser, id: number) {
  const removed = await deleteRedirect(getDb(), id);
  if (!removed) return { status: 'not_found' as const };
  log.info('admin.redirect_deleted', { id, userId: user.id });
  return { status: 'deleted' as const, source: removed.source, target: removed.target };
}
