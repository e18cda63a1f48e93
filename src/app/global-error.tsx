'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { LazyErrorNotice } from '@/components/site/lazy-error-notice';
import { homePath, isLocale, rtlLocales, type Locale } from '@/lib/locales';
import './globals.css';

/**
 * A failure in a root layout itself (the localized site's or the admin's, e.g. when the database cannot be read): no
 * layout is left, so this page brings its own document, in the language of the address.
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const first = (usePathname() ?? '').split('/')[1];
  const locale: Locale = isLocale(first) ? first : 'en';
  // The layouts' theme script is gone with them (and an inline script here would have no nonce): the stored theme is
  // applied once the page runs.
  useEffect(() => {
    try {
      if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
    } catch {
      // Storage blocked: the light theme stays.
    }
  }, []);
  return (
    <html lang={locale} dir={rtlLocales.has(locale) ? 'rtl' : 'ltr'}>
      <body className="min-h-dvh bg-white text-slate-900 dark:bg-navy-950 dark:text-white">
        <main>
          <LazyErrorNotice locale={locale} digest={error.digest} homeHref={homePath(locale)} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
