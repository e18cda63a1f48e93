'use client';

import { useRef, useState, useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import copy from '@messages/admin/media.json';
import { fill } from '../fill';
import { saveMediaAltAction, type PickerItem } from './actions';
import { MediaPreview } from './media-file-client';

const p = copy.picker;
const languages = ['en', 'es', 'de', 'ar'] as const;

/**
 * The picker's second step: the chosen image's alt text in each language, as the library has it, saved on the image
 * before its address goes into the field. A stale image (saved elsewhere meanwhile) is read again, the step says so.
 * Not a <form>: the picker sits inside the item's form, and a form inside a form would submit (publish) it.
 */
export function AltStep({
  item,
  onBack,
  onStale,
  onSaved,
}: {
  item: PickerItem;
  onBack: () => void;
  onStale: () => void;
  /** After the alt texts are saved on the image: what they are now, by language. */
  onSaved: (alt: PickerItem['alt']) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const step = useRef<HTMLDivElement>(null);

  function use() {
    const value = (language: string) =>
      step.current?.querySelector<HTMLTextAreaElement>(`textarea[data-language="${language}"]`)?.value ?? '';
    const alt = Object.fromEntries(languages.map((language) => [language, value(language)]));
    startTransition(async () => {
      const result = await saveMediaAltAction({ id: item.id, version: item.version, alt });
      if (result.status === 'saved') return onSaved(alt);
      if (result.status === 'invalid') return setErrors(result.fields);
      if (result.status === 'stale') {
        setProblem(p.stale);
        return onStale();
      }
      setProblem(fill(p.altSaveFailed, { reference: result.status === 'error' ? result.reference : result.status }));
    });
  }

  return (
    <div
      ref={step}
      role="group"
      className="max-h-[70vh] space-y-4 overflow-y-auto p-4"
      aria-labelledby="picker-alt-title"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <MediaPreview
          src={item.thumbnail}
          alt=""
          width={item.width}
          height={item.height}
          unavailable={copy.details.previewUnavailable}
          className="aspect-[4/3] w-32 shrink-0 rounded-lg bg-slate-100 object-cover sm:w-40 dark:bg-slate-800"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id="picker-alt-title" className="font-semibold break-words">
            {fill(p.altTitle, { name: item.fileName })}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{p.altHint}</p>
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {problem}
        </p>
      )}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{copy.details.alt}</legend>
        {languages.map((language) => {
          const error = errors[`alt.${language}`];
          return (
            <div key={language}>
              <label htmlFor={`picker-alt-${language}`} className="block text-sm font-medium">
                {copy.details.languages[language]}
              </label>
              <textarea
                rows={2}
                id={`picker-alt-${language}`}
                data-language={language}
                defaultValue={item.alt[language] ?? ''}
                maxLength={300}
                lang={language}
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `picker-alt-${language}-error` : undefined}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950"
              />
              {error && (
                <p id={`picker-alt-${language}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={use} disabled={pending} className={buttonVariants()}>
          {p.use}
        </button>
        <button type="button" onClick={onBack} className={buttonVariants({ variant: 'ghost' })}>
          {p.back}
        </button>
      </div>
    </div>
  );
}
