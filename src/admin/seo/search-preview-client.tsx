'use client';

import type { Locale } from '@/lib/locales';
import copy from '@messages/admin/seo.json';
import { fill } from '../fill';

/**
 * How a search engine may list the page, in the language being edited: the address, the title as a link and the
 * description, cut where results usually cut them. It follows the draft as the admin types.
 */
export function SearchPreview({
  url,
  title,
  description,
  locale,
  language,
}: {
  url: string;
  title: string;
  description: string;
  locale: Locale;
  language: string;
}) {
  return (
    <section
      aria-labelledby="seo-preview-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/60"
    >
      <h3 id="seo-preview-heading" className="text-sm font-semibold">
        {copy.preview}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">{fill(copy.previewHint, { language })}</p>
      <div
        data-testid="search-preview"
        lang={locale}
        dir={locale === 'ar' ? 'rtl' : 'ltr'}
        className="mt-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <p data-testid="search-preview-url" dir="ltr" className="truncate text-sm text-slate-700 dark:text-slate-300">
          {url}
        </p>
        <p
          data-testid="search-preview-title"
          className="mt-1 line-clamp-1 text-lg break-words leading-snug text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
        >
          {title}
        </p>
        <p
          data-testid="search-preview-description"
          className="mt-1 line-clamp-2 text-sm break-words text-slate-700 dark:text-slate-300"
        >
          {description}
        </p>
      </div>
    </section>
  );
}
