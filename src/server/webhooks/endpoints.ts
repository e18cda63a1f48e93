import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, WebhooksTable } from '@/server/db/schema';

/** What a webhook can hear of. */
export const webhookEvents = ['lead.created', 'lead.status_changed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
export const webhookFormats = ['json', 'slack'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

export interface Webhook {
  id: string;
  url: string;
  format: WebhookFormat;
  events: WebhookEvent[];
  secret: string;
  description: string;
  enabled: boolean;
  createdAt: number;
  createdBy: string;
}

export interface WebhookInput {
  url: string;
  format: WebhookFormat;
  events: WebhookEvent[];
  description: string;
}

const isEvent = (value: unknown): value is WebhookEvent => webhookEvents.includes(value as WebhookEvent);

export function toWebhook(row: Selectable<WebhooksTable>): Webhook {
  const events: unknown = JSON.parse(row.events);
  return {
    id: row.id,
    url: row.url,
    format: row.format === 'slack' ? 'slack' : 'json',
    events: Array.isArray(events) ? events.filter(isEvent) : [],
    secret: row.secret,
    description: row.description,
    enabled: Number(row.enabled) === 1,
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
  };
}

/** A fresh signing key: 32 random bytes, prefixed so that it is recognisable where it is pasted. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export async function listWebhooks(db: Kysely<Database>): Promise<Webhook[]> {
  const rows = await db.selectFrom('webhooks').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map(toWebhook);
}

export async function getWebhook(db: Kysely<Database>, id: string): Promise<Webhook | undefined> {
  const row = await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toWebhook(row);
}

export async function addWebhook(
  db: Kysely<Database>,
  input: WebhookInput,
  by: string,
  now = Date.now(),
): Promise<Webhook> {
  const row = {
    id: randomUUID(),
    url: input.url,
    format: input.format,
    events: JSON.stringify(input.events),
    secret: newSecret(),
    description: input.description,
    enabled: 1,
    created_at: now,
    created_by: by,
  };
  await db.insertInto('webhooks').values(row).execute();
  return toWebhook(row);
}

/** Changes an endpoint's address, format, events, description or whether it is on; its key stays. */
export async function updateWebhook(
  db: Kysely<Database>,
  id: string,
  input: WebhookInput & { enabled: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({
      url: input.url,
      format: input.format,
      events: JSON.stringify(input.events),
      description: input.description,
      enabled: input.enabled ? 1 : 0,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new signing key; deliveries already queued are signed with it when they go. */
export async function rotateSecret(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.updateTable('webhooks').set({ secret: newSecret() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes an endpoint with its delivery log (its queued deliveries would have nowhere to go). */
export async function deleteWebhook(db: Kysely<Database>, id: string): Promise<Webhook | undefined> {
  return db.transaction().execute(async (trx) => {
    const webhook = await getWebhook(trx, id);
    if (!webhook) return undefined;
    await trx.deleteFrom('outbox').where('kind', '=', 'webhook').where('recipient', '=', id).execute();
    await trx.deleteFrom('webhooks').where('id', '=', id).execute();
    return webhook;
  });
}

export interface Delivery {
  id: string;
  event: string;
  leadId: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  nextAttemptAt: number;
  sentAt: number | null;
}

/** An endpoint's deliveries, newest first. */
export async function listDeliveries(db: Kysely<Database>, webhookId: string, limit = 50): Promise<Delivery[]> {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      'lead_id',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'next_attempt_at',
      'sent_at',
      'payload',
    ])
    .where('kind', '=', 'webhook')
    .where('recipient', '=', webhookId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    event: eventOf(row.payload),
    leadId: row.lead_id,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    nextAttemptAt: Number(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  }));
}

/** The event a queued body is about (its envelope names it). */
function eventOf(payload: string | null): string {
  try {
    const envelope = JSON.parse(payload ?? 'null') as { event?: unknown } | null;
    return typeof envelope?.event === 'string' ? envelope.event : '';
  } catch {
    return '';
  }
}

/** Deliveries per endpoint that were given up on: the list shows them beside each endpoint. */
export async function deadDeliveryCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select(['recipient', (eb) => eb.fn.countAll<number>().as('n')])
    .where('kind', '=', 'webhook')
    .where('status', '=', 'dead')
    .groupBy('recipient')
    .execute();
  return new Map(rows.map((row) => [row.recipient, Number(row.n)]));
}
