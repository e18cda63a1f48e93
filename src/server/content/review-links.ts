import 'server-only';
import type { CollectionName, DocumentOf } from '@/content';
import type { Locale } from '@/lib/locales';
import { localizedPath } from '@/lib/paths';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { createReviewLink, revokeReviewLink } from '@/server/queries/review-links';
import collectionsCopy from '@messages/admin/collections.json';
import { publishedOrDraft } from './published-or-draft';
import type { Refusal } from './refusals';
import type { CollectionRules } from './rules';

/** A link made (its token answered once), with the item's title for the activity log. */
type CreatedLink =
  | { status: 'created'; token: string; path: string; expiresAt: number; title: string }
  | { status: 'not_found' }
  | Refusal;

/**
 * A client review link to the page of an item with a draft, in one language: the token is answered once (shown to the
 * person who made it) and kept only as its hash (src/server/queries/review-links.ts).
 */
export async function createItemReviewLink<C extends CollectionName>(
  rules: CollectionRules<C>,
  user: AdminUser,
  { id, locale }: { id: string; locale: Locale },
): Promise<CreatedLink> {
  const { collection } = rules;
  const db = getDb();
  // A new item's draft, never published, is reviewed at the address it will have.
  const { draft, data } = await publishedOrDraft(collection, id);
  if (!data) return { status: 'not_found' };
  const page = rules.publicPaths(data as DocumentOf<C>)[0];
  if (!page) return { status: 'invalid', fields: { form: collectionsCopy.review.noPage } };
  if (!draft) return { status: 'invalid', fields: { form: collectionsCopy.review.noDraft } };
  // A client reviews the page as it would be published: a draft that lacks what publishing needs has none yet.
  if (draft.missing.length > 0) return { status: 'invalid', fields: { form: collectionsCopy.review.incomplete } };
  const path = localizedPath(locale, page);
  const { link, token } = await createReviewLink(db, {
    collection,
    documentId: id,
    path,
    createdBy: user.name,
    createdById: user.id,
  });
  log.info('admin.review_link_created', { collection, id, linkId: link.id, userId: user.id });
  return { status: 'created', token, path, expiresAt: link.expiresAt, title: rules.titleOf(data as DocumentOf<C>) };
}

/** Ends an item's review link before its time. */
export async function revokeItemReviewLink(
  collection: CollectionName,
  user: AdminUser,
  { id, link }: { id: string; link: string },
): Promise<{ status: 'revoked' } | { status: 'not_found' }> {
  if (!(await revokeReviewLink(getDb(), { collection, documentId: id, id: link }))) return { status: 'not_found' };
  log.info('admin.review_link_revoked', { collection, id, linkId: link, userId: user.id });
  return { status: 'revoked' };
}
