import nodemailer from 'nodemailer';
import { PermanentDeliveryError, type Sender } from './outbox-delivery';

/** How long one send may wait on the mail server, in milliseconds (nodemailer's options of the same names). */
interface SmtpTimeouts {
  /** For the TCP connection to open. */
  connectionTimeout: number;
  /** For the server's greeting once connected: a server that accepts and never speaks fails here. */
  greetingTimeout: number;
  /** For any answer later in the conversation. */
  socketTimeout: number;
}

/** Bounded waits, so a send to a mail server that stops answering ends, and its notification is tried again later. */
const smtpTimeouts: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/** A sender over SMTP (nodemailer). SMTP 5xx answers are permanent refusals; anything else is worth retrying. */
export function smtpSender(url: string, timeouts: Partial<SmtpTimeouts> = {}): Sender {
  const transport = nodemailer.createTransport({ url, ...smtpTimeouts, ...timeouts });
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
        throw new PermanentDeliveryError(`SMTP refused the message (${code})`);
      }
      throw error;
    }
  };
}
