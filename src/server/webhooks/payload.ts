import type { Selectable } from 'kysely';
import { z } from 'zod';
import { adminPaths } from '@/lib/admin-paths';
import type { LeadsTable } from '@/server/db/schema';
import type { WebhookEvent, WebhookFormat } from './endpoints';

/** What a delivery is about: an event of a lead, or the test an owner sends from the endpoint's page. */
export type DeliveryEvent = WebhookEvent | 'webhook.test';

/** The outbox row's payload: the event it is about and the body exactly as it is signed and sent. */
export const deliveryPayloadSchema = z.strictObject({ event: z.string().min(1).max(60), body: z.string().min(1) });
export type DeliveryPayload = z.infer<typeof deliveryPayloadSchema>;

export interface StatusChangeFacts {
  from: string;
  to: string;
  by: string;
}

const iso = (time: number | string) => new Date(Number(time)).toISOString();

function parsed<T>(json: string | null, fallback: T): T {
  try {
    return json === null ? fallback : (JSON.parse(json) as T);
  } catch {
    return fallback;
  }
}

/** A lead as a receiver gets it: what the visitor sent, where their visit came from, and its page in the admin. */
function leadForWebhook(row: Selectable<LeadsTable>, siteUrl: string) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    budget: row.budget,
    message: row.message,
    services: parsed<string[]>(row.services, []),
    estimate: parsed<unknown>(row.estimate, null),
    plan: row.plan,
    locale: row.locale,
    page: row.page,
    created_at: iso(row.created_at),
    source: {
      landing_page: row.landing_page,
      referrer_host: row.referrer_host,
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      utm_term: row.utm_term,
      utm_content: row.utm_content,
      click_ids: parsed<Record<string, string>>(row.click_ids, {}),
    },
    admin_url: new URL(adminPaths.lead(row.id), siteUrl).href,
  };
}

/** Slack's mrkdwn reserves these three characters in text. */
const slackText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const kindWords: Record<string, string> = {
  contact: 'contact message',
  quote: 'calculator quote',
  whitelabel: 'white-label inquiry',
  chat: 'chat message',
};

/** The message of a Slack-compatible incoming webhook: who, what they want in a line or three, and a link. */
function slackMessage(
  event: DeliveryEvent,
  row: Selectable<LeadsTable> | undefined,
  siteUrl: string,
  change?: StatusChangeFacts,
) {
  if (!row) return { text: `Test from ${slackText(new URL(siteUrl).host)}: this endpoint receives the site's leads.` };
  const link = `<${new URL(adminPaths.lead(row.id), siteUrl).href}|Open the lead>`;
  const who = `*${slackText(row.name || row.email)}*${row.name ? ` (${slackText(row.email)})` : ''}`;
  if (event === 'lead.status_changed' && change)
    return { text: `Lead from ${who} moved from ${change.from} to *${change.to}* by ${slackText(change.by)}. ${link}` };
  const kind = kindWords[row.kind === 'contact' && row.estimate ? 'quote' : row.kind] ?? 'lead';
  const excerpt = row.message.length > 300 ? `${row.message.slice(0, 300)}…` : row.message;
  const quoted = excerpt
    .split('\n')
    .map((line) => `>${slackText(line)}`)
    .join('\n');
  return { text: `New ${kind} from ${who}\n${quoted}\n${link}` };
}

/**
 * The body of one delivery. `json`: the event's envelope (its delivery id, so a receiver can drop a repeat, the event,
 * when it happened) with the lead and, for a status change, the change. `slack`: a message for the channel.
 */
export function webhookBody(
  format: WebhookFormat,
  delivery: { id: string; event: DeliveryEvent; at: number },
  row: Selectable<LeadsTable> | undefined,
  siteUrl: string,
  change?: StatusChangeFacts,
): string {
  if (format === 'slack') return JSON.stringify(slackMessage(delivery.event, row, siteUrl, change));
  return JSON.stringify({
    id: delivery.id,
    event: delivery.event,
    created_at: iso(delivery.at),
    ...(row ? { lead: leadForWebhook(row, siteUrl) } : {}),
    ...(change ? { change } : {}),
  });
}
