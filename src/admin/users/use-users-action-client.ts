'use client';

import { useTransition } from 'react';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import type { RemovePersonResult, UsersFailure } from './schema';

export type UsersLabels = (typeof adminCopy)['users']['manager'];

type Refused = Extract<RemovePersonResult, { status: 'refused' }>;

function problem(result: UsersFailure | Refused, toasts: UsersLabels['toasts']): string {
  switch (result.status) {
    case 'invalid':
      return toasts.invalid;
    case 'forbidden':
      return toasts.forbidden;
    case 'not_found':
      return toasts.notFound;
    case 'refused':
      return result.reason === 'self' ? toasts.self : toasts.ownerAccount;
    case 'error':
      return fill(toasts.error, { reference: result.reference });
  }
}

/**
 * Runs a Users action in a transition (the list re-renders from the server in the same answer). `done` gets the
 * result; `fail` says in a toast what went wrong, and an unreachable server is said without throwing.
 */
export function useUsersAction(toasts: UsersLabels['toasts']) {
  const [pending, startTransition] = useTransition();
  function run<R>(call: () => Promise<R>, done: (result: R) => void) {
    startTransition(async () => {
      let result: R;
      try {
        result = await call();
      } catch {
        toast({ variant: 'destructive', title: toasts.failedTitle, description: toasts.network });
        return;
      }
      done(result);
    });
  }
  const fail = (result: UsersFailure | Refused) =>
    toast({ variant: 'destructive', title: toasts.failedTitle, description: problem(result, toasts) });
  return { pending, run, fail };
}
