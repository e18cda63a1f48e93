import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import type { Database, ReviewLinksTable } from '@/server/db/schema';

/** How long a review link works unless it is revoked first. */
export const REVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

/** A review link's token: 256 random bits, base64url (43 characters). Only its hash is stored. */
export const reviewTokenPattern = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type ReviewDecision = 'approved' | 'changes';

export interface ReviewLink {
  id: string;
  collection: CollectionName;
  documentId: string;
  /** The page it shows, with its language prefix. */
  path: string;
  createdBy: string;
  createdById: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  decision: ReviewDecision | null;
  comment: string | null;
  decidedAt: number | null;
}

const toLink = (row: ReviewLinksTable): ReviewLink => ({
  id: row.id,
  collection: row.collection as CollectionName,
  documentId: row.document_id,
  path: row.path,
  createdBy: row.created_by,
  createdById: row.created_by_id,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  decision: row.decision,
  comment: row.comment,
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
});

/** Whether a link still opens its page. */
const isLive = (link: ReviewLink, now = Date.now()) => link.revokedAt === null && link.expiresAt > now;

/** Where a link stands now: working, past its time, or revoked. */
export const linkState = (link: ReviewLink, now = Date.now()): 'live' | 'expired' | 'revoked' =>
  link.revokedAt !== null ? 'revoked' : isLive(link, now) ? 'live' : 'expired';

/** A new link to one page of one item; the token comes back once, to be shown to the person who made it. */
export async function createReviewLink(
  db: Kysely<Database>,
  link: { collection: CollectionName; documentId: string; path: string; createdBy: string; createdById: string },
  now = Date.now(),
): Promise<{ link: ReviewLink; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const row: ReviewLinksTable = {
    id: randomUUID(),
    token_hash: hashOf(token),
    collection: link.collection,
    document_id: link.documentId,
    path: link.path,
    created_by: link.createdBy,
    created_by_id: link.createdById,
    created_at: now,
    expires_at: now + REVIEW_LINK_DAYS * DAY_MS,
    revoked_at: null,
    decision: null,
    comment: null,
    decided_at: null,
  };
  await db.insertInto('review_links').values(row).execute();
  return { link: toLink(row), token };
}

/** An item's links, newest first. */
export async function listReviewLinks(
  db: Kysely<Database>,
  collection: CollectionName,
  documentId: string,
): Promise<ReviewLink[]> {
  const rows = await db
    .selectFrom('review_links')
    .selectAll()
    .where('collection', '=', collection)
    .where('document_id', '=', documentId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toLink);
}

/** Ends a link of the item at once; false when the item has no such live link. */
export async function revokeReviewLink(
  db: Kysely<Database>,
  { collection, documentId, id }: { collection: CollectionName; documentId: string; id: string },
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('review_links')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('collection', '=', collection)
    .where('document_id', '=', documentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes every working link a person gave out (they are being removed); how many there were. */
export async function revokeReviewLinksOf(db: Kysely<Database>, personId: string, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('review_links')
    .set({ revoked_at: now })
    .where('created_by_id', '=', personId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many working review links each person has given out (what stops working if they are removed). */
export async function liveReviewLinkCounts(db: Kysely<Database>, now = Date.now()): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('review_links')
    .select(['created_by_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .groupBy('created_by_id')
    .execute();
  return new Map(rows.map((row) => [row.created_by_id, Number(row.n)]));
}

/** The live link a token opens (undefined for a malformed, unknown, revoked or expired one). */
export async function liveReviewLink(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<ReviewLink | undefined> {
  if (!reviewTokenPattern.test(token)) return undefined;
  const row = await db
    .selectFrom('review_links')
    .selectAll()
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  const link = row && toLink(row);
  return link && isLive(link, now) ? link : undefined;
}

/** Keeps the reviewer's answer on the link (a later answer replaces an earlier one). */
export async function recordReviewAnswer(
  db: Kysely<Database>,
  id: string,
  answer: { decision: ReviewDecision; comment: string },
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('review_links')
    .set({ decision: answer.decision, comment: answer.comment, decided_at: now })
    .where('id', '=', id)
    .execute();
}

/** A deleted or renamed item's links go with it: they named its old page. */
export async function dropReviewLinks(
  db: Kysely<Database>,
  collection: CollectionName,
  documentId: string,
): Promise<void> {
  await db
    .deleteFrom('review_links')
    .where('collection', '=', collection)
    .where('document_id', '=', documentId)
    .execute();
}
