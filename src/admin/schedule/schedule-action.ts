import 'server-only';
import { z } from 'zod';
import type { CollectionName, DocumentOf } from '@/content';
import type { ScheduleResult, ScheduleView } from '@/lib/editor';
import { recordAudit } from '@/server/audit';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getDocument } from '@/server/queries/documents';
import { getDraft } from '@/server/queries/drafts';
import { dropSchedules, itemSchedules, setSchedule, type ItemSchedules } from '@/server/queries/schedules';
import editorCopy from '@messages/admin/editor.json';
import { adminAction } from '../admin-action';
import { fill } from '../fill';

/** How far ahead a change may be scheduled. */
const LONGEST_MS = 2 * 366 * 24 * 60 * 60_000;

const utc = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What an editor is told of an item's schedules. */
export const scheduleView = (schedules: ItemSchedules): ScheduleView =>
  Object.fromEntries(
    Object.entries(schedules).map(([action, schedule]) => [action, { at: schedule.runAt, by: schedule.scheduledBy }]),
  );

export interface ScheduleTarget<C extends CollectionName> {
  collection: C;
  singular: string;
  titleOf: (doc: DocumentOf<C>) => string;
  idSchema: z.ZodType<string>;
  /** Content that always stays on the site (a fixed set, a page's copy): only its draft's publish can be scheduled. */
  fixed: boolean;
  /** Where else the item is shown (a deleted or unpublished item must first be taken off there). */
  usagesOf: (id: string) => Promise<{ label: string; title: string }[]>;
}

/**
 * Sets, moves or cancels (`at: null`) the time an item's draft is published or the item is unpublished (moved to the
 * trash). The time is a UTC instant: the browser turns the admin's local date and time into it. The job in
 * src/server/publish-schedules.ts makes the change when it is due.
 */
export function scheduleAction<C extends CollectionName>({
  collection,
  singular,
  titleOf,
  idSchema,
  fixed,
  usagesOf,
}: ScheduleTarget<C>) {
  const s = editorCopy.schedule;
  const db = getDb;
  return adminAction(
    {
      role: 'editor',
      failure: 'admin.schedule_failed',
      input: z.strictObject({
        id: idSchema,
        action: z.enum(['publish', 'unpublish']),
        at: z.number().int().positive().nullable(),
      }),
    },
    async ({ id, action, at }, { user }): Promise<ScheduleResult> => {
      const stored = await getDocument(db(), collection, id);
      // A new item's draft, never published, can be scheduled to go live like any other.
      const draft = await getDraft(db(), collection, id);
      const data = stored?.data ?? draft?.data;
      if (!data) return { status: 'not_found' };
      const title = `${singular} “${titleOf(data)}”`;
      const answer = async (): Promise<ScheduleResult> => ({
        status: 'scheduled',
        schedule: scheduleView(await itemSchedules(db(), collection, id)),
      });
      if (at === null) {
        if (await dropSchedules(db(), collection, id, action)) {
          log.info('admin.schedule_cancelled', { collection, id, action, userId: user.id });
          await recordAudit(db(), user, {
            action: 'content.schedule_cancelled',
            target: `${collection}:${id}`,
            summary: `${title}: the scheduled ${action} was cancelled`,
          });
        }
        return answer();
      }
      const now = Date.now();
      if (at <= now) return { status: 'invalid', fields: { [action]: s.past } };
      if (at > now + LONGEST_MS) return { status: 'invalid', fields: { [action]: s.tooFar } };
      const { publish, unpublish } = await itemSchedules(db(), collection, id);
      if (action === 'publish') {
        if (!draft) return { status: 'invalid', fields: { publish: s.noDraft } };
        if (draft.missing.length > 0) return { status: 'invalid', fields: { publish: s.incomplete } };
        if (unpublish && at >= unpublish.runAt) return { status: 'invalid', fields: { publish: s.afterUnpublish } };
      } else {
        if (fixed) return { status: 'invalid', fields: { unpublish: s.fixed } };
        if (!stored) return { status: 'invalid', fields: { unpublish: s.notPublished } };
        if (publish && at <= publish.runAt) return { status: 'invalid', fields: { unpublish: s.beforePublish } };
        const usages = await usagesOf(id);
        if (usages.length > 0)
          return {
            status: 'invalid',
            fields: {
              unpublish: fill(s.inUse, {
                where: usages.map((usage) => `${usage.label} (${usage.title})`).join(', '),
              }),
            },
          };
      }
      await setSchedule(db(), { collection, documentId: id, action, runAt: at, by: user, now });
      log.info('admin.scheduled', { collection, id, action, at, userId: user.id });
      await recordAudit(db(), user, {
        action: 'content.scheduled',
        target: `${collection}:${id}`,
        summary:
          action === 'publish'
            ? `${title}: the draft is to go live at ${utc(at)}`
            : `${title}: to leave the site at ${utc(at)}`,
      });
      return answer();
    },
  );
}
