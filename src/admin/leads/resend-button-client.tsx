'use client';

import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import type { LeadActionResult } from './schema';
import { useLeadAction, type LeadErrorLabels } from './use-lead-action-client';

/** Queues a dead or delivered notification again; the delivery table re-renders with it waiting. */
export function ResendButton({
  leadId,
  notificationId,
  label,
  accessibleLabel,
  done,
  errors,
  icon,
  action,
}: {
  leadId: string;
  notificationId: string;
  label: string;
  accessibleLabel: string;
  done: { title: string; text: string };
  errors: LeadErrorLabels;
  icon: ReactNode;
  action: (input: { leadId: string; notificationId: string }) => Promise<LeadActionResult>;
}) {
  const { pending, run } = useLeadAction(errors);
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={accessibleLabel}
      onClick={() =>
        run(
          action,
          { leadId, notificationId },
          { onDone: () => toast({ variant: 'success', title: done.title, description: done.text }) },
        )
      }
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
    >
      {icon}
      {label}
    </button>
  );
}
