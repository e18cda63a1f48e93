import { type Kysely, type Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Working copies (src/server/queries/drafts.ts): at most one draft per content document, kept apart from `documents`
 * so the public site and its caches never read one. `base_version` is the published version the draft was started
 * from; `version` counts the draft's own saves (a save over a newer draft is refused as stale).
 */
export const drafts: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema
      .createTable('drafts')
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('base_version', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('drafts_pk', ['collection', 'document_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('drafts').execute();
  },
};
