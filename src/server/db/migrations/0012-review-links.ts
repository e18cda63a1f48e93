import { type Kysely, type Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Client review links (src/server/queries/review-links.ts): a login-free address that shows one page with its draft,
 * known by the hash of its token only, until it expires or is revoked; the reviewer's last answer is kept on it.
 */
export const reviewLinks: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema
      .createTable('review_links')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_by_id', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .addColumn('revoked_at', time)
      .addColumn('decision', 'text')
      .addColumn('comment', 'text')
      .addColumn('decided_at', time)
      .execute();
    await db.schema
      .createIndex('review_links_document')
      .on('review_links')
      .columns(['collection', 'document_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('review_links').execute();
  },
};
