import type { CollectionName, DocumentOf } from '@/content';
import { definitionOf } from '../collections';
import { itemPathOf } from '../collection/definition';

/** What an activity entry names, for people: the item's kind, its title and its editor. */
export interface ActivityTarget {
  kind: string;
  title: string;
  href: string;
}

/** The documents of one collection by id, as they are now (items since deleted are missing). */
export type LoadCollection = (collection: CollectionName) => Promise<ReadonlyMap<string, { data: unknown }>>;

/** `projects:12` → the collection and id of an item the admin edits through a definition; anything else is not one. */
export function parseTarget(target: string) {
  const colon = target.indexOf(':');
  if (colon < 1) return undefined;
  const definition = definitionOf(target.slice(0, colon));
  const id = target.slice(colon + 1);
  return definition && id ? { definition, id } : undefined;
}

/**
 * The items the entries name that still exist, by target, with their current titles: each collection is read once
 * (from the document cache), however many entries name it.
 */
export async function describeTargets(
  targets: readonly string[],
  load: LoadCollection,
): Promise<Map<string, ActivityTarget>> {
  const parsed = [...new Set(targets)].flatMap((target) => {
    const item = parseTarget(target);
    return item ? [{ target, ...item }] : [];
  });
  const collections = [...new Set(parsed.map((item) => item.definition.collection))];
  const documents = new Map(
    await Promise.all(collections.map(async (collection) => [collection, await load(collection)] as const)),
  );
  const described = new Map<string, ActivityTarget>();
  for (const { target, definition, id } of parsed) {
    const stored = documents.get(definition.collection)?.get(id);
    if (!stored) continue;
    described.set(target, {
      kind: definition.singular,
      title: definition.titleOf(stored.data as DocumentOf<CollectionName>),
      href: itemPathOf(definition, id),
    });
  }
  return described;
}
