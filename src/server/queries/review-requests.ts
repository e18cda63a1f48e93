import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import type { ReviewRequest } from '@/lib/editor';
import type { Database } from '@/server/db/schema';

/**
 * Requests for review: a contributor (or anyone who writes drafts) asks the people who publish to look at a draft. The
 * request is kept on the draft's row, so it ends with the draft: when it is published or discarded, or sent back.
 */

interface RequestColumns {
  review_asked_at: number | string | null;
  review_asked_by: string | null;
  review_asked_by_id: string | null;
  review_note: string | null;
}

/** A draft row's request for review, if it has one. */
export const reviewRequestOf = (row: RequestColumns): ReviewRequest | undefined =>
  row.review_asked_at === null || row.review_asked_by === null || row.review_asked_by_id === null
    ? undefined
    : {
        askedAt: Number(row.review_asked_at),
        askedBy: row.review_asked_by,
        askedById: row.review_asked_by_id,
        note: row.review_note,
      };

/** The columns of a draft's request for review, for a select. */
export const requestColumns = ['review_asked_at', 'review_asked_by', 'review_asked_by_id', 'review_note'] as const;

/**
 * Marks an item's draft as waiting for review, with the asker's note (asking again replaces the note and the time).
 * False when the item has no draft (it was published or discarded meanwhile).
 */
export async function markForReview(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
  request: { by: { id: string; name: string }; note: string | null; now?: number },
): Promise<boolean> {
  const result = await db
    .updateTable('drafts')
    .set({
      review_asked_at: request.now ?? Date.now(),
      review_asked_by: request.by.name,
      review_asked_by_id: request.by.id,
      review_note: request.note,
    })
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a draft's request for review (withdrawn or sent back); the request it ended, if there was one. */
export async function clearReviewRequest(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
): Promise<ReviewRequest | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('drafts')
      .select(requestColumns)
      .where('collection', '=', collection)
      .where('document_id', '=', id)
      .executeTakeFirst();
    const request = row && reviewRequestOf(row);
    if (!request) return undefined;
    await trx
      .updateTable('drafts')
      .set({ review_asked_at: null, review_asked_by: null, review_asked_by_id: null, review_note: null })
      .where('collection', '=', collection)
      .where('document_id', '=', id)
      .execute();
    return request;
  });
}

/** The e-mail addresses of the people who publish (by their role), but the one given: whom a request is sent to. */
export async function publishersToTell(
  db: Kysely<Database>,
  roles: readonly string[],
  exceptId: string,
): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .selectFrom('admin_users')
    .select('email')
    .where('role', 'in', roles)
    .where('email', 'is not', null)
    .where('id', '!=', exceptId)
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email!);
}
