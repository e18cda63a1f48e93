import type { Kysely, Migration } from 'kysely';
import { autoIncrementId, isPostgres } from './helpers';

/**
 * Who on the team answers a lead (`leads.assigned_to`, an admin user's id), and every change of it, kept with the
 * names of the time so the history still reads right after a person is renamed or removed.
 */
export const leadAssignment: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema.alterTable('leads').addColumn('assigned_to', 'text').execute();
    await db.schema
      .createIndex('leads_assigned_created')
      .on('leads')
      .columns(['assigned_to', 'created_at', 'id'])
      .execute();
    await autoIncrementId(db, db.schema.createTable('lead_assignments'))
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('assigned_to', 'text')
      .addColumn('assigned_to_name', 'text')
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('changed_by_name', 'text', (c) => c.notNull())
      .addColumn('changed_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lead_assignments_lead').on('lead_assignments').column('lead_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lead_assignments').execute();
    await db.schema.dropIndex('leads_assigned_created').execute();
    await db.schema.alterTable('leads').dropColumn('assigned_to').execute();
  },
};
