import type { Kysely, Migration } from 'kysely';

/** The social-media plan a contact lead came from (`/contact-us?plan=professional`). */
export const leadPlan: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('plan', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').dropColumn('plan').execute();
  },
};
