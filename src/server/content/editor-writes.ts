import 'server-only';
import type { CollectionName } from '@/content';
import type { EditorResult } from '@/lib/editor';
import { newReference } from '@/lib/reference';
import { recordAudit } from '@/server/audit';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import {
  DocumentValidationError,
  getDocument,
  saveDocument,
  StaleVersionError,
  type StoredDocument,
} from '@/server/queries/documents';
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
import { documentHistory, versionData } from '@/server/queries/history';
import { staleTranslations } from '@/server/queries/translations';
import { endUnpublished, unpublishedVersion } from '@/server/queries/unpublish';

/*
 * An editor's writes: publish its fields, restore a past version, keep or drop its draft. The caller has checked the
 * session and parsed the input (src/admin/editor-actions.ts), and writes the activity log from the answer; only a
 * discarded draft's entry is written here, in the transaction that drops it, since what it says (whether there was a
 * draft, and the version an unpublished item had) is known only there.
 */

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
    return { status: 'drafted', draft: draftInfoOf(draft)! };
  } catch (error) {
    // The draft moved on elsewhere (another person or tab): this form does not overwrite it, and says whose it is.
    const other = error instanceof StaleDraftError ? await draftState(db, collection, id) : undefined;
    if (other && other.version !== expected.draftVersion) return elsewhere(other, by);
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
    const dropped = await db.transaction().execute(async (trx) => {
      // An item taken off the site ends with its draft: its id is free for a new item (unpublish.ts).
      const unpublishedAt = stored ? 0 : await unpublishedVersion(trx, collection, id);
      if (unpublishedAt > 0) await endUnpublished(trx, collection, id);
      if (!(await discardDraftIn(trx, collection, id))) return false;
      await recordAudit(trx, by, {
        action: 'content.draft_discarded',
        target: `${collection}:${id}`,
        summary: stored
          ? `${collection} “${id}”: draft discarded, version ${stored.version} stays published`
          : unpublishedAt > 0
            ? `${collection} “${id}”: the draft of an item taken off the site (version ${unpublishedAt} was its last) discarded; the item is gone`
            : `${collection} “${id}”: the draft of a new item, never published, discarded`,
      });
      return true;
    });
    if (dropped) log.info('admin.draft_discarded', { collection, id, userId: by.id });
    // A new item's draft was all there was of it: the item is gone.
    if (!stored) return { status: 'discarded', values: pickValues(unpublished!.data), gone: true };
    return { status: 'discarded', values: pickValues(stored.data) };
  } catch (error) {
    return failure(error, collection);
  }
}

/** What the editor is told after a publish or a restore: the version written, its fields, history and stale texts. */
async function savedAnswer<C extends CollectionName, T extends object>(
  collection: C,
  id: string,
  saved: StoredDocument<C>,
  pickValues: (data: unknown) => T,
): Promise<EditorResult<T>> {
  const db = getDb();
  return {
    status: 'saved',
    ...(saved.unchanged && { unchanged: true }),
    version: saved.version,
    values: pickValues(saved.data),
    history: await documentHistory(db, collection, id, saved),
    stale: await staleTranslations(db, collection, id),
  };
}

/**
 * Saves an editor's fields onto the stored document (fields the editor does not show are kept), as one new version
 * with a revision, refusing a stale version. An optional field
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
    if (!saved.unchanged) log.info('admin.saved', { collection, id, version: saved.version, userId: by.id });
    return savedAnswer(collection, id, saved, pickValues);
  } catch (error) {
    return failure(error, collection, by);
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
    if (!saved.unchanged)
      log.info('admin.restored', { collection, id, version, newVersion: saved.version, userId: by.id });
    return savedAnswer(collection, id, saved, pickValues);
  } catch (error) {
    return failure(error, collection, by);
  }
}
