'use client';

import { useTransition } from 'react';
import { toast } from '@/components/ui/toast-client';
import type { LeadActionResult } from './schema';

export interface LeadErrorLabels {
  title: string;
  invalid: string;
  notFound: string;
  forbidden: string;
  busy: string;
  capped: string;
  error: string;
  network: string;
}

type LeadAction<I> = (input: I) => Promise<LeadActionResult>;

function problem(result: Exclude<LeadActionResult, { status: 'ok' }>, labels: LeadErrorLabels): string {
  switch (result.status) {
    case 'invalid':
      return labels.invalid;
    case 'not_found':
      return labels.notFound;
    case 'forbidden':
      return labels.forbidden;
    case 'busy':
      return labels.busy;
    case 'capped':
      return labels.capped;
    case 'error':
      return labels.error.replace('{reference}', result.reference);
  }
}

/**
 * Runs an inbox action in a transition (the server re-renders the page in the same answer) and says what went wrong
 * in a toast; `onDone` runs after success, `onInvalid` gets the field errors.
 */
export function useLeadAction(labels: LeadErrorLabels) {
  const [pending, startTransition] = useTransition();
  function run<I>(
    action: LeadAction<I>,
    input: I,
    { onDone, onInvalid }: { onDone?: () => void; onInvalid?: (fields: Record<string, string>) => void } = {},
  ) {
    startTransition(async () => {
      let result: LeadActionResult;
      try {
        result = await action(input);
      } catch {
        toast({ variant: 'destructive', title: labels.title, description: labels.network });
        return;
      }
      if (result.status === 'ok') return onDone?.();
      if (result.status === 'invalid') onInvalid?.(result.fields);
      toast({ variant: 'destructive', title: labels.title, description: problem(result, labels) });
    });
  }
  return { pending, run };
}
