import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, LeadsTable, OutboxTable } from '../../src/server/db/schema';

/** A contact lead as the form stores it, with `values` on top: the row a test inserts when it needs a lead to act on. */
export function leadRow(values: Partial<Insertable<LeadsTable>> = {}): Insertable<LeadsTable> {
  return {
    id: randomUUID(),
    kind: 'contact',
    status: 'new',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    company: null,
    budget: null,
    message: 'Hello',
    services: '["web-development"]',
    estimate: null,
    plan: null,
    locale: 'en',
    page: '/contact-us',
    ip_hash: null,
    user_agent: null,
    created_at: Date.now(),
    first_response_at: null,
    ...values,
  };
}

/** Stores `leadRow(values)` in `db` and answers its id. */
export async function insertLead(db: Kysely<Database>, values: Partial<Insertable<LeadsTable>> = {}): Promise<string> {
  const row = leadRow(values);
  await db.insertInto('leads').values(row).execute();
  return row.id;
}

/** A notification of `leadId` in the outbox, queued now (the agency's e-mail unless `values` say otherwise). */
export function outboxRow(leadId: string, values: Partial<Insertable<OutboxTable>> = {}): Insertable<OutboxTable> {
  const id = values.id ?? randomUUID();
  return {
    id,
    lead_id: leadId,
    kind: 'agency',
    recipient: 'hello@emberline.example',
    status: 'pending',
    attempts: 0,
    next_attempt_at: Date.now(),
    lease_until: null,
    last_error: null,
    message_id: `<${id}@emberline.example>`,
    created_at: Date.now(),
    sent_at: null,
    payload: null,
    ...values,
  };
}

/**
 * A calculator quote from an Arabic page three days ago, its estimate two lines with a discount: a lead that shows
 * every part of a lead's page.
 */
export function quoteLeadRow(id: string): Insertable<LeadsTable> {
  const estimate = {
    tab: 'web',
    tabLabel: 'Web Development',
    interval: 'monthly',
    lines: [
      { id: 'web-type-landing', label: 'Landing page', amount: 1200, oneTime: true },
      { id: 'care', label: 'Care plan', amount: 90, oneTime: false },
    ],
    subtotal: 1290,
    discountPercent: 10,
    discount: 129,
    total: 1161,
  };
  return {
    id,
    kind: 'contact',
    status: 'new',
    name: 'Axe Quote',
    email: 'axe@example.com',
    phone: '+1 555 0100',
    company: 'Axe Co',
    budget: '25k-plus',
    message: 'A quote to look at.',
    services: '["web-development"]',
    estimate: JSON.stringify(estimate),
    plan: null,
    locale: 'ar',
    page: '/ar/contact-us',
    ip_hash: null,
    user_agent: 'Mozilla/5.0',
    created_at: Date.now() - 3 * 86_400_000,
    first_response_at: null,
  };
}
