import { describe, expect, it } from 'vitest';
import { deliveryNote } from './delivery-note';

const at = Date.UTC(2026, 10, 26, 14, 5);

describe('deliveryNote', () => {
  it('says a queued notification waits for a mail server when none is configured', () => {
    for (const status of ['pending', 'retry', 'sending'])
      expect(deliveryNote({ kind: 'agency', status, attempts: 0, nextAttemptAt: at }, false)).toBe(
        'This e-mail is waiting: no mail server is configured (SMTP_URL). It will be sent when one is.',
      );
  });

  it('says a queued notification leaves on the next pass when a mail server is configured', () => {
    expect(deliveryNote({ kind: 'agency', status: 'pending', attempts: 0, nextAttemptAt: at }, true)).toMatch(
      /^Queued: /,
    );
  });

  it('counts the failed attempts and names the next one of a notification being retried', () => {
    expect(deliveryNote({ kind: 'agency', status: 'retry', attempts: 2, nextAttemptAt: at }, true)).toBe(
      'The mail server has not taken it yet: 2 attempts failed so far, the next try at 26 Nov 2026, 14:05 UTC.',
    );
    expect(deliveryNote({ kind: 'agency', status: 'retry', attempts: 1, nextAttemptAt: at }, true)).toContain(
      '1 attempt failed',
    );
  });

  it('says a notification given up on was not sent, configured or not', () => {
    for (const configured of [true, false])
      expect(deliveryNote({ kind: 'agency', status: 'dead', attempts: 8, nextAttemptAt: at }, configured)).toBe(
        'Not sent: gave up after 8 attempts. Resend queues it again.',
      );
  });

  it('speaks of the endpoint, never the mail server, for a webhook delivery, which needs no mail server', () => {
    const webhook = (status: string, attempts = 2) =>
      deliveryNote({ kind: 'webhook', status, attempts, nextAttemptAt: at }, false);
    expect(webhook('retry')).toBe(
      'The webhook’s address has not accepted it yet: 2 attempts failed so far, the next try at 26 Nov 2026, 14:05 UTC.',
    );
    expect(webhook('pending')).toBe('Queued: the outbox sends it to the webhook’s address within a few seconds.');
    expect(webhook('sending')).toBe('Being sent to the webhook’s address now.');
    expect(webhook('dead', 8)).toBe('Not delivered: gave up after 8 attempts. Resend queues it again.');
    for (const status of ['pending', 'sending', 'retry', 'dead']) expect(webhook(status)).not.toMatch(/mail/);
  });

  it('says nothing of a delivered notification', () => {
    expect(deliveryNote({ kind: 'agency', status: 'sent', attempts: 1, nextAttemptAt: at }, false)).toBeUndefined();
  });
});
