import 'server-only';
import { z } from 'zod';
import type { CollectionName } from '@/content';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { DocumentValidationError, getDocument, saveDocument, StaleVersionError } from '@/server/queries/documents';
import { discardDraftIn, getDraft, saveDraft, StaleDraftError } from '@/server/queries/drafts';
import type { EditorResult } from '@/lib/editor';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { changedLeaves, dataAtVersion, documentHistory, versionData } from '@/server/queries/history';
import type { CompareResult } from '@/lib/editor';
import { readableText } from '@/lib/readable-text';
import { wordDiff } from '@/lib/word-diff';
import { staleTranslations } from '@/server/queries/translations';
import { recordAudit } from '@/server/audit';
import type { AdminUser } from '@/server/auth/user';
import { adminAction } from './admin-action';
import type { EditorInputs } from './editor-inputs';
import { newReference } from '@/lib/reference';

/**
 * Sanitises the HTML of rich-text fields in every language (SECURITY.md D2: on save, and again on render). A text that
 * sanitises to nothing is dropped, and an optional field with no English left is dropped entirely.
 */
export function sanitizeRichText<T extends object>(values: T, fields: readonly (keyof T)[]): T {
  const result = { ...values };
  for (const field of fields) {
    const text = result[field] as Record<string, string> | undefined;
    if (!text) continue;
    const clean = Object.fromEntries(
      Object.entries(text)
        .map(([locale, html]) => [locale, sanitizeHtml(html).trim()] as const)
        .filter(([, html]) => html.length > 0),
    );
    if (clean.en) result[field] = clean as T[keyof T];
    else delete result[field];
  }
  return result;
}

/** The fields an editor shows, taken from a stored document (the rest of the document stays on the server). */
export function pickFields<S extends z.ZodObject>(schema: S, data: unknown): z.infer<S> {
  const record = (data ?? {}) as Record<string, unknown>;
  return schema.parse(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, record[key]])));
}

function failure(error: unknown, collection: CollectionName): EditorResult<never> {
  if (error instanceof StaleVersionError || error instanceof StaleDraftError) return { status: 'stale' };
  if (error instanceof DocumentValidationError)
    return { status: 'invalid', fields: Object.fromEntries(error.issues.map((i) => [i.path || 'form', i.message])) };
  const reference = newReference();
  log.error('admin.save_failed', { collection, reference, error: errorMessage(error) });
  return { status: 'error', reference };
}

/** The document an editor's fields make: the stored one with the fields laid over it, emptied optional ones removed. */
function mergeEdited(
  stored: unknown,
  id: string,
  values: object,
  editableKeys: readonly string[],
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(stored as object | undefined), ...values, ...(stored ? {} : { id }) };
  for (const key of editableKeys) if (!(key in values)) delete merged[key];
  return merged;
}

/**
 * Keeps an editor's fields as the item's draft (the whole document as it would be published, validated as such): the
 * site and its caches do not see it, no version or revision is written, and the activity log is spared (drafts save
 * every few seconds while someone types). Refuses a stale published version or draft.
 */
export async function saveEditedDraft(
  by: AdminUser,
  collection: CollectionName,
  id: string,
  expected: { version: number; draftVersion: number },
  values: object,
  editableKeys: readonly string[] = [],
): Promise<EditorResult<never>> {
  const db = getDb();
  try {
    const stored = await getDocument(db, collection, id);
    const base = stored?.data ?? (await getDraft(db, collection, id))?.data;
    if (!base) return { status: 'not_found' };
    const draft = await saveDraft(db, collection, mergeEdited(base, id, values, editableKeys), {
      by: by.name,
      expectedVersion: expected.version,
      expectedDraftVersion: expected.draftVersion,
    });
    log.info('admin.draft_saved', { collection, id, draftVersion: draft.version, userId: by.id });
    return { status: 'drafted', draft: { version: draft.version, savedAt: draft.updatedAt, savedBy: draft.updatedBy } };
  } catch (error) {
    return failure(error, collection);
  }
}

/** Drops an item's draft; the editor gets the published values back. */
export async function discardEditedDraft<T extends object>(
  by: AdminUser,
  collection: CollectionName,
  id: string,
  pickValues: (data: unknown) => T,
): Promise<EditorResult<T>> {
  const db = getDb();
  try {
    const stored = await getDocument(db, collection, id);
    const unpublished = stored ? undefined : await getDraft(db, collection, id);
    if (!stored && !unpublished) return { status: 'not_found' };
    if (await discardDraftIn(db, collection, id)) {
      log.info('admin.draft_discarded', { collection, id, userId: by.id });
      await recordAudit(db, by, {
        action: 'content.draft_discarded',
        target: `${collection}:${id}`,
        summary: stored
          ? `${collection} “${id}”: draft discarded, version ${stored.version} stays published`
          : `${collection} “${id}”: the draft of a new item, never published, discarded`,
      });
    }
    // A new item's draft was all there was of it: the item is gone.
    if (!stored) return { status: 'discarded', values: pickValues(unpublished!.data), gone: true };
    return { status: 'discarded', values: pickValues(stored.data) };
  } catch (error) {
    return failure(error, collection);
  }
}

/**
 * Saves an editor's fields onto the stored document (fields the editor does not show are kept), as one new version
 * with a revision, refusing a stale version. The caller has checked the session and parsed the input. An optional field
 * the editor shows (`editableKeys`) that is absent from `values` was emptied, and is removed from the document.
 */
export async function saveEdited<T extends object>(
  by: AdminUser,
  collection: CollectionName,
  id: string,
  expectedVersion: number,
  values: T,
  pickValues: (data: unknown) => T,
  editableKeys: readonly string[] = [],
  { createMissing = false }: { createMissing?: boolean } = {},
): Promise<EditorResult<T>> {
  const db = getDb();
  try {
    const stored = await getDocument(db, collection, id);
    // A new item's draft, never published, is what its first version is made from.
    const unpublished = stored ? undefined : await getDraft(db, collection, id);
    // Version 0 writes the item's first version: of a new item's draft, or of an item an editor creates when missing
    // (an SEO entry of a new page). A missing item is otherwise gone, and one that exists meanwhile makes it stale.
    if (!stored && (expectedVersion !== 0 || !(createMissing || unpublished))) return { status: 'not_found' };
    const merged = mergeEdited(stored?.data ?? unpublished?.data, id, values, editableKeys);
    // Publishing from the editor: the form holds the draft's text, so the draft has nothing left to keep.
    const saved = await saveDocument(db, collection, merged, { by: by.name, expectedVersion, discardDraft: true });
    if (!saved.unchanged) {
      log.info('admin.saved', { collection, id, version: saved.version, userId: by.id });
      await recordAudit(db, by, {
        action: stored ? 'content.saved' : 'content.created',
        target: `${collection}:${id}`,
        summary: `${collection} “${id}” version ${saved.version}`,
      });
    }
    return {
      status: 'saved',
      ...(saved.unchanged && { unchanged: true }),
      version: saved.version,
      values: pickValues(saved.data),
      history: await documentHistory(db, collection, id, saved),
      stale: await staleTranslations(db, collection, id),
    };
  } catch (error) {
    return failure(error, collection);
  }
}

/** Brings back a past version as a new version (so the restore itself can be undone). */
export async function restoreVersion<T extends object>(
  by: AdminUser,
  collection: CollectionName,
  id: string,
  expectedVersion: number,
  version: number,
  pickValues: (data: unknown) => T,
): Promise<EditorResult<T>> {
  const db = getDb();
  try {
    const data = await versionData(db, collection, id, version);
    if (data === undefined) return { status: 'not_found' };
    // The confirmation said so: a restore replaces the form's text, the draft with it.
    const saved = await saveDocument(db, collection, data, { by: by.name, expectedVersion, discardDraft: true });
    if (!saved.unchanged) {
      log.info('admin.restored', { collection, id, version, newVersion: saved.version, userId: by.id });
      await recordAudit(db, by, {
        action: 'content.restored',
        target: `${collection}:${id}`,
        summary: `${collection} “${id}” version ${version} restored as version ${saved.version}`,
      });
    }
    return {
      status: 'saved',
      ...(saved.unchanged && { unchanged: true }),
      version: saved.version,
      values: pickValues(saved.data),
      history: await documentHistory(db, collection, id, saved),
      stale: await staleTranslations(db, collection, id),
    };
  } catch (error) {
    return failure(error, collection);
  }
}

/**
 * Two versions of an item side by side: every text that differs, named by `labelOf` (the form's label and language),
 * with its words that went and came. The item's current version and every version its history keeps can be compared.
 */
export async function compareVersions(
  collection: CollectionName,
  id: string,
  from: number,
  to: number,
  labelOf: (path: string) => string,
): Promise<CompareResult> {
  const db = getDb();
  const stored = await getDocument(db, collection, id);
  if (!stored) return { status: 'not_found' };
  const [before, after] = await Promise.all([
    dataAtVersion(db, collection, id, stored, from),
    dataAtVersion(db, collection, id, stored, to),
  ]);
  if (before === undefined || after === undefined) return { status: 'not_found' };
  const changes = changedLeaves(before, after).map((change) => ({
    label: labelOf(change.path),
    parts: wordDiff(readableText(change.before), readableText(change.after)),
  }));
  return { status: 'compared', from, to, changes };
}

type Prepared<V> = { values: V } | { refuse: EditorResult<never> };

/** A save refused before the write, with what the editor is told. */
export const refuse = (result: EditorResult<never>): Prepared<never> => ({ refuse: result });

/** One editor of a collection: which documents, the fields it edits, and what its save and restore take. */
export interface EditorDefinition<E extends z.ZodObject> {
  collection: CollectionName;
  edit: E;
  inputs: EditorInputs<z.infer<E>>;
  /** Optional fields the editor shows: one absent from a save was emptied, and is removed from the document. */
  editableKeys?: readonly string[];
  /** The last word before a save: the values to write (sanitised, trimmed), or a refusal to answer instead. */
  prepare?: (values: z.infer<E>, id: string) => Prepared<z.infer<E>> | Promise<Prepared<z.infer<E>>>;
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
 * The save and restore actions of an editor, both through `adminAction` (session, strict schema, then the write), so
 * every editor behaves alike: a save merges the editor's fields into the stored document as one new version with a
 * revision, a restore brings back a past version as a new one, and both refuse a stale version.
 */
export function editorActions<E extends z.ZodObject>(definition: EditorDefinition<E>) {
  const { collection, edit, inputs, editableKeys = [], prepare = (values) => ({ values }) } = definition;
  const pickValues = (data: unknown) => pickFields(edit, data);
  const options = {
    role: 'editor',
    failure: 'admin.save_failed',
    fieldPrefix: 'values.',
    reword: definition.reword,
    errorMap: definition.errorMap,
  } as const;
  return {
    save: adminAction({ ...options, input: inputs.save }, async ({ id, expectedVersion, values }, { user }) => {
      const prepared = await prepare(values, id);
      if ('refuse' in prepared) return prepared.refuse;
      return saveEdited(user, collection, id, expectedVersion, prepared.values, pickValues, editableKeys, {
        createMissing: definition.createMissing,
      });
    }),
    restore: adminAction({ ...options, input: inputs.restore }, ({ id, expectedVersion, version }, { user }) =>
      restoreVersion(user, collection, id, expectedVersion, version, pickValues),
    ),
    saveDraft: adminAction(
      { ...options, input: inputs.saveDraft },
      async ({ id, expectedVersion, draftVersion, values }, { user }) => {
        const prepared = await prepare(values, id);
        if ('refuse' in prepared) return prepared.refuse;
        return saveEditedDraft(user, collection, id, { version: expectedVersion, draftVersion }, prepared.values, [
          ...editableKeys,
        ]);
      },
    ),
    discardDraft: adminAction({ ...options, input: inputs.discardDraft }, ({ id }, { user }) =>
      discardEditedDraft(user, collection, id, pickValues),
    ),
    compare: adminAction({ ...options, failure: 'admin.compare_failed', input: inputs.compare }, ({ id, from, to }) =>
      compareVersions(collection, id, from, to, definition.labelOf ?? ((path) => path)),
    ),
  };
}
