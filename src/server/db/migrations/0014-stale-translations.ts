import { type Kysely, type Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Translations that need an update (src/server/queries/translations.ts): a text's translation into one language whose
 * English changed in a published version while it did not, with the English it was written from, until a translator
 * rewrites it or marks it as up to date.
 */
export const staleTranslations: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema
      .createTable('stale_translations')
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('english', 'text', (c) => c.notNull())
      .addColumn('marked_at', time, (c) => c.notNull())
      .addPrimaryKeyConstraint('stale_translations_pk', ['collection', 'document_id', 'path', 'locale'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('stale_translations').execute();
  },
};
