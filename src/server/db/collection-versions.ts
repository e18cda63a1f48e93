import { sql, type Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import type { Database } from './schema';

/**
 * Adds one to a collection's write counter (or the redirects' or the media library's), in the transaction of the
 * write: every content cache and the content stamp of the rendered-page cache move on. Here, below the query layer,
 * because the seed and the media library write too.
 */
export async function bumpCollectionVersion(
  db: Kysely<Database>,
  collection: CollectionName | 'redirects' | 'media',
): Promise<void> {
  await db
    .insertInto('collection_versions')
    .values({ collection, version: 1 })
    .onConflict((oc) => oc.column('collection').doUpdateSet({ version: sql`collection_versions.version + 1` }))
    .execute();
}
