'use client';

import { clsx } from 'clsx';
import { toast } from '@/components/ui/toast-client';
import type { LeadStatus } from '@/lib/lead-pipeline';
import type { LeadActionResult } from './schema';
import { useLeadAction, type LeadErrorLabels } from './use-lead-action-client';

interface StatusBarLabels {
  label: string;
  saved: string;
  savedText: string;
  errors: LeadErrorLabels;
}

/** The pipeline as one row of buttons: one click moves the lead and saves at once. */
export function StatusBar({
  leadId,
  status,
  statuses,
  labels,
  action,
}: {
  leadId: string;
  status: LeadStatus;
  statuses: { value: LeadStatus; label: string }[];
  labels: StatusBarLabels;
  action: (input: { leadId: string; status: LeadStatus }) => Promise<LeadActionResult>;
}) {
  const { pending, run } = useLeadAction(labels.errors);
  return (
    <div role="group" aria-label={labels.label} className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
      {statuses.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === status}
          disabled={pending}
          onClick={() =>
            value !== status &&
            run(
              action,
              { leadId, status: value },
              {
                onDone: () =>
                  toast({
                    variant: 'success',
                    title: labels.saved,
                    description: labels.savedText.replace('{status}', label),
                  }),
              },
            )
          }
          className={clsx(
            'rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600 disabled:opacity-60',
            value === status
              ? 'border-ember-700 bg-ember-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:border-ember-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
