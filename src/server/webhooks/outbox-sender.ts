import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { PermanentDeliveryError, type RowSender } from '@/server/mail/outbox-delivery';
import { SIGNATURE_HEADER, signature, type WebhookSender } from './deliver';
import { getWebhook } from './endpoints';
import { deliveryPayloadSchema } from './payload';

function payloadOf(text: string | null) {
  try {
    const parsed = deliveryPayloadSchema.safeParse(JSON.parse(text ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // Dead-lettered below, like a payload of the wrong shape.
  }
  throw new PermanentDeliveryError('the queued delivery has no body');
}

/**
 * Sends the outbox's webhook rows: the body queued with the event, signed now with the endpoint's current key (a
 * fresh timestamp on every attempt, so a resend passes a receiver's age check), with the event and the delivery's id
 * (the same on every attempt: receivers drop repeats by it). A deleted endpoint, or one paused since, gives up.
 */
export function webhookRowSender(db: Kysely<Database>, send: WebhookSender, now = Date.now): RowSender {
  return async ({ id, recipient, payload }) => {
    const webhook = await getWebhook(db, recipient);
    if (!webhook) throw new PermanentDeliveryError('the endpoint was deleted');
    const { event, body } = payloadOf(payload);
    if (!webhook.enabled && event !== 'webhook.test') throw new PermanentDeliveryError('the endpoint is paused');
    await send({
      url: webhook.url,
      body,
      headers: {
        'User-Agent': 'Emberline-Webhooks/1.0',
        'X-Emberline-Event': event,
        'X-Emberline-Delivery': id,
        [SIGNATURE_HEADER]: signature(webhook.secret, body, Math.floor(now() / 1000)),
      },
    });
  };
}
