'use server';

import { z } from 'zod';
import { collectionNames } from '@/content';
import { recordAudit } from '@/server/audit';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { DocumentExistsError, emptyTrash, restoreFromTrash } from '@/server/queries/trash';
import collectionsCopy from '@messages/admin/collections.json';
import { adminAction } from '../admin-action';

/** Puts an item back on the site: anyone signed in may (SECURITY.md A1). */
export const restoreFromTrashAction = adminAction(
  {
    role: 'editor',
    failure: 'admin.untrash_failed',
    input: z.strictObject({ collection: z.enum(collectionNames), id: z.string().min(1).max(80) }),
    refreshAfter: (result) => result.status === 'restored',
  },
  async ({ collection, id }, { user }) => {
    const db = getDb();
    try {
      const restored = await restoreFromTrash(db, collection, id, { by: user.name });
      if (!restored) return { status: 'not_found' as const };
    } catch (error) {
      if (error instanceof DocumentExistsError)
        return { status: 'invalid' as const, fields: { form: collectionsCopy.trash.conflict } };
      throw error;
    }
    log.info('admin.untrashed', { collection, id, userId: user.id });
    await recordAudit(db, user, {
      action: 'content.untrashed',
      target: `${collection}:${id}`,
      summary: `${collection} “${id}” restored from the trash`,
    });
    return { status: 'restored' as const };
  },
);

/** Deletes everything in the trash for good: owners only, checked here on the server. */
export const emptyTrashAction = adminAction(
  {
    role: 'owner',
    failure: 'admin.empty_trash_failed',
    input: z.strictObject({}),
    refreshAfter: (result) => result.status === 'emptied',
  },
  async (_input, { user }) => {
    const db = getDb();
    const count = await emptyTrash(db, { by: user.name });
    log.info('admin.trash_emptied', { count, userId: user.id });
    await recordAudit(db, user, {
      action: 'trash.emptied',
      target: 'trash',
      summary: `${count} items deleted for good`,
    });
    return { status: 'emptied' as const, count };
  },
);
