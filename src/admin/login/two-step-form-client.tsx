'use client';

import { useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button';
import { toast, Toaster, type ToastIcons } from '@/components/ui/toast-client';
import { toastClassNames } from '@/components/ui/toast-classes';
import { paths } from '@/lib/paths';
import type { adminCopy } from '../copy';

type Labels = (typeof adminCopy)['twoStep']['verify'];

/** Milliseconds between the success toast and opening the panel, as after a password (login-form-client.tsx). */
const REDIRECT_DELAY_MS = 500;

const field =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-lg tracking-widest text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white';

/**
 * The code after the password: the authenticator's 6 digits, or a recovery code. With script it posts JSON and answers
 * with toasts; without, the same form posts to the same route and is redirected back with the error named.
 */
export function TwoStepForm({ recovery, labels, icons }: { recovery: boolean; labels: Labels; icons: ToastIcons }) {
  const [pending, setPending] = useState(false);
  const name = recovery ? 'recoveryCode' : 'code';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const value = (input?.value ?? '').trim();
    setPending(true);
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [name]: value }),
      });
      const answer = (await response.json()) as { redirect?: string; retryAfter?: number; error?: string };
      if (response.ok && answer.redirect) {
        toast({ variant: 'success', title: labels.successTitle, description: labels.successText });
        const target = answer.redirect;
        setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS);
        return;
      }
      if (answer.error === 'expired') {
        window.location.assign(paths.adminTwoStep);
        return;
      }
      const description =
        response.status === 429
          ? labels.rateLimitedText.replace('{minutes}', String(Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60))))
          : answer.error === 'invalid_body'
            ? labels.invalidBodyText
            : answer.error === 'https_required'
              ? labels.httpsRequiredText
              : response.status === 401
                ? recovery
                  ? labels.invalidRecoveryText
                  : labels.invalidText
                : labels.unavailableText;
      toast({ variant: 'destructive', title: labels.failedTitle, description });
      input?.select();
    } catch {
      toast({ variant: 'destructive', title: labels.failedTitle, description: labels.unavailableText });
    }
    setPending(false);
  }

  return (
    <>
      <form action="/api/admin/login/verify" method="post" onSubmit={onSubmit} className="mt-6 space-y-5">
        <div>
          <label htmlFor="two-step-code" className="block text-sm font-medium">
            {recovery ? labels.recoveryCode : labels.code}
          </label>
          {recovery ? (
            <input
              id="two-step-code"
              name="recoveryCode"
              type="text"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              minLength={12}
              maxLength={20}
              pattern="[A-Za-z0-9 \-]{12,20}"
              aria-describedby="two-step-code-hint"
              className={field}
              autoFocus
            />
          ) : (
            <input
              id="two-step-code"
              name="code"
              type="text"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              minLength={6}
              maxLength={9}
              pattern="[0-9 ]{6,9}"
              aria-describedby="two-step-code-hint"
              className={field}
              autoFocus
            />
          )}
          <p id="two-step-code-hint" className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
            {recovery ? labels.recoveryCodeHint : labels.codeHint}
          </p>
        </div>
        <button type="submit" disabled={pending} className={clsx(buttonVariants({ size: 'lg' }), 'w-full')}>
          {pending ? labels.verifying : labels.submit}
        </button>
      </form>
      <Toaster closeLabel={labels.closeToast} icons={icons} classNames={toastClassNames} />
    </>
  );
}
