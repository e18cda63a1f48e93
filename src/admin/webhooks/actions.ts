'use server';

import { env } from '@/lib/env';
import { addressProblem } from '@/server/webhooks/address';
import {
  addEndpoint,
  deleteEndpoint,
  resendEndpointDelivery,
  rotateEndpointSecret,
  testEndpoint,
  updateEndpoint,
} from '@/server/webhooks/manage';
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

const target = (id: string) => `webhook:${id}`;
/** How the activity log names an endpoint: its host, never its path (a Slack URL's path is its credential). */
const hostOf = (url: string) => new URL(url).host;

/** Adds an endpoint with a fresh signing secret: owners only (SECURITY.md A1), like every action here. */
export const addWebhookAction = adminAction(
  {
    access: 'manage',
    failure: 'admin.webhook_add_failed',
    input: addWebhookInputSchema,
    refreshAfter: (r) => r.status === 'added',
  },
  async (input, { user }) => refusedAddress(input.url) ?? addEndpoint(input, user),
  (input, result) =>
    result.status === 'added'
      ? {
          action: 'webhook.added',
          target: target(result.id),
          summary: `${hostOf(input.url)} (${input.format}): ${input.events.join(', ')}`,
        }
      : undefined,
);

export const updateWebhookAction = adminAction(
  {
    access: 'manage',
    failure: 'admin.webhook_update_failed',
    input: updateWebhookInputSchema,
    refreshAfter: (r) => r.status === 'saved',
  },
  async ({ id, ...input }) => refusedAddress(input.url) ?? updateEndpoint(id, input),
  ({ id, ...input }, result) =>
    result.status === 'saved'
      ? {
          action: 'webhook.updated',
          target: target(id),
          summary: `${hostOf(input.url)} (${input.format}, ${input.enabled ? 'on' : 'paused'}): ${input.events.join(', ')}`,
        }
      : undefined,
);

export const rotateWebhookSecretAction = adminAction(
  {
    access: 'manage',
    failure: 'admin.webhook_rotate_failed',
    input: webhookIdInputSchema,
    refreshAfter: (r) => r.status === 'rotated',
  },
  ({ id }) => rotateEndpointSecret(id),
  ({ id }, result) =>
    result.status === 'rotated'
      ? { action: 'webhook.secret', target: target(id), summary: 'New signing secret' }
      : undefined,
);

export const deleteWebhookAction = adminAction(
  { access: 'manage', failure: 'admin.webhook_delete_failed', input: webhookIdInputSchema },
  ({ id }, { user }) => deleteEndpoint(id, user),
  ({ id }, result) =>
    result.status === 'deleted'
      ? { action: 'webhook.deleted', target: target(id), summary: hostOf(result.url) }
      : undefined,
);

/**
 * Queues a test delivery (no lead in it), asks the outbox to send it now, and waits (up to 10 s) to say how it went:
 * delivered, or not with the endpoint's answer; only a test still untried by then is "queued".
 */
export const testWebhookAction = adminAction(
  {
    access: 'manage',
    failure: 'admin.webhook_test_failed',
    input: webhookIdInputSchema,
    refreshAfter: (r) => r.status === 'queued' || r.status === 'delivered' || r.status === 'not_delivered',
  },
  ({ id }) => testEndpoint(id),
  ({ id }, result) =>
    'url' in result ? { action: 'webhook.tested', target: target(id), summary: hostOf(result.url) } : undefined,
);

/** Sends a delivery again with a fresh attempt budget: a failed one, or a delivered one the receiver lost. */
export const resendDeliveryAction = adminAction(
  {
    access: 'manage',
    failure: 'admin.webhook_resend_failed',
    input: resendDeliveryInputSchema,
    refreshAfter: (r) => r.status === 'queued',
  },
  ({ id, deliveryId }) => resendEndpointDelivery(id, deliveryId),
  ({ id, deliveryId }, result) =>
    result.status === 'queued'
      ? { action: 'webhook.resent', target: target(id), summary: `delivery ${deliveryId}` }
      : undefined,
);
