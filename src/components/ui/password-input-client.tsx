'use client';

import { useState, type ReactNode } from 'react';

interface PasswordInputProps {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** The toggle's name in each state ("Show password", "Hide password"). */
  toggleLabels: { show: string; hide: string };
  icons: { show: ReactNode; hide: ReactNode };
  /** The id of a hint elsewhere on the page that describes this field. */
  hintId?: string;
  error?: string;
  autoFocus?: boolean;
  className?: string;
}

/**
 * A password field with a button that shows and hides what was typed. The value stays in the DOM (uncontrolled), so a
 * refused attempt keeps it; the form reads it with FormData. A server error is shown under it and described by it.
 */
export function PasswordInput({
  id,
  name,
  label,
  autoComplete,
  toggleLabels,
  icons,
  hintId,
  error,
  autoFocus,
  className,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-2">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          maxLength={256}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 ps-3.5 pe-12 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400"
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-400 dark:hover:text-white"
        >
          {visible ? icons.hide : icons.show}
          <span className="sr-only">{visible ? toggleLabels.hide : toggleLabels.show}</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
