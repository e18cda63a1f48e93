import type { Kysely, Migration } from 'kysely';

/**
 * The languages a translator works in (`es,de`): they edit only the texts of these. Null for every other role, and for
 * the people added before roles had languages.
 */
export const translatorLanguages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').addColumn('languages', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('languages').execute();
  },
};
