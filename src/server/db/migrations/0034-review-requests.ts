import type { Kysely, Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * A draft's request for review (src/server/queries/review-requests.ts): who asked, when, and their note to the editors.
 * It lives on the draft's row, so publishing or discarding the draft ends it with the draft.
 */
export const reviewRequests: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('drafts').addColumn('review_asked_at', time).execute();
    await db.schema.alterTable('drafts').addColumn('review_asked_by', 'text').execute();
    await db.schema.alterTable('drafts').addColumn('review_asked_by_id', 'text').execute();
    await db.schema.alterTable('drafts').addColumn('review_note', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['review_note', 'review_asked_by_id', 'review_asked_by', 'review_asked_at'])
      await db.schema.alterTable('drafts').dropColumn(column).execute();
  },
};
