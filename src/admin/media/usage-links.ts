import type { CollectionName, DocumentOf } from '@/content';
import { getDb } from '@/server/db';
import { readCollection } from '@/server/queries/documents';
import type { Usage } from '@/server/media/library';
import { collectionDefinitions, definitionOf } from '../collections';
import { itemPathOf, type CollectionDefinition } from '../collection/definition';

interface UsageLink {
  kind: string;
  title: string;
  href: string;
}

/** The definition an item is edited through: its own (`pages.home`), or its collection's. */
function definitionFor(collection: string, id: string): CollectionDefinition | undefined {
  return (
    definitionOf(`${collection}.${id}`) ??
    definitionOf(collection) ??
    [...collectionDefinitions.values()].find((definition) => definition.collection === collection)
  );
}

/** Where an image is used, for people: each item's kind, current title and editor. */
export async function usageLinks(usages: readonly Usage[]): Promise<UsageLink[]> {
  const links: UsageLink[] = [];
  for (const usage of usages) {
    const definition = definitionFor(usage.collection, usage.id);
    if (!definition) continue;
    const stored = (await readCollection(getDb(), usage.collection as CollectionName)).get(usage.id);
    links.push({
      kind: definition.singular,
      title: stored ? definition.titleOf(stored.data as DocumentOf<CollectionName>) : usage.id,
      href: itemPathOf(definition, usage.id),
    });
  }
  return links;
}
