import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { PREVIEW_HEADER } from '@/lib/preview';
import { currentAdminSession } from '@/server/auth/guard';
import { getDb } from '@/server/db';
import { allDrafts } from '@/server/queries/drafts';

/**
 * The drafts the page being rendered shows in place of the published documents: on a preview request (marked by
 * proxy.ts) from a signed-in admin, every draft; otherwise (any other request, a visitor without a session, outside a
 * request) null, and the page is the published one. Read once per request.
 */
export const previewDrafts = cache(async (): Promise<ReadonlyMap<string, ReadonlyMap<string, unknown>> | null> => {
  let requested: boolean;
  try {
    requested = (await headers()).get(PREVIEW_HEADER) === '1';
  } catch {
    return null; // Not rendering a request (a script, the maintenance job).
  }
  if (!requested || !(await currentAdminSession())) return null;
  return allDrafts(getDb());
});

/** Whether the page being rendered is a draft's preview seen by a signed-in admin. */
export async function isPreview(): Promise<boolean> {
  return (await previewDrafts()) !== null;
}
