import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { leadRow } from '../../../tests/support/lead-rows';
import { startSmtp, type TestSmtp } from '../../../tests/support/smtp';
import { startWebhookReceiver, type WebhookReceiver } from '../../../tests/support/webhook-receiver';
import type { Database } from '../db/schema';
import { httpsWebhookSender } from '../webhooks/deliver';
import { addWebhook } from '../webhooks/endpoints';
import { webhookRowSender } from '../webhooks/outbox-sender';
import { queueLeadEvent } from '../webhooks/queue';
import { createDispatcher } from './dispatcher';
import { enqueue } from './outbox';
import { webhookLane, type Lane, type ProcessOptions } from './outbox-delivery';
import { smtpSender } from './transport';

const databases = await testDatabases();
const SITE = 'https://www.emberline.example';
/**
 * How long one webhook attempt may take here (15 s in production): long enough that, on a machine busy with the whole
 * suite, the other deliveries (about 0.3 s on a quiet one, 2.9 s seen under load) are done before a slow one gives up.
 */
const DEADLINE_MS = 5_000;

let receiver: WebhookReceiver;
let smtp: TestSmtp;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // Endpoints under /slow answer 200 and then a byte every 100 ms, never ending.
  receiver.trickle('/slow', 100);
  smtp = await startSmtp();
});
afterAll(async () => {
  await receiver.close();
  await smtp.close();
});

describe.each(databases)('the outbox dispatcher, on $name (H5)', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  /** Endpoints at these paths, all subscribed to new leads; their ids by path. */
  async function endpoints(db: Kysely<Database>, paths: string[]) {
    const ids = new Map<string, string>();
    for (const path of paths) {
      const input = { url: `${receiver.origin}${path}`, format: 'json' as const, events: ['lead.created' as const] };
      ids.set(path, (await addWebhook(db, { ...input, description: '' }, 'Olivia Owner', Date.now())).id);
    }
    return ids;
  }

  /** A new lead: one delivery per endpoint and the agency's notification mail, all due now. */
  async function newLead(db: Kysely<Database>, name: string) {
    const lead = leadRow({ name, email: 'grace@example.com', message: `About ${name}`, created_at: Date.now() });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('leads').values(lead).execute();
      const row = { id: `mail-${lead.id}`, lead_id: lead.id, kind: 'agency' as const, recipient: 'hello@x.example' };
      await enqueue(trx, [row], 'emberline.example', Date.now());
      await queueLeadEvent(trx, 'lead.created', lead.id, { siteUrl: SITE, now: Date.now() });
    });
  }

  function dispatcher(db: Kysely<Database>, webhookLanes: number) {
    const options: ProcessOptions = {
      send: smtpSender(smtp.url),
      webhook: webhookRowSender(
        db,
        httpsWebhookSender({ allowPrivate: true, ca: receiver.ca, timeoutMs: 10_000, deadlineMs: DEADLINE_MS }),
      ),
      from: 'site@emberline.example',
      replyTo: 'hello@emberline.example',
      confirmationTexts: async () => ({ subject: '', greeting: '', body: '', signature: '' }),
      maxAttempts: 8,
    };
    const errors: unknown[] = [];
    const passes: Lane[] = [];
    const made = createDispatcher({
      db,
      options: async () => options,
      webhookLanes,
      onPass: (lane) => passes.push(lane),
      onError: (error) => errors.push(error),
    });
    return { ...made, errors, passes };
  }

  const statusOf = async (db: Kysely<Database>, recipient: string) =>
    (await db.selectFrom('outbox').select(['status', 'last_error']).where('recipient', '=', recipient).execute())
      .map((row) => row.status)
      .sort();

  it('delivers to other endpoints and sends mail while one endpoint trickles its answer; that one gives up at the deadline', async () => {
    const db = await fresh();
    const ids = await endpoints(db, ['/slow/crm', '/fast/slack', '/fast/zapier']);
    await newLead(db, 'Grace Hopper');
    await newLead(db, 'Ada Lovelace');
    const slow = ids.get('/slow/crm')!;

    const outbox = dispatcher(db, 4);
    const mailBefore = smtp.messages.length;
    const fastBefore = receiver.received.filter((r) => r.path.startsWith('/fast')).length;
    const started = Date.now();
    await outbox.dispatch();
    // The slow endpoint's first delivery is in flight while everything else is delivered.
    await expect.poll(() => smtp.messages.length - mailBefore, { timeout: DEADLINE_MS }).toBe(2);
    await expect
      .poll(() => receiver.received.filter((r) => r.path.startsWith('/fast')).length - fastBefore, {
        timeout: DEADLINE_MS,
      })
      .toBe(4);
    // Their lanes' passes end a moment after the last answer (its row is marked first): then only the slow one runs.
    await expect.poll(() => outbox.busy(), { timeout: DEADLINE_MS }).toEqual([webhookLane(slow)]);
    const othersDoneAfter = Date.now() - started;
    expect(othersDoneAfter).toBeLessThan(DEADLINE_MS);
    expect(await statusOf(db, slow)).toEqual(['pending', 'sending']);

    await outbox.settled();
    // Each of its deliveries waited out one deadline; the lane stopped after each failure, and was dispatched again.
    const rows = await db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('recipient', '=', slow)
      .execute();
    expect(rows).toEqual([
      { status: 'retry', attempts: 1, last_error: 'no complete answer within 5 s' },
      { status: 'retry', attempts: 1, last_error: 'no complete answer within 5 s' },
    ]);
    for (const id of [ids.get('/fast/slack')!, ids.get('/fast/zapier')!])
      expect(await statusOf(db, id)).toEqual(['sent', 'sent']);
    expect(outbox.errors).toEqual([]);
  });

  it('keeps at most the bound of endpoints in flight, and starts the next as one frees its place', async () => {
    const db = await fresh();
    const ids = await endpoints(db, ['/slow/a', '/slow/b', '/slow/c']);
    await newLead(db, 'Grace Hopper');
    const outbox = dispatcher(db, 2);
    const mailBefore = smtp.messages.length;
    receiver.received.length = 0;
    await outbox.dispatch();
    await expect.poll(() => receiver.received.length).toBe(2);
    // Mail is a lane beside the bound, never counted in it (its row is marked sent a moment after the server has it).
    await expect.poll(() => smtp.messages.length - mailBefore).toBe(1);
    await expect.poll(() => statusOf(db, 'hello@x.example')).toEqual(['sent']);
    expect(outbox.busy().filter((lane) => lane !== 'mail')).toHaveLength(2);
    const sending = await db.selectFrom('outbox').select('kind').where('status', '=', 'sending').execute();
    expect(sending).toEqual([{ kind: 'webhook' }, { kind: 'webhook' }]);

    await outbox.settled();
    expect(receiver.received).toHaveLength(3);
    for (const id of ids.values()) expect(await statusOf(db, id)).toEqual(['retry']);
  });
});
