import type { Kysely, Migration } from 'kysely';

/**
 * The source of the visit a page view belongs to (`source|medium|campaign`, as the lead forms send it), and of each
 * visitor's day once rolled up: the dashboard counts visitors per source beside the leads that came through it.
 */
export const visitSource: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('events').addColumn('visit_source', 'text').execute();
    await db.schema.alterTable('visitor_days').addColumn('visit_source', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('visitor_days').dropColumn('visit_source').execute();
    await db.schema.alterTable('events').dropColumn('visit_source').execute();
  },
};
