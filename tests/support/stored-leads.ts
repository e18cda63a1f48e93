import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { enqueue } from '../../src/server/mail/outbox';
import { leadRow } from './lead-rows';

/** The id of a writer's n-th lead: zero-padded, so ids sort in the order they were stored. */
export function leadId(writer: string, n: number): string {
  return `${writer}-${String(n).padStart(6, '0')}`;
}

/**
 * Stores a contact lead and its agency notification in one transaction, as a form submission does (submitLead), with a
 * message long enough that rows span pages: a snapshot taken mid-transaction would show half of it.
 */
export async function storeLead(db: Kysely<Database>, writer: string, n: number): Promise<string> {
  const id = leadId(writer, n);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const message = `Message ${n}: ${'a project that needs doing, '.repeat(40)}`;
    await trx
      .insertInto('leads')
      .values(leadRow({ id, name: `Lead ${n}`, email: `lead${n}@example.com`, message, created_at: now }))
      .execute();
    await enqueue(
      trx,
      [{ id: `${id}-agency`, lead_id: id, kind: 'agency', recipient: 'hello@example.com' }],
      'example.com',
      now,
    );
  });
  return id;
}
