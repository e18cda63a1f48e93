import { describe, expect, it } from 'vitest';
import { deliveryNote } from './delivery-note';

const at = Date.UTC(2026, 10, 26, 14, 5);

describe('deliveryNote', () => {
  it('says a queued notification waits for a mail server when none is configured', () => {
    for (const status of ['pending', 'retry', 'sending'])
      expect(deliveryNote({ status, attempts: 0, nextAttemptAt: at }, false)).toBe(
        'This e-mail is waiting: no mail server is configured (SMTP_URL). It will be sent when one is.',
      );
  });

  it('says a queued notification leaves on the next pass when a mail server is configured', () => {
    expect(deliveryNote({ status: 'pending', attempts: 0, nextAttemptAt: at }, true)).toMatch(/^Queued: /);
  });

  it('counts the failed attempts and names the next one of a notification being retried', () => {
    expect(deliveryNote({ status: 'retry', attempts: 2, nextAttemptAt: at }, true)).toBe(
      'The mail server has not taken it yet: 2 attempts failed so far, the next try at 26 Nov 2026, 14:05 UTC.',
    );
    expect(deliveryNote({ status: 'retry', attempts: 1, nextAttemptAt: at }, true)).toContain('1 attempt failed');
  });

  it('says a notification given up on was not sent, configured or not', () => {
    for (const configured of [true, false])
      expect(deliveryNote({ status: 'dead', attempts: 8, nextAttemptAt: at }, configured)).toBe(
        'Not sent: gave up after 8 attempts. Resend queues it again.',
      );
  });

  it('says nothing of a delivered notification', () => {
    expect(deliveryNote({ status: 'sent', attempts: 1, nextAttemptAt: at }, false)).toBeUndefined();
  });
});
