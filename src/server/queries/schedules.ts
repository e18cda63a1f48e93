import type { Kysely } from 'kysely';
import type { CollectionName } from '@/content';
import type { Database, SchedulesTable } from '@/server/db/schema';

/**
 * Scheduled publishing: a time at which an item's draft goes live ("publish") or the item moves to the trash
 * ("unpublish"), at most one of each per item. This module keeps the rows; src/server/publish-schedules.ts runs the due ones.
 * A schedule goes with what it acts on: dropping a draft drops its publish, trashing an item drops both, a rename
 * moves them.
 */
type ScheduleAction = SchedulesTable['action'];

interface Schedule {
  action: ScheduleAction;
  runAt: number;
  scheduledBy: string;
  createdAt: number;
}

/** An item's schedules, by action. */
export type ItemSchedules = Partial<Record<ScheduleAction, Schedule>>;

const scheduleOf = (row: Pick<SchedulesTable, 'action' | 'run_at' | 'scheduled_by' | 'created_at'>): Schedule => ({
  action: row.action,
  runAt: Number(row.run_at),
  scheduledBy: row.scheduled_by,
  createdAt: Number(row.created_at),
});

export async function itemSchedules(
  db: Kysely<Database>,
  collection: CollectionName,
  documentId: string,
): Promise<ItemSchedules> {
  const rows = await db
    .selectFrom('schedules')
    .select(['action', 'run_at', 'scheduled_by', 'created_at'])
    .where('collection', '=', collection)
    .where('document_id', '=', documentId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.action, scheduleOf(row)]));
}

/** Every schedule of a collection, by document id: one query for a whole list. */
export async function collectionSchedules(
  db: Kysely<Database>,
  collection: CollectionName,
): Promise<ReadonlyMap<string, ItemSchedules>> {
  const rows = await db
    .selectFrom('schedules')
    .select(['document_id', 'action', 'run_at', 'scheduled_by', 'created_at'])
    .where('collection', '=', collection)
    .execute();
  const byId = new Map<string, ItemSchedules>();
  for (const row of rows) byId.set(row.document_id, { ...byId.get(row.document_id), [row.action]: scheduleOf(row) });
  return byId;
}

/** Makes a person's scheduled publishes and unpublishes another's (the person is being removed); how many. */
export async function handOverSchedules(
  db: Kysely<Database>,
  fromId: string,
  to: { id: string; name: string },
): Promise<number> {
  const result = await db
    .updateTable('schedules')
    .set({ scheduled_by: to.name, scheduled_by_id: to.id })
    .where('scheduled_by_id', '=', fromId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many publishes and unpublishes each person has scheduled (what becomes the remover's if they are removed). */
export async function scheduleCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('schedules')
    .select(['scheduled_by_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('scheduled_by_id')
    .execute();
  return new Map(rows.map((row) => [row.scheduled_by_id, Number(row.n)]));
}

/** Sets (or moves) an item's publish or unpublish time. */
export async function setSchedule(
  db: Kysely<Database>,
  {
    collection,
    documentId,
    action,
    runAt,
    by,
    now = Date.now(),
  }: {
    collection: CollectionName;
    documentId: string;
    action: ScheduleAction;
    runAt: number;
    by: { id: string; name: string };
    now?: number;
  },
): Promise<Schedule> {
  const row = { run_at: runAt, scheduled_by: by.name, scheduled_by_id: by.id, created_at: now };
  await db
    .insertInto('schedules')
    .values({ collection, document_id: documentId, action, ...row })
    .onConflict((oc) => oc.columns(['collection', 'document_id', 'action']).doUpdateSet(row))
    .execute();
  return scheduleOf({ action, ...row });
}

/** Drops an item's schedules (one action, or all), in the caller's transaction or on its own; true when one went. */
export async function dropSchedules(
  db: Kysely<Database>,
  collection: CollectionName,
  documentId: string,
  action?: ScheduleAction,
): Promise<boolean> {
  let query = db.deleteFrom('schedules').where('collection', '=', collection).where('document_id', '=', documentId);
  if (action) query = query.where('action', '=', action);
  return Number((await query.executeTakeFirst()).numDeletedRows) > 0;
}

/** A renamed item keeps its schedules under its new id. */
export async function moveSchedules(
  trx: Kysely<Database>,
  collection: CollectionName,
  from: string,
  to: string,
): Promise<void> {
  await trx
    .updateTable('schedules')
    .set({ document_id: to })
    .where('collection', '=', collection)
    .where('document_id', '=', from)
    .execute();
}
