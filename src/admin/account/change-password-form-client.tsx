'use client';

import type { FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input-client';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { NewPasswordFields, usePasswordForm, type PasswordIcons, type PasswordLabels } from './password-fields-client';
import type { ChangePasswordActionResult } from './schema';

/** Current password, then the new one twice. On success the other sessions are gone and the form is emptied. */
export function ChangePasswordForm({
  email,
  labels,
  passwordLabels,
  icons,
  action,
}: {
  /** For password managers, which file the new password under this address. */
  email: string | null;
  labels: (typeof adminCopy)['account']['change'];
  passwordLabels: PasswordLabels;
  icons: PasswordIcons;
  action: (input: unknown) => Promise<ChangePasswordActionResult>;
}) {
  const { form, errors, setErrors, pending, run, failed, values } = usePasswordForm(
    passwordLabels,
    passwordLabels.failedTitle,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = values(['current', 'password', 'repeat'] as const);
    run(
      () => action(input),
      (result) => {
        if (result.status === 'changed') {
          form.current?.reset();
          setErrors({});
          toast({ variant: 'success', title: labels.changedTitle, description: labels.changedText });
        } else if (result.status === 'managed_by_env')
          toast({ variant: 'destructive', title: passwordLabels.failedTitle, description: labels.managedByEnv });
        else failed(result);
      },
    );
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
      {email && <input type="text" name="username" autoComplete="username" value={email} readOnly className="hidden" />}
      <PasswordInput
        id="current-password"
        name="current"
        label={labels.current}
        autoComplete="current-password"
        toggleLabels={{ show: passwordLabels.showCurrent, hide: passwordLabels.hideCurrent }}
        icons={icons}
        error={errors.current}
      />
      <NewPasswordFields
        labels={passwordLabels}
        label={labels.next}
        repeatLabel={labels.repeat}
        icons={icons}
        errors={errors}
      />
      <button type="submit" disabled={pending} className={buttonVariants()}>
        {pending ? labels.saving : labels.submit}
      </button>
    </form>
  );
}
