'use server';

import { requireAdmin } from '@/server/auth/guard';
import collectionsCopy from '@messages/admin/collections.json';
import { collectionActions } from './collection/collection-actions';
import type { CollectionDefinition } from './collection/definition';
import { definitionOf } from './collections';

type Actions = ReturnType<typeof collectionActions>;
const built = new Map<CollectionDefinition, Actions>();

/**
 * Runs action `name` of the definition named by the first argument (bound by the page: `saveItem.bind(null,
 * 'blogPosts')`, `saveItem.bind(null, 'pages.home')`). The key comes back from the browser like any input, so it is
 * checked against the registry (collections.ts); an unknown one is refused after the session check, like any bad input. Each action
 * then checks the session, the role and its input itself (collection/collection-actions.ts), and only the ids its definition
 * allows (the home page's form writes the home page alone).
 */
async function run<K extends keyof Actions>(key: unknown, name: K, input: unknown) {
  const definition = typeof key === 'string' ? definitionOf(key) : undefined;
  if (!definition) {
    await requireAdmin();
    return { status: 'invalid' as const, fields: { form: collectionsCopy.unknownKind } };
  }
  let actions = built.get(definition);
  if (!actions) built.set(definition, (actions = collectionActions(definition)));
  return (await actions[name](input)) as Awaited<ReturnType<Actions[K]>>;
}

export async function saveItem(key: string, input: unknown) {
  return run(key, 'save', input);
}

export async function restoreItem(key: string, input: unknown) {
  return run(key, 'restore', input);
}

export async function saveDraftItem(key: string, input: unknown) {
  return run(key, 'saveDraft', input);
}

export async function discardDraftItem(key: string, input: unknown) {
  return run(key, 'discardDraft', input);
}

export async function presenceItem(key: string, input: unknown) {
  return run(key, 'presence', input);
}

export async function compareItem(key: string, input: unknown) {
  return run(key, 'compare', input);
}

export async function createReviewLinkItem(key: string, input: unknown) {
  return run(key, 'createReviewLink', input);
}

export async function revokeReviewLinkItem(key: string, input: unknown) {
  return run(key, 'revokeReviewLink', input);
}

export async function askReviewItem(key: string, input: unknown) {
  return run(key, 'askReview', input);
}

export async function endReviewItem(key: string, input: unknown) {
  return run(key, 'endReview', input);
}

export async function scheduleItem(key: string, input: unknown) {
  return run(key, 'schedule', input);
}

export async function markCurrentItem(key: string, input: unknown) {
  return run(key, 'markCurrent', input);
}

export async function createItem(key: string, input: unknown) {
  return run(key, 'create', input);
}

export async function duplicateItem(key: string, input: unknown) {
  return run(key, 'duplicate', input);
}

export async function removeItem(key: string, input: unknown) {
  return run(key, 'remove', input);
}

export async function unpublishItem(key: string, input: unknown) {
  return run(key, 'unpublish', input);
}

export async function moveItem(key: string, input: unknown) {
  return run(key, 'move', input);
}

export async function renameItem(key: string, input: unknown) {
  return run(key, 'rename', input);
}
