'use client';

import { Check, ChevronDown, Globe } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { Link, usePathname } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/locales';

export interface LanguageOption {
  code: Locale;
  name: string;
}

/** A dropdown showing the current two-letter code; each entry links to this page in that language. */
export function LanguageMenu({
  current,
  options,
  label,
  listLabel,
  className,
}: {
  current: Locale;
  options: LanguageOption[];
  label: string;
  listLabel: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const pathname = usePathname();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(open, close, panel, button);

  return (
    <div className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Globe aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}, </span>
        {current}
        <ChevronDown aria-hidden="true" className={cn('size-3.5 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        ref={panel}
        id={menuId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <ul aria-label={listLabel}>
          {options.map((option) => (
            <li key={option.code}>
              <Link
                href={pathname}
                locale={option.code}
                hrefLang={option.code}
                lang={option.code}
                aria-current={option.code === current ? 'true' : undefined}
                onClick={close}
                className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <span>{option.name}</span>
                <span className="flex items-center gap-2 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
                  {option.code}
                  {option.code === current && <Check aria-hidden="true" className="size-4 text-ember-600" />}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
