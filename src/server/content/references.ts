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

/** The value at `path` of a document, when it is an array (of ids). */
function idsAt(doc: unknown, path: readonly string[]): unknown[] | undefined {
  let value: unknown = doc;
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value : undefined;
}

function withoutId(doc: unknown, path: readonly string[], id: string): unknown {
  const [key, ...rest] = path;
  const record = doc as Record<string, unknown>;
  if (key === undefined) return doc;
  if (rest.length === 0)
    return { ...record, [key]: (record[key] as unknown[]).filter((value) => String(value) !== id) };
  return { ...record, [key]: withoutId(record[key], rest, id) };
}

/** The document with `from` replaced by `to` in the array of ids at `path`; undefined when it names no `from`. */
export function withIdRenamed(doc: unknown, path: readonly string[], from: string, to: string | number): unknown {
  if (!idsAt(doc, path)?.some((value) => String(value) === from)) return undefined;
  const [key, ...rest] = path;
  const record = doc as Record<string, unknown>;
  if (key === undefined) return doc;
  if (rest.length === 0)
    return { ...record, [key]: (record[key] as unknown[]).map((value) => (String(value) === from ? to : value)) };
  return { ...record, [key]: withIdRenamed(record[key], rest, from, to) };
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
