'use client';

import { toast } from '@/components/ui/toast-client';
import type { LeadActionResult } from './schema';
import { useLeadAction, type LeadErrorLabels } from './use-lead-action-client';

interface AssignPickerLabels {
  label: string;
  nobody: string;
  saved: string;
  savedText: string;
  unassignedText: string;
  errors: LeadErrorLabels;
}

/** Who answers the lead: choosing a person (or nobody) saves at once, as the status buttons do. */
export function AssignPicker({
  leadId,
  assignedTo,
  people,
  labels,
  action,
}: {
  leadId: string;
  assignedTo: string | null;
  people: { id: string; name: string }[];
  labels: AssignPickerLabels;
  action: (input: { leadId: string; personId: string | null }) => Promise<LeadActionResult>;
}) {
  const { pending, run } = useLeadAction(labels.errors);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="lead-assignee" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {labels.label}
      </label>
      <select
        id="lead-assignee"
        // A new value from the server (after the save, or another person's) replaces the choice shown.
        key={assignedTo ?? ''}
        defaultValue={assignedTo ?? ''}
        disabled={pending}
        aria-busy={pending || undefined}
        onChange={(event) => {
          const personId = event.currentTarget.value || null;
          const name = people.find((person) => person.id === personId)?.name ?? '';
          run(
            action,
            { leadId, personId },
            {
              onDone: () =>
                toast({
                  variant: 'success',
                  title: labels.saved,
                  description: personId ? labels.savedText.replace('{name}', name) : labels.unassignedText,
                }),
            },
          );
        }}
        className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      >
        <option value="">{labels.nobody}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}
