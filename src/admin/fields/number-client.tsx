'use client';

import { clsx } from 'clsx';
import { useState } from 'react';
import { HintAndError } from './localized-client';

const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A whole number (a rating, a price in dollars) as a number field. What the admin typed is sent as typed (2.5 stays
 * 2.5, an empty field is NaN), so the server, not the browser, decides what is refused and says so beside the field.
 */
export function WholeNumberInput({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  min,
  max,
  className,
}: {
  id: string;
  label: string;
  hint: string;
  value: number;
  /** The number and the text it was read from (to show what was typed, e.g. in a heading). */
  onChange: (value: number, text: string) => void;
  error?: string;
  min: number;
  max?: number;
  /** The input's width. */
  className: string;
}) {
  const [text, setText] = useState(() => (Number.isNaN(value) ? '' : String(value)));
  // A restore or a save replaces the value from outside: show it, unless it is what the field already says.
  if (!Object.is(parse(text), value)) setText(Number.isNaN(value) ? '' : String(value));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parse(event.target.value), event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(`${id}-hint`, error && `${id}-error`)}
        className={clsx(
          'mt-1.5 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white',
          className,
        )}
      />
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}
