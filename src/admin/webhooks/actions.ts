'use server';

import { recordAudit } from '@/server/audit';
import { getDb } from '@/server/db';
import { env } from '@/lib/env';
import { log } from '@/server/log';
import { resend } from '@/server/mail/outbox';
import { kickOutbox } from '@/server/mail/worker';
import { addressProblem } from '@/server/webhooks/address';
import {
  addWebhook,
  deleteWebhook,
  getWebhook,
  rotateSecret,
  updateWebhook,
  type WebhookInput,
} from '@/server/webhooks/endpoints';
import { deliveryOutcome, queueTestDelivery } from '@/server/webhooks/queue';
import copy from '@messages/admin/webhooks.json';
import { adminAction } from '../admin-action';
import {
  addWebhookInputSchema,
  resendDeliveryInputSchema,
  updateWebhookInputSchema,
  webhookIdInputSchema,
} from './schema';

/** The address's own rules (https, no credentials, not a private network), as a field error; else undefined. */
function refusedAddress(url: string) {
  const problem = addressProblem(url, env().WEBHOOKS_ALLOW_PRIVATE);
  return problem && { status: 'invalid' as const, fields: { url: copy.errors[problem] } };
}

const notFound = { status: 'not_found' as const };
const target = (id: string) => `webhook:${id}`;
/** How the activity log names an endpoint: its host, never its path (a Slack URL's path is its credential). */
const hostOf = (url: string) => new URL(url).host;

/** Adds an endpoint with a fresh signing secret: owners only (SECURITY.md A1), like every action here. */
export const addWebhookAction = adminAction(
  {
    role: 'owner',
    failure: 'admin.webhook_add_failed',
    input: addWebhookInputSchema,
    refreshAfter: (r) => r.status === 'added',
  },
  async (input: WebhookInput, { user }) => {
    const refusal = refusedAddress(input.url);
    if (refusal) return refusal;
    const db = getDb();
    const webhook = await addWebhook(db, input, user.name);
    log.info('admin.webhook_added', { id: webhook.id, userId: user.id });
    await recordAudit(db, user, {
      action: 'webhook.added',
      target: target(webhook.id),
      summary: `${hostOf(webhook.url)} (${webhook.format}): ${webhook.events.join(', ')}`,
    });
    return { status: 'added' as const, id: webhook.id };
  },
);

export const updateWebhookAction = adminAction(
  {
    role: 'owner',
    failure: 'admin.webhook_update_failed',
    input: updateWebhookInputSchema,
    refreshAfter: (r) => r.status === 'saved',
  },
  async ({ id, ...input }, { user }) => {
    const refusal = refusedAddress(input.url);
    if (refusal) return refusal;
    const db = getDb();
    if (!(await updateWebhook(db, id, input))) return notFound;
    await recordAudit(db, user, {
      action: 'webhook.updated',
      target: target(id),
      summary: `${hostOf(input.url)} (${input.format}, ${input.enabled ? 'on' : 'paused'}): ${input.events.join(', ')}`,
    });
    return { status: 'saved' as const };
  },
);

export const rotateWebhookSecretAction = adminAction(
  {
    role: 'owner',
    failure: 'admin.webhook_rotate_failed',
    input: webhookIdInputSchema,
    refreshAfter: (r) => r.status === 'rotated',
  },
  async ({ id }, { user }) => {
    const db = getDb();
    if (!(await rotateSecret(db, id))) return notFound;
    await recordAudit(db, user, { action: 'webhook.secret', target: target(id), summary: 'New signing secret' });
    return { status: 'rotated' as const };
  },
);

export const deleteWebhookAction = adminAction(
  { role: 'owner', failure: 'admin.webhook_delete_failed', input: webhookIdInputSchema },
  async ({ id }, { user }) => {
    const db = getDb();
    const removed = await deleteWebhook(db, id);
    if (!removed) return notFound;
    log.info('admin.webhook_deleted', { id, userId: user.id });
    await recordAudit(db, user, { action: 'webhook.deleted', target: target(id), summary: hostOf(removed.url) });
    return { status: 'deleted' as const };
  },
);

/**
 * Queues a test delivery (no lead in it), asks the outbox to send it now, and waits (up to 10 s) to say how it went:
 * delivered, or not with the endpoint's answer; only a test still untried by then is "queued".
 */
export const testWebhookAction = adminAction(
  {
    role: 'owner',
    failure: 'admin.webhook_test_failed',
    input: webhookIdInputSchema,
    refreshAfter: (r) => r.status === 'queued' || r.status === 'delivered' || r.status === 'not_delivered',
  },
  async ({ id }, { user }) => {
    const db = getDb();
    const webhook = await getWebhook(db, id);
    if (!webhook) return notFound;
    const delivery = await queueTestDelivery(db, webhook, { siteUrl: env().SITE_URL, now: Date.now() });
    await recordAudit(db, user, { action: 'webhook.tested', target: target(id), summary: hostOf(webhook.url) });
    kickOutbox();
    return deliveryOutcome(db, delivery);
  },
);

/** Sends a delivery again with a fresh attempt budget: a failed one, or a delivered one the receiver lost. */
export const resendDeliveryAction = adminAction(
  {
    role: 'owner',
    failure: 'admin.webhook_resend_failed',
    input: resendDeliveryInputSchema,
    refreshAfter: (r) => r.status === 'queued',
  },
  async ({ id, deliveryId }, { user }) => {
    const db = getDb();
    const delivery = await db
      .selectFrom('outbox')
      .select('id')
      .where('id', '=', deliveryId)
      .where('kind', '=', 'webhook')
      .where('recipient', '=', id)
      .executeTakeFirst();
    if (!delivery || !(await resend(db, deliveryId, Date.now(), ['dead', 'sent']))) return notFound;
    await recordAudit(db, user, { action: 'webhook.resent', target: target(id), summary: `delivery ${deliveryId}` });
    kickOutbox();
    return { status: 'queued' as const };
  },
);
