import 'server-only';
import type { CollectionName, DocumentOf } from '@/content';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getDocument, StaleVersionError } from '@/server/queries/documents';
import { unpublishDocument } from '@/server/queries/unpublish';
import editorCopy from '@messages/admin/editor.json';
import type { Refusal } from './refusals';
import type { CollectionRules } from './rules';
import { stillShown } from './schedule';

/** An item taken off the site, with its title for the activity log. */
type UnpublishResult = { status: 'unpublished'; title: string } | { status: 'stale' | 'not_found' } | Refusal;

/**
 * Unpublish now: the item leaves the site and stays in the admin as a draft (src/server/queries/unpublish.ts), under
 * the rules a scheduled unpublish has (schedule.ts): never a fixed set's item, never one still shown elsewhere.
 */
export async function unpublishItem<C extends CollectionName>(
  rules: CollectionRules<C>,
  user: AdminUser,
  { id, expectedVersion }: { id: string; expectedVersion: number },
): Promise<UnpublishResult> {
  const { collection } = rules;
  if (rules.fixed) return { status: 'invalid', fields: { form: editorCopy.schedule.fixed } };
  const stored = await getDocument(getDb(), collection, id);
  if (!stored) return { status: 'not_found' };
  const shown = await stillShown(rules, id);
  if (shown) return { status: 'invalid', fields: { form: shown } };
  try {
    if (!(await unpublishDocument(getDb(), collection, id, { by: user.name, expectedVersion })))
      return { status: 'not_found' };
  } catch (error) {
    if (error instanceof StaleVersionError) return { status: 'stale' };
    throw error;
  }
  log.info('admin.unpublished', { collection, id, version: expectedVersion, userId: user.id });
  return { status: 'unpublished', title: rules.titleOf(stored.data as DocumentOf<C>) };
}
