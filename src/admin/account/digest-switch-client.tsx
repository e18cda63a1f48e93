'use client';

import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import type { DigestChoiceActionResult } from './schema';

type Labels = (typeof adminCopy)['account']['digest'];

/**
 * The daily digest, on or off, saved as soon as it is switched (back where it was when the server refuses). Without an
 * e-mail address the switch is off and disabled, and `help` says why.
 */
export function DigestSwitch({
  initial,
  disabled,
  labels,
  help,
  email,
  action,
}: {
  initial: boolean;
  disabled: boolean;
  labels: Labels;
  help: string;
  email: string;
  action: (input: unknown) => Promise<DigestChoiceActionResult>;
}) {
  const [on, setOn] = useState(initial);
  const [pending, startTransition] = useTransition();
  const failed = (description: string) => toast({ variant: 'destructive', title: labels.failedTitle, description });

  function change(next: boolean) {
    setOn(next);
    startTransition(async () => {
      let result: DigestChoiceActionResult;
      try {
        result = await action({ digest: next });
      } catch {
        setOn(!next);
        failed(labels.networkText);
        return;
      }
      if (result.status === 'saved') {
        setOn(result.digest);
        toast(
          result.digest
            ? { variant: 'success', title: labels.onTitle, description: fill(labels.onText, { email }) }
            : { variant: 'success', title: labels.offTitle, description: labels.offText },
        );
        return;
      }
      setOn(!next);
      // `invalid` cannot come from this switch (it sends a boolean), so it reads as the failure it would be.
      if (result.status === 'no_email') failed(labels.noEmail);
      else if (result.status === 'error') failed(fill(labels.errorText, { reference: result.reference }));
      else failed(labels.networkText);
    });
  }

  return (
    <label className="flex items-start gap-4">
      {/* The checkbox itself is the track (what a click lands on); the knob only follows it. */}
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          type="checkbox"
          role="switch"
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-ember-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-slate-700"
          checked={on}
          disabled={disabled || pending}
          aria-describedby="digest-help"
          onChange={(event) => change(event.target.checked)}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 peer-disabled:opacity-70"
        />
      </span>
      <span className="min-w-0">
        <span className="font-medium">{labels.label}</span>
        <span id="digest-help" className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
          {help}
        </span>
      </span>
    </label>
  );
}
