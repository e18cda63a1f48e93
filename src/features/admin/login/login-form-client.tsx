'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button';
import { toast, Toaster, type ToastIcons } from '@/components/ui/toast-client';

export interface LoginLabels {
  password: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  signingIn: string;
  successTitle: string;
  successText: string;
  failedTitle: string;
  failedText: string;
  rateLimitedText: string;
  unavailableText: string;
  closeToast: string;
}

/** Milliseconds between the success toast and opening the panel (spec 001 §9: admin login 500 ms). */
const REDIRECT_DELAY_MS = 500;

/**
 * The password form. With script it signs in through fetch and answers with the spec's toasts; without, the same form
 * posts to the same endpoint and is redirected.
 */
export function LoginForm({
  labels,
  next,
  icons,
}: {
  labels: LoginLabels;
  next?: string;
  icons: ToastIcons & { show: ReactNode; hide: ReactNode };
}) {
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = new FormData(form).get('password');
    setPending(true);
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password, ...(next ? { next } : {}) }),
      });
      const answer = (await response.json()) as { redirect?: string; retryAfter?: number };
      if (response.ok && answer.redirect) {
        toast({ variant: 'success', title: labels.successTitle, description: labels.successText });
        const target = answer.redirect;
        setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS);
        return;
      }
      const description =
        response.status === 429
          ? labels.rateLimitedText.replace('{minutes}', String(Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60))))
          : response.status === 401
            ? labels.failedText
            : labels.unavailableText;
      toast({ variant: 'destructive', title: labels.failedTitle, description });
      form.querySelector<HTMLInputElement>('input[name="password"]')?.select();
    } catch {
      toast({ variant: 'destructive', title: labels.failedTitle, description: labels.unavailableText });
    }
    setPending(false);
  }

  return (
    <>
      <form action="/api/admin/login" method="post" onSubmit={onSubmit} className="mt-6 space-y-5">
        {next && <input type="hidden" name="next" value={next} />}
        <div>
          <label htmlFor="admin-password" className="block text-sm font-medium">
            {labels.password}
          </label>
          <div className="relative mt-2">
            <input
              id="admin-password"
              name="password"
              type={visible ? 'text' : 'password'}
              autoComplete="current-password"
              required
              maxLength={256}
              autoFocus
              className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 ps-3.5 pe-12 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
            />
            <button
              type="button"
              onClick={() => setVisible((value) => !value)}
              aria-pressed={visible}
              aria-controls="admin-password"
              className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-400 dark:hover:text-white"
            >
              {visible ? icons.hide : icons.show}
              <span className="sr-only">{visible ? labels.hidePassword : labels.showPassword}</span>
            </button>
          </div>
        </div>
        <button type="submit" disabled={pending} className={clsx(buttonVariants({ size: 'lg' }), 'w-full')}>
          {pending ? labels.signingIn : labels.submit}
        </button>
      </form>
      <Toaster closeLabel={labels.closeToast} icons={icons} />
    </>
  );
}
