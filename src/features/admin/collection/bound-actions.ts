import type { CollectionName } from '@/content';
import type { EditorResult } from '@/lib/editor';
import { createItem, duplicateItem, moveItem, removeItem, renameItem, restoreItem, saveItem } from './actions';

/** The collection's actions with its name bound, as the forms and buttons call them. */
export function boundActions(collection: CollectionName) {
  return {
    save: saveItem.bind(null, collection),
    restore: restoreItem.bind(null, collection),
    create: createItem.bind(null, collection),
    duplicate: duplicateItem.bind(null, collection),
    remove: removeItem.bind(null, collection),
    move: moveItem.bind(null, collection),
    rename: renameItem.bind(null, collection),
  };
}

/**
 * Save and restore of a collection whose editor is a form of its own (SEO, pricing), typed with the values that form
 * edits: the definition's fields, which the server parses strictly whatever the type says.
 */
export function editorActionsOf<V>(collection: CollectionName) {
  const { save, restore } = boundActions(collection);
  type Action = (input: unknown) => Promise<EditorResult<V>>;
  return { save: save as unknown as Action, restore: restore as unknown as Action };
}
