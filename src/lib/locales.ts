/** The site's languages, defined once. English is the default and is served without a prefix. */
export const locales = ['en', 'es', 'de', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const rtlLocales: ReadonlySet<Locale> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A language's home page: `/` for English, `/de` for German (what `localizedPath(locale, '/')` gives). */
export function homePath(locale: Locale): string {
  return locale === defaultLocale ? '/' : `/${locale}`;
}
