import 'server-only';
import { z } from 'zod';
import type { CollectionName } from '@/content';
import type { EditorResult } from '@/lib/editor';
import { parseDraft } from '@/lib/draft-rules';
import { discardEditedDraft, restoreVersion, saveEdited, saveEditedDraft } from '@/server/content/editor-writes';
import { compareVersions, editorPresence } from '@/server/content/open-editor';
import { can } from '@/lib/roles';
import { outsideLanguages } from '@/server/content/translator-check';
import type { AdminUser } from '@/server/auth/user';
import editorCopy from '@messages/admin/editor.json';
import { adminAction } from './admin-action';
import type { EditorInputs } from './editor-inputs';

/** The fields an editor shows, taken from a stored document (the rest of the document stays on the server). */
export function pickFields<S extends z.ZodObject>(schema: S, data: unknown): z.infer<S> {
  const record = (data ?? {}) as Record<string, unknown>;
  // A draft may lack what only publishing needs (src/lib/draft-rules.ts): its form opens with the gaps to fill.
  const parsed = parseDraft(schema, Object.fromEntries(Object.keys(schema.shape).map((key) => [key, record[key]])));
  if (!parsed.success) throw new z.ZodError(parsed.issues);
  return parsed.data;
}

type Prepared<V> = { values: V } | { refuse: EditorResult<never> };

/** A save refused before the write, with what the editor is told. */
export const refuse = (result: EditorResult<never>): Prepared<never> => ({ refuse: result });

/** One editor of a collection: which documents, the fields it edits, and what its save and restore take. */
interface EditorDefinition<E extends z.ZodObject> {
  collection: CollectionName;
  edit: E;
  inputs: EditorInputs<z.infer<E>>;
  /** Optional fields the editor shows: one absent from a save was emptied, and is removed from the document. */
  editableKeys?: readonly string[];
  /** The last word before a save: the values to write (sanitised, trimmed), or a refusal to answer instead. */
  prepare?: (
    values: z.infer<E>,
    id: string,
    /** The values are kept as a draft, which need not meet what only publishing does (src/lib/draft-rules.ts). */
    draft: boolean,
  ) => Prepared<z.infer<E>> | Promise<Prepared<z.infer<E>>>;
  /** Words the form shows instead of zod's generic ones, by field path. */
  reword?: (fields: Record<string, string>) => Record<string, string>;
  /** Messages by issue, where the wording depends on the limit (`At most 60 characters`). */
  errorMap?: z.core.$ZodErrorMap;
  /** A field's name for people, from its path (`features.2.en` → "Features 3 · English"); the path itself otherwise. */
  labelOf?: (path: string) => string;
  /** A save at version 0 writes an item that does not exist yet (an SEO entry of a new page). */
  createMissing?: boolean;
}

/**
 * The save and restore actions of an editor, both through `adminAction` (session, strict schema, the write in
 * src/server/content/, then the activity log), so every editor behaves alike: a save merges the editor's fields into
 * the stored document as one new version with a revision, a restore brings back a past version as a new one, and both
 * refuse a stale version.
 */
export function editorActions<E extends z.ZodObject>(definition: EditorDefinition<E>) {
  const { collection, edit, inputs, editableKeys = [], prepare = (values) => ({ values }) } = definition;
  // The writes answer documents they have just read through the collection's schema: their fields are picked, not
  // parsed again (pickFields is for a form opened on what is stored).
  const pickValues = (data: unknown) => {
    const record = data as Record<string, unknown>;
    return Object.fromEntries(Object.keys(edit.shape).map((key) => [key, record[key]])) as z.infer<E>;
  };
  // Keeping a draft, comparing versions and saying one is editing are a contributor's too; a save or a restore
  // reaches the site (src/lib/roles.ts).
  const drafting = {
    access: 'draft',
    failure: 'admin.save_failed',
    fieldPrefix: 'values.',
    reword: definition.reword,
    errorMap: definition.errorMap,
  } as const;
  const publishing = { ...drafting, access: 'publish' } as const;
  const translating = { ...drafting, access: ['draft', 'translate'] } as const;
  const editedKeys = Object.keys(edit.shape);
  /** Stored values as a save would write them (prepared as a draft's), to compare a translator's values with. */
  const asSaved = (id: string) => async (data: Record<string, unknown>) => {
    const prepared = await prepare(pickValues(data), id, true);
    return 'refuse' in prepared ? data : (prepared.values as Record<string, unknown>);
  };
  /**
   * A translator an owner lets publish publishes changes to the texts of their languages alone, measured against the
   * published version: a draft holding anyone's other change is an editor's to publish.
   */
  const translatorMayPublish = async (user: AdminUser, id: string, expectedVersion: number, values: z.infer<E>) =>
    expectedVersion > 0 &&
    !(await outsideLanguages(collection, id, values, editedKeys, user, 'published', asSaved(id)));
  const target = (id: string) => `${collection}:${id}`;
  return {
    save: adminAction(
      {
        ...publishing,
        access: ['publish', 'translate'],
        input: inputs.save,
        // Version 0 wrote the item's first version (a save over a stored item at 0 is refused as stale).
      },
      async ({ id, expectedVersion, values, draftVersion, keepOtherDraft }, { user }) => {
        const translator = !can(user.role, 'publish');
        if (translator && !user.publishesLanguages) return { status: 'forbidden' as const };
        const prepared = await prepare(values, id, false);
        if ('refuse' in prepared) return prepared.refuse;
        if (translator && !(await translatorMayPublish(user, id, expectedVersion, prepared.values)))
          return { status: 'invalid' as const, fields: { form: editorCopy.publishOutsideLanguages } };
        return saveEdited(user, collection, id, expectedVersion, prepared.values, pickValues, editableKeys, {
          createMissing: definition.createMissing,
          draftVersion,
          keepOtherDraft,
        });
      },
      ({ id, expectedVersion }, result) =>
        result.status === 'saved' && !result.unchanged
          ? {
              action: expectedVersion === 0 ? 'content.created' : 'content.saved',
              target: target(id),
              summary: `${collection} “${id}” version ${result.version}`,
            }
          : undefined,
    ),
    restore: adminAction(
      {
        ...publishing,
        input: inputs.restore,
      },
      ({ id, expectedVersion, version, draftVersion }, { user }) =>
        restoreVersion(user, collection, id, expectedVersion, version, pickValues, draftVersion),
      ({ id, version }, result) =>
        result.status === 'saved' && !result.unchanged
          ? {
              action: 'content.restored',
              target: target(id),
              summary: `${collection} “${id}” version ${version} restored as version ${result.version}`,
            }
          : undefined,
    ),
    // A translator keeps drafts too, that change only the texts of their languages (src/lib/translator-changes.ts).
    saveDraft: adminAction(
      { ...translating, input: inputs.saveDraft },
      async ({ id, expectedVersion, draftVersion, values }, { user }) => {
        const prepared = await prepare(values, id, true);
        if ('refuse' in prepared) return prepared.refuse;
        if (
          !can(user.role, 'draft') &&
          (await outsideLanguages(collection, id, prepared.values, editedKeys, user, 'draft', asSaved(id)))
        )
          return { status: 'forbidden' as const };
        return saveEditedDraft(user, collection, id, { version: expectedVersion, draftVersion }, prepared.values, [
          ...editableKeys,
        ]);
      },
    ),
    // Its activity entry is written with the discard, in one transaction (src/server/content/editor-writes.ts).
    discardDraft: adminAction({ ...drafting, input: inputs.discardDraft }, ({ id }, { user }) =>
      discardEditedDraft(user, collection, id, pickValues),
    ),
    compare: adminAction(
      { ...translating, failure: 'admin.compare_failed', input: inputs.compare },
      ({ id, from, to }) => compareVersions(collection, id, from, to, definition.labelOf ?? ((path) => path)),
    ),
    presence: adminAction(
      { ...translating, failure: 'admin.presence_failed', input: inputs.presence },
      ({ id, tab, leaving }, { user }) => editorPresence(user, collection, id, tab, leaving),
    ),
  };
}
