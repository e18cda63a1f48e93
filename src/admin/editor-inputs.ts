import { z } from 'zod';
import { draftSchema } from '@/lib/draft-rules';

/** What an editor's save and restore take, parsed strictly (SECURITY.md D1). */
export interface EditorInputs<V> {
  save: z.ZodType<{
    id: string;
    expectedVersion: number;
    values: V;
    draftVersion?: number;
    keepOtherDraft?: boolean;
  }>;
  restore: z.ZodType<{ id: string; expectedVersion: number; version: number; draftVersion?: number }>;
  saveDraft: z.ZodType<{ id: string; expectedVersion: number; draftVersion: number; values: V }>;
  discardDraft: z.ZodType<{ id: string }>;
  compare: z.ZodType<{ id: string; from: number; to: number }>;
  presence: z.ZodType<{ id: string; tab: string; leaving?: boolean }>;
}

/**
 * The inputs of an editor of items named by `id`: the item and the version the editor loaded (a save over a newer one
 * is refused as stale), then the editor's fields, or the version to go back to (the data the item had before the save
 * that made version + 1).
 */
export function editorInputs<I extends z.ZodType<string>, E extends z.ZodObject>(
  id: I,
  edit: E,
  /** A draft's rules (src/lib/draft-rules.ts): the fields it must have all the same, and the messages it is told. */
  draft: { keep?: readonly string[]; error?: z.core.$ZodErrorMap } = {},
) {
  const expectedVersion = z.number().int().min(1);
  // Version 0 names an item not written yet: a new item's draft, or an item its editor creates when missing (an SEO
  // entry of a new page). The save itself checks that the item is one of those (editor-actions.ts).
  const firstOrLater = z.number().int().min(0);
  return {
    // A publish names the draft its form was typed over (0: none), and may leave a draft saved elsewhere to its author.
    save: z.strictObject({
      id,
      expectedVersion: firstOrLater,
      values: edit,
      draftVersion: z.number().int().min(0).optional(),
      keepOtherDraft: z.literal(true).optional(),
    }),
    restore: z.strictObject({
      id,
      expectedVersion,
      version: z.number().int().min(1),
      draftVersion: z.number().int().min(0).optional(),
    }),
    // `draftVersion` is the draft the form was typed over (0: none yet). A draft may lack what only publishing needs.
    saveDraft: z.strictObject({
      id,
      expectedVersion: firstOrLater,
      draftVersion: z.number().int().min(0),
      values: draftSchema(edit, draft),
    }),
    discardDraft: z.strictObject({ id }),
    compare: z.strictObject({ id, from: z.number().int().min(1), to: z.number().int().min(1) }),
    // `tab` is the random name an open editor gave itself.
    presence: z.strictObject({
      id,
      tab: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
      leaving: z.literal(true).optional(),
    }),
  };
}
