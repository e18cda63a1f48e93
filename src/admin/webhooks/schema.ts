import { z } from 'zod';
import { webhookEvents, webhookFormats } from '@/server/webhooks/endpoints';
import copy from '@messages/admin/webhooks.json';

const id = z.uuid();

/** An endpoint as the form sends it; the address's rules beyond its shape (https, not private) are checked after. */
const webhookFieldsSchema = z.strictObject({
  url: z.string().trim().min(1, copy.errors.format).max(2000, copy.errors.format),
  description: z.string().trim().max(120),
  format: z.enum(webhookFormats),
  events: z
    .array(z.enum(webhookEvents))
    .min(1, copy.errors.events)
    .max(webhookEvents.length)
    .refine((events) => new Set(events).size === events.length, copy.errors.events),
});

export const addWebhookInputSchema = webhookFieldsSchema;
export const updateWebhookInputSchema = webhookFieldsSchema.extend({ id, enabled: z.boolean() });
export const webhookIdInputSchema = z.strictObject({ id });
export const resendDeliveryInputSchema = z.strictObject({ id, deliveryId: id });
