import 'server-only';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { createWriteBudget } from './write-budget';

/** Stored paths and referrers are cut to this many characters. */
export const MAX_STORED_TEXT = 300;

/** 404s logged per minute: 10 per client address, 120 for the whole process. The rest are counted in the log only. */
const notFoundBudget = createWriteBudget({ perClient: 10, overall: 120, windowMs: 60_000 });

/** Records that a visitor reached a missing page (for the admin's analytics). Never fails the page. */
export async function recordNotFound(path: string, referrer: string | null, client: string | undefined): Promise<void> {
  if (!notFoundBudget.take(client ?? 'unknown')) return;
  try {
    await getDb()
      .insertInto('events')
      .values({
        type: 'not_found',
        path: path.slice(0, MAX_STORED_TEXT),
        data: JSON.stringify({ referrer: referrer ? referrer.slice(0, MAX_STORED_TEXT) : null }),
        created_at: Date.now(),
      })
      .execute();
  } catch (error) {
    log.warn('analytics.record_failed', { type: 'not_found', error: errorMessage(error) });
  }
}
