import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Set-password mails queued before this version carry their link in the text: they are withheld (the owner issues a
 * new link, whose mail gets its copy of the link only when sent). The index serves the retention purge.
 */
export const outboxRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update outbox set payload = null, status = 'dead', lease_until = null,
      last_error = 'withheld on upgrade: the queued text held a set-password link; issue a new link'
      where kind = 'account' and payload is not null`.execute(db);
    await db.schema.createIndex('outbox_kind_status').on('outbox').columns(['kind', 'status']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outbox_kind_status').execute();
  },
};
