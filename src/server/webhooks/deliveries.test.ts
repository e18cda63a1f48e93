import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { leadRow } from '../../../tests/support/lead-rows';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../../tests/support/webhook-receiver';
import { verifySnippet } from './verify-snippet';
import type { Database } from '../db/schema';
import { setLeadStatus } from '../leads/pipeline';
import { resend } from '../mail/outbox';
import { processOutbox, type ProcessOptions } from '../mail/outbox-delivery';
import { httpsWebhookSender, SIGNATURE_HEADER, verifySignature } from './deliver';
import { addWebhook, listDeliveries, updateWebhook, type WebhookInput } from './endpoints';
import { webhookRowSender } from './outbox-sender';
import { queueLeadEvent } from './queue';

const databases = await testDatabases();
const SITE = 'https://www.emberline.example';
const T0 = Date.parse('2026-11-24T09:00:00Z');
const owner = { id: 'owner', name: 'Olivia Owner', role: 'owner' as const, email: null };

/** The verification code the webhooks page shows, run as a receiver's developer would paste it. */
const documentedVerify = new Function(
  'createHmac',
  'timingSafeEqual',
  `${verifySnippet.replace(/^import .*$/m, '')}\nreturn verifyEmberline;`,
)(createHmac, timingSafeEqual) as (secret: string, body: string, header: string) => boolean;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe.each(databases)('webhook deliveries through the outbox, on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);
  afterEach(() => {
    receiver.received.length = 0;
    receiver.answer(200);
  });
  const endpoint = (db: Kysely<Database>, input: Partial<WebhookInput> = {}) =>
    addWebhook(
      db,
      {
        url: `${receiver.origin}/hooks/crm`,
        format: 'json',
        events: ['lead.created', 'lead.status_changed'],
        description: '',
        ...input,
      },
      'Olivia Owner',
      T0,
    );
  const newLead = async (db: Kysely<Database>) => {
    const lead = leadRow({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'A compiler, please',
      created_at: T0,
      utm_source: 'newsletter',
      landing_page: '/services/web3',
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('leads').values(lead).execute();
      await queueLeadEvent(trx, 'lead.created', lead.id, { siteUrl: SITE, now: T0 });
    });
    return lead.id;
  };
  const pass = (db: Kysely<Database>, now: number, options: Partial<ProcessOptions> = {}) =>
    processOutbox(db, {
      webhook: webhookRowSender(
        db,
        httpsWebhookSender({ allowPrivate: true, ca: receiver.ca, timeoutMs: 5_000 }),
        () => now,
      ),
      from: 'site@emberline.example',
      replyTo: 'hello@emberline.example',
      confirmationTexts: async () => ({ subject: '', greeting: '', body: '', signature: '' }),
      maxAttempts: 3,
      now: () => now,
      ...options,
    });
  const deliveries = (db: Kysely<Database>) =>
    db
      .selectFrom('outbox')
      .select(['id', 'status', 'attempts', 'last_error', 'next_attempt_at'])
      .where('kind', '=', 'webhook')
      .orderBy('created_at')
      .execute();

  it('posts a new lead and a status change, each signed with the endpoint secret, the documented snippet agreeing', async () => {
    const db = await fresh();
    const webhook = await endpoint(db);
    const leadId = await newLead(db);
    expect(await setLeadStatus(db, owner, leadId, 'won', T0 + 60_000)).toBe('changed');

    expect(await pass(db, T0 + 120_000)).toEqual({ sent: 2, failed: 0 });
    const [created, changed] = receiver.received;
    for (const delivery of [created!, changed!]) {
      const header = String(delivery.headers[SIGNATURE_HEADER.toLowerCase()]);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(webhook.secret, delivery.body, header, (T0 + 120_000) / 1000)).toBe(true);
      expect(verifySignature('whsec_another', delivery.body, header, (T0 + 120_000) / 1000)).toBe(false);
      expect(verifySignature(webhook.secret, `${delivery.body} `, header, (T0 + 120_000) / 1000)).toBe(false);
      // Ten minutes later the same delivery is refused: a recorded one cannot be played again.
      expect(verifySignature(webhook.secret, delivery.body, header, (T0 + 720_000) / 1000)).toBe(false);
      expect(delivery.path).toBe('/hooks/crm');
      expect(delivery.headers['content-type']).toBe('application/json');
    }
    expect((await deliveries(db)).map((d) => d.status)).toEqual(['sent', 'sent']);
    // The snippet checks against the real clock: a delivery signed now passes it, a tampered one does not.
    await db.updateTable('outbox').set({ status: 'dead' }).execute();
    const [first] = await deliveries(db);
    await resend(db, first!.id, Date.now(), ['dead']);
    await processOutbox(db, { ...(await passOptions(db)), now: Date.now });
    const live = receiver.received[2]!;
    const liveHeader = String(live.headers[SIGNATURE_HEADER.toLowerCase()]);
    expect(documentedVerify(webhook.secret, live.body, liveHeader)).toBe(true);
    expect(documentedVerify(webhook.secret, live.body.replace('Grace', 'Grace '), liveHeader)).toBe(false);
    expect(live.headers['x-emberline-delivery']).toBe(created!.headers['x-emberline-delivery']);

    const createdBody = JSON.parse(created!.body);
    expect(created!.headers['x-emberline-event']).toBe('lead.created');
    expect(createdBody).toMatchObject({
      event: 'lead.created',
      id: created!.headers['x-emberline-delivery'],
      created_at: new Date(T0).toISOString(),
      lead: {
        id: leadId,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        message: 'A compiler, please',
        status: 'new',
        services: ['web-development'],
        source: { utm_source: 'newsletter', landing_page: '/services/web3' },
        admin_url: `${SITE}/admin/leads/${leadId}`,
      },
    });
    expect(JSON.parse(changed!.body)).toMatchObject({
      event: 'lead.status_changed',
      lead: { id: leadId, status: 'won' },
      change: { from: 'new', to: 'won', by: 'Olivia Owner' },
    });
  });

  async function passOptions(db: Kysely<Database>): Promise<ProcessOptions> {
    return {
      webhook: webhookRowSender(db, httpsWebhookSender({ allowPrivate: true, ca: receiver.ca, timeoutMs: 5_000 })),
      from: 'site@emberline.example',
      replyTo: 'hello@emberline.example',
      confirmationTexts: async () => ({ subject: '', greeting: '', body: '', signature: '' }),
      maxAttempts: 3,
    };
  }

  it('retries a failing receiver with backoff, then gives up; the lead stays; Resend delivers it once it answers', async () => {
    const db = await fresh();
    const webhook = await endpoint(db);
    receiver.answer(500);
    const leadId = await newLead(db);

    expect(await pass(db, T0)).toEqual({ sent: 0, failed: 1 });
    let [delivery] = await deliveries(db);
    expect(delivery).toMatchObject({ status: 'retry', attempts: 1, last_error: 'HTTP 500: failing on purpose' });
    // Not again before its pause (a minute, ±10%)…
    expect(await pass(db, T0 + 50_000)).toEqual({ sent: 0, failed: 0 });
    // …then again, and after the third attempt it is dead.
    expect(await pass(db, T0 + 70_000)).toEqual({ sent: 0, failed: 1 });
    expect(await pass(db, T0 + 70_000 + 11 * 60_000)).toEqual({ sent: 0, failed: 1 });
    [delivery] = await deliveries(db);
    expect(delivery).toMatchObject({ status: 'dead', attempts: 3 });
    expect(receiver.received).toHaveLength(3);
    expect(await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst()).toEqual({
      id: leadId,
    });
    expect((await listDeliveries(db, webhook.id))[0]).toMatchObject({ event: 'lead.created', status: 'dead', leadId });

    receiver.answer(200);
    expect(await resend(db, delivery!.id, T0 + 3_600_000, ['dead', 'sent'])).toBe(true);
    expect(await pass(db, T0 + 3_600_000)).toEqual({ sent: 1, failed: 0 });
    expect((await deliveries(db))[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('gives up on an endpoint that answers 200 and then trickles its body, at the attempt’s deadline (H5)', async () => {
    const db = await fresh();
    receiver.trickle('/trickle', 100);
    await endpoint(db, { url: `${receiver.origin}/trickle` });
    await newLead(db);
    // A byte every 100 ms keeps the connection from ever being idle for the 5 s of `timeoutMs`.
    const sender = httpsWebhookSender({ allowPrivate: true, ca: receiver.ca, timeoutMs: 5_000, deadlineMs: 1_000 });
    const started = Date.now();
    expect(await pass(db, T0, { webhook: webhookRowSender(db, sender, () => T0) })).toEqual({ sent: 0, failed: 1 });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1_000);
    expect(took).toBeLessThan(4_000);
    expect(await deliveries(db)).toEqual([
      expect.objectContaining({ status: 'retry', attempts: 1, last_error: 'no complete answer within 1 s' }),
    ]);
  });

  it('never reaches a private address unless allowed, by IP or by a name that resolves to one', async () => {
    const db = await fresh();
    await endpoint(db, { url: `${receiver.origin}/ip` });
    await endpoint(db, { url: `${receiver.origin.replace('127.0.0.1', 'localhost')}/name` });
    await newLead(db);
    const guarded = webhookRowSender(db, httpsWebhookSender({ allowPrivate: false, ca: receiver.ca }));
    expect(await pass(db, T0, { webhook: guarded })).toEqual({ sent: 0, failed: 2 });
    const errors = (await deliveries(db)).map((d) => [d.status, d.last_error]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ['dead', '127.0.0.1 is a private address'],
        ['dead', expect.stringMatching(/^localhost resolves to a private address/)],
      ]),
    );
    expect(receiver.received).toEqual([]);
  });

  it('formats a Slack message, skips paused endpoints and events not chosen, and goes without a mail server', async () => {
    const db = await fresh();
    const slack = await endpoint(db, { url: `${receiver.origin}/slack`, format: 'slack', events: ['lead.created'] });
    const paused = await endpoint(db, { url: `${receiver.origin}/paused` });
    await updateWebhook(db, paused.id, { ...paused, enabled: false });
    const leadId = await newLead(db);
    await setLeadStatus(db, owner, leadId, 'contacted', T0 + 1);
    // A mail of the same lead waits: no mail sender is given, as without SMTP_URL.
    await db
      .insertInto('outbox')
      .values({
        id: 'mail-1',
        lead_id: leadId,
        kind: 'agency',
        recipient: 'hello@emberline.example',
        status: 'pending',
        attempts: 0,
        next_attempt_at: T0,
        lease_until: null,
        last_error: null,
        message_id: '<mail-1@x>',
        created_at: T0,
        sent_at: null,
        payload: null,
      })
      .execute();

    expect(await pass(db, T0 + 1000)).toEqual({ sent: 1, failed: 0 });
    expect(receiver.received.map((r) => r.path)).toEqual(['/slack']);
    const { text } = JSON.parse(receiver.received[0]!.body) as { text: string };
    expect(text).toBe(
      `New contact message from *Grace Hopper* (grace@example.com)\n>A compiler, please\n<${SITE}/admin/leads/${leadId}|Open the lead>`,
    );
    expect(await listDeliveries(db, slack.id)).toHaveLength(1);
    expect(await db.selectFrom('outbox').select('status').where('id', '=', 'mail-1').executeTakeFirst()).toEqual({
      status: 'pending',
    });
  });
});
