import { env } from '@/lib/env';
import { isSameOrigin } from '@/server/auth/origin';
import { eventBatchSchema, eventSender, isBot, optedOut, storeEvents } from '@/server/analytics/collect';
import { createWriteBudget } from '@/server/analytics/write-budget';
import { getDb } from '@/server/db';
import { isDatabaseBusy } from '@/server/db/busy';
import { errorMessage, log } from '@/server/log';
import { hashClientAddress } from '@/server/private-hash';
import { consume, limits } from '@/server/rate-limit';
import { requestMeta } from '@/server/request-meta';
import { mediaType, readCapped } from '@/server/request-body';
import { newReference } from '@/lib/reference';

export const dynamic = 'force-dynamic';

/** A batch of events is at most this many bytes (SECURITY.md F2). */
const MAX_EVENTS_BODY = 4 * 1024;

/**
 * Per process, before any database work: a flood from one address (or from everywhere) is refused in memory, so it
 * cannot hold SQLite's write lock while leads wait. The database limit below is the one every instance shares.
 */
const budget = createWriteBudget({ perClient: 60, overall: 6_000, windowMs: 60_000 });

const noStore = { 'Cache-Control': 'no-store' };
const answer = (status: number, error?: string, headers: Record<string, string> = {}) =>
  error
    ? Response.json({ error }, { status, headers: { ...noStore, ...headers } })
    : new Response(null, { status, headers: { ...noStore, ...headers } });

/**
 * The tracker's beacon: a batch of allowlisted events from this site's pages (same origin only), at most 4 KB, rate
 * limited per client. Nothing is stored for a visitor with Do Not Track or Global Privacy Control on; nothing that
 * identifies anyone is stored at all (the day's visitor hash instead of address and agent). Answers 204 with no body.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().SITE_URL)) return answer(403, 'forbidden');
  const type = mediaType(request);
  if (type !== 'text/plain' && type !== 'application/json') return answer(415, 'unsupported_media_type');

  let text: string | undefined;
  try {
    text = await readCapped(request, MAX_EVENTS_BODY);
  } catch {
    return answer(400, 'invalid_body');
  }
  if (text === undefined) return answer(413, 'too_large');
  if (optedOut(request.headers)) return answer(204);

  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return answer(400, 'invalid_body');
  }
  const batch = eventBatchSchema.safeParse(raw);
  if (!batch.success) return answer(400, 'invalid_events');

  try {
    const meta = await requestMeta();
    if (!budget.take(meta.ip ?? 'unknown')) return answer(429, 'rate_limited', { 'Retry-After': '60' });
    const db = getDb();
    const limit = await consume(db, `analytics:${(await hashClientAddress(meta.ip)) ?? 'unknown'}`, limits.analytics);
    if (!limit.allowed) return answer(429, 'rate_limited', { 'Retry-After': String(limit.retryAfter) });
    const sender = await eventSender(db, meta.ip, meta.userAgent);
    await storeEvents(db, batch.data.events, { ...sender, bot: isBot(meta.userAgent) });
    return answer(204);
  } catch (error) {
    // A busy database is a moment to wait out, not a fault: the beacon is answered the same, the log says which it was.
    if (isDatabaseBusy(error)) log.warn('analytics.database_busy');
    else log.error('analytics.store_failed', { reference: newReference(), error: errorMessage(error) });
    return answer(503, 'unavailable', { 'Retry-After': '5' });
  }
}
