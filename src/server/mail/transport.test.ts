import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { PermanentDeliveryError } from './outbox-delivery';
import { smtpSender } from './transport';

const message = {
  from: 'Emberline Digital <no-reply@emberline.example>',
  to: 'hello@emberline.example',
  subject: 'New contact request from Ada Lovelace',
  text: 'Please build us an app.',
  messageId: '<6f1c-stuck@emberline.example>',
};

/** A mail server that takes the whole message and then never confirms it (a relay stuck on its disk or its queue). */
async function startStuckServer(): Promise<{ url: string; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => received.push(Buffer.concat(chunks).toString('latin1')));
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('smtpSender', () => {
  let stuck: Awaited<ReturnType<typeof startStuckServer>> | undefined;
  afterEach(async () => stuck?.close());

  it('gives up on a server that took the message but never confirms it, as a failure worth retrying', async () => {
    stuck = await startStuckServer();
    // The production wait for an answer (20 s), shortened: the send must end, and not as a permanent refusal.
    const send = smtpSender(stuck.url, { socketTimeout: 300 });
    const failure = await send(message).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
    // The server may well have it: the retry goes out with the same Message-ID, so the recipient can tell it is one mail.
    expect(stuck.received).toHaveLength(1);
    expect(stuck.received[0]).toContain(`Message-ID: ${message.messageId}`);
  });
});
