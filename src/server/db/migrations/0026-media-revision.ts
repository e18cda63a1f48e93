import type { Kysely, Migration } from 'kysely';

/**
 * The revision of a media item's file: `''` for the file first uploaded, else the first 10 hex digits of the SHA-256
 * of the file that replaced it ("Replace file"). Its variants' addresses and keys carry it (src/lib/media-url.ts).
 */
export const mediaRevision: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('media')
      .addColumn('revision', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('media').dropColumn('revision').execute();
  },
};
