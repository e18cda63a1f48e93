'use client';

import { Check, ChevronDown, Globe } from '@/components/icons';
import { Disclosure } from '@/components/ui/disclosure-client';
import { LanguageLinks } from './language-links-client';
import type { Locale } from '@/lib/locales';
import { localizedPath } from '@/lib/paths';

interface LanguageOption {
  code: Locale;
  name: string;
}

export interface LanguageMenuProps {
  current: Locale;
  /** The page's path without its language prefix. */
  currentPath: string;
  options: LanguageOption[];
  label: string;
  listLabel: string;
  waitText: string;
  switchingText: Record<Locale, string>;
}

/**
 * A dropdown showing the current two-letter code; each entry links to this page in that language (see LanguageLinks).
 * An island on the public site: its props are plain data.
 */
export function LanguageMenu({
  current,
  currentPath,
  options,
  label,
  listLabel,
  waitText,
  switchingText,
}: LanguageMenuProps) {
  return (
    <Disclosure
      className="relative"
      buttonClassName="inline-flex h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-200 dark:hover:bg-slate-800"
      button={
        <>
          <Globe aria-hidden="true" className="size-4" />
          <span className="sr-only">{label}, </span>
          {current}
          <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-aria-expanded:rotate-180" />
        </>
      }
      panelClassName="absolute end-0 top-full z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <LanguageLinks active={current} waitText={waitText} switchingText={switchingText}>
        <ul aria-label={listLabel}>
          {options.map((option) => (
            <li key={option.code}>
              <a
                href={localizedPath(option.code, currentPath)}
                hrefLang={option.code}
                lang={option.code}
                aria-current={option.code === current ? 'true' : undefined}
                className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <span>{option.name}</span>
                <span className="flex items-center gap-2 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
                  {option.code}
                  {option.code === current && <Check aria-hidden="true" className="size-4 text-ember-600" />}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </LanguageLinks>
    </Disclosure>
  );
}
