import 'server-only';
import { loadMessages } from '@/i18n/messages';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/locales';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';
import { getSiteSettings } from '@/server/queries/settings';
import { createDispatcher, type Dispatcher } from './dispatcher';
import type { ProcessOptions } from './outbox-delivery';
import { httpsWebhookSender } from '@/server/webhooks/deliver';
import { webhookRowSender } from '@/server/webhooks/outbox-sender';
import { smtpSender } from './transport';

const state = globalThis as typeof globalThis & { __agencyOutbox?: { timer: NodeJS.Timeout; dispatcher: Dispatcher } };

/** Whether notifications can leave at all; without SMTP_URL they wait in the outbox. */
export function mailConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

/** The senders of a pass: webhook deliveries always, mail with the configured SMTP server. */
async function outboxOptions(): Promise<ProcessOptions> {
  const config = env();
  const site = await getSiteSettings();
  return {
    send: config.SMTP_URL ? smtpSender(config.SMTP_URL) : undefined,
    webhook: webhookRowSender(getDb(), httpsWebhookSender({ allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE })),
    from: config.MAIL_FROM,
    replyTo: config.CONTACT_EMAIL ?? site.emails.contact,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    confirmationTexts: async (locale) => (await loadMessages(isLocale(locale) ? locale : 'en')).leadMail,
  };
}

/** Sends everything due now, lanes side by side, and waits for the last of them (the command line's `drain`). */
export async function drainOutbox(): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  let failure: unknown;
  const dispatcher = createDispatcher({
    db: getDb(),
    options: outboxOptions,
    onPass: (_lane, { sent, failed }) => {
      total.sent += sent;
      total.failed += failed;
    },
    onError: (error) => (failure ??= error),
  });
  await dispatcher.dispatch();
  await dispatcher.settled();
  if (failure) throw failure;
  return total;
}

/**
 * Starts the in-process worker: a dispatch every 5 s, and one right after each new lead. Mail and each webhook
 * endpoint are lanes of their own (src/server/mail/dispatcher.ts), so a slow endpoint delays nothing else. It runs
 * without SMTP_URL too: webhook deliveries go then, and mail waits in the outbox until a mail server is configured.
 */
export function startOutboxWorker(): void {
  if (state.__agencyOutbox) return;
  if (!mailConfigured())
    log.warn('outbox.smtp_not_configured', { note: 'notifications wait in the outbox until SMTP_URL is set' });
  const dispatcher = createDispatcher({
    db: getDb(),
    options: outboxOptions,
    onPass: (lane, { sent, failed }) => {
      if (sent || failed) log.info('outbox.pass', { lane, sent, failed });
    },
    onError: (error, lane) => log.error('outbox.pass_failed', { lane, error: errorMessage(error) }),
  });
  const timer = setInterval(() => void dispatcher.dispatch(), 5_000);
  timer.unref();
  state.__agencyOutbox = { timer, dispatcher };
  void dispatcher.dispatch();
}

/** Asks for a dispatch now (after a lead committed); never waits for it. */
export function kickOutbox(): void {
  void state.__agencyOutbox?.dispatcher.dispatch();
}
