/**
 * Leads and their notifications from the command line (the admin works them in the inbox, /admin/leads):
 *   npm run leads                      — the latest leads and the delivery state of each notification
 *   npm run outbox:drain               — one pass of the outbox over SMTP_URL
 *   npm run outbox:resend -- <id>      — send a notification (outbox id or lead id) again
 */
import { connect } from '../src/server/db/connect';
import { env } from '../src/lib/env';
import { drainOutbox, mailConfigured } from '../src/server/mail/worker';
import { resend } from '../src/server/mail/outbox';

const [command, argument] = process.argv.slice(2);
const { db, close } = connect(env().DATABASE_URL);

async function list(): Promise<void> {
  const rows = await db
    .selectFrom('leads')
    .leftJoin('outbox', 'outbox.lead_id', 'leads.id')
    .select([
      'leads.id',
      'leads.kind',
      'leads.status as lead_status',
      'leads.name',
      'leads.email',
      'leads.created_at',
      'outbox.id as outbox_id',
      'outbox.kind as notification',
      'outbox.status',
      'outbox.attempts',
      'outbox.last_error',
    ])
    .orderBy('leads.created_at', 'desc')
    .limit(50)
    .execute();
  if (!rows.length) return console.log('No leads yet.');
  if (!mailConfigured()) console.log('SMTP_URL is not set: notifications wait in the outbox ("not configured").\n');
  for (const row of rows) {
    const delivery = row.outbox_id
      ? `${row.notification} ${mailConfigured() || row.status !== 'pending' ? row.status : 'not configured'} (attempts ${row.attempts})${row.last_error ? ` — ${row.last_error}` : ''} [${row.outbox_id}]`
      : 'no notification (spam)';
    console.log(
      `${new Date(row.created_at).toISOString()}  ${row.kind.padEnd(10)} ${row.lead_status.padEnd(5)} ${row.name} <${row.email}>  ${delivery}  lead ${row.id}`,
    );
  }
}

try {
  if (command === 'drain') {
    // Webhook deliveries go either way; mail only with a mail server.
    if (!mailConfigured()) console.warn('SMTP_URL is not set: only webhook deliveries are sent');
    console.log(await drainOutbox());
  } else if (command === 'resend') {
    if (!argument) throw new Error('usage: npm run outbox:resend -- <outbox id or lead id>');
    const ids = (
      await db
        .selectFrom('outbox')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', argument), eb('lead_id', '=', argument)]))
        .execute()
    ).map((r) => r.id);
    if (!ids.length) throw new Error(`No notification ${argument}`);
    for (const id of ids) console.log(`${id}: ${(await resend(db, id)) ? 'queued again' : 'already sent or sending'}`);
  } else {
    await list();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
  process.exit();
}
