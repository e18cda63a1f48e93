import type { Kysely, Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * First-party analytics: each event gets the day's anonymous visitor hash (no cookie, no address), a bot mark and the
 * page's locale; a lead keeps the hash of the visitor who sent it (the dashboard's funnel joins on it); raw events are
 * rolled up into daily counts that outlive the raw rows.
 */
export const analytics: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = await isPostgres(db);
    await db.schema.alterTable('events').addColumn('visitor', 'text').execute();
    await db.schema
      .alterTable('events')
      .addColumn('bot', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('events').addColumn('locale', 'text').execute();
    await db.schema.createIndex('events_created').on('events').column('created_at').execute();
    await db.schema.createIndex('events_visitor').on('events').columns(['visitor', 'created_at']).execute();
    await db.schema.alterTable('leads').addColumn('visitor', 'text').execute();

    await db.schema
      .createTable('event_daily')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('events', postgres ? 'bigint' : 'integer', (c) => c.notNull())
      .addColumn('visitors', postgres ? 'bigint' : 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('event_daily_pk', ['day', 'type', 'path', 'detail'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('event_daily').execute();
    await db.schema.alterTable('leads').dropColumn('visitor').execute();
    await db.schema.dropIndex('events_visitor').execute();
    await db.schema.dropIndex('events_created').execute();
    for (const column of ['locale', 'bot', 'visitor'])
      await db.schema.alterTable('events').dropColumn(column).execute();
  },
};
