import 'server-only';
import type { Metadata } from 'next';
import { pick } from '@/content/fields';
import type { SeoEntry } from '@/content/seo-entry';
import { env } from '@/lib/env';
import { defaultLocale, locales, type Locale } from '@/lib/locales';
import { localizedPath } from '@/lib/paths';
import { getSeoEntry } from '@/server/queries/seo';
import { contactFactsFiller } from '@/features/shell/contact-facts';

interface MetadataFallback {
  title: string;
  description: string;
  image?: string;
}

const ogLocales: Record<Locale, string> = { en: 'en_US', es: 'es_ES', de: 'de_DE', ar: 'ar_AR' };

export function absoluteUrl(path: string): string {
  return /^https:\/\//.test(path) ? path : `${env().SITE_URL}${path}`;
}

/**
 * The canonical URL of a page in each language its content is written in (every language unless told), plus
 * `x-default` (English).
 */
export function languageAlternates(path: string, written: readonly Locale[] = locales): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of written) languages[locale] = absoluteUrl(localizedPath(locale, path));
  languages['x-default'] = absoluteUrl(localizedPath(defaultLocale, path));
  return languages;
}

/**
 * A page's metadata from its SEO entry. A page without an entry uses the fallback built from its own content
 * (detail pages), else the home entry, as the specification says of unknown keys.
 */
export async function pageMetadata({
  locale,
  path,
  seoKey,
  fallback,
  noIndex = false,
  written = locales,
}: {
  locale: Locale;
  path: string;
  seoKey?: string;
  fallback?: MetadataFallback;
  noIndex?: boolean;
  /**
   * The languages the page's main content is written in. In another language the page shows that content in English:
   * it then names the English page as canonical, and only the written languages are its alternates.
   */
  written?: readonly Locale[];
}): Promise<Metadata> {
  const entry: SeoEntry | undefined =
    (seoKey ? await getSeoEntry(seoKey) : undefined) ?? (fallback ? undefined : await getSeoEntry('home'));
  const title = entry ? pick(entry.title, locale) : (fallback?.title ?? '');
  // A search description may name the settings' phone, e-mail and hours ({phone}, {email}, {hours}).
  const fill = await contactFactsFiller(locale);
  const description = entry ? fill(pick(entry.description, locale)) : (fallback?.description ?? '');
  const image = absoluteUrl(entry?.ogImage ?? fallback?.image ?? '/images/og/default.png');
  const canonical = entry?.canonicalUrl
    ? absoluteUrl(entry.canonicalUrl)
    : absoluteUrl(localizedPath(written.includes(locale) ? locale : defaultLocale, path));
  const ogTitle = entry?.ogTitle ? pick(entry.ogTitle, locale) : title;
  const ogDescription = entry?.ogDescription ? fill(pick(entry.ogDescription, locale)) : description;

  return {
    title: { absolute: title },
    description,
    keywords: entry?.keywords,
    alternates: { canonical, languages: languageAlternates(path, written) },
    openGraph: {
      type: 'website',
      url: canonical,
      title: ogTitle,
      description: ogDescription,
      images: [{ url: image }],
      locale: ogLocales[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => ogLocales[l]),
    },
    twitter: { card: 'summary_large_image', title: ogTitle, description: ogDescription, images: [image] },
    robots: noIndex || entry?.noindex ? { index: false, follow: true } : undefined,
  };
}
