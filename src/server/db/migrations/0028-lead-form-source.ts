import type { Kysely, Migration } from 'kysely';

/**
 * The label of the form a lead was sent from, as the page's editor named it (a contact-form block of a page built from
 * blocks: `fair-2027`); null for the site's own forms.
 */
export const leadFormSource: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('form_source', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').dropColumn('form_source').execute();
  },
};
