import type { Locale } from '@/lib/locales';
import ar from '@messages/ar/errorPage.json';
import de from '@messages/de/errorPage.json';
import en from '@messages/en/errorPage.json';
import es from '@messages/es/errorPage.json';

/**
 * Every language's texts of the error page travel with it: it shows when something failed, maybe the translations'
 * store itself, and then in the page's language at once, never English first.
 */
const catalogs: Record<Locale, (typeof en)['errorPage']> = {
  en: en.errorPage,
  es: es.errorPage,
  de: de.errorPage,
  ar: ar.errorPage,
};

export const errorPageTexts = (locale: Locale) => catalogs[locale];
