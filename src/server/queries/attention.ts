import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/** How many of each kind the Overview lists (the rest is counted, and a link leads to all of them). */
const SHOWN = 5;

interface ItemRef {
  collection: string;
  id: string;
}

export interface AttentionItems {
  /** Drafts not published yet, newest first: a change someone started and nobody has published or discarded. */
  drafts: { items: (ItemRef & { by: string; at: number; neverPublished: boolean; data: string })[]; total: number };
  /** Drafts whose writer asked for a review (review-requests.ts), the longest waiting first. */
  reviews: {
    items: (ItemRef & { by: string; at: number; note: string | null; data: string })[];
    total: number;
  };
  /** Publishes and unpublishes waiting for their time, soonest first. */
  scheduled: { items: (ItemRef & { action: 'publish' | 'unpublish'; at: number; by: string })[]; total: number };
  /** A client asked for changes through a review link, and the item has not been published since. */
  changeRequests: { items: (ItemRef & { comment: string | null; at: number; path: string })[]; total: number };
  /** Items whose translations' English changed since they were written, most texts first. */
  staleTranslations: { items: (ItemRef & { texts: number })[]; total: number };
  /** Webhook deliveries given up on (dead) or waiting for another try, by endpoint address. */
  failingWebhooks: { url: string; dead: number; retrying: number }[];
}

/**
 * What needs a person in the admin, for the Overview: drafts (those waiting for review apart), scheduled changes, client change requests, stale
 * translations and failing webhooks. A handful of small queries, each bounded; titles are the caller's to add.
 */
export async function attentionItems(db: Kysely<Database>): Promise<AttentionItems> {
  const [drafts, draftTotal, reviews, reviewTotal, scheduled, scheduledTotal, requests, stale, webhooks] =
    await Promise.all([
      db
        .selectFrom('drafts')
        .leftJoin('documents', (join) =>
          join.onRef('documents.collection', '=', 'drafts.collection').onRef('documents.id', '=', 'drafts.document_id'),
        )
        .select([
          'drafts.collection',
          'drafts.document_id',
          'drafts.updated_by',
          'drafts.updated_at',
          'drafts.data',
          'documents.id as published',
        ])
        .orderBy('drafts.updated_at', 'desc')
        .limit(SHOWN)
        .execute(),
      db
        .selectFrom('drafts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('drafts')
        .select(['collection', 'document_id', 'review_asked_by', 'review_asked_at', 'review_note', 'data'])
        .where('review_asked_at', 'is not', null)
        .orderBy('review_asked_at', 'asc')
        .limit(SHOWN)
        .execute(),
      db
        .selectFrom('drafts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('review_asked_at', 'is not', null)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('schedules')
        .select(['collection', 'document_id', 'action', 'run_at', 'scheduled_by'])
        .orderBy('run_at', 'asc')
        .limit(SHOWN)
        .execute(),
      db
        .selectFrom('schedules')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('review_links')
        .leftJoin('documents', (join) =>
          join
            .onRef('documents.collection', '=', 'review_links.collection')
            .onRef('documents.id', '=', 'review_links.document_id'),
        )
        .select([
          'review_links.collection',
          'review_links.document_id',
          'review_links.comment',
          'review_links.decided_at',
          'review_links.path',
        ])
        .where('review_links.decision', '=', 'changes')
        .where('review_links.decided_at', 'is not', null)
        // Published after the client's answer: the request was dealt with.
        .where((eb) =>
          eb.or([
            eb('documents.updated_at', 'is', null),
            eb('documents.updated_at', '<', eb.ref('review_links.decided_at')),
          ]),
        )
        .orderBy('review_links.decided_at', 'desc')
        .execute(),
      db
        .selectFrom('stale_translations')
        .select(['collection', 'document_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['collection', 'document_id'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('document_id')
        .execute(),
      db
        .selectFrom('outbox')
        .select([
          'recipient',
          (eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'dead').then(1).else(0).end()).as('dead'),
          (eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'retry').then(1).else(0).end()).as('retrying'),
        ])
        .where('kind', '=', 'webhook')
        .where('status', 'in', ['dead', 'retry'])
        .groupBy('recipient')
        .orderBy('recipient')
        .execute(),
    ]);
  // One request per item: the latest answer stands for the item.
  const seen = new Set<string>();
  const latestRequests = requests.filter((row) => {
    const key = `${row.collection}:${row.document_id}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
  return {
    drafts: {
      items: drafts.map((row) => ({
        collection: row.collection,
        id: row.document_id,
        by: row.updated_by,
        at: Number(row.updated_at),
        neverPublished: row.published === null,
        data: row.data,
      })),
      total: Number(draftTotal.n),
    },
    reviews: {
      items: reviews.map((row) => ({
        collection: row.collection,
        id: row.document_id,
        by: row.review_asked_by ?? '',
        at: Number(row.review_asked_at),
        note: row.review_note,
        data: row.data,
      })),
      total: Number(reviewTotal.n),
    },
    scheduled: {
      items: scheduled.map((row) => ({
        collection: row.collection,
        id: row.document_id,
        action: row.action,
        at: Number(row.run_at),
        by: row.scheduled_by,
      })),
      total: Number(scheduledTotal.n),
    },
    changeRequests: {
      items: latestRequests.slice(0, SHOWN).map((row) => ({
        collection: row.collection,
        id: row.document_id,
        comment: row.comment,
        at: Number(row.decided_at),
        path: row.path,
      })),
      total: latestRequests.length,
    },
    staleTranslations: {
      items: stale
        .slice(0, SHOWN)
        .map((row) => ({ collection: row.collection, id: row.document_id, texts: Number(row.n) })),
      total: stale.length,
    },
    failingWebhooks: webhooks.map((row) => ({
      url: row.recipient,
      dead: Number(row.dead),
      retrying: Number(row.retrying),
    })),
  };
}
