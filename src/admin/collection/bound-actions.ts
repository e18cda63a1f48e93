import type { EditorResult, Presence } from '@/lib/editor';
import {
  compareItem,
  createItem,
  createReviewLinkItem,
  discardDraftItem,
  duplicateItem,
  moveItem,
  removeItem,
  renameItem,
  restoreItem,
  revokeReviewLinkItem,
  saveDraftItem,
  markCurrentItem,
  presenceItem,
  saveItem,
  scheduleItem,
  unpublishItem,
} from './actions';

/** A definition's actions with its registry key bound (the collection's name, or `pages.home`), as forms call them. */
export function boundActions(key: string) {
  return {
    save: saveItem.bind(null, key),
    restore: restoreItem.bind(null, key),
    saveDraft: saveDraftItem.bind(null, key),
    discardDraft: discardDraftItem.bind(null, key),
    compare: compareItem.bind(null, key),
    presence: presenceItem.bind(null, key) as (input: unknown) => Promise<Presence | { status: string }>,
    createReviewLink: createReviewLinkItem.bind(null, key),
    revokeReviewLink: revokeReviewLinkItem.bind(null, key),
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

/**
 * Save and restore of a collection whose editor is a form of its own (SEO, pricing), typed with the values that form
 * edits: the definition's fields, which the server parses strictly whatever the type says.
 */
export function editorActionsOf<V>(key: string) {
  const { save, restore, saveDraft, discardDraft, compare, markCurrent, presence } = boundActions(key);
  type Action = (input: unknown) => Promise<EditorResult<V>>;
  return {
    save: save as unknown as Action,
    restore: restore as unknown as Action,
    saveDraft: saveDraft as unknown as Action,
    discardDraft: discardDraft as unknown as Action,
    compare,
    markCurrent,
    presence,
  };
}
