import type { Kysely, Migration } from 'kysely';

/**
 * Whether a translator also publishes the texts of their languages (1) or leaves that to an editor (0, the default):
 * an owner gives the right on the Users list. Always 0 for every other role, whose rights are their role's.
 */
export const translatorPublishes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('admin_users')
      .addColumn('publishes_languages', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('publishes_languages').execute();
  },
};
