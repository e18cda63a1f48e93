import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { resend } from '@/server/mail/outbox';
import { kickOutbox } from '@/server/mail/worker';
import { addWebhook, deleteWebhook, getWebhook, rotateSecret, updateWebhook, type WebhookInput } from './endpoints';
import { deliveryOutcome, queueTestDelivery } from './queue';

/*
 * The owner's writes to the webhook endpoints (src/admin/webhooks/actions.ts checks the role and the input, and writes
 * the activity log from the answers).
 */

const notFound = { status: 'not_found' as const };

export async function addEndpoint(input: WebhookInput, by: { id: string; name: string }) {
  const webhook = await addWebhook(getDb(), input, by.name);
  log.info('admin.webhook_added', { id: webhook.id, userId: by.id });
  return { status: 'added' as const, id: webhook.id };
}

export async function updateEndpoint(id: string, input: WebhookInput & { enabled: boolean }) {
  return (await updateWebhook(getDb(), id, input)) ? { status: 'saved' as const } : notFound;
}

export async function rotateEndpointSecret(id: string) {
  return (await rotateSecret(getDb(), id)) ? { status: 'rotated' as const } : notFound;
}

/** An endpoint deleted, with its address for the activity log. */
export async function deleteEndpoint(id: string, by: { id: string }) {
  const removed = await deleteWebhook(getDb(), id);
  if (!removed) return notFound;
  log.info('admin.webhook_deleted', { id, userId: by.id });
  return { status: 'deleted' as const, url: removed.url };
}

/**
 * Queues a test delivery (no lead in it), asks the outbox to send it now, and waits (up to 10 s) to say how it went;
 * the endpoint's address comes with the answer, for the activity log.
 */
export async function testEndpoint(id: string) {
  const db = getDb();
  const webhook = await getWebhook(db, id);
  if (!webhook) return notFound;
  const delivery = await queueTestDelivery(db, webhook, { siteUrl: env().SITE_URL, now: Date.now() });
  kickOutbox();
  return { ...(await deliveryOutcome(db, delivery)), url: webhook.url };
}

/** Sends one of an endpoint's deliveries again with a fresh attempt budget: a failed one, or a delivered one lost. */
export async function resendEndpointDelivery(id: string, deliveryId: string) {
  const db = getDb();
  const delivery = await db
    .selectFrom('outbox')
    .select('id')
    .where('id', '=', deliveryId)
    .where('kind', '=', 'webhook')
    .where('recipient', '=', id)
    .executeTakeFirst();
  if (!delivery || !(await resend(db, deliveryId, Date.now(), ['dead', 'sent']))) return notFound;
  kickOutbox();
  return { status: 'queued' as const };
}
