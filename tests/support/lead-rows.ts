import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { LeadsTable } from '../../src/server/db/schema';

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
