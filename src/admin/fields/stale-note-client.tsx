'use client';

import { useId, useMemo } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/locales';
import type { StaleMap } from '@/lib/stale-translations';
import { readableText } from '@/lib/readable-text';
import { wordDiff } from '@/lib/word-diff';
import editorCopy from '@messages/admin/editor.json';
import { DiffSide } from '../version-compare-client';

/**
 * Under a translation whose English changed since it was written: the English then and now side by side, the words
 * that went struck through and those that came marked, and "Mark as up to date" for a translation still right.
 */
function StaleNote({
  english,
  current,
  onMarkCurrent,
}: {
  /** The English the translation was written from. */
  english: string;
  /** The English in the form now. */
  current: string;
  onMarkCurrent?: () => void;
}) {
  const t = editorCopy.translations;
  const id = useId();
  const parts = useMemo(() => wordDiff(readableText(english), readableText(current)), [english, current]);
  return (
    <div
      role="note"
      aria-labelledby={`${id}-heading`}
      className="mt-2 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-slate-800 dark:border-sky-800 dark:bg-sky-950/40 dark:text-slate-100"
    >
      <p id={`${id}-heading`} className="font-medium text-sky-900 dark:text-sky-200">
        {t.heading}
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {(
          [
            ['removed', t.englishThen],
            ['added', t.englishNow],
          ] as const
        ).map(([kind, label]) => (
          <div key={kind} className="min-w-0" dir="ltr" lang="en">
            <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</p>
            <p className="mt-1 break-words whitespace-pre-line">
              <DiffSide parts={parts} kind={kind} />
            </p>
          </div>
        ))}
      </div>
      {onMarkCurrent && (
        <button
          type="button"
          onClick={onMarkCurrent}
          className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
        >
          {t.markCurrent}
        </button>
      )}
    </div>
  );
}

/** Where an editor keeps its stale translations (useEditor's `translations`, `locale` and `markCurrent`). */
export interface StaleSource {
  translations: StaleMap;
  locale: Locale;
  markCurrent?: (path: string, locale: Locale) => void;
}

/** Whether the text at `path` needs an update in the language on screen. */
export const isStale = (of: StaleSource, path: string) =>
  of.locale !== 'en' && of.translations[path]?.[of.locale] !== undefined;

/** The note under the text at `path`, when its translation in the language on screen needs an update. */
export function StaleNoteAt({ of, path, current }: { of: StaleSource; path: string; current: string | undefined }) {
  const english = of.locale === 'en' ? undefined : of.translations[path]?.[of.locale];
  if (english === undefined) return null;
  const { markCurrent, locale } = of;
  return (
    <StaleNote
      english={english}
      current={current ?? ''}
      onMarkCurrent={markCurrent && (() => markCurrent(path, locale))}
    />
  );
}
