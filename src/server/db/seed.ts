import { sql, type Kysely } from 'kysely';
import { collections, documentId, validateSeedFile, type CollectionName, type SeedFile } from '@/content';
import { storedChangedFields } from '@/lib/changed-fields';
import { bumpCollectionVersion } from './collection-versions';
import { isPostgres } from './migrations/helpers';
import type { Database } from './schema';

const SEED_AUTHOR = 'seed';

interface SeedResult {
  inserted: number;
  updated: number;
  /** Documents left alone: unchanged, edited by someone other than the seed, or deleted by an admin. */
  kept: number;
}

export class SeedError extends Error {
  override name = 'SeedError';
}

/**
 * Ids of the collection that once held a document and hold none now: deleted by an admin, in the trash or purged from
 * it (a purge keeps the revision that created the document, which holds no content, for this). The seed never brings
 * them back.
 */
async function deletedIds(trx: Kysely<Database>, collection: CollectionName): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('document_revisions')
    .select('document_id')
    .where('collection', '=', collection)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents')
            .select('documents.id')
            .whereRef('documents.collection', '=', 'document_revisions.collection')
            .whereRef('documents.id', '=', 'document_revisions.document_id'),
        ),
      ),
    )
    .union(trx.selectFrom('trash').select('document_id').where('collection', '=', collection))
    .execute();
  return new Set(rows.map((row) => row.document_id));
}

/**
 * Loads the seed documents in one transaction. A missing document is inserted, unless an admin deleted it; a document
 * the seed wrote and nobody edited since is brought up to date; a document saved by anyone else (an admin) is never
 * touched.
 */
export async function seedDatabase(db: Kysely<Database>, files: readonly SeedFile[]): Promise<SeedResult> {
  const problems = files.flatMap(validateSeedFile);
  if (problems.length) {
    const lines = problems.slice(0, 20).map((p) => `${p.collection}/${p.id} ${p.path}: ${p.message}`);
    throw new SeedError(`Seed content is invalid:\n${lines.join('\n')}`);
  }

  const result: SeedResult = { inserted: 0, updated: 0, kept: 0 };
  await db.transaction().execute(async (trx) => {
    // Instances started together (a deploy of two) seed one after the other: the second then finds everything there.
    // SQLite's write transactions are already serial (BEGIN IMMEDIATE).
    if (await isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('agency.seed'))`.execute(trx);
    const changed = new Set<CollectionName>();
    for (const file of files) {
      for (const collection of Object.keys(file) as CollectionName[]) {
        const existing = new Map(
          (
            await trx
              .selectFrom('documents')
              .select(['id', 'data', 'version', 'updated_by'])
              .where('collection', '=', collection)
              .execute()
          ).map((row) => [row.id, row]),
        );
        const deleted = await deletedIds(trx, collection);
        for (const input of file[collection] ?? []) {
          const data = collections[collection].parse(input);
          const id = documentId(data);
          const json = JSON.stringify(data);
          const row = existing.get(id);
          const now = Date.now();
          if (!row && deleted.has(id)) {
            result.kept++;
          } else if (!row) {
            await trx
              .insertInto('documents')
              .values({ collection, id, data: json, version: 1, updated_at: now, updated_by: SEED_AUTHOR })
              .execute();
            await trx
              .insertInto('document_revisions')
              .values({
                collection,
                document_id: id,
                previous_version: 0,
                previous_data: null,
                changed_by: SEED_AUTHOR,
                changed_at: now,
                changed_fields: '',
              })
              .execute();
            result.inserted++;
            changed.add(collection);
          } else if (row.updated_by === SEED_AUTHOR && row.data !== json) {
            await trx
              .updateTable('documents')
              .set({ data: json, version: row.version + 1, updated_at: now })
              .where('collection', '=', collection)
              .where('id', '=', id)
              .where('version', '=', row.version)
              .execute();
            await trx
              .insertInto('document_revisions')
              .values({
                collection,
                document_id: id,
                previous_version: row.version,
                previous_data: row.data,
                changed_by: SEED_AUTHOR,
                changed_at: now,
                changed_fields: storedChangedFields(JSON.parse(row.data), data),
              })
              .execute();
            result.updated++;
            changed.add(collection);
          } else {
            result.kept++;
          }
        }
      }
    }
    for (const collection of changed) await bumpCollectionVersion(trx, collection);
  });
  return result;
}
