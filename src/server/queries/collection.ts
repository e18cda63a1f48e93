import 'server-only';
import type { CollectionName, DocumentOf } from '@/content';
import { getDb } from '@/server/db';
import { previewDrafts } from '@/server/preview';
import { getDocument, listDocuments, type StoredDocument } from './documents';

type Compare<T> = (a: T, b: T) => number;

export const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
export const byNumericId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
export const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);

/**
 * list / get / getForEdit for one collection on the process's database. What the site's pages read (`list`, `get`) is the
 * published documents, or in a draft's preview for a signed-in admin each item's draft where it has one
 * (src/server/preview.ts); an editor's `getForEdit` is always the published document.
 */
export function collectionQueries<C extends CollectionName>(collection: C, compare: Compare<DocumentOf<C>>) {
  const drafts = async () => (await previewDrafts())?.get(collection) as ReadonlyMap<string, DocumentOf<C>> | undefined;
  return {
    async list(): Promise<DocumentOf<C>[]> {
      const [published, drafted] = await Promise.all([listDocuments(getDb(), collection), drafts()]);
      const ids = new Set(published.map((doc) => String(doc.id)));
      // A preview shows each item as its draft has it, and new items' drafts beside them.
      const shown = drafted
        ? [
            ...published.map((doc) => drafted.get(String(doc.id)) ?? doc),
            ...[...drafted].flatMap(([id, doc]) => (ids.has(id) ? [] : [doc])),
          ]
        : published;
      return shown.sort(compare);
    },
    async get(id: string | number): Promise<DocumentOf<C> | undefined> {
      const drafted = (await drafts())?.get(String(id));
      return drafted ?? (await getDocument(getDb(), collection, String(id)))?.data;
    },
    /** The document with its version, for an editor that will save it back. */
    async getForEdit(id: string | number): Promise<StoredDocument<C> | undefined> {
      return getDocument(getDb(), collection, String(id));
    },
  };
}
