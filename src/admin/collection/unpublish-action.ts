import 'server-only';
import { z } from 'zod';
import type { CollectionName, DocumentOf } from '@/content';
import { recordAudit } from '@/server/audit';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getDocument, StaleVersionError } from '@/server/queries/documents';
import { unpublishDocument } from '@/server/queries/unpublish';
import editorCopy from '@messages/admin/editor.json';
import { adminAction } from '../admin-action';
import { fill } from '../fill';
import type { ScheduleTarget } from '../schedule/schedule-action';

type UnpublishResult =
  | { status: 'unpublished' }
  | { status: 'stale' }
  | { status: 'not_found' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string };

/**
 * Unpublish now: the item leaves the site and stays in the admin as a draft (src/server/queries/unpublish.ts), under
 * the rules a scheduled unpublish has (schedule-action.ts): never a fixed set's item, never one still shown elsewhere.
 */
export function unpublishAction<C extends CollectionName>({
  collection,
  singular,
  titleOf,
  idSchema,
  fixed,
  usagesOf,
}: ScheduleTarget<C>) {
  const s = editorCopy.schedule;
  return adminAction(
    {
      role: 'editor',
      failure: 'admin.unpublish_failed',
      input: z.strictObject({ id: idSchema, expectedVersion: z.number().int().min(1) }),
    },
    async ({ id, expectedVersion }, { user }): Promise<UnpublishResult> => {
      if (fixed) return { status: 'invalid', fields: { form: s.fixed } };
      const stored = await getDocument(getDb(), collection, id);
      if (!stored) return { status: 'not_found' };
      const usages = await usagesOf(id);
      if (usages.length > 0)
        return {
          status: 'invalid',
          fields: {
            form: fill(s.inUse, { where: usages.map((usage) => `${usage.label} (${usage.title})`).join(', ') }),
          },
        };
      try {
        if (!(await unpublishDocument(getDb(), collection, id, { by: user.name, expectedVersion })))
          return { status: 'not_found' };
      } catch (error) {
        if (error instanceof StaleVersionError) return { status: 'stale' };
        throw error;
      }
      log.info('admin.unpublished', { collection, id, version: expectedVersion, userId: user.id });
      await recordAudit(getDb(), user, {
        action: 'content.unpublished',
        target: `${collection}:${id}`,
        summary: `${singular} “${titleOf(stored.data as DocumentOf<C>)}” taken off the site (version ${expectedVersion} was live); kept as a draft`,
      });
      return { status: 'unpublished' };
    },
  );
}
