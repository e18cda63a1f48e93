'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button';
import { toast, Toaster, type ToastIcons } from '@/components/ui/toast-client';
import { toastClassNames } from '@/components/ui/toast-classes';
import type { ResetRequestActionResult } from '../account/schema';
import type { adminCopy } from '../copy';
import { fill } from '../fill';

type Labels = (typeof adminCopy)['account']['reset'];

/**
 * Forgot password: the address, then the same "check your inbox" whether or not it is a person's (only a malformed
 * address, a network that asked too often or a site without mail is answered otherwise).
 */
export function ForgotPasswordForm({
  labels,
  email: initialEmail,
  icons,
  action,
}: {
  labels: Labels;
  email?: string;
  icons: ToastIcons;
  action: (input: unknown) => Promise<ResetRequestActionResult>;
}) {
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<{ status: 'sent'; email: string } | { status: 'no_mail' } | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const failed = (description: string) => toast({ variant: 'destructive', title: labels.failedTitle, description });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    startTransition(async () => {
      let result: ResetRequestActionResult;
      try {
        result = await action({ email });
      } catch {
        failed(labels.networkFailed);
        return;
      }
      setEmailError(result.status === 'invalid' ? labels.invalidEmail : null);
      if (result.status === 'sent') setAnswer({ status: 'sent', email });
      else if (result.status === 'no_mail') setAnswer(result);
      else if (result.status === 'rate_limited')
        failed(fill(labels.rateLimited, { minutes: Math.max(1, Math.ceil(result.retryAfter / 60)) }));
      else if (result.status === 'error') failed(fill(labels.error, { reference: result.reference }));
      else if (result.status === 'invalid') document.getElementById('reset-email')?.focus();
    });
  }

  if (answer)
    return (
      <div
        role="status"
        className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
      >
        <h2 className="font-semibold">{answer.status === 'sent' ? labels.sentTitle : labels.noMailTitle}</h2>
        <p className="mt-1 text-slate-700 dark:text-slate-200">
          {answer.status === 'sent' ? fill(labels.sentText, { email: answer.email }) : labels.noMailText}
        </p>
      </div>
    );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <div>
          <label htmlFor="reset-email" className="block font-medium">
            {labels.email}
          </label>
          <input
            id="reset-email"
            name="email"
            type="email"
            required
            autoComplete="username"
            autoFocus
            maxLength={254}
            defaultValue={initialEmail}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'reset-email-error' : undefined}
            className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
          {emailError && (
            <p id="reset-email-error" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
              {emailError}
            </p>
          )}
        </div>
        <button type="submit" disabled={pending} className={clsx(buttonVariants({ size: 'lg' }), 'w-full')}>
          {pending ? labels.sending : labels.submit}
        </button>
      </form>
      <Toaster closeLabel={labels.closeToast} icons={icons} classNames={toastClassNames} />
    </>
  );
}
