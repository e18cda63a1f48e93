import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { startSilentSmtp, type ConnectionEvent } from '../../../tests/support/silent-smtp';
import { startSmtp, type TestSmtp } from '../../../tests/support/smtp';
import type { MailMessage } from './compose';
import { enqueue, resend, type OutboxRow } from './outbox';
import { backoff, LEASE_MS, processOutbox, retrySchedule, type ProcessOptions } from './outbox-delivery';
import { loadMessages } from '@/i18n/messages';
import { isLocale } from '@/lib/locales';
import { smtpSender } from './transport';

const databases = await testDatabases();

const open = (connection: number): ConnectionEvent => ({ type: 'open', connection });
const close = (connection: number): ConnectionEvent => ({ type: 'close', connection });

async function addLead(
  db: TestDatabase.Opened['db'],
  kind: 'contact' | 'whitelabel',
  recipient: string,
  {
    outboxKind = 'agency',
    name = 'Ada Lovelace',
    message = 'Please build us an app.',
    locale = 'en',
  }: { outboxKind?: OutboxRow['kind']; name?: string; message?: string; locale?: string } = {},
) {
  const leadId = randomUUID();
  const outboxId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('leads')
      .values({
        id: leadId,
        kind,
        status: 'new',
        name,
        email: 'ada@example.com',
        phone: null,
        company: kind === 'whitelabel' ? 'Pixel Partners' : 'Analytical Engines',
        budget: kind === 'contact' ? '10k-25k' : null,
        message,
        services: JSON.stringify(['web-development', 'mobile-apps']),
        estimate: null,
        plan: null,
        locale,
        page: '/contact-us',
        ip_hash: null,
        user_agent: null,
        created_at: 1_000,
      })
      .execute();
    await enqueue(trx, [{ id: outboxId, lead_id: leadId, kind: outboxKind, recipient }], 'emberline.example', 1_000);
  });
  return { leadId, outboxId };
}

describe.each(databases)('outbox on $name', (kind: TestDatabase) => {
  let opened: TestDatabase.Opened;
  let smtp: TestSmtp;
  let clock: number;
  let options: ProcessOptions;

  beforeEach(async () => {
    opened = await kind.openMigrated();
    smtp = await startSmtp();
    clock = 10_000;
    options = {
      send: smtpSender(smtp.url),
      from: 'Emberline Digital <no-reply@emberline.example>',
      replyTo: 'hello@emberline.example',
      maxAttempts: 8,
      now: () => clock,
      confirmationTexts: async () => ({
        subject: 'Thanks',
        greeting: 'Hello,',
        body: 'We got it.',
        signature: 'Emberline',
      }),
    };
  });
  afterEach(async () => {
    await smtp.close();
    await opened.dispose();
  });

  const row = (id: string) => opened.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('delivers a contact lead to its recipient with subject, body, Reply-To and a stable Message-ID', async () => {
    const { outboxId } = await addLead(opened.db, 'contact', 'hello@emberline.example');
    expect(await processOutbox(opened.db, options)).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.messages;
    expect(mail?.envelopeTo).toEqual(['hello@emberline.example']);
    expect(mail?.headers.subject).toBe('New contact request from Ada Lovelace');
    expect(mail?.headers['reply-to']).toBe('ada@example.com');
    expect(mail?.headers['message-id']).toBe(`<${outboxId}@emberline.example>`);
    expect(mail?.text).toContain('Services: web-development, mobile-apps');
    expect(mail?.text).toContain('Please build us an app.');
    expect((await row(outboxId)).status).toBe('sent');
    expect(await processOutbox(opened.db, options)).toEqual({ sent: 0, failed: 0 });
  });

  it('delivers a white-label lead to the partnerships address with the company in the subject', async () => {
    await addLead(opened.db, 'whitelabel', 'partners@emberline.example');
    await processOutbox(opened.db, options);
    expect(smtp.messages[0]?.envelopeTo).toEqual(['partners@emberline.example']);
    expect(smtp.messages[0]?.headers.subject).toBe('White-label partnership inquiry from Pixel Partners');
  });

  it('sends the visitor a fixed receipt that carries nothing the visitor wrote', async () => {
    await addLead(opened.db, 'contact', 'ada@example.com', {
      outboxKind: 'confirmation',
      name: 'Cheap pills at pills.example',
      message: 'Visit pills.example for cheap pills',
    });
    expect(await processOutbox(opened.db, options)).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.messages;
    expect(mail?.envelopeTo).toEqual(['ada@example.com']);
    expect(mail?.text).toContain('We got it.');
    expect(JSON.stringify(mail)).not.toContain('pills');
  });

  it('writes the receipt in the language the visitor used, from that language’s catalog', async () => {
    const receipt = async (locale: string) => (await loadMessages(isLocale(locale) ? locale : 'en')).leadMail;
    await addLead(opened.db, 'contact', 'ada@example.com', { outboxKind: 'confirmation', locale: 'de' });
    await addLead(opened.db, 'contact', 'ada@example.com', { outboxKind: 'confirmation', locale: 'ar' });
    expect(await processOutbox(opened.db, { ...options, confirmationTexts: receipt })).toEqual({ sent: 2, failed: 0 });
    // Both receipts go to the lead's own address; each is wholly in its lead's language.
    const texts = smtp.messages.map((mail) => mail.text);
    const [de, ar, en] = await Promise.all([receipt('de'), receipt('ar'), receipt('en')]);
    const german = texts.find((text) => text.startsWith(de.greeting));
    const arabic = texts.find((text) => text.startsWith(ar.greeting));
    expect(german).toContain(de.body);
    expect(german).not.toContain(en.body);
    expect(arabic).toContain(ar.body);
  });

  it('retries with backoff while the mail server is down, and delivers when it is back', async () => {
    const { outboxId } = await addLead(opened.db, 'contact', 'hello@emberline.example');
    const port = smtp.port;
    await smtp.close();
    expect(await processOutbox(opened.db, options)).toEqual({ sent: 0, failed: 1 });
    const waiting = await row(outboxId);
    expect(waiting.status).toBe('retry');
    expect(waiting.attempts).toBe(1);
    expect(waiting.next_attempt_at).toBeGreaterThan(clock);
    expect(await processOutbox(opened.db, options)).toEqual({ sent: 0, failed: 0 });

    smtp = await startSmtp(port);
    clock = waiting.next_attempt_at;
    expect(await processOutbox(opened.db, options)).toEqual({ sent: 1, failed: 0 });
    expect((await row(outboxId)).status).toBe('sent');
    expect(smtp.messages).toHaveLength(1);
  });

  it('gives up on a mail server that accepts and never answers, keeps the row, and delivers once a real one listens there', async () => {
    const { outboxId } = await addLead(opened.db, 'contact', 'hello@emberline.example');
    const silent = await startSilentSmtp();
    // The production wait for a greeting (10 s), shortened: what matters is that it is bounded and ends in a retry.
    const send = smtpSender(silent.url, { greetingTimeout: 300 });
    expect(await processOutbox(opened.db, { ...options, send })).toEqual({ sent: 0, failed: 1 });
    const waiting = await row(outboxId);
    expect(waiting).toMatchObject({ status: 'retry', attempts: 1, sent_at: null, lease_until: null });
    expect(waiting.last_error).toMatch(/greeting/i);
    expect(waiting.next_attempt_at).toBeGreaterThan(clock);
    // The sender hung up on its own: the server never closed anything.
    await vi.waitFor(() => expect(silent.events).toEqual([open(1), close(1)]));
    expect(await processOutbox(opened.db, { ...options, send })).toEqual({ sent: 0, failed: 0 });

    await silent.close();
    await smtp.close();
    smtp = await startSmtp(silent.port);
    clock = waiting.next_attempt_at;
    expect(await processOutbox(opened.db, { ...options, send })).toEqual({ sent: 1, failed: 0 });
    expect(await row(outboxId)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.messages.map((mail) => mail.headers['message-id'])).toEqual([`<${outboxId}@emberline.example>`]);
  });

  it('dead-letters a permanent refusal at once, and a resend delivers it', async () => {
    const { outboxId } = await addLead(opened.db, 'contact', 'hello@emberline.example');
    smtp.refuse('permanent');
    await processOutbox(opened.db, options);
    expect((await row(outboxId)).status).toBe('dead');
    expect((await row(outboxId)).last_error).toMatch(/550/);
    smtp.refuse(undefined);
    expect(await resend(opened.db, outboxId, clock)).toBe(true);
    await processOutbox(opened.db, options);
    expect((await row(outboxId)).status).toBe('sent');
  });

  it('dead-letters after the last of 8 attempts when the server keeps refusing for now', async () => {
    const { outboxId } = await addLead(opened.db, 'contact', 'hello@emberline.example');
    smtp.refuse('temporary');
    for (let attempt = 1; attempt <= 8; attempt++) {
      await processOutbox(opened.db, options);
      const current = await row(outboxId);
      expect(current.attempts).toBe(attempt);
      clock = current.next_attempt_at;
    }
    expect((await row(outboxId)).status).toBe('dead');
  });

  it('renews the lease while a slow send runs, so a second sender leaves the row alone; a dead sender’s row comes back after its lease', async () => {
    const { outboxId } = await addLead(opened.db, 'contact', 'hello@emberline.example');
    const other = kind.name === 'postgres' ? opened.reopen().db : opened.db;
    const send = smtpSender(smtp.url);
    // A mail server that takes 600 ms to accept, with leases of 300 ms renewed every 100 ms.
    const slow: ProcessOptions = {
      ...options,
      leaseMs: 300,
      send: async (message: MailMessage) => {
        await sleep(600);
        await send(message);
      },
    };
    const first = processOutbox(opened.db, slow);
    await sleep(50);
    clock += 500; // past the lease the row was claimed with
    await sleep(250);
    expect((await row(outboxId)).lease_until).toBeGreaterThan(clock);
    expect(await processOutbox(other, { ...options, leaseMs: 300 })).toEqual({ sent: 0, failed: 0 });
    expect(await first).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);

    // A sender killed mid-send leaves its claim; nothing renews it, and the next pass after it sends the row.
    const { outboxId: orphan } = await addLead(opened.db, 'contact', 'hello@emberline.example');
    await opened.db
      .updateTable('outbox')
      .set({ status: 'sending', lease_until: clock + LEASE_MS })
      .where('id', '=', orphan)
      .execute();
    expect(await processOutbox(other, options)).toEqual({ sent: 0, failed: 0 });
    clock += LEASE_MS + 1;
    expect(await processOutbox(other, options)).toEqual({ sent: 1, failed: 0 });
    expect((await row(orphan)).status).toBe('sent');
  });

  it('sends each notification once when two workers run at the same time', async () => {
    for (let i = 0; i < 6; i++) await addLead(opened.db, 'contact', 'hello@emberline.example');
    const other = opened.reopen().db;
    const [a, b] = await Promise.all([
      processOutbox(opened.db, options),
      processOutbox(kind.name === 'postgres' ? other : opened.db, options),
    ]);
    expect(a.sent + b.sent).toBe(6);
    expect(smtp.messages).toHaveLength(6);
  });
});

describe('backoff', () => {
  it('waits longer after each failure, about 27 hours in all, with ±10% jitter', () => {
    expect(backoff(1, () => 0.5)).toBe(60_000);
    expect(backoff(7, () => 0.5)).toBe(12 * 3_600_000);
    expect(backoff(1, () => 0)).toBe(54_000);
    expect(backoff(1, () => 1)).toBe(66_000);
    expect(retrySchedule.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3_600_000);
  });
});
