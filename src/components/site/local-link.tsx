import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/locales';
import { localizedPath } from '@/lib/paths';

/**
 * A link to a page of the site in a language (`/services` → `/es/services`). A plain anchor: no router code ships for
 * links, and a full page load is served from the rendered-page cache (server.mjs).
 */
export function LocalLink({
  locale,
  href,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { locale: Locale; href: string }) {
  return <a href={localizedPath(locale, href)} {...props} />;
}
