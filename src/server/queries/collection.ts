import 'server-only';
import type { CollectionName, DocumentOf } from '@/content';
import { getDb } from '@/server/db';
import { getDocument, listDocuments, saveDocument, type SaveOptions, type StoredDocument } from './documents';

type Compare<T> = (a: T, b: T) => number;

export const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
export const byNumericId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
export const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);

/** get / list / save for one collection on the process's database. */
export function collectionQueries<C extends CollectionName>(collection: C, compare: Compare<DocumentOf<C>>) {
  return {
    async list(): Promise<DocumentOf<C>[]> {
      return (await listDocuments(getDb(), collection)).sort(compare);
    },
    async get(id: string | number): Promise<DocumentOf<C> | undefined> {
      return (await getDocument(getDb(), collection, String(id)))?.data;
    },
    /** The document with its version, for an editor that will save it back. */
    async getForEdit(id: string | number): Promise<StoredDocument<C> | undefined> {
      return getDocument(getDb(), collection, String(id));
    },
    async save(input: unknown, options: SaveOptions): Promise<StoredDocument<C>> {
      return saveDocument(getDb(), collection, input, options);
    },
  };
}
