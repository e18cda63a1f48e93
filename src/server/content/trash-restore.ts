import 'server-only';
import type { CollectionName } from '@/content';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { DocumentExistsError, emptyTrash, restoreFromTrash } from '@/server/queries/trash';
import collectionsCopy from '@messages/admin/collections.json';
import type { Refusal } from './refusals';

/** Puts an item of the trash back on the site as its next version (src/server/queries/trash.ts). */
export async function untrashItem(
  user: AdminUser,
  { collection, id }: { collection: CollectionName; id: string },
): Promise<{ status: 'restored' } | { status: 'not_found' } | Refusal> {
  try {
    if (!(await restoreFromTrash(getDb(), collection, id, { by: user.name }))) return { status: 'not_found' };
  } catch (error) {
    if (error instanceof DocumentExistsError)
      return { status: 'invalid', fields: { form: collectionsCopy.trash.conflict } };
    throw error;
  }
  log.info('admin.untrashed', { collection, id, userId: user.id });
  return { status: 'restored' };
}

/** Deletes everything in the trash for good, answering how many items went. */
export async function emptyTheTrash(user: AdminUser): Promise<{ status: 'emptied'; count: number }> {
  const count = await emptyTrash(getDb(), { by: user.name });
  log.info('admin.trash_emptied', { count, userId: user.id });
  return { status: 'emptied', count };
}
