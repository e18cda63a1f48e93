'use client';

import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import type { LocalizedText } from '@/content/fields';
import type { Locale } from '@/lib/locales';
import copy from '@messages/admin/seo.json';
import { fill } from '../fill';

/** From this share of the limit on, the count turns amber: search engines start cutting texts near their limit. */
const NEAR = 0.9;
/** Screen readers hear the count once typing pauses, not at every key. */
const ANNOUNCE_DELAY_MS = 800;

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 data-[level=near]:border-amber-500 data-[level=over]:border-red-600 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

/**
 * A localized text with a live length hint ("42 / 60 characters"), amber near the limit and red past it. Unlike the
 * shared LocalizedInput it lets the admin type past the limit, to see the hint; the server refuses the value then.
 */
export function MeteredInput({
  id,
  label,
  value,
  onChange,
  locale,
  limit,
  error,
  multiline = false,
  missingLabel,
}: {
  id: string;
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  locale: Locale;
  limit: number;
  error?: string;
  multiline?: boolean;
  missingLabel: string;
}) {
  const text = value[locale] ?? '';
  const missing = locale !== 'en' && !text;
  const length = text.length;
  const level = length > limit ? 'over' : length >= Math.ceil(limit * NEAR) ? 'near' : 'ok';
  const count = fill(copy.count, { count: length, max: limit });
  const note =
    level === 'over' ? fill(copy.countOver, { over: length - limit }) : level === 'near' ? copy.countNear : '';
  const [touched, setTouched] = useState(false);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!touched) return;
    const timer = setTimeout(() => setAnnounced(`${label}: ${count}. ${note}`), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [touched, label, count, note]);

  const set = (next: string) => {
    setTouched(true);
    const updated = { ...value };
    if (locale === 'en' || next) updated[locale] = next;
    else delete updated[locale];
    onChange(updated);
  };
  const described = [error && `${id}-error`, missing && `${id}-missing`, `${id}-count`].filter(Boolean).join(' ');
  const props = {
    id,
    value: text,
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    maxLength: 2000,
    required: locale === 'en',
    placeholder: missing ? value.en : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'data-level': level,
    className: inputClass,
  } as const;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {missing && (
          <span id={`${id}-missing`} className="text-xs text-amber-800 dark:text-amber-300">
            {missingLabel}
          </span>
        )}
      </div>
      <div className="mt-1.5">
        {multiline ? (
          <textarea {...props} rows={3} onChange={(event) => set(event.target.value)} />
        ) : (
          <input {...props} type="text" onChange={(event) => set(event.target.value)} />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <p
        id={`${id}-count`}
        data-testid={`${id}-count`}
        className={clsx(
          'mt-1 text-sm',
          level === 'ok' && 'text-slate-600 dark:text-slate-400',
          level === 'near' && 'text-amber-800 dark:text-amber-300',
          level === 'over' && 'font-semibold text-red-700 dark:text-red-400',
        )}
      >
        {count}
        {note && <span> · {note}</span>}
      </p>
      <span className="sr-only" aria-live="polite">
        {announced}
      </span>
    </div>
  );
}
