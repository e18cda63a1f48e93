import 'server-only';
import type { ComponentProps } from 'react';
import { headers } from 'next/headers';
import { redirect as nextRedirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from '@/lib/locales';
import { localizedPath, splitLocale } from '@/lib/paths';

/** The language of the page being rendered. */
export async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}

/** The path of the page being rendered, without its language prefix (`/es/portfolio` → `/portfolio`). */
export async function currentPath(): Promise<string> {
  return splitLocale((await headers()).get('x-pathname') ?? '/').path;
}

/**
 * A link to a page of the site in the current language. It is a plain anchor: no router code ships for links, and a
 * full page load is served from the rendered-page cache (server.mjs) about as fast as a client-side transition.
 */
export async function Link({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const locale = await currentLocale();
  return <a href={localizedPath(locale, href)} {...props} />;
}

/** Redirects (307) to a page in the given language; typed `never` so callers narrow after it. */
export function redirect(href: string, locale: Locale): never {
  nextRedirect(localizedPath(locale, href));
}
