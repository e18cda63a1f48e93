import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import type { Database } from '@/server/db/schema';
import { StaleVersionError } from './document-rules';

/**
 * Takes a document's row off the site if it is still at the version the admin saw, in the caller's transaction: what a
 * delete (trash.ts) and an unpublish (unpublish.ts) start with. Deleting the expected version is the check: of two
 * such changes at once, or one and a save, one wins and the other gets StaleVersionError. Undefined when there is no
 * such document.
 */
export async function takeDocumentRow(
  trx: Kysely<Database>,
  collection: CollectionName,
  id: string,
  expectedVersion: number,
): Promise<{ data: string; version: number } | undefined> {
  const removed = await trx
    .deleteFrom('documents')
    .where('collection', '=', collection)
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .returning(['data', 'version'])
    .executeTakeFirst();
  if (removed) return removed;
  const current = await trx
    .selectFrom('documents')
    .select('version')
    .where('collection', '=', collection)
    .where('id', '=', id)
    .executeTakeFirst();
  if (current) throw new StaleVersionError(collection, id, expectedVersion, current.version);
  return undefined;
}
