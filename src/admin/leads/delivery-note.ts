import { adminTime } from '@/lib/admin-time';
import { adminCopy, fill } from '../copy';

const copy = adminCopy.leads.detail;

interface DeliveryState {
  kind: string;
  status: string;
  attempts: number;
  nextAttemptAt: number;
}

const attempts = (count: number) => (count === 1 ? copy.attemptsOne : fill(copy.attemptsMany, { count }));

/** Whether a notification has still to leave (it has neither been delivered nor given up on). */
const isWaiting = (status: string) => status === 'pending' || status === 'sending' || status === 'retry';

/**
 * What a notification's state means, in a sentence, in the words of its kind (an e-mail is handed to the mail server,
 * a webhook delivery sent to the endpoint's address): above all that an e-mail waiting on a server with no mail server
 * configured will not leave until one is. Nothing for a delivered one.
 */
export function deliveryNote(notification: DeliveryState, mailConfigured: boolean): string | undefined {
  const webhook = notification.kind === 'webhook';
  const notes = webhook ? copy.webhookNotes : copy.deliveryNotes;
  const { status } = notification;
  if (isWaiting(status) && !mailConfigured && !webhook) return copy.deliveryNotes.notConfigured;
  switch (status) {
    case 'pending':
      return notes.queued;
    case 'sending':
      return notes.sending;
    case 'retry':
      return fill(notes.retrying, {
        attempts: attempts(notification.attempts),
        time: adminTime(notification.nextAttemptAt),
      });
    case 'dead':
      return fill(notes.gaveUp, { attempts: attempts(notification.attempts) });
    default:
      return undefined;
  }
}
