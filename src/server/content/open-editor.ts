import 'server-only';
import type { CollectionName } from '@/content';
import type { AdminUser } from '@/server/auth/user';
import type { CompareResult, Presence } from '@/lib/editor';
import { readableText } from '@/lib/readable-text';
import { wordDiff } from '@/lib/word-diff';
import { getDb } from '@/server/db';
import { getDocument } from '@/server/queries/documents';
import { draftInfoOf, draftState } from '@/server/queries/drafts';
import { changedLeaves, dataAtVersion } from '@/server/queries/history';
import { touchPresence } from '@/server/queries/presence';

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

/**
 * An open editor's call every few seconds (and when it closes, `leaving`): notes the tab as present and answers who
 * else has the item open, and the item's published version and draft now, so the form can say what changed elsewhere
 * before its own save is refused.
 */
export async function editorPresence(
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
