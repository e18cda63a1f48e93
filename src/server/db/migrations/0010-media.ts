import { type Kysely, type Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * The media library (src/server/media): one row per uploaded image, keyed by the hash of its bytes, with its alt text
 * and caption per language, focal point and the state of its variants; and, when MEDIA_STORAGE=database, the files
 * themselves (original and variants), so that several instances share them through the database.
 */
export const media: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = await isPostgres(db);
    const time = postgres ? 'bigint' : 'integer';
    await db.schema
      .createTable('media')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('caption', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('focal_x', 'real', (c) => c.notNull().defaultTo(0.5))
      .addColumn('focal_y', 'real', (c) => c.notNull().defaultTo(0.5))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('widths', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('placeholder', 'text')
      .addColumn('error', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('source', 'text')
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('media_status').on('media').column('status').execute();
    await db.schema.createIndex('media_source').on('media').column('source').unique().execute();
    await db.schema
      .createTable('media_files')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('media_files').execute();
    await db.schema.dropTable('media').execute();
  },
};
