import { redirect as nextRedirect } from 'next/navigation';
import { createNavigation } from 'next-intl/navigation';
import type { Locale } from '@/lib/locales';
import { routing } from './routing';

export const { Link, usePathname, useRouter, getPathname } = createNavigation(routing);

/** Redirects (307) to a page in the given language; typed `never` so callers narrow after it. */
export function redirect(href: string, locale: Locale): never {
  nextRedirect(getPathname({ href, locale }));
}
