'use client';

import { clsx } from 'clsx';
import type { LocalizedText } from '@/content/fields';
import type { Locale } from '@/lib/locales';
import editorCopy from '@messages/admin/editor.json';

export const editorLocales: readonly Locale[] = ['en', 'es', 'de', 'ar'];

export interface FieldLabels {
  missingTranslation: string;
  required: string;
}

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

/**
 * Languages as tabs above the form; each says how many texts still lack that language (amber), and how many need an
 * update because their English changed since (blue).
 */
export function LanguageSwitch({
  value,
  onChange,
  names,
  missing,
  missingLabel,
  stale,
  staleLabel,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  names: Record<Locale, string>;
  missing: Record<Locale, number>;
  missingLabel: string;
  /** Texts whose English changed since they were translated, per language. */
  stale?: Record<Locale, number>;
  staleLabel?: string;
}) {
  return (
    <div role="group" aria-label="Language" className="flex flex-wrap gap-2">
      {editorLocales.map((locale) => (
        <button
          key={locale}
          type="button"
          aria-pressed={value === locale}
          onClick={() => onChange(locale)}
          className={clsx(
            'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ember-600',
            value === locale
              ? 'border-ember-600 bg-ember-50 text-ember-800 dark:bg-ember-800/30 dark:text-ember-100'
              : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {names[locale]}
          {missing[locale] > 0 && (
            <span className="rounded-full bg-amber-100 px-2 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              {missing[locale]}
              <span className="sr-only"> {missingLabel}</span>
            </span>
          )}
          {stale && stale[locale] > 0 && (
            <span className="rounded-full bg-sky-100 px-2 text-xs text-sky-900 dark:bg-sky-900 dark:text-sky-100">
              {stale[locale]}
              <span className="sr-only"> {staleLabel}</span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

/** A field's error, under it. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {error}
    </p>
  ) : null;
}

/** A field's help and its error, under it; the field's `aria-describedby` names both (`<id>-hint`, `<id>-error`). */
export function HintAndError({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </>
  );
}

/** One text field in the language being edited; English is required, the others fall back to it on the site. */
export function LocalizedInput({
  id,
  label,
  value,
  onChange,
  locale,
  error,
  multiline = false,
  maxLength,
  labels,
  hint,
}: {
  id: string;
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  locale: Locale;
  error?: string;
  multiline?: boolean;
  maxLength: number;
  labels: FieldLabels;
  /** Help under the field, read with it. */
  hint?: string;
}) {
  const text = value[locale] ?? '';
  const missing = locale !== 'en' && !text;
  const set = (next: string) => {
    const updated = { ...value };
    if (locale === 'en' || next) updated[locale] = next;
    else delete updated[locale];
    onChange(updated);
  };
  const props = {
    id,
    value: text,
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    maxLength,
    required: locale === 'en',
    placeholder: missing ? value.en : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint && `${id}-hint`, error ? `${id}-error` : missing && `${id}-missing`].filter(Boolean).join(' ') || undefined,
    className: inputClass,
  } as const;
  return (
    <div>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {missing && (
          <span id={`${id}-missing`} className="text-xs text-amber-800 dark:text-amber-300">
            {labels.missingTranslation}
          </span>
        )}
      </div>
      <div className="mt-1.5">
        {multiline ? (
          <textarea {...props} rows={4} onChange={(event) => set(event.target.value)} />
        ) : (
          <input {...props} type="text" onChange={(event) => set(event.target.value)} />
        )}
      </div>
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

/** A text that is the same in every language (a URL, a technology name). */
export function PlainInput({
  id,
  label,
  value,
  onChange,
  error,
  maxLength,
  type = 'text',
  hint,
  required = true,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
  type?: 'text' | 'url';
  /** Help shown under the field and read with it. */
  hint?: string;
  /** False for a field that may stay empty (its label then says so). */
  required?: boolean;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type === 'url' ? 'text' : type}
        inputMode={type === 'url' ? 'url' : undefined}
        value={value}
        maxLength={maxLength}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={clsx(inputClass, 'mt-1.5')}
      />
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

/** The field labels every editor passes to its localized inputs. */
export const fieldLabels: FieldLabels = {
  missingTranslation: editorCopy.missingTranslation,
  required: editorCopy.required,
};
