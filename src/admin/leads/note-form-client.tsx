'use client';

import { useRef, useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import type { LeadActionResult } from './schema';
import { useLeadAction, type LeadErrorLabels } from './use-lead-action-client';

interface NoteFormLabels {
  label: string;
  hint: string;
  submit: string;
  added: string;
  errors: LeadErrorLabels;
}

/** Adds an internal note; the list above it is re-rendered by the server with the new note, author and time. */
export function NoteForm({
  leadId,
  labels,
  action,
}: {
  leadId: string;
  labels: NoteFormLabels;
  action: (input: { leadId: string; body: string }) => Promise<LeadActionResult>;
}) {
  const { pending, run } = useLeadAction(labels.errors);
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('body') ?? '');
    run(
      action,
      { leadId, body },
      {
        onDone: () => {
          form.reset();
          setInvalid(false);
          toast({ variant: 'success', title: labels.added });
        },
        onInvalid: () => {
          setInvalid(true);
          field.current?.focus();
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <label htmlFor="lead-note" className="block text-sm font-medium">
        {labels.label}
      </label>
      <textarea
        ref={field}
        id="lead-note"
        name="body"
        required
        maxLength={5000}
        rows={3}
        aria-invalid={invalid || undefined}
        aria-describedby="lead-note-hint"
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      />
      <p id="lead-note-hint" className="text-xs text-slate-600 dark:text-slate-300">
        {labels.hint}
      </p>
      <button type="submit" disabled={pending} className={buttonVariants({ size: 'sm' })}>
        {labels.submit}
      </button>
    </form>
  );
}
