'use client';

import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import type { CaptchaConfig, CaptchaLabels } from '@/components/site/captcha-client';
import { buttonVariants } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input-client';
import { toast, Toaster, type ToastIcons } from '@/components/ui/toast-client';
import { toastClassNames } from '@/components/ui/toast-classes';
import { rememberBrowserZone } from '../time-zone-client';

interface LoginLabels {
  email: string;
  emailHint: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  signingIn: string;
  successTitle: string;
  successText: string;
  failedTitle: string;
  failedText: string;
  failedEmailText: string;
  rateLimitedText: string;
  challengeTitle: string;
  challengeText: string;
  challengeMissingText: string;
  httpsRequiredText: string;
  unavailableText: string;
  closeToast: string;
  captcha: CaptchaLabels;
}

/** Loaded only when a sign-in is asked for a captcha (after many failures), never with the page. */
const CaptchaField = lazy(() =>
  import('@/components/site/captcha-client').then(({ CaptchaField }) => ({ default: CaptchaField })),
);

/** Milliseconds between the success toast and opening the panel (spec 001 §9: admin login 500 ms). */
const REDIRECT_DELAY_MS = 500;

/**
 * The sign-in form: the owner signs in with the admin password alone (unless it is turned off), a named person with
 * their e-mail address and password. With script it signs in through fetch and answers with the spec's toasts; without, the same form posts to
 * the same endpoint and is redirected.
 */
export function LoginForm({
  labels,
  next,
  email,
  captcha,
  challenged = false,
  emailRequired = false,
  icons,
}: {
  labels: LoginLabels;
  next?: string;
  /** Pre-filled address (after setting a password through a link). */
  email?: string;
  captcha: CaptchaConfig;
  /** The last attempt (without script) was asked for a captcha: show it at once. */
  challenged?: boolean;
  /** The admin password signs no one in (`ADMIN_LOGIN_ENV=off`): every sign-in names its account. */
  emailRequired?: boolean;
  icons: ToastIcons & { show: ReactNode; hide: ReactNode };
}) {
  const [pending, setPending] = useState(false);
  // The admin's pages draw their times in the browser's zone from the first one on.
  useEffect(() => void rememberBrowserZone(), []);
  const [challenge, setChallenge] = useState(challenged);
  const [token, setToken] = useState<string | null>(null);
  /** Changed after every attempt that spent the solved captcha, so the widget asks for a fresh one. */
  const [resetSignal, setResetSignal] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const address = String(data.get('email') ?? '').trim();
    if (challenge && !token) {
      toast({ variant: 'destructive', title: labels.challengeTitle, description: labels.challengeMissingText });
      return;
    }
    setPending(true);
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          password: data.get('password'),
          ...(address ? { email: address } : {}),
          ...(next ? { next } : {}),
          ...(challenge && token ? { captcha: token } : {}),
        }),
      });
      if (challenge && token) setResetSignal((value) => value + 1);
      const answer = (await response.json()) as {
        redirect?: string;
        retryAfter?: number;
        error?: string;
        twoStep?: boolean;
      };
      // The password was right; the code comes next, on its own page (two-step sign-in).
      if (response.ok && answer.redirect && answer.twoStep) {
        window.location.assign(answer.redirect);
        return;
      }
      if (response.ok && answer.redirect) {
        toast({ variant: 'success', title: labels.successTitle, description: labels.successText });
        const target = answer.redirect;
        setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS);
        return;
      }
      if (answer.error === 'challenge') setChallenge(true);
      const description =
        response.status === 429
          ? labels.rateLimitedText.replace('{minutes}', String(Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60))))
          : answer.error === 'challenge'
            ? labels.challengeText
            : answer.error === 'https_required'
              ? labels.httpsRequiredText
              : response.status === 401
                ? address
                  ? labels.failedEmailText
                  : labels.failedText
                : labels.unavailableText;
      const title = answer.error === 'challenge' ? labels.challengeTitle : labels.failedTitle;
      toast({ variant: 'destructive', title, description });
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
          <label htmlFor="admin-email" className="block text-sm font-medium">
            {labels.email}
          </label>
          <input
            id="admin-email"
            name="email"
            type="email"
            autoComplete="username"
            maxLength={254}
            defaultValue={email}
            required={emailRequired}
            aria-describedby="admin-email-hint"
            className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
          <p id="admin-email-hint" className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
            {labels.emailHint}
          </p>
        </div>
        <PasswordInput
          id="admin-password"
          name="password"
          label={labels.password}
          autoComplete="current-password"
          toggleLabels={{ show: labels.showPassword, hide: labels.hidePassword }}
          icons={icons}
          autoFocus
        />
        {challenge && (
          <Suspense fallback={<div className="min-h-16" />}>
            <CaptchaField
              {...captcha}
              resetSignal={resetSignal}
              onToken={setToken}
              labels={labels.captcha}
              statusId="admin-login-captcha-status"
            />
          </Suspense>
        )}
        <button type="submit" disabled={pending} className={clsx(buttonVariants({ size: 'lg' }), 'w-full')}>
          {pending ? labels.signingIn : labels.submit}
        </button>
      </form>
      <Toaster closeLabel={labels.closeToast} icons={icons} classNames={toastClassNames} />
    </>
  );
}
