'use server';

import type { CollectionName } from '@/content';
import { requireAdmin } from '@/server/auth/guard';
import { collectionActions } from './collection-actions';
import { definitionOf } from './registry';

type Actions = ReturnType<typeof collectionActions>;
const built = new Map<string, Actions>();

/**
 * Runs action `name` of the collection named by the first argument (bound by the page: `saveItem.bind(null,
 * 'blogPosts')`). The name comes back from the browser like any input, so it is checked against the registry; an
 * unknown one is refused after the session check, like any bad input. Each action then checks the session, the role
 * and its input itself (collection-actions.ts).
 */
async function run<K extends keyof Actions>(collection: unknown, name: K, input: unknown) {
  const definition = typeof collection === 'string' ? definitionOf(collection) : undefined;
  if (!definition) {
    await requireAdmin();
    return { status: 'invalid' as const, fields: { form: 'This kind of content cannot be edited here.' } };
  }
  let actions = built.get(definition.collection);
  if (!actions) built.set(definition.collection, (actions = collectionActions(definition)));
  return (await actions[name](input)) as Awaited<ReturnType<Actions[K]>>;
}

export async function saveItem(collection: CollectionName, input: unknown) {
  return run(collection, 'save', input);
}

export async function restoreItem(collection: CollectionName, input: unknown) {
  return run(collection, 'restore', input);
}

export async function createItem(collection: CollectionName, input: unknown) {
  return run(collection, 'create', input);
}

export async function duplicateItem(collection: CollectionName, input: unknown) {
  return run(collection, 'duplicate', input);
}

export async function removeItem(collection: CollectionName, input: unknown) {
  return run(collection, 'remove', input);
}

export async function moveItem(collection: CollectionName, input: unknown) {
  return run(collection, 'move', input);
}

export async function renameItem(collection: CollectionName, input: unknown) {
  return run(collection, 'rename', input);
}
