import 'server-only';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';

const MAX_TEXT = 500;

/** Records that a visitor reached a missing page (for the admin's analytics). Never fails the page. */
export async function recordNotFound(path: string, referrer: string | null): Promise<void> {
  try {
    await getDb()
      .insertInto('events')
      .values({
        type: 'not_found',
        path: path.slice(0, MAX_TEXT),
        data: JSON.stringify({ referrer: referrer ? referrer.slice(0, MAX_TEXT) : null }),
        created_at: Date.now(),
      })
      .execute();
  } catch (error) {
    log.warn('analytics.record_failed', { type: 'not_found', error: errorMessage(error) });
  }
}
