import 'server-only';
import type { BlogPost } from '@/content/blog-post';
import { pick } from '@/content/fields';
import type { SiteSettings } from '@/content/site-settings';
import type { Locale } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import { absoluteUrl } from './metadata';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/**
 * Structured data as a JSON-LD block; `<` is escaped so no text can close the script element. A data block runs no
 * code, so the site's hash-based CSP needs nothing for it.
 */
export function JsonLdScript({ data }: { data: Json }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
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

export function faqPageJsonLd(items: { question: string; answer: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function articleJsonLd(post: BlogPost, site: SiteSettings, locale: Locale): Json {
  const url = absoluteUrl(localizedPath(locale, paths.blogPost(post.slug)));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: pick(post.title, locale),
    description: pick(post.description, locale),
    image: absoluteUrl(post.image),
    datePublished: post.date,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      '@id': `${absoluteUrl('/')}#organization`,
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
  };
}
