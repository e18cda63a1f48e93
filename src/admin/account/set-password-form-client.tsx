'use client';

import { useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button';
import { Toaster, type ToastIcons } from '@/components/ui/toast-client';
import { toastClassNames } from '@/components/ui/toast-classes';
import type { adminCopy } from '../copy';
import { NewPasswordFields, usePasswordForm, type PasswordIcons, type PasswordLabels } from './password-fields-client';
import type { SetPasswordActionResult } from './schema';

/**
 * The new password, twice, for the person a one-time link names. Once it is set, the sign-in page opens with their
 * address filled in. A link used up meanwhile (another tab) says so instead of the form.
 */
export function SetPasswordForm({
  token,
  email,
  labels,
  passwordLabels,
  icons,
  action,
}: {
  token: string;
  email: string;
  labels: (typeof adminCopy)['account']['setPassword'];
  passwordLabels: PasswordLabels;
  icons: PasswordIcons & ToastIcons;
  action: (input: unknown) => Promise<SetPasswordActionResult>;
}) {
  const { form, errors, pending, run, failed, values } = usePasswordForm(passwordLabels, labels.failedTitle);
  const [linkGone, setLinkGone] = useState(false);
  const [done, setDone] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { token, ...values(['password', 'repeat'] as const) };
    run(
      () => action(input),
      (result) => {
        if (result.status === 'set') {
          setDone(true);
          // Replaced, not added: Back must not return to a link that has just been used up.
          window.location.replace(`/admin-login?${new URLSearchParams({ email: result.email, passwordSet: '1' })}`);
        } else if (result.status === 'invalid_link') setLinkGone(true);
        else failed(result);
      },
    );
  }

  if (linkGone)
    return (
      <div role="alert" className="mt-6">
        <h2 className="font-semibold">{labels.invalidTitle}</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{labels.invalidText}</p>
      </div>
    );

  return (
    <>
      <form ref={form} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <input type="text" name="username" autoComplete="username" value={email} readOnly className="hidden" />
        <NewPasswordFields
          labels={passwordLabels}
          label={labels.next}
          repeatLabel={labels.repeat}
          icons={icons}
          errors={errors}
          autoFocus
        />
        <button type="submit" disabled={pending || done} className={clsx(buttonVariants({ size: 'lg' }), 'w-full')}>
          {pending || done ? labels.saving : labels.submit}
        </button>
      </form>
      <Toaster closeLabel={labels.closeToast} icons={icons} classNames={toastClassNames} />
    </>
  );
}
