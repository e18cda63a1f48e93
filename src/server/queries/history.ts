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
  return revisions.map((revision) => {
    const version = revision.previousVersion + 1;
    return {
      version,
      savedAt: Number(revision.changedAt),
      savedBy: revision.changedBy,
      changed: revision.previousData === null ? [] : changedFields(revision.previousData, dataOf.get(version)),
      ...(revision.trashed && { trashed: true }),
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
