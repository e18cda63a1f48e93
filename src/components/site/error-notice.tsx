'use client';

import type { Locale } from '@/lib/locales';
import ar from '@messages/ar/errorPage.json';
import de from '@messages/de/errorPage.json';
import en from '@messages/en/errorPage.json';
import es from '@messages/es/errorPage.json';

/**
 * Every language's texts travel with the notice: it is loaded only once an error shows (`LazyErrorNotice`), and then
 * shows in the page's language at once, never English first.
 */
const catalogs: Record<Locale, (typeof en)['errorPage']> = {
  en: en.errorPage,
  es: es.errorPage,
  de: de.errorPage,
  ar: ar.errorPage,
};

// The button primitive's primary and secondary looks at the large size, as plain strings: its variant helper brings
// tailwind-merge, which client code keeps out of the browser (eslint.config.mjs).
const button =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600';
const primary = `${button} bg-ember-700 text-white shadow-sm hover:bg-ember-800`;
const secondary = `${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;

/**
 * What a visitor sees when a page fails on the server (SECURITY.md G1): a calm message, and the reference that the
 * server's log line for the failure carries (Next.js's error digest), so support can find it. Nothing else of the
 * error reaches the browser.
 */
export function ErrorNotice({
  locale,
  digest,
  homeHref,
  homeText,
  onRetry,
}: {
  locale: Locale;
  digest?: string;
  homeHref: string;
  homeText?: string;
  onRetry: () => void;
}) {
  const texts = catalogs[locale];
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6" role="alert">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{texts.title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{texts.message}</p>
      {digest && (
        <p className="mt-4 font-mono text-sm text-slate-500 dark:text-slate-400" data-testid="error-reference">
          {texts.reference.replace('{reference}', digest)}
        </p>
      )}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" className={primary} onClick={onRetry}>
          {texts.retry}
        </button>
        {/* A full page load, not a client navigation: whatever failed starts over. */}
        <a href={homeHref} className={secondary}>
          {homeText ?? texts.home}
        </a>
      </div>
    </section>
  );
}
