import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The spec's rules choose the language (URL, then the visitor's pick); crawlers must get English at `/`.
  localeDetection: false,
  localeCookie: false,
  // Its `Link` header is built from the request's host headers; the pages carry their hreflang alternates from
  // SITE_URL instead (src/features/seo/metadata.ts), which no request can change.
  alternateLinks: false,
});
