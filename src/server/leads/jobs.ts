import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { kickOutbox } from '@/server/mail/worker';
import { getSiteSettings } from '@/server/queries/settings';
import { sendLeadAlerts } from './alerts';
import { sendLeadDigests } from './digest';

/**
 * The inbox's timed work, one pass: alerts for leads waiting too long in `new` (alerts.ts), then the day's digests of
 * open leads not sent yet (digest.ts). Each is queued in the outbox, which is woken when either queued something. A
 * failure of one is logged and does not keep the other from running.
 */
export async function runLeadJobs(now = Date.now()): Promise<void> {
  const config = env();
  let queued = 0;
  try {
    queued += await sendLeadAlerts(getDb(), {
      now,
      hours: config.LEAD_ALERT_HOURS,
      siteUrl: config.SITE_URL,
      fallback: async () => config.CONTACT_EMAIL ?? (await getSiteSettings()).emails.contact,
    });
  } catch (error) {
    log.warn('lead.alerts_failed', { error: errorMessage(error) });
  }
  try {
    queued += await sendLeadDigests(getDb(), { now, hour: config.LEAD_DIGEST_HOUR, siteUrl: config.SITE_URL });
  } catch (error) {
    log.warn('lead.digests_failed', { error: errorMessage(error) });
  }
  if (queued > 0) kickOutbox();
}
