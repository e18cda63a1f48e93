import type { ReactNode } from 'react';
import { ArrowLeft, SearchX } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/locales';
import { LocalLink } from './local-link';

/**
 * The body of an unknown item's 404 (an article, a case study): what happened, a `notice` of what happens next if
 * there is one, and a way back to the list; `children` follow the way back.
 */
export function ItemNotFound({
  title,
  text,
  notice,
  locale,
  backHref,
  backLabel,
  children,
}: {
  title: string;
  text: string;
  notice?: string;
  locale: Locale;
  /** The list's path without its language prefix. */
  backHref: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-ember-100 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{text}</p>
      {notice && (
        <p role="status" className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          {notice}
        </p>
      )}
      <LocalLink locale={locale} href={backHref} className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {backLabel}
      </LocalLink>
      {children}
    </section>
  );
}
