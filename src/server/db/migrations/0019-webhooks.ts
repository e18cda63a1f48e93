import type { Kysely, Migration } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Webhook endpoints (src/server/webhooks/endpoints.ts). Their deliveries are outbox rows of kind `webhook`: the row's
 * `recipient` is the endpoint's id, its `payload` the JSON body as it is signed and sent, its `lead_id` the lead (so a
 * deleted or erased lead takes its deliveries with it).
 */
export const webhooks: Migration = {
  async up(db: Kysely<unknown>) {
    const time = (await isPostgres(db)) ? 'bigint' : 'integer';
    await db.schema
      .createTable('webhooks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_kind_recipient').on('outbox').columns(['kind', 'recipient']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outbox_kind_recipient').execute();
    await db.schema.dropTable('webhooks').execute();
  },
};
