import 'server-only';
import type { CollectionName } from '@/content';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getDocument } from '@/server/queries/documents';
import { markTranslationCurrent } from '@/server/queries/translations';

/**
 * "Mark as up to date": a translation whose English changed is right as it is (the change did not touch its meaning).
 * Only the mark goes; no version is written, since the text is unchanged.
 */
export async function markTranslationUpToDate(
  collection: CollectionName,
  user: AdminUser,
  { id, path, locale }: { id: string; path: string; locale: 'es' | 'de' | 'ar' },
): Promise<{ status: 'marked' } | { status: 'not_found' }> {
  if (!(await getDocument(getDb(), collection, id))) return { status: 'not_found' };
  const marked = await markTranslationCurrent(getDb(), { collection, documentId: id, path, locale });
  if (!marked) return { status: 'not_found' };
  log.info('admin.translation_current', { collection, id, path, locale, userId: user.id });
  return { status: 'marked' };
}
