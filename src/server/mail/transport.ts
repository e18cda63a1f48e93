import nodemailer from 'nodemailer';
import { PermanentMailError, type Sender } from './outbox';

/** A sender over SMTP (nodemailer). SMTP 5xx answers are permanent refusals; anything else is worth retrying. */
export function smtpSender(url: string): Sender {
  // Bounded waits, so one send always ends well within the outbox lease.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (message) => {
    try {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600) {
        throw new PermanentMailError(`SMTP refused the message (${code})`);
      }
      throw error;
    }
  };
}
