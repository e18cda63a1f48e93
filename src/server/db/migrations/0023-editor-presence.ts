import { type Kysely, type Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Who has an item's editor open (src/server/queries/presence.ts): one row per open editor tab, renewed while the tab
 * is open. A row older than a minute is someone who left without saying so (a closed laptop); it is ignored, then
 * deleted by the next tab's call.
 */
export const editorPresence: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema
      .createTable('editor_presence')
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('tab', 'text', (c) => c.notNull())
      .addColumn('user_key', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('seen_at', time, (c) => c.notNull())
      .addPrimaryKeyConstraint('editor_presence_pk', ['collection', 'document_id', 'tab'])
      .execute();
    await db.schema.createIndex('editor_presence_seen').on('editor_presence').column('seen_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('editor_presence').execute();
  },
};
