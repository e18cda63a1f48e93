import 'server-only';
import { documentId, type CollectionName } from '@/content';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { getDocument, listDocuments, saveDocument } from '@/server/queries/documents';
import type { CollectionRules, Reference } from './rules';

/** A document that names the item about to be deleted. */
export interface Usage {
  collection: CollectionName;
  id: string;
  title: string;
  /** Where in it: "Home page › Featured projects". */
  label: string;
}

/** A lone id (a shared block's `ref`): the item of a list that holds it goes with it when the id is taken out. */
const isId = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/**
 * The ids at `path` of a document: the array there, or the one id there (a placed shared block's `ref`), or with `*` in
 * the path every item's (`['blocks', '*', 'projectIds']`: the projects every block of a page names).
 */
function idsAt(doc: unknown, path: readonly string[]): unknown[] | undefined {
  const [key, ...rest] = path;
  if (key === undefined) return Array.isArray(doc) ? doc : isId(doc) ? [doc] : undefined;
  if (key === '*') return Array.isArray(doc) ? doc.flatMap((item) => idsAt(item, rest) ?? []) : undefined;
  return doc && typeof doc === 'object' ? idsAt((doc as Record<string, unknown>)[key], rest) : undefined;
}

/** What `withIdsChanged` gives for an object whose lone id was taken out: its list drops it. */
const dropped = Symbol('dropped');

/**
 * The document with the ids at `path` (each array, through `*`) changed by `change`; others kept as they are. A lone id
 * changed to none takes the object holding it out of its list (a page's block placing a deleted shared block).
 */
function withIdsChanged(doc: unknown, path: readonly string[], change: (ids: unknown[]) => unknown[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined) {
    if (Array.isArray(doc)) return change(doc);
    if (!isId(doc)) return doc;
    const [changed] = change([doc]);
    return changed === undefined ? dropped : changed;
  }
  if (key === '*')
    return Array.isArray(doc)
      ? doc.map((item) => withIdsChanged(item, rest, change)).filter((item) => item !== dropped)
      : doc;
  if (!doc || typeof doc !== 'object' || !(key in doc)) return doc;
  const record = doc as Record<string, unknown>;
  const changed = withIdsChanged(record[key], rest, change);
  return changed === dropped ? dropped : { ...record, [key]: changed };
}

/** The document with id `id` taken out of the ids at `path`. */
export const withoutId = (doc: unknown, path: readonly string[], id: string): unknown =>
  withIdsChanged(doc, path, (ids) => ids.filter((value) => String(value) !== id));

/** The document with `from` replaced by `to` in the ids at `path`; undefined when it names no `from`. */
export function withIdRenamed(doc: unknown, path: readonly string[], from: string, to: string | number): unknown {
  if (!idsAt(doc, path)?.some((value) => String(value) === from)) return undefined;
  return withIdsChanged(doc, path, (ids) => ids.map((value) => (String(value) === from ? to : value)));
}

function titleOfAny(doc: unknown): string {
  const record = doc as { id?: unknown; title?: { en?: string }; name?: unknown };
  return record.title?.en ?? (typeof record.name === 'string' ? record.name : String(record.id ?? ''));
}

/** Every document that names item `id` of the rules' collection, and where. */
export async function usagesOf(rules: Pick<CollectionRules, 'references'>, id: string): Promise<Usage[]> {
  const db = getDb();
  const found: Usage[] = [];
  for (const reference of rules.references ?? []) {
    for (const doc of await listDocuments(db, reference.collection)) {
      if (idsAt(doc, reference.path)?.some((value) => String(value) === id))
        found.push({
          collection: reference.collection,
          id: documentId(doc),
          title: titleOfAny(doc),
          label: reference.label,
        });
    }
  }
  return found;
}

/** Takes item `id` out of every reference to it, each as a new version of the referring document. */
export async function removeReferences(user: AdminUser, references: readonly Reference[], id: string): Promise<void> {
  const db = getDb();
  for (const reference of references) {
    for (const doc of await listDocuments(db, reference.collection)) {
      if (!idsAt(doc, reference.path)?.some((value) => String(value) === id)) continue;
      const stored = await getDocument(db, reference.collection, documentId(doc));
      if (!stored) continue;
      await saveDocument(db, reference.collection, withoutId(stored.data, reference.path, id), {
        by: user.name,
        expectedVersion: stored.version,
      });
    }
  }
}
