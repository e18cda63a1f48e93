'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import { RecoveryCodes } from './recovery-codes-client';
import type { NewRecoveryCodesResult, TurnOffTwoStepResult } from './two-step-schema';

type Labels = (typeof adminCopy)['twoStep']['account'];

/**
 * Two-step sign-in while on: the recovery codes left, new ones (the old stop working; asked first), and turning it off
 * with the password (not offered while an owner requires it).
 */
export function TwoStepManage({
  labels,
  email,
  codesLeft,
  canTurnOff,
  actions,
}: {
  labels: Labels;
  email: string;
  codesLeft: number;
  canTurnOff: boolean;
  actions: {
    newCodes: (input: unknown) => Promise<NewRecoveryCodesResult>;
    turnOff: (input: unknown) => Promise<TurnOffTwoStepResult>;
  };
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState<'none' | 'newCodes' | 'turnOff'>('none');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const failed = (description: string) => toast({ variant: 'destructive', title: labels.failedTitle, description });
  const otherFailure = (result: { status: string; reference?: string; retryAfter?: number }) => {
    if (result.status === 'error') failed(fill(labels.errorText, { reference: result.reference ?? '' }));
    else if (result.status === 'rate_limited')
      failed(fill(labels.rateLimitedText, { minutes: Math.max(1, Math.ceil((result.retryAfter ?? 60) / 60)) }));
    else failed(labels.stale);
  };

  function newCodes() {
    startTransition(async () => {
      try {
        const result = await actions.newCodes({});
        if (result.status === 'regenerated') {
          setOpen('none');
          setCodes(result.recoveryCodes);
          toast({ variant: 'success', title: labels.newCodesTitle, description: labels.newCodesText });
        } else otherFailure(result);
      } catch {
        failed(labels.networkText);
      }
    });
  }

  function turnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    startTransition(async () => {
      try {
        const result = await actions.turnOff({ password });
        if (result.status === 'off') {
          toast({ variant: 'success', title: labels.offTitle, description: labels.offDone });
          router.refresh();
        } else if (result.status === 'invalid') setPasswordError(labels.wrongPassword);
        else otherFailure(result);
      } catch {
        failed(labels.networkText);
      }
    });
  }

  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        labels={labels}
        email={email}
        onDone={() => {
          setCodes(null);
          router.refresh();
        }}
      />
    );
  return (
    <div className="mt-2 space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{fill(labels.recoveryLeft, { count: codesLeft })}</p>
      {open === 'newCodes' ? (
        <div className="space-y-3">
          <p>{labels.newCodesConfirm}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={newCodes} disabled={pending} className={buttonVariants()}>
              {labels.newCodes}
            </button>
            <button type="button" onClick={() => setOpen('none')} className={buttonVariants({ variant: 'secondary' })}>
              {labels.cancel}
            </button>
          </div>
        </div>
      ) : open === 'turnOff' ? (
        <form onSubmit={turnOff} className="space-y-3">
          <p>{labels.turnOffText}</p>
          <div>
            <label htmlFor="two-step-off-password" className="block text-sm font-medium">
              {labels.password}
            </label>
            <input
              id="two-step-off-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              maxLength={256}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? 'two-step-off-error' : undefined}
              className="mt-2 block w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
            />
            {passwordError && (
              <p id="two-step-off-error" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
                {passwordError}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={pending} className={buttonVariants({ variant: 'danger' })}>
              {labels.turnOffConfirm}
            </button>
            <button type="button" onClick={() => setOpen('none')} className={buttonVariants({ variant: 'secondary' })}>
              {labels.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setOpen('newCodes')}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {labels.newCodes}
          </button>
          {canTurnOff && (
            <button
              type="button"
              onClick={() => setOpen('turnOff')}
              className={buttonVariants({ variant: 'dangerSecondary' })}
            >
              {labels.turnOff}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
