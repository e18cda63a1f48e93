import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import type { MailMessage } from './compose';
import { enqueueNotice } from './outbox';
import { processOutbox, type ProcessOptions } from './outbox-delivery';

const databases = await testDatabases();
const T0 = 4_000_000_000_000;

describe.each(databases)('notices to people of the admin on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);

  it('sends the queued text as it was written, to its person, with a header-safe subject', async () => {
    const db = await fresh();
    const sent: MailMessage[] = [];
    const options: ProcessOptions = {
      send: async (message) => void sent.push(message),
      from: 'Emberline Digital <no-reply@site.example>',
      replyTo: 'hello@site.example',
      maxAttempts: 8,
      now: () => T0 + 1_000,
      confirmationTexts: () => Promise.reject(new Error('no receipts here')),
    };
    await enqueueNotice(
      db,
      'dana@example.com',
      { subject: 'Review: the client approved /blog/a-post\r\nBcc: x@evil.example', text: 'They left no comment.' },
      'site.example',
      T0,
    );
    expect(await processOutbox(db, options)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'dana@example.com', text: 'They left no comment.' });
    expect(sent[0]!.subject).not.toMatch(/[\r\n]/);
    const row = await db.selectFrom('outbox').select(['status', 'kind', 'lead_id']).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', kind: 'notice', lead_id: null });
  });

  it('refuses to queue a notice without a text', async () => {
    const db = await fresh();
    await expect(
      enqueueNotice(db, 'dana@example.com', { subject: 'Empty', text: '' }, 'site.example', T0),
    ).rejects.toThrow();
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});
