import { definitionKey } from './collection/definition';
import type { BoundActions, Collections } from './collection/section-props';
import { ItemSeoPanel } from './seo/item-seo-panel';
import { collectionDefinitions, definitionOf } from './collections';
import {
  askReviewItem,
  compareItem,
  createItem,
  createReviewLinkItem,
  discardDraftItem,
  duplicateItem,
  endReviewItem,
  markCurrentItem,
  moveItem,
  presenceItem,
  removeItem,
  renameItem,
  restoreItem,
  revokeReviewLinkItem,
  saveDraftItem,
  saveItem,
  scheduleItem,
  unpublishItem,
} from './item-actions';

/** A definition's actions with its registry key bound (the collection's name, or `pages.home`), as forms call them. */
function boundActions(key: string): BoundActions {
  return {
    save: saveItem.bind(null, key),
    restore: restoreItem.bind(null, key),
    saveDraft: saveDraftItem.bind(null, key),
    discardDraft: discardDraftItem.bind(null, key),
    compare: compareItem.bind(null, key),
    presence: presenceItem.bind(null, key),
    createReviewLink: createReviewLinkItem.bind(null, key),
    revokeReviewLink: revokeReviewLinkItem.bind(null, key),
    askReview: askReviewItem.bind(null, key),
    endReview: endReviewItem.bind(null, key),
    schedule: scheduleItem.bind(null, key),
    markCurrent: markCurrentItem.bind(null, key),
    create: createItem.bind(null, key),
    duplicate: duplicateItem.bind(null, key),
    remove: removeItem.bind(null, key),
    unpublish: unpublishItem.bind(null, key),
    move: moveItem.bind(null, key),
    rename: renameItem.bind(null, key),
  };
}

/** The admin's collections as the generic screens and the sections read them (see `Collections`). */
export const collections: Collections = {
  all: [...collectionDefinitions.values()],
  byKey: definitionOf,
  actionsOf: (definition) => boundActions(definitionKey(definition)),
  seoPanel: (seoKey) => <ItemSeoPanel seoKey={seoKey} collections={collections} />,
};
