'use server';

import { z } from 'zod';
import { collectionNames } from '@/content';
import { emptyTheTrash, untrashItem } from '@/server/content/trash-restore';
import { adminAction } from '../admin-action';

/** Puts an item back on the site: anyone signed in may (SECURITY.md A1). */
export const restoreFromTrashAction = adminAction(
  {
    access: 'publish',
    failure: 'admin.untrash_failed',
    input: z.strictObject({ collection: z.enum(collectionNames), id: z.string().min(1).max(80) }),
    refreshAfter: (result) => result.status === 'restored',
  },
  (input, { user }) => untrashItem(user, input),
  ({ collection, id }, result) =>
    result.status === 'restored'
      ? {
          action: 'content.untrashed',
          target: `${collection}:${id}`,
          summary: `${collection} “${id}” restored from the trash`,
        }
      : undefined,
);

/** Deletes everything in the trash for good: owners only, checked here on the server. */
export const emptyTrashAction = adminAction(
  {
    access: 'manage',
    failure: 'admin.empty_trash_failed',
    input: z.strictObject({}),
    refreshAfter: (result) => result.status === 'emptied',
  },
  (_input, { user }) => emptyTheTrash(user),
  (_input, { count }) => ({ action: 'trash.emptied', target: 'trash', summary: `${count} items deleted for good` }),
);
