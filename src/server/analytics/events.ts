import 'server-only';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import type { MissingPage } from '@/node-server/not-found-log.mjs';
import { admitEvents, eventColumns, eventSender, isBot, MAX_STORED_TEXT } from './collect';
import { createWriteBudget } from './write-budget';

/** 404s logged per minute: 10 per client address, 120 for the whole process. The rest are counted in the log only. */
const notFoundBudget = createWriteBudget({ perClient: 10, overall: 120, windowMs: 60_000 });

/**
 * Records that a visitor reached a missing page, with the page that linked there (so broken links can be fixed). Not
 * when the visitor asked not to be tracked (DNT, GPC). Called by the production server once a page was answered 404
 * (src/node-server/not-found-log.mjs); never fails the answer.
 */
export async function recordNotFound({ path, referrer, ip, userAgent, optedOut }: MissingPage): Promise<void> {
  if (optedOut || !notFoundBudget.take(ip ?? 'unknown')) return;
  try {
    const db = getDb();
    const now = Date.now();
    const sender = await eventSender(db, ip, userAgent, now);
    // A 404 counts toward the daily caps like any event; its path is kept (the budget above bounds those).
    if ((await admitEvents(db, sender, 1, now)) === 0) return;
    const data = { referrer: referrer ? referrer.slice(0, MAX_STORED_TEXT) : null };
    await db
      .insertInto('events')
      .values({
        type: 'not_found',
        path: path.slice(0, MAX_STORED_TEXT),
        data: JSON.stringify(data),
        ...eventColumns('not_found', data),
        created_at: now,
        visitor: sender.visitor,
        bot: isBot(userAgent) ? 1 : 0,
        locale: null,
      })
      .execute();
  } catch (error) {
    log.warn('analytics.record_failed', { type: 'not_found', error: errorMessage(error) });
  }
}
