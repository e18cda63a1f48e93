'use client';

import { useTransition } from 'react';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import type { ChangeRoleResult, RemovePersonResult, UsersFailure } from './schema';

/** The Users page's words, with the roles' names and rights (messages/admin/roles.json). */
export type UsersLabels = (typeof adminCopy)['users']['manager'] & { roles: (typeof adminCopy)['roles'] };

type Refused = Extract<RemovePersonResult | ChangeRoleResult, { status: 'refused' }>;

const refusals = { self: 'self', owner_account: 'ownerAccount', own_role: 'ownRole', owner_role: 'ownerRole' } as const;

function problem(result: UsersFailure | Refused, toasts: UsersLabels['toasts']): string {
  switch (result.status) {
    case 'invalid':
      return toasts.invalid;
    case 'forbidden':
      return toasts.forbidden;
    case 'not_found':
      return toasts.notFound;
    case 'refused':
      return toasts[refusals[result.reason]];
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
