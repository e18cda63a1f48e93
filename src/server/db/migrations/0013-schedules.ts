import { type Kysely, type Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Scheduled publishing (src/server/queries/schedules.ts): at most one time per content document and action, "publish"
 * (its draft goes live) or "unpublish" (it moves to the trash). The job that runs them deletes the row in the same
 * transaction as the change, which is what makes each happen once however many instances run it.
 */
export const schedules: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema
      .createTable('schedules')
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('run_at', time, (c) => c.notNull())
      .addColumn('scheduled_by', 'text', (c) => c.notNull())
      .addColumn('scheduled_by_id', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .addPrimaryKeyConstraint('schedules_pk', ['collection', 'document_id', 'action'])
      .execute();
    await db.schema.createIndex('schedules_run_at').on('schedules').column('run_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('schedules').execute();
  },
};
