import 'server-only';
import type { Kysely } from 'kysely';
import { collections, type CollectionName } from '@/content';
import { recordAudit } from '@/server/audit';
import type { Database, SchedulesTable } from '@/server/db/schema';
import { errorMessage, log } from '@/server/log';
import { DocumentValidationError, StaleVersionError, validDocument, writeDocumentIn } from '@/server/queries/documents';
import { unpublishIn } from '@/server/queries/unpublish';

/** What one due schedule came to. */
interface ScheduleOutcome {
  collection: string;
  id: string;
  action: SchedulesTable['action'];
  /** `done`: made now; `taken`: another instance made it first; `failed`: it could not be made, and was dropped. */
  result: 'done' | 'taken' | 'failed';
  /** The published version a publish made. */
  version?: number;
  reason?: string;
}

/** What a schedule acts on is gone (its draft, its item, its collection): the change cannot be made, and is dropped. */
class ScheduleTargetGoneError extends Error {
  override name = 'ScheduleTargetGoneError';
}

const utc = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const titleOf = (data: unknown, id: string) => {
  const record = data as { title?: { en?: unknown }; name?: unknown } | undefined;
  const title = record?.title?.en ?? record?.name;
  return typeof title === 'string' ? `“${title}” (${id})` : `“${id}”`;
};

/**
 * Makes every publish and unpublish whose time has come. Each runs in one transaction that first deletes its schedule
 * row: of two instances running at once, the second finds the row gone (PostgreSQL makes it wait for the first's
 * commit) and does nothing, so each change happens once, with one version, one history entry and one activity entry.
 * A change that fails (its draft no longer fits the schema, the item went meanwhile) is rolled back, then its schedule
 * is dropped and the failure recorded, so it is not tried again every few seconds.
 */
export async function runDueSchedules(db: Kysely<Database>, now = Date.now()): Promise<ScheduleOutcome[]> {
  const due = await db
    .selectFrom('schedules')
    .selectAll()
    .where('run_at', '<=', now)
    .orderBy('run_at')
    .limit(100)
    .execute();
  const outcomes: ScheduleOutcome[] = [];
  for (const row of due) {
    const base = { collection: row.collection, id: row.document_id, action: row.action };
    const actor = { id: row.scheduled_by_id, name: row.scheduled_by };
    const target = `${row.collection}:${row.document_id}`;
    try {
      const version = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .deleteFrom('schedules')
          .where('collection', '=', row.collection)
          .where('document_id', '=', row.document_id)
          .where('action', '=', row.action)
          .where('run_at', '<=', now)
          .executeTakeFirst();
        if (Number(claimed.numDeletedRows) !== 1) return undefined;
        if (!(row.collection in collections)) throw new ScheduleTargetGoneError(`unknown collection ${row.collection}`);
        const collection = row.collection as CollectionName;
        const made =
          row.action === 'publish'
            ? await publishDraftIn(trx, collection, row.document_id, row.scheduled_by)
            : await unpublishOnSchedule(trx, collection, row.document_id, row.scheduled_by);
        await recordAudit(
          trx,
          actor,
          {
            action: row.action === 'publish' ? 'content.published_on_schedule' : 'content.unpublished_on_schedule',
            target,
            summary:
              row.action === 'publish'
                ? `${row.collection} ${titleOf(made.data, row.document_id)}: the draft went live as scheduled for ${utc(row.run_at)} (version ${made.version})`
                : `${row.collection} ${titleOf(made.data, row.document_id)} went off the site as scheduled for ${utc(row.run_at)}, kept as a draft (version ${made.version} was its last)`,
          },
          now,
        );
        return made.version;
      });
      if (version === undefined) {
        outcomes.push({ ...base, result: 'taken' });
        continue;
      }
      log.info('schedule.done', { ...base, version, runAt: row.run_at });
      outcomes.push({ ...base, result: 'done', version });
    } catch (error) {
      const reason = errorMessage(error);
      if (error instanceof StaleVersionError) {
        // A save landed between the read and the write: the schedule is kept, and the next pass publishes over it.
        log.warn('schedule.retry', { ...base, error: reason });
        continue;
      }
      log.error('schedule.failed', { ...base, runAt: row.run_at, error: reason });
      // Only the row that failed goes (a newer time set meanwhile stays), and only once across instances.
      const dropped = await db
        .deleteFrom('schedules')
        .where('collection', '=', row.collection)
        .where('document_id', '=', row.document_id)
        .where('action', '=', row.action)
        .where('run_at', '=', row.run_at)
        .executeTakeFirst();
      if (Number(dropped.numDeletedRows) === 1)
        await recordAudit(
          db,
          actor,
          {
            action: 'content.schedule_failed',
            target,
            summary: `${row.collection} “${row.document_id}”: the ${row.action} scheduled for ${utc(row.run_at)} could not be made (${failureText(error)})`,
          },
          now,
        );
      outcomes.push({ ...base, result: 'failed', reason });
    }
  }
  return outcomes;
}

/** Why a change failed, in words for the activity log (no stack, no SQL). */
function failureText(error: unknown): string {
  if (error instanceof ScheduleTargetGoneError) return error.message;
  if (error instanceof DocumentValidationError) return 'the draft is not valid any more';
  return 'an unexpected error, see the server log';
}

/** The item's draft becomes its published version (a new item's first), and the draft goes. */
async function publishDraftIn(trx: Kysely<Database>, collection: CollectionName, id: string, by: string) {
  const draft = await trx
    .selectFrom('drafts')
    .select('data')
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .executeTakeFirst();
  if (!draft) throw new ScheduleTargetGoneError('it has no draft any more');
  const data = validDocument(collection, JSON.parse(draft.data));
  const expectedVersion = (await publishedVersion(trx, collection, id)) ?? 0;
  return writeDocumentIn(trx, collection, data, { by, expectedVersion, discardDraft: true });
}

/** The item goes off the site and stays in the admin as a draft (unpublish.ts): its addresses answer 404 meanwhile. */
async function unpublishOnSchedule(trx: Kysely<Database>, collection: CollectionName, id: string, by: string) {
  const expectedVersion = await publishedVersion(trx, collection, id);
  const unpublished = expectedVersion && (await unpublishIn(trx, collection, id, { by, expectedVersion }));
  if (!unpublished) throw new ScheduleTargetGoneError('it is not published any more');
  return unpublished;
}

/** The version of the item the site shows (undefined: none), read in the change's transaction. */
async function publishedVersion(trx: Kysely<Database>, collection: CollectionName, id: string) {
  const row = await trx
    .selectFrom('documents')
    .select('version')
    .where('collection', '=', collection)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.version;
}
