import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import type { HistoryEntry } from '@/lib/editor';
import type { Database } from '@/server/db/schema';
import { listRevisions } from './documents';

function changedFields(before: unknown, after: unknown): string[] {
  if (!before || typeof before !== 'object' || !after || typeof after !== 'object') return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

/**
 * Every saved version of a document, newest first: when, by whom, and which fields it changed. Built from the
 * revisions table, where each save keeps the data the document had before it.
 */
export async function documentHistory(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
  current: { data: unknown; version: number },
): Promise<HistoryEntry[]> {
  const revisions = await listRevisions(db, collection, id);
  const dataOf = new Map<number, unknown>(revisions.map((r) => [r.previousVersion, r.previousData]));
  dataOf.set(current.version, current.data);
  // A version taken off the site (unpublish.ts) is said on that version's line, not as a version of its own.
  const takenOff = new Map(
    revisions
      .filter((revision) => revision.unpublished)
      .map((r) => [r.previousVersion, { at: Number(r.changedAt), by: r.changedBy }]),
  );
  return revisions
    .filter((revision) => !revision.unpublished)
    .map((revision) => {
      const version = revision.previousVersion + 1;
      const off = takenOff.get(version);
      return {
        version,
        savedAt: Number(revision.changedAt),
        savedBy: revision.changedBy,
        changed: revision.previousData === null ? [] : changedFields(revision.previousData, dataOf.get(version)),
        ...(revision.trashed && { trashed: true }),
        ...(off && { unpublishedAt: off.at, unpublishedBy: off.by }),
      };
    });
}

/** The data a document had at one of its past versions, if it is kept. */
export async function versionData(
  db: Kysely<Database>,
  collection: CollectionName,
  id: string,
  version: number,
): Promise<unknown> {
  const revision = (await listRevisions(db, collection, id)).find((r) => r.previousVersion === version);
  return revision?.previousData ?? undefined;
}

/** One text of a document that differs between two versions: where it is (`features.2.en`), and both values. */
export interface LeafChange {
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
