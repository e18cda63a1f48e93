import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { toWebhook, type Webhook, type WebhookEvent } from './endpoints';
import { webhookBody, type DeliveryEvent, type DeliveryPayload, type StatusChangeFacts } from './payload';

interface QueueContext {
  siteUrl: string;
  now: number;
}

async function insertDelivery(
  db: Kysely<Database>,
  webhook: Webhook,
  leadId: string | null,
  event: DeliveryEvent,
  body: (id: string) => string,
  { siteUrl, now }: QueueContext,
): Promise<string> {
  const id = randomUUID();
  const payload: DeliveryPayload = { event, body: body(id) };
  await db
    .insertInto('outbox')
    .values({
      id,
      lead_id: leadId,
      kind: 'webhook',
      recipient: webhook.id,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      lease_until: null,
      last_error: null,
      message_id: `<${id}@${new URL(siteUrl).hostname}>`,
      created_at: now,
      sent_at: null,
      payload: JSON.stringify(payload),
    })
    .execute();
  return id;
}

/**
 * Queues a delivery of a lead's event to every endpoint that is on and hears of it, in the caller's transaction: the
 * deliveries exist exactly when the lead (or its change) does, and go out later through the outbox, so an endpoint
 * that fails never loses or delays the lead. Returns how many were queued.
 */
export async function queueLeadEvent(
  trx: Kysely<Database>,
  event: WebhookEvent,
  leadId: string,
  context: QueueContext,
  change?: StatusChangeFacts,
): Promise<number> {
  const rows = await trx.selectFrom('webhooks').selectAll().where('enabled', '=', 1).execute();
  const webhooks = rows.map(toWebhook).filter((webhook) => webhook.events.includes(event));
  if (!webhooks.length) return 0;
  const lead = await trx.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
  for (const webhook of webhooks)
    await insertDelivery(
      trx,
      webhook,
      leadId,
      event,
      (id) => webhookBody(webhook.format, { id, event, at: context.now }, lead, context.siteUrl, change),
      context,
    );
  return webhooks.length;
}

/** Queues a test delivery (no lead) to one endpoint, whether or not it is on: the owner asked for it. */
export async function queueTestDelivery(
  db: Kysely<Database>,
  webhook: Webhook,
  context: QueueContext,
): Promise<string> {
  const event = 'webhook.test';
  return insertDelivery(
    db,
    webhook,
    null,
    event,
    (id) => webhookBody(webhook.format, { id, event, at: context.now }, undefined, context.siteUrl),
    context,
  );
}

/** How a delivery the admin is waiting on ended: delivered, refused (with the error), or not yet tried. */
type DeliveryOutcome = { status: 'delivered' } | { status: 'not_delivered'; error: string } | { status: 'queued' };

/**
 * Waits, at most `timeoutMs`, for the outbox to try a delivery once (a test the owner just pressed), and says how it
 * went: the admin shows the answer at once instead of "queued".
 */
export async function deliveryOutcome(
  db: Kysely<Database>,
  id: string,
  { timeoutMs = 10_000, pollMs = 200 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<DeliveryOutcome> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db.selectFrom('outbox').select(['status', 'last_error']).where('id', '=', id).executeTakeFirst();
    if (row?.status === 'sent') return { status: 'delivered' };
    if (row && (row.status === 'retry' || row.status === 'dead'))
      return { status: 'not_delivered', error: row.last_error ?? '' };
    if (!row || Date.now() >= deadline) return { status: 'queued' };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
