import { type Kysely, type Migration } from 'kysely';
import { autoIncrementId, isPostgres } from './helpers';

/**
 * Deleted content documents wait in the trash, as they were, until restored or purged; their public addresses answer
 * 410 meanwhile. A revision row says which change moved a document there, so its history shows the deletion.
 */
export const trash: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await autoIncrementId(db, db.schema.createTable('trash'))
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('deleted_at', time, (c) => c.notNull())
      .addColumn('deleted_by', 'text', (c) => c.notNull())
      .addColumn('public_paths', 'text', (c) => c.notNull())
      .addUniqueConstraint('trash_document', ['collection', 'document_id'])
      .execute();
    await db.schema.createIndex('trash_deleted_at').on('trash').column('deleted_at').execute();
    // Null for an ordinary save; 'trash' for the move to the trash (the next version is the one restored from it).
    await db.schema.alterTable('document_revisions').addColumn('change', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('document_revisions').dropColumn('change').execute();
    await db.schema.dropTable('trash').execute();
  },
};
