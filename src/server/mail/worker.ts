import 'server-only';
import { loadMessages } from '@/i18n/messages';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/locales';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { getSiteSettings } from '@/server/queries/settings';
import { processOutbox } from './outbox';
import { httpsWebhookSender } from '@/server/webhooks/deliver';
import { webhookRowSender } from '@/server/webhooks/outbox-sender';
import { smtpSender } from './transport';

const state = globalThis as typeof globalThis & {
  __agencyOutbox?: { timer: NodeJS.Timeout; running: boolean; again: boolean };
};

/** Whether notifications can leave at all; without SMTP_URL they wait in the outbox. */
export function mailConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

/** One pass over the outbox: webhook deliveries always, mail with the configured SMTP server. */
export async function drainOutbox(): Promise<{ sent: number; failed: number }> {
  const config = env();
  const site = await getSiteSettings();
  const db = getDb();
  return processOutbox(db, {
    send: config.SMTP_URL ? smtpSender(config.SMTP_URL) : undefined,
    webhook: webhookRowSender(db, httpsWebhookSender({ allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE })),
    from: config.MAIL_FROM,
    replyTo: config.CONTACT_EMAIL ?? site.emails.contact,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    confirmationTexts: async (locale) => (await loadMessages(isLocale(locale) ? locale : 'en')).leadMail,
  });
}

async function run(): Promise<void> {
  const worker = state.__agencyOutbox;
  if (!worker) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = true;
  try {
    do {
      worker.again = false;
      const { sent, failed } = await drainOutbox();
      if (sent || failed) log.info('outbox.pass', { sent, failed });
    } while (worker.again);
  } catch (error) {
    log.error('outbox.pass_failed', { error: errorMessage(error) });
  } finally {
    worker.running = false;
  }
}

/**
 * Starts the in-process worker: a pass every 5 s, and one right after each new lead. It runs without SMTP_URL too:
 * webhook deliveries go then, and mail waits in the outbox until a mail server is configured.
 */
export function startOutboxWorker(): void {
  if (state.__agencyOutbox) return;
  if (!mailConfigured())
    log.warn('outbox.smtp_not_configured', { note: 'notifications wait in the outbox until SMTP_URL is set' });
  const timer = setInterval(() => void run(), 5_000);
  timer.unref();
  state.__agencyOutbox = { timer, running: false, again: false };
  void run();
}

/** Asks for a pass now (after a lead committed); never waits for it. */
export function kickOutbox(): void {
  void run();
}
