import type { EditorResult } from '@/lib/editor';
import type { BoundActions } from './section-props';

/**
 * Save and restore of a collection whose editor is a form of its own (SEO, pricing), typed with the values that form
 * edits: the definition's fields, which the server parses strictly whatever the type says.
 */
export function typedEditorActions<V>(actions: BoundActions) {
  type Action = (input: unknown) => Promise<EditorResult<V>>;
  const { save, restore, saveDraft, discardDraft, compare, markCurrent, presence } = actions;
  return {
    save: save as Action,
    restore: restore as Action,
    saveDraft: saveDraft as Action,
    discardDraft: discardDraft as Action,
    compare,
    markCurrent,
    presence,
  };
}
