import 'server-only';
import { headers } from 'next/headers';
import { pick } from '@/content/fields';
import type { SiteSettings } from '@/content/site-settings';
import type { Locale } from '@/lib/locales';
import { localizedPath } from '@/lib/paths';
import { absoluteUrl } from './metadata';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/** Structured data as a JSON-LD block; `<` is escaped so no text can close the script element. */
export async function JsonLd({ data }: { data: Json }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

export function organizationJsonLd(site: SiteSettings, locale: Locale): Json {
  const dayNames = {
    Mo: 'Monday',
    Tu: 'Tuesday',
    We: 'Wednesday',
    Th: 'Thursday',
    Fr: 'Friday',
    Sa: 'Saturday',
    Su: 'Sunday',
  } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#organization`,
    name: site.name,
    legalName: site.legalName,
    description: pick(site.blurb, locale),
    url: absoluteUrl(localizedPath(locale, '/')),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl('/images/og/default.png'),
    telephone: site.phone,
    email: site.emails.contact,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: site.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => dayNames[day]),
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: [site.socials.x, site.socials.linkedin, site.socials.instagram],
  };
}

export function breadcrumbJsonLd(locale: Locale, items: { name: string; path: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localizedPath(locale, item.path)),
    })),
  };
}
