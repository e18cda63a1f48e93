import 'server-only';
import { PREVIEW_PARAM, REVIEW_PARAM } from '@/lib/preview';
import { env } from '@/lib/env';
import { secureCookies, sessionCookieName } from '@/server/auth/cookie';
import { readSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { allDrafts, getDraft } from '@/server/queries/drafts';
import { liveReviewLink, type ReviewLink } from '@/server/queries/review-links';
import { perRequest, type RequestScope } from '@/server/request-scope';

type Drafts = ReadonlyMap<string, ReadonlyMap<string, unknown>>;

/** A page rendered with drafts: every draft for a signed-in admin; one item's for a client's review link. */
interface PreviewState {
  drafts: Drafts;
  /** The review link the page was opened with, and its token (the page's answer form posts it back). */
  review?: { link: ReviewLink; token: string };
}

/** Only a token's shape is looked up: anything else could not be one. */
const REVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether a page's address asks for a preview: `?preview` (a draft's preview) or `?review=<token>` (a client's review
 * link, src/lib/preview.ts). Such a page is kept by no cache and indexed by no search engine (src/site/middleware.ts),
 * whoever asks; what it shows is previewState's to decide.
 */
export function asksForPreview(url: URL): boolean {
  return url.searchParams.has(PREVIEW_PARAM) || REVIEW_TOKEN.test(url.searchParams.get(REVIEW_PARAM) ?? '');
}

const PREVIEW = Symbol('preview');

/**
 * What the page being rendered shows in place of the published documents. On an address that asks for a preview: for
 * a signed-in admin, every draft; for a live review link to this very page (its path with its language), that item's
 * draft alone. Otherwise (any other request, a visitor without either, outside a request) null, and the page is the
 * published one. Worked out once per request.
 */
export function previewState(): Promise<PreviewState | null> {
  return perRequest(PREVIEW, readPreview) ?? Promise.resolve(null);
}

async function readPreview({ url, cookie }: RequestScope): Promise<PreviewState | null> {
  if (!asksForPreview(url)) return null;
  const db = getDb();
  const token = url.searchParams.get(REVIEW_PARAM);
  if (token && REVIEW_TOKEN.test(token)) {
    const link = await liveReviewLink(db, token);
    if (!link || url.pathname !== link.path) return null;
    const draft = await getDraft(db, link.collection, link.documentId);
    return {
      drafts: new Map([[link.collection, new Map(draft ? [[link.documentId, draft.data]] : [])]]),
      review: { link, token },
    };
  }
  const session = await readSession(db, cookie(sessionCookieName(secureCookies(env().SITE_URL))));
  return session ? { drafts: await allDrafts(db) } : null;
}

/** The drafts the page shows, by collection and id (null: the published page). */
export async function previewDrafts(): Promise<Drafts | null> {
  return (await previewState())?.drafts ?? null;
}
