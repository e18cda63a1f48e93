import { toast } from '@/components/ui/toast-client';
import collectionsCopy from '@messages/admin/collections.json';
import { fill } from './fill';

/** The answers of an admin action that mean it was not done. */
export type ActionFailureAnswer =
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string }
  | { status: 'forbidden' }
  | { status: 'not_found' }
  | { status: 'stale' };

const c = collectionsCopy;

/** Why an action was not done, in the admin's words; `notFound` names what is gone (a redirect, an image…). */
export function failureText(result: ActionFailureAnswer, notFound = c.notFoundText): string {
  switch (result.status) {
    case 'error':
      return fill(c.failedText, { reference: result.reference });
    case 'invalid':
      return Object.values(result.fields).join(' ');
    case 'not_found':
      return notFound;
    case 'stale':
      return c.staleText;
    case 'forbidden':
      return c.forbiddenText;
  }
}

/** Says in a toast why an action was not done. */
export function failureToast(result: ActionFailureAnswer, notFound?: string): void {
  toast({ variant: 'destructive', title: c.failedTitle, description: failureText(result, notFound) });
}
