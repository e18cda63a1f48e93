import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import { changedFields, readChangedFields } from '@/lib/changed-fields';
import type { HistoryEntry } from '@/lib/editor';
import type { Database } from '@/server/db/schema';
import { keptData } from './documents';
import { UNPUBLISHED } from './unpublish';

/**
 * Every saved version of a document, newest first: when, by whom, and which fields it changed. Read from the revisions
 * table, where each change keeps the data the document had before it and the fields it touched: no past version's data
 * is read, however long the history (a revision written before its next version existed is the exception, see
 * `changedFieldsOf`).
 */
export async function documentHistory(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
  current: { data: unknown; version: number },
): Promise<HistoryEntry[]> {
  const revisions = await db
    .selectFrom('document_revisions')
    .select(['previous_version', 'changed_by', 'changed_at', 'change', 'changed_fields'])
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .orderBy('previous_version', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // A version taken off the site (unpublish.ts) is said on that version's line, not as a version of its own.
  const takenOff = new Map(
    revisions
      .filter((revision) => revision.change === UNPUBLISHED)
      .map((r) => [r.previous_version, { at: Number(r.changed_at), by: r.changed_by }]),
  );
  const entries: HistoryEntry[] = [];
  for (const revision of revisions) {
    if (revision.change === UNPUBLISHED) continue;
    const version = revision.previous_version + 1;
    const off = takenOff.get(version);
    entries.push({
      version,
      savedAt: Number(revision.changed_at),
      savedBy: revision.changed_by,
      changed:
        revision.changed_fields === null
          ? await changedFieldsOf(db, collection, id, current, version)
          : readChangedFields(revision.changed_fields),
      ...(revision.change === 'trash' && { trashed: true }),
      ...(off && { unpublishedAt: off.at, unpublishedBy: off.by }),
    });
  }
  return entries;
}

/**
 * The fields a version changed, from the data kept: for a revision whose next version did not exist when it was written
 * (an item moved to the trash and not restored through `restoreFromTrash`, which fills them in).
 */
async function changedFieldsOf(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
  current: { data: unknown; version: number },
  version: number,
): Promise<string[]> {
  const before = await versionData(db, collection, id, version - 1);
  return changedFields(before, await dataAtVersion(db, collection, id, current, version));
}

/** The data a document had at one of its past versions, if it is kept. */
export async function versionData(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
  version: number,
): Promise<unknown> {
  const data = await keptData(db, collection, id, version);
  return data === undefined ? undefined : (JSON.parse(data) as unknown);
}

/** One text of a document that differs between two versions: where it is (`features.2.en`), and both values. */
interface LeafChange {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

/** Every text, number and flag of a document by its path (`title.en`, `gallery.0`), as text. */
function leaves(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (value === null || value === undefined) return into;
  if (Array.isArray(value))
    value.forEach((item, index) => leaves(item, path ? `${path}.${index}` : String(index), into));
  else if (typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  else into.set(path, String(value));
  return into;
}

/** The texts that differ between two versions of a document, in the order the later one has them. */
export function changedLeaves(before: unknown, after: unknown): LeafChange[] {
  const a = leaves(before);
  const b = leaves(after);
  const paths = [...b.keys(), ...[...a.keys()].filter((path) => !b.has(path))];
  return paths
    .filter((path) => a.get(path) !== b.get(path))
    .map((path) => ({ path, before: a.get(path), after: b.get(path) }));
}

/** A document's data at a version: the current one, or a past one kept in the revisions (undefined when not kept). */
export async function dataAtVersion(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
  current: { data: unknown; version: number },
  version: number,
): Promise<unknown> {
  return version === current.version ? current.data : versionData(db, collection, id, version);
}
