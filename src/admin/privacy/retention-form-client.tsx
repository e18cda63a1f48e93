'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import copy from '@messages/admin/privacy.json';
import { fill } from '../fill';

type Answer =
  | { status: 'saved'; months: number | null }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string }
  | { status: 'forbidden' };

const c = copy.retention;

/** On or off, and after how many months: the number is sent only when on, checked on the server (1–120). */
export function RetentionForm({
  months,
  range,
  save,
}: {
  months: number | null;
  range: { min: number; max: number };
  save: (input: unknown) => Promise<Answer>;
}) {
  const [enabled, setEnabled] = useState(months !== null);
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = input.current?.value.trim() ?? '';
    // Anything but a whole number goes to the server as it is, to be refused there with the same words.
    const value = enabled ? (/^\d+$/.test(typed) ? Number(typed) : typed) : null;
    startTransition(async () => {
      let answer: Answer;
      try {
        answer = await save({ months: value });
      } catch {
        toast({ variant: 'destructive', title: c.failedTitle, description: c.network });
        return;
      }
      if (answer.status === 'saved') {
        setError(undefined);
        toast({ variant: 'success', title: c.savedTitle, description: c.saved });
        return;
      }
      if (answer.status === 'invalid') {
        setError(answer.fields.months ?? c.monthsInvalid);
        input.current?.focus();
        return;
      }
      const description = answer.status === 'forbidden' ? c.forbidden : fill(c.error, { reference: answer.reference });
      toast({ variant: 'destructive', title: c.failedTitle, description });
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="enabled"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          className="size-4 accent-ember-700"
        />
        {c.enabled}
      </label>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <div>
          <label htmlFor="retention-months" className="block text-sm font-medium">
            {c.months}
          </label>
          <input
            ref={input}
            id="retention-months"
            name="months"
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            defaultValue={months ?? 24}
            disabled={!enabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={`retention-months-hint${error ? ' retention-months-error' : ''}`}
            className="mt-1.5 block w-32 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 disabled:opacity-50 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950"
          />
          <p id="retention-months-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {c.monthsHint}
          </p>
          {error && (
            <p id="retention-months-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={pending} className={`${buttonVariants({ size: 'md' })} sm:mt-6`}>
          {c.save}
        </button>
      </div>
    </form>
  );
}
