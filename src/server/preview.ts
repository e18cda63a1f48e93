import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { PREVIEW_HEADER, REVIEW_HEADER } from '@/lib/preview';
import { currentAdminSession } from '@/server/auth/guard';
import { getDb } from '@/server/db';
import { allDrafts, getDraft } from '@/server/queries/drafts';
import { liveReviewLink, type ReviewLink } from '@/server/queries/review-links';

type Drafts = ReadonlyMap<string, ReadonlyMap<string, unknown>>;

/** A page rendered with drafts: every draft for a signed-in admin; one item's for a client's review link. */
interface PreviewState {
  drafts: Drafts;
  /** The review link the page was opened with, and its token (the page's answer form posts it back). */
  review?: { link: ReviewLink; token: string };
}

/**
 * What the page being rendered shows in place of the published documents. On a request proxy.ts marked as a preview:
 * for a signed-in admin, every draft; for a live review link to this very page (its path with its language), that
 * item's draft alone. Otherwise (any other request, a visitor without either, outside a request) null, and the page is
 * the published one. Read once per request.
 */
export const previewState = cache(async (): Promise<PreviewState | null> => {
  let list: Headers;
  try {
    list = await headers();
  } catch {
    return null; // Not rendering a request (a script, the maintenance job).
  }
  if (list.get(PREVIEW_HEADER) !== '1') return null;
  const db = getDb();
  const token = list.get(REVIEW_HEADER);
  if (token) {
    const link = await liveReviewLink(db, token);
    if (!link || list.get('x-pathname') !== link.path) return null;
    const draft = await getDraft(db, link.collection, link.documentId);
    return {
      drafts: new Map([[link.collection, new Map(draft ? [[link.documentId, draft.data]] : [])]]),
      review: { link, token },
    };
  }
  if (!(await currentAdminSession())) return null;
  return { drafts: await allDrafts(db) };
});

/** The drafts the page shows, by collection and id (null: the published page). */
export async function previewDrafts(): Promise<Drafts | null> {
  return (await previewState())?.drafts ?? null;
}
