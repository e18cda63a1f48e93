import { type Kysely, type Migration } from 'kysely';
import { autoIncrementId, isPostgres } from './helpers';

/**
 * Old addresses and where they go (src/server/queries/redirects.ts): one row per source path, answered 301 to its
 * target, or 410 Gone when the target is null. Hits are counted in batches by the server that answered them.
 */
export const redirects: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await autoIncrementId(db, db.schema.createTable('redirects'))
      .addColumn('source', 'text', (c) => c.notNull().unique())
      .addColumn('target', 'text')
      .addColumn('localized', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_hit_at', time)
      .execute();
    await db.schema.createIndex('redirects_target').on('redirects').column('target').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('redirects').execute();
  },
};
