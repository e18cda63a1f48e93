import 'server-only';
import type { CollectionName } from '@/content';
import { changesOutside } from '@/lib/translator-changes';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getDocument } from '@/server/queries/documents';
import { getDraft } from '@/server/queries/drafts';

/**
 * Whether a translator's values change anything but the texts of their languages, against what they would replace: a
 * draft, the item's draft, else its published version; what they would publish, its published version (a new item has
 * neither, so all of it is a change). A refusal is logged as a denied access, with the paths it would have changed.
 */
export async function outsideLanguages(
  collection: CollectionName,
  id: string,
  values: Record<string, unknown>,
  keys: readonly string[],
  user: AdminUser,
  replacing: 'draft' | 'published' = 'draft',
  /**
   * What a save makes of stored values (an article kept as Markdown is written as HTML): the base goes through it too,
   * so a text the translator never touched does not count as changed because the save would store it another way.
   */
  asSaved: (data: Record<string, unknown>) => Promise<Record<string, unknown>> = async (data) => data,
): Promise<boolean> {
  const db = getDb();
  const draft = replacing === 'draft' ? await getDraft(db, collection, id) : undefined;
  const stored = (draft ?? (await getDocument(db, collection, id)))?.data as Record<string, unknown> | undefined;
  const base = stored && (await asSaved(stored));
  const pick = (data: Record<string, unknown> | undefined) => Object.fromEntries(keys.map((key) => [key, data?.[key]]));
  const paths = changesOutside(pick(base), pick(values), user.languages ?? []);
  if (paths.length === 0) return false;
  log.warn('security.access_denied', {
    userId: user.id,
    reason: 'outside_languages',
    collection,
    paths: paths.slice(0, 10).join(' '),
  });
  return true;
}
