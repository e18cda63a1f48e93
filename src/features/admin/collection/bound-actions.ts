import type { CollectionName } from '@/content';
import { createItem, duplicateItem, moveItem, removeItem, restoreItem, saveItem } from './actions';

/** The collection's actions with its name bound, as the forms and buttons call them. */
export function boundActions(collection: CollectionName) {
  return {
    save: saveItem.bind(null, collection),
    restore: restoreItem.bind(null, collection),
    create: createItem.bind(null, collection),
    duplicate: duplicateItem.bind(null, collection),
    remove: removeItem.bind(null, collection),
    move: moveItem.bind(null, collection),
  };
}
