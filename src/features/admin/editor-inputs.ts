import { z } from 'zod';

/** What an editor's save and restore take, parsed strictly (SECURITY.md D1). */
export interface EditorInputs<V> {
  save: z.ZodType<{ id: string; expectedVersion: number; values: V }>;
  restore: z.ZodType<{ id: string; expectedVersion: number; version: number }>;
  saveDraft: z.ZodType<{ id: string; expectedVersion: number; draftVersion: number; values: V }>;
  discardDraft: z.ZodType<{ id: string }>;
  compare: z.ZodType<{ id: string; from: number; to: number }>;
}

/**
 * The inputs of an editor of items named by `id`: the item and the version the editor loaded (a save over a newer one
 * is refused as stale), then the editor's fields, or the version to go back to (the data the item had before the save
 * that made version + 1).
 */
export function editorInputs<I extends z.ZodType<string>, E extends z.ZodObject>(id: I, edit: E) {
  const expectedVersion = z.number().int().min(1);
  // Version 0 names an item not written yet: a new item's draft, or an item its editor creates when missing (an SEO
  // entry of a new page). The save itself checks that the item is one of those (editor-actions.ts).
  const firstOrLater = z.number().int().min(0);
  return {
    save: z.strictObject({ id, expectedVersion: firstOrLater, values: edit }),
    restore: z.strictObject({ id, expectedVersion, version: z.number().int().min(1) }),
    // `draftVersion` is the draft the form was typed over (0: none yet).
    saveDraft: z.strictObject({
      id,
      expectedVersion: firstOrLater,
      draftVersion: z.number().int().min(0),
      values: edit,
    }),
    discardDraft: z.strictObject({ id }),
    compare: z.strictObject({ id, from: z.number().int().min(1), to: z.number().int().min(1) }),
  };
}
