import { toast } from '@/components/ui/toast-client';
import collectionsCopy from '@messages/admin/collections.json';
import copy from '@messages/admin/webhooks.json';
import { fill } from '../fill';

export type Failure =
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string }
  | { status: 'forbidden' }
  | { status: 'not_found' };

/** Says in a toast why an action of the webhooks page did not happen. */
export function failureToast(result: Failure): void {
  const c = collectionsCopy;
  const description =
    result.status === 'error'
      ? fill(c.failedText, { reference: result.reference })
      : result.status === 'invalid'
        ? Object.values(result.fields).join(' ')
        : result.status === 'not_found'
          ? copy.errors.notFound
          : c.failedTitle;
  toast({ variant: 'destructive', title: c.failedTitle, description });
}
