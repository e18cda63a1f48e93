'use client';

import { useRef, useState, useTransition, type ReactNode } from 'react';
import { PasswordInput } from '@/components/ui/password-input-client';
import { toast } from '@/components/ui/toast-client';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import type { PasswordFailure } from './schema';

export type PasswordLabels = (typeof adminCopy)['account']['password'];
export type PasswordIcons = { show: ReactNode; hide: ReactNode };

/**
 * The state both password forms share: field errors from the server (codes turned into words, the first refused field
 * focused), the pending flag, and the toasts for what is not about one field.
 */
export function usePasswordForm(labels: PasswordLabels, failedTitle: string) {
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const say = (description: string) => toast({ variant: 'destructive', title: failedTitle, description });

  function run<R>(call: () => Promise<R>, done: (result: R) => void) {
    startTransition(async () => {
      let result: R;
      try {
        result = await call();
      } catch {
        say(labels.networkText);
        return;
      }
      done(result);
    });
  }

  function failed(result: PasswordFailure) {
    if (result.status === 'invalid') {
      const problems = labels.problems as Record<string, string>;
      const words = (field: string, code: string) => {
        const text = problems[code] ?? labels.problems.invalid;
        return field === 'password' && result.hint ? `${text} ${result.hint}` : text;
      };
      setErrors(Object.fromEntries(Object.entries(result.fields).map(([field, code]) => [field, words(field, code)])));
      focusFirstInvalid();
      say(labels.invalidText);
    } else if (result.status === 'rate_limited')
      say(fill(labels.rateLimited, { minutes: Math.max(1, Math.ceil(result.retryAfter / 60)) }));
    else say(fill(labels.errorText, { reference: result.reference }));
  }

  /** The form's fields by name, as strings. */
  const values = <K extends string>(names: readonly K[]) => {
    const data = new FormData(form.current ?? undefined);
    return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
  };

  return { form, errors, setErrors, pending, run, failed, values };
}

/** The new password, typed twice, under the policy that it has to meet (which describes the first field). */
export function NewPasswordFields({
  labels,
  label,
  repeatLabel,
  icons,
  errors,
  autoFocus,
}: {
  labels: PasswordLabels;
  label: string;
  repeatLabel: string;
  icons: PasswordIcons;
  errors: Record<string, string>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordInput
        id="new-password"
        name="password"
        label={label}
        autoComplete="new-password"
        toggleLabels={{ show: labels.showNew, hide: labels.hideNew }}
        icons={icons}
        hintId="password-policy"
        error={errors.password}
        autoFocus={autoFocus}
      />
      <p id="password-policy" className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
        {labels.policy}
      </p>
      <PasswordInput
        id="repeat-password"
        name="repeat"
        label={repeatLabel}
        autoComplete="new-password"
        toggleLabels={{ show: labels.showRepeat, hide: labels.hideRepeat }}
        icons={icons}
        error={errors.repeat}
      />
    </>
  );
}
