import 'server-only';
import type { z, ZodError } from 'zod';
import type { CollectionName } from '@/content';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { DocumentValidationError, getDocument, saveDocument, StaleVersionError } from '@/server/queries/documents';
import type { EditorResult } from '@/lib/editor';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { documentHistory, versionData } from '@/server/queries/history';
import { recordAudit } from '@/server/audit';
import type { AdminUser } from '@/server/auth/user';

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

export function fieldErrors(error: ZodError, prefix = 'values.'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    const key = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    fields[key || 'form'] ??= issue.message;
  }
  return fields;
}

function failure(error: unknown, collection: CollectionName): EditorResult<never> {
  if (error instanceof StaleVersionError) return { status: 'stale' };
  if (error instanceof DocumentValidationError)
    return { status: 'invalid', fields: Object.fromEntries(error.issues.map((i) => [i.path || 'form', i.message])) };
  const reference = crypto.randomUUID().slice(0, 8);
  log.error('admin.save_failed', { collection, reference, error: errorMessage(error) });
  return { status: 'error', reference };
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
): Promise<EditorResult<T>> {
  const db = getDb();
  try {
    const stored = await getDocument(db, collection, id);
    if (!stored) return { status: 'not_found' };
    const merged: Record<string, unknown> = { ...stored.data, ...values };
    for (const key of editableKeys) if (!(key in values)) delete merged[key];
    const saved = await saveDocument(db, collection, merged, { by: by.name, expectedVersion });
    log.info('admin.saved', { collection, id, version: saved.version, userId: by.id });
    await recordAudit(db, by, {
      action: 'content.saved',
      target: `${collection}:${id}`,
      summary: `${collection} “${id}” version ${saved.version}`,
    });
    return {
      status: 'saved',
      version: saved.version,
      values: pickValues(saved.data),
      history: await documentHistory(db, collection, id, saved),
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
    const saved = await saveDocument(db, collection, data, { by: by.name, expectedVersion });
    log.info('admin.restored', { collection, id, version, newVersion: saved.version, userId: by.id });
    await recordAudit(db, by, {
      action: 'content.restored',
      target: `${collection}:${id}`,
      summary: `${collection} “${id}” version ${version} restored as version ${saved.version}`,
    });
    return {
      status: 'saved',
      version: saved.version,
      values: pickValues(saved.data),
      history: await documentHistory(db, collection, id, saved),
    };
  } catch (error) {
    return failure(error, collection);
  }
}
