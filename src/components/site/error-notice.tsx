'use client';

import type { Locale } from '@/lib/locales';
import { errorPageTexts } from './error-page-texts';

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
  /**
   * How the visitor tries again: a hydrated page's error boundary resets; a page of HTML alone (the islands renderer,
   * src/site/pages/500.astro) is loaded again from its path, by a form, so the button works with no script at all.
   */
  onRetry: (() => void) | { path: string };
}) {
  const texts = errorPageTexts(locale);
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
        {typeof onRetry === 'function' ? (
          <button type="button" className={primary} onClick={onRetry}>
            {texts.retry}
          </button>
        ) : (
          <form method="get" action={onRetry.path}>
            <button type="submit" className={primary}>
              {texts.retry}
            </button>
          </form>
        )}
        {/* A full page load, not a client navigation: whatever failed starts over. */}
        <a href={homeHref} className={secondary}>
          {homeText ?? texts.home}
        </a>
      </div>
    </section>
  );
}
