import { sql, type Kysely, type Migration } from 'kysely';
import { storedChangedFields } from '@/lib/changed-fields';

interface RevisionRow {
  id: number;
  collection: string;
  document_id: string;
  previous_version: number;
  previous_data: string | null;
}

const parsed = (json: string | null | undefined): unknown => (json == null ? undefined : JSON.parse(json));

/**
 * The fields each revision's change touched, stored with it (field names joined by commas, see src/lib/changed-fields.ts): a document's history is
 * read from them instead of parsing and comparing every past version at each save and each editor open. Null where the
 * version after the change does not exist yet (an item in the trash: its restore fills it in).
 *
 * Existing revisions get theirs from the versions kept: a revision holds the data before its change, so the data after
 * it is the next revision's (or the stored document's, for the newest).
 */
export const revisionChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('document_revisions').addColumn('changed_fields', 'text').execute();
    const revisions = await sql<RevisionRow>`
      select id, collection, document_id, previous_version, previous_data from document_revisions
      order by collection, document_id, previous_version, id`.execute(db);
    const documents = await sql<{ collection: string; id: string; version: number; data: string }>`
      select collection, id, version, data from documents`.execute(db);
    const current = new Map(documents.rows.map((row) => [`${row.collection}\u0000${row.id}`, row]));
    const byDocument = new Map<string, RevisionRow[]>();
    for (const row of revisions.rows) {
      const key = `${row.collection}\u0000${row.document_id}`;
      byDocument.set(key, [...(byDocument.get(key) ?? []), row]);
    }
    for (const [key, rows] of byDocument) {
      const dataOf = new Map<number, string | null>(
        rows.map((row) => [Number(row.previous_version), row.previous_data]),
      );
      const stored = current.get(key);
      if (stored) dataOf.set(Number(stored.version), stored.data);
      for (const row of rows) {
        const after = dataOf.get(Number(row.previous_version) + 1);
        const changed =
          row.previous_data === null
            ? ''
            : after === undefined
              ? null
              : storedChangedFields(parsed(row.previous_data), parsed(after));
        if (changed === null) continue;
        await sql`update document_revisions set changed_fields = ${changed} where id = ${row.id}`.execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('document_revisions').dropColumn('changed_fields').execute();
  },
};
