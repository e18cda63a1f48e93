'use client';

import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import type { TwoStepRequiredResult } from '../account/two-step-schema';

type Labels = (typeof adminCopy)['twoStep']['users'];

/** The owners' switch: require two-step sign-in of every named account, saved as soon as it is switched. */
export function TwoStepRequiredSwitch({
  initial,
  labels,
  action,
}: {
  initial: boolean;
  labels: Labels;
  action: (input: unknown) => Promise<TwoStepRequiredResult>;
}) {
  const [on, setOn] = useState(initial);
  const [pending, startTransition] = useTransition();
  const failed = (description: string) => toast({ variant: 'destructive', title: labels.failedTitle, description });

  function change(next: boolean) {
    setOn(next);
    startTransition(async () => {
      let result: TwoStepRequiredResult;
      try {
        result = await action({ required: next });
      } catch {
        setOn(!next);
        failed(labels.networkText);
        return;
      }
      if (result.status === 'saved') {
        setOn(result.required);
        toast(
          result.required
            ? { variant: 'success', title: labels.onTitle, description: labels.onText }
            : { variant: 'success', title: labels.offTitle, description: labels.offText },
        );
        return;
      }
      setOn(!next);
      if (result.status === 'error') failed(fill(labels.errorText, { reference: result.reference }));
      else failed(labels.networkText);
    });
  }

  return (
    <label className="flex items-start gap-4">
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          type="checkbox"
          role="switch"
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-ember-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-slate-700"
          checked={on}
          disabled={pending}
          aria-describedby="two-step-required-help"
          onChange={(event) => change(event.target.checked)}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 peer-disabled:opacity-70"
        />
      </span>
      <span className="min-w-0">
        <span className="font-medium">{labels.label}</span>
        <span id="two-step-required-help" className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
          {labels.help}
        </span>
      </span>
    </label>
  );
}
