import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The spec's rules choose the language (URL, then the visitor's pick); crawlers must get English at `/`.
  localeDetection: false,
  localeCookie: false,
});
