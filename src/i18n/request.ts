import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from '@/lib/locales';
import en from '../../messages/en.json';

type Messages = typeof en;

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === defaultLocale) return en;
  const localized = ((await import(`../../messages/${locale}.json`)) as { default: Partial<Messages> }).default;
  return deepMerge(en, localized);
}

/** Missing keys of a partial catalog fall back to English. */
function deepMerge<T extends Record<string, unknown>>(base: T, override: Partial<T>): T {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const fallback = base[key];
    result[key] =
      value && typeof value === 'object' && fallback && typeof fallback === 'object'
        ? deepMerge(fallback as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return result as T;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale) };
});
