'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import copy from '@messages/admin/webhooks.json';
import { failureToast, type ActionFailureAnswer as Failure } from '../failure-toast';

/**
 * One press of an endpoint's actions (a test, a new secret, a resend, deleting it): asks first where `confirm` is
 * given, then says what happened; `then` is where the page goes after (the list, once the endpoint is deleted).
 */
export function WebhookButton({
  label,
  accessibleLabel,
  input,
  action,
  done,
  confirm,
  then,
  variant = 'secondary',
}: {
  label: string;
  accessibleLabel?: string;
  input: Record<string, string>;
  action: (input: unknown) => Promise<{ status: string } | Failure>;
  done: string;
  confirm?: string;
  then?: string;
  variant?: 'secondary' | 'dangerSecondary';
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const onClick = () => {
    if (confirm && !window.confirm(confirm)) return;
    startTransition(async () => {
      const result = await action(input);
      if (isFailure(result)) return failureToast(result, copy.errors.notFound);
      // A test answers how its delivery went.
      if (result.status === 'delivered') toast({ variant: 'success', title: copy.testDelivered });
      else if (result.status === 'not_delivered')
        toast({
          variant: 'destructive',
          title: copy.testNotDelivered,
          description: (result as { error?: string }).error || undefined,
        });
      else toast({ variant: 'success', title: done });
      if (then) router.replace(then);
    });
  };
  return (
    <button
      type="button"
      disabled={pending}
      onClick={onClick}
      aria-label={accessibleLabel}
      className={buttonVariants({ variant, size: 'sm' })}
    >
      {label}
    </button>
  );
}

const failures = new Set(['invalid', 'error', 'forbidden', 'not_found']);
const isFailure = (result: { status: string }): result is Failure => failures.has(result.status);
