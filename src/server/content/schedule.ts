import 'server-only';
import type { CollectionName, DocumentOf } from '@/content';
import type { ScheduleResult, ScheduleView } from '@/lib/editor';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { dropSchedules, itemSchedules, setSchedule, type ItemSchedules } from '@/server/queries/schedules';
import editorCopy from '@messages/admin/editor.json';
import { publishedOrDraft } from './published-or-draft';
import { usagesOf } from './references';
import type { CollectionRules } from './rules';

/** How far ahead a change may be scheduled. */
const LONGEST_MS = 2 * 366 * 24 * 60 * 60_000;

/** What an editor is told of an item's schedules. */
export const scheduleView = (schedules: ItemSchedules): ScheduleView =>
  Object.fromEntries(
    Object.entries(schedules).map(([action, schedule]) => [action, { at: schedule.runAt, by: schedule.scheduledBy }]),
  );

/** Why an item still shown elsewhere cannot leave the site, naming where. */
export async function stillShown(rules: CollectionRules, id: string): Promise<string | undefined> {
  const usages = await usagesOf(rules, id);
  if (usages.length === 0) return undefined;
  const where = usages.map((usage) => `${usage.label} (${usage.title})`).join(', ');
  return editorCopy.schedule.inUse.replace('{where}', where);
}

/** The schedules answered, and (for the activity log) the item's title when a schedule was set or cancelled. */
type ScheduleAnswer = ScheduleResult | { status: 'scheduled'; schedule: ScheduleView; changed: { title: string } };

/**
 * Sets, moves or cancels (`at: null`) the time an item's draft is published or the item is unpublished (moved to the
 * trash). The time is a UTC instant: the browser turns the admin's local date and time into it. The job in
 * src/server/publish-schedules.ts makes the change when it is due.
 */
export async function scheduleItem<C extends CollectionName>(
  rules: CollectionRules<C>,
  user: AdminUser,
  { id, action, at }: { id: string; action: 'publish' | 'unpublish'; at: number | null },
): Promise<ScheduleAnswer> {
  const s = editorCopy.schedule;
  const { collection } = rules;
  const db = getDb();
  // A new item's draft, never published, can be scheduled to go live like any other.
  const { stored, draft, data } = await publishedOrDraft(collection, id);
  if (!data) return { status: 'not_found' };
  const changed = { title: rules.titleOf(data as DocumentOf<C>) };
  const answer = async () => ({ schedule: scheduleView(await itemSchedules(db, collection, id)) });
  if (at === null) {
    if (!(await dropSchedules(db, collection, id, action))) return { status: 'scheduled', ...(await answer()) };
    log.info('admin.schedule_cancelled', { collection, id, action, userId: user.id });
    return { status: 'scheduled', ...(await answer()), changed };
  }
  const now = Date.now();
  if (at <= now) return { status: 'invalid', fields: { [action]: s.past } };
  if (at > now + LONGEST_MS) return { status: 'invalid', fields: { [action]: s.tooFar } };
  const { publish, unpublish } = await itemSchedules(db, collection, id);
  if (action === 'publish') {
    if (!draft) return { status: 'invalid', fields: { publish: s.noDraft } };
    if (draft.missing.length > 0) return { status: 'invalid', fields: { publish: s.incomplete } };
    if (unpublish && at >= unpublish.runAt) return { status: 'invalid', fields: { publish: s.afterUnpublish } };
  } else {
    if (rules.fixed) return { status: 'invalid', fields: { unpublish: s.fixed } };
    if (!stored) return { status: 'invalid', fields: { unpublish: s.notPublished } };
    if (publish && at <= publish.runAt) return { status: 'invalid', fields: { unpublish: s.beforePublish } };
    const shown = await stillShown(rules, id);
    if (shown) return { status: 'invalid', fields: { unpublish: shown } };
  }
  await setSchedule(db, { collection, documentId: id, action, runAt: at, by: user, now });
  log.info('admin.scheduled', { collection, id, action, at, userId: user.id });
  return { status: 'scheduled', ...(await answer()), changed };
}
