import 'server-only';
import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import { utcDay } from '@/server/analytics/collect';
import { purgeDailyRows, rollUpDays } from '@/server/analytics/rollup';
import { getDb, getReader } from '@/server/db';
import type { Database } from '@/server/db/schema';
import { errorMessage, log } from '@/server/log';
import { purgeRetainedLeads } from '@/server/leads/retention';
import { purgeOutbox } from '@/server/mail/outbox';
import { purgeTrash } from '@/server/queries/trash';

const DAY_MS = 24 * 60 * 60_000;
const INTERVAL_MS = 10 * 60_000;

interface PurgeCounts {
  rateLimits: number;
  captchaUsed: number;
  sessions: number;
  events: number;
  passwordLinks: number;
  visitorKeys: number;
  outbox: number;
  visitorDays: number;
  trash: number;
  /** Lost and spam leads past the owners' lead retention (none while it is off). */
  leads: number;
}

/**
 * Deletes what no longer serves a purpose: rate-limit windows and captcha replay records past their expiry, admin
 * sessions past theirs, analytics events, set-password mails and trashed content older than their retention, and lost
 * and spam leads past the lead retention an owner set. Without it these tables only grow.
 */
export async function purgeExpired(
  db: Kysely<Database>,
  {
    now = Date.now(),
    eventsRetentionDays,
    outboxRetentionDays = 30,
    trashRetentionDays = 30,
  }: { now?: number; eventsRetentionDays: number; outboxRetentionDays?: number; trashRetentionDays?: number },
): Promise<PurgeCounts> {
  const deleted = async (query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) =>
    Number((await query.executeTakeFirst()).numDeletedRows);
  return {
    rateLimits: await deleted(db.deleteFrom('rate_limits').where('expires_at', '<=', now)),
    captchaUsed: await deleted(db.deleteFrom('captcha_used').where('expires_at', '<=', now)),
    sessions: await deleted(db.deleteFrom('admin_sessions').where('expires_at', '<=', now)),
    passwordLinks: await deleted(db.deleteFrom('password_tokens').where('expires_at', '<=', now)),
    // Keys of days before yesterday go, so no day can be linked to another. Yesterday's stays a day longer: a request
    // hashed just before midnight must not find its key deleted and make a second one for the same day.
    visitorKeys: await deleted(
      db
        .deleteFrom('app_secrets')
        .where('key', 'like', 'visitor_salt:%')
        .where('key', '<', `visitor_salt:${utcDay(now - DAY_MS)}`),
    ),
    events: await deleted(db.deleteFrom('events').where('created_at', '<', now - eventsRetentionDays * DAY_MS)),
    outbox: await purgeOutbox(db, outboxRetentionDays, now),
    // A day's funnel rows hold its visitor hashes: they go as soon as any of that day's events has gone.
    visitorDays: await deleted(
      db.deleteFrom('visitor_days').where('day', '<', utcDay(now - eventsRetentionDays * DAY_MS - 1 + DAY_MS)),
    ),
    trash: await purgeTrash(db, { now, retentionDays: trashRetentionDays }),
    leads: await purgeRetainedLeads(db, now),
  };
}

const state = globalThis as typeof globalThis & { __agencyMaintenance?: NodeJS.Timeout };

async function runOnce(): Promise<void> {
  try {
    const db = getDb();
    // Before the purge, so a day's raw events are counted before they can expire; counted on the reading connection.
    const rolledUp = await rollUpDays(db, Date.now(), getReader());
    if (rolledUp.length > 0) log.info('maintenance.rolled_up', { days: rolledUp.length });
    const config = env();
    const eventsRetentionDays = config.EVENTS_RETENTION_DAYS;
    const counts = await purgeExpired(db, {
      eventsRetentionDays,
      outboxRetentionDays: config.OUTBOX_RETENTION_DAYS,
      trashRetentionDays: config.TRASH_RETENTION_DAYS,
    });
    const dailyRows = await purgeDailyRows(db, {
      retentionDays: config.EVENTS_DAILY_RETENTION_DAYS,
      eventsRetentionDays,
    });
    if (counts.leads > 0) log.info('maintenance.leads_retention', { deleted: counts.leads });
    if (Object.values(counts).some(Boolean) || dailyRows > 0) log.info('maintenance.purged', { ...counts, dailyRows });
  } catch (error) {
    log.warn('maintenance.failed', { error: errorMessage(error) });
  }
}

/** Rolls up and purges once at start, then every 10 minutes, in the server process. */
export async function startMaintenance(): Promise<void> {
  if (state.__agencyMaintenance) return;
  state.__agencyMaintenance = setInterval(() => void runOnce(), INTERVAL_MS);
  state.__agencyMaintenance.unref();
  await runOnce();
}
