import 'server-only';
import { z } from 'zod';
import type { CollectionName } from '@/content';
import { locales } from '@/lib/locales';
import { localizedPath } from '@/lib/paths';
import { recordAudit } from '@/server/audit';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getDocument } from '@/server/queries/documents';
import { getDraft } from '@/server/queries/drafts';
import { createReviewLink, revokeReviewLink } from '@/server/queries/review-links';
import collectionsCopy from '@messages/admin/collections.json';
import { adminAction } from '../admin-action';
import type { CollectionDefinition } from '../collection/definition';

type ReviewLinkResult =
  | { status: 'created'; token: string; path: string; expiresAt: number }
  | { status: 'revoked' }
  | { status: 'not_found' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string };

/** An item's client review links (src/server/queries/review-links.ts): made from its draft, and revoked. */
export function reviewLinkActions<C extends CollectionName>(
  definition: CollectionDefinition<C>,
  idSchema: z.ZodType<string>,
) {
  const { collection } = definition;
  const db = getDb;
  const options = { role: 'editor', failure: 'admin.review_link_failed' } as const;
  return {
    /**
     * A client review link to the page of an item with a draft, in one language: the token is answered once (shown to
     * the person who made it) and kept only as its hash.
     */
    createReviewLink: adminAction(
      {
        ...options,
        input: z.strictObject({ id: idSchema, locale: z.enum(locales) }),
      },
      async ({ id, locale }, { user }): Promise<ReviewLinkResult> => {
        const stored = await getDocument(db(), collection, id);
        // A new item's draft, never published, is reviewed at the address it will have.
        const draft = await getDraft(db(), collection, id);
        const data = stored?.data ?? draft?.data;
        if (!data) return { status: 'not_found' };
        const page = definition.publicPaths(data)[0];
        if (!page) return { status: 'invalid', fields: { form: collectionsCopy.review.noPage } };
        if (!draft) return { status: 'invalid', fields: { form: collectionsCopy.review.noDraft } };
        // A client reviews the page as it would be published: a draft that lacks what publishing needs has none yet.
        if (draft.missing.length > 0) return { status: 'invalid', fields: { form: collectionsCopy.review.incomplete } };
        const path = localizedPath(locale, page);
        const { link, token } = await createReviewLink(db(), {
          collection,
          documentId: id,
          path,
          createdBy: user.name,
          createdById: user.id,
        });
        log.info('admin.review_link_created', { collection, id, linkId: link.id, userId: user.id });
        await recordAudit(db(), user, {
          action: 'review.link_created',
          target: `${collection}:${id}`,
          summary: `Review link to ${path} for “${definition.titleOf(data)}”, valid until ${new Date(link.expiresAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        });
        return { status: 'created', token, path, expiresAt: link.expiresAt };
      },
    ),

    revokeReviewLink: adminAction(
      {
        ...options,
        input: z.strictObject({ id: idSchema, link: z.uuid() }),
      },
      async ({ id, link }, { user }): Promise<ReviewLinkResult> => {
        if (!(await revokeReviewLink(db(), { collection, documentId: id, id: link }))) return { status: 'not_found' };
        log.info('admin.review_link_revoked', { collection, id, linkId: link, userId: user.id });
        await recordAudit(db(), user, {
          action: 'review.link_revoked',
          target: `${collection}:${id}`,
          summary: `Review link of ${collection} “${id}” revoked`,
        });
        return { status: 'revoked' };
      },
    ),
  };
}
