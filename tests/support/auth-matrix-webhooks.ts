/**
 * The webhook rows the auth matrix acts on. Their endpoints are at a loopback address written into the database (the
 * actions refuse one): a delivery to them is refused before any connection, so the matrix sends nothing anywhere.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

async function insertEndpoint(db: Kysely<Database>): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('webhooks')
    .values({
      id,
      url: 'https://127.0.0.1:9/matrix',
      format: 'json',
      events: '["lead.created"]',
      secret: 'whsec_matrix',
      created_at: Date.now(),
      created_by: 'auth matrix',
    })
    .execute();
  return id;
}

export function webhookRows(db: Kysely<Database>) {
  let seeded: Promise<string> | undefined;
  /** The endpoint changed and given new secrets (made once). */
  const endpoint = () => (seeded ??= insertEndpoint(db));
  return {
    endpoint,
    /** A new endpoint each time, for the delete. */
    doomedEndpoint: insertEndpoint.bind(null, db),
    /** A failed delivery to a new endpoint each time, for the resend (one resent may not have failed again yet). */
    async deadDelivery(): Promise<{ id: string; deliveryId: string }> {
      const id = await insertEndpoint(db);
      const deliveryId = randomUUID();
      const now = Date.now();
      await db
        .insertInto('outbox')
        .values({
          id: deliveryId,
          lead_id: null,
          kind: 'webhook',
          recipient: id,
          status: 'dead',
          attempts: 1,
          next_attempt_at: now,
          lease_until: null,
          last_error: 'HTTP 500',
          message_id: `<${deliveryId}@matrix>`,
          created_at: now,
          sent_at: null,
          payload: JSON.stringify({ event: 'webhook.test', body: '{}' }),
        })
        .execute();
      return { id, deliveryId };
    },
  };
}
