import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, rtlLocales } from '@/lib/locales';
import '../globals.css';

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // Reading the request makes every page render per request: the CSP nonce is new each time and content is live.
  await headers();

  return (
    <html lang={locale} dir={rtlLocales.has(locale) ? 'rtl' : 'ltr'}>
      <body className="min-h-dvh">
        <NextIntlClientProvider>{children as ReactNode}</NextIntlClientProvider>
      </body>
    </html>
  );
}
