import 'server-only';
import { z } from 'zod';
import type { CollectionName } from '@/content';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { DocumentValidationError, getDocument, saveDocument, StaleVersionError } from '@/server/queries/documents';
import {
  discardDraftIn,
  DraftElsewhereError,
  draftInfoOf,
  draftState,
  type DraftState,
  getDraft,
  saveDraft,
  StaleDraftError,
} from '@/server/queries/drafts';
import type { EditorResult } from '@/lib/editor';
import { parseDraft } from '@/lib/draft-rules';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { changedLeaves, dataAtVersion, documentHistory, versionData } from '@/server/queries/history';
import type { CompareResult, Presence } from '@/lib/editor';
import { touchPresence } from '@/server/queries/presence';
import { endUnpublished, unpublishedVersion } from '@/server/queries/unpublish';
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
  // A draft may lack what only publishing needs (src/lib/draft-rules.ts): its form opens with the gaps to fill.
  const parsed = parseDraft(schema, Object.fromEntries(Object.keys(schema.shape).map((key) => [key, record[key]])));
  if (!parsed.success) throw new z.ZodError(parsed.issues);
  return parsed.data;
}

function failure(error: unknown, collection: CollectionName, by?: AdminUser): EditorResult<never> {
  if (error instanceof DraftElsewhereError) return elsewhere(error.draft, by);
  if (error instanceof StaleVersionError || error instanceof StaleDraftError) return { status: 'stale' };
  if (error instanceof DocumentValidationError)
    return { status: 'invalid', fields: Object.fromEntries(error.issues.map((i) => [i.path || 'form', i.message])) };
  const reference = newReference();
  log.error('admin.save_failed', { collection, reference, error: errorMessage(error) });
  return { status: 'error', reference };
}

/** A draft saved elsewhere, as the editor that does not hold it is told. */
const elsewhere = (draft: DraftState, by: AdminUser | undefined): EditorResult<never> => ({
  status: 'draft_elsewhere',
  draft: { ...draftInfoOf(draft)!, byYou: draft.updatedBy === by?.name },
});

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
async function saveEditedDraft(
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
    return { status: 'drafted', draft: draftInfoOf(draft)! };
  } catch (error) {
    // The draft moved on elsewhere (another person or tab): this form does not overwrite it, and says whose it is.
    const other = error instanceof StaleDraftError ? await draftState(db, collection, id) : undefined;
    if (other && other.version !== expected.draftVersion) return elsewhere(other, by);
    return failure(error, collection);
  }
}

/** Drops an item's draft; the editor gets the published values back. */
async function discardEditedDraft<T extends object>(
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
    const dropped = await db.transaction().execute(async (trx) => {
      // An item taken off the site ends with its draft: its id is free for a new item (unpublish.ts).
      const unpublishedAt = stored ? 0 : await unpublishedVersion(trx, collection, id);
      if (unpublishedAt > 0) await endUnpublished(trx, collection, id);
      return (await discardDraftIn(trx, collection, id)) && { unpublishedAt };
    });
    if (dropped) {
      log.info('admin.draft_discarded', { collection, id, userId: by.id });
      await recordAudit(db, by, {
        action: 'content.draft_discarded',
        target: `${collection}:${id}`,
        summary: stored
          ? `${collection} “${id}”: draft discarded, version ${stored.version} stays published`
          : dropped.unpublishedAt > 0
            ? `${collection} “${id}”: the draft of an item taken off the site (version ${dropped.unpublishedAt} was its last) discarded; the item is gone`
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
async function saveEdited<T extends object>(
  by: AdminUser,
  collection: CollectionName,
  id: string,
  expectedVersion: number,
  values: T,
  pickValues: (data: unknown) => T,
  editableKeys: readonly string[] = [],
  {
    createMissing = false,
    draftVersion,
    keepOtherDraft,
  }: {
    createMissing?: boolean;
    /** The draft the form was typed over (0: none); a draft saved elsewhere since is not dropped unsaid. */
    draftVersion?: number;
    /** Publish anyway and leave that other draft to its author. */
    keepOtherDraft?: boolean;
  } = {},
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
    // Publishing from the editor: the form holds the draft's text, so the draft has nothing left to keep (unless it was
    // saved elsewhere after the form loaded it: then the publisher is asked, and may leave it to its author).
    const saved = await saveDocument(db, collection, merged, {
      by: by.name,
      expectedVersion,
      discardDraft: true,
      draftVersion,
      keepOtherDraft,
    });
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
    return failure(error, collection, by);
  }
}

/** Brings back a past version as a new version (so the restore itself can be undone). */
async function restoreVersion<T extends object>(
  by: AdminUser,
  collection: CollectionName,
  id: string,
  expectedVersion: number,
  version: number,
  pickValues: (data: unknown) => T,
  /** The draft the form holds (0: none): a draft saved elsewhere since is not dropped unsaid. */
  draftVersion?: number,
): Promise<EditorResult<T>> {
  const db = getDb();
  try {
    const data = await versionData(db, collection, id, version);
    if (data === undefined) return { status: 'not_found' };
    // The confirmation said so: a restore replaces the form's text, the draft with it.
    const saved = await saveDocument(db, collection, data, {
      by: by.name,
      expectedVersion,
      discardDraft: true,
      draftVersion,
    });
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
    return failure(error, collection, by);
  }
}

/**
 * Two versions of an item side by side: every text that differs, named by `labelOf` (the form's label and language),
 * with its words that went and came. The item's current version and every version its history keeps can be compared.
 */
async function compareVersions(
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

/**
 * An open editor's call every few seconds (and when it closes, `leaving`): notes the tab as present and answers who
 * else has the item open, and the item's published version and draft now, so the form can say what changed elsewhere
 * before its own save is refused.
 */
async function editorPresence(
  by: AdminUser,
  collection: CollectionName,
  id: string,
  tab: string,
  leaving = false,
): Promise<Presence> {
  const db = getDb();
  const others = await touchPresence(db, { collection, id, tab, user: by }, { leaving });
  const [stored, draft] = await Promise.all([getDocument(db, collection, id), draftState(db, collection, id)]);
  return {
    status: 'present',
    others,
    published: stored ? { version: stored.version, savedAt: stored.updatedAt, savedBy: stored.updatedBy } : null,
    draft: draft ? { ...draftInfoOf(draft)!, byYou: draft.updatedBy === by.name } : null,
  };
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
    save: adminAction(
      { ...options, input: inputs.save },
      async ({ id, expectedVersion, values, draftVersion, keepOtherDraft }, { user }) => {
        const prepared = await prepare(values, id, false);
        if ('refuse' in prepared) return prepared.refuse;
        return saveEdited(user, collection, id, expectedVersion, prepared.values, pickValues, editableKeys, {
          createMissing: definition.createMissing,
          draftVersion,
          keepOtherDraft,
        });
      },
    ),
    restore: adminAction(
      { ...options, input: inputs.restore },
      ({ id, expectedVersion, version, draftVersion }, { user }) =>
        restoreVersion(user, collection, id, expectedVersion, version, pickValues, draftVersion),
    ),
    saveDraft: adminAction(
      { ...options, input: inputs.saveDraft },
      async ({ id, expectedVersion, draftVersion, values }, { user }) => {
        const prepared = await prepare(values, id, true);
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
    presence: adminAction(
      { ...options, failure: 'admin.presence_failed', input: inputs.presence },
      ({ id, tab, leaving }, { user }) => editorPresence(user, collection, id, tab, leaving),
    ),
  };
}
