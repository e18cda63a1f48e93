import type { Generated } from 'kysely';

/** The leads' tables: the leads, their history and notes, and what is sent about them (the outbox, webhooks). */

export interface LeadsTable {
  id: string;
  kind: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  budget: string | null;
  message: string;
  services: string;
  estimate: string | null;
  plan: string | null;
  locale: string;
  page: string | null;
  /** The label of the page's form it was sent from (a contact-form block's), null for the site's own forms. */
  form_source: Generated<string | null>;
  ip_hash: string | null;
  user_agent: string | null;
  created_at: number;
  /** When someone first moved the lead out of `new` (the reply clock stops). */
  first_response_at: number | null;
  /** The sender's anonymous visitor hash of that day (joins the lead to its page views). */
  visitor: Generated<string | null>;
  /** Where the visit came from (src/lib/attribution.ts): the page it landed on, the site that linked to it… */
  landing_page: Generated<string | null>;
  referrer_host: Generated<string | null>;
  /** …and the campaign tags of the landing address. */
  utm_source: Generated<string | null>;
  utm_medium: Generated<string | null>;
  utm_campaign: Generated<string | null>;
  utm_term: Generated<string | null>;
  utm_content: Generated<string | null>;
  /** Ad click ids of the landing address, as JSON (`{"gclid":"…"}`). */
  click_ids: Generated<string | null>;
  /** The admin user who answers it; null while nobody does. */
  assigned_to: Generated<string | null>;
  /** When the e-mail saying it waits too long in `new` was queued; null until then. */
  alerted_at: Generated<number | null>;
}

interface LeadStatusChangesTable {
  id: Generated<number>;
  lead_id: string;
  from_status: string;
  to_status: string;
  changed_by: string;
  changed_by_name: string;
  changed_at: number;
}

/** A change of who answers a lead; `assigned_to` null when it became unassigned. */
interface LeadAssignmentsTable {
  id: Generated<number>;
  lead_id: string;
  assigned_to: string | null;
  assigned_to_name: string | null;
  changed_by: string;
  changed_by_name: string;
  changed_at: number;
}

interface LeadNotesTable {
  id: Generated<number>;
  lead_id: string;
  body: string;
  author_id: string;
  author_name: string;
  created_at: number;
}

export interface OutboxTable {
  id: string;
  /** Null for mail that is not about a lead (an invitation); its message is then in `payload`. */
  lead_id: string | null;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  message_id: string;
  created_at: number;
  sent_at: number | null;
  payload: string | null;
}

/** An endpoint that hears of leads (src/server/webhooks/endpoints.ts); its deliveries are `webhook` outbox rows. */
export interface WebhooksTable {
  id: string;
  /** An https address; checked against private and loopback ranges when saved and again on every delivery. */
  url: string;
  /** `json`: the signed event; `slack`: a message for a Slack-compatible incoming webhook. */
  format: 'json' | 'slack';
  /** The events it hears of, as a JSON array (`["lead.created"]`). */
  events: string;
  /** The HMAC-SHA256 key of `X-Emberline-Signature` (shown to owners, who give it to the receiver). */
  secret: string;
  description: Generated<string>;
  /** 1: deliveries are queued; 0: paused. */
  enabled: Generated<number>;
  created_at: number;
  created_by: string;
}

export interface LeadTables {
  leads: LeadsTable;
  lead_status_changes: LeadStatusChangesTable;
  lead_assignments: LeadAssignmentsTable;
  lead_notes: LeadNotesTable;
  outbox: OutboxTable;
  webhooks: WebhooksTable;
}
