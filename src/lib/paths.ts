import { defaultLocale, isLocale, locales, type Locale } from './locales';

/** Canonical paths of the public pages (the top bar's spellings). */
export const paths = {
  home: '/',
  services: '/services',
  service: (id: string) => `/services/${id}`,
  portfolio: '/portfolio',
  project: (id: number | string) => `/portfolio/${id}`,
  caseStudies: '/case-studies',
  caseStudy: (id: string) => `/case-studies/${id}`,
  about: '/about-us',
  contact: '/contact-us',
  whitelabel: '/whitelabel-solutions',
  process: '/process',
  pricing: '/pricing-calculator',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  socialPlans: '/socialmediaplans',
  privacy: '/privacy-policy',
  terms: '/terms',
  adminLogin: '/admin-login',
} as const;

/**
 * Pages whose HTML differs per visitor (the lead forms carry a signed render time): never served from the rendered-page
 * cache. Every other public page is the same for everyone and may be (src/render-cache).
 */
const perVisitorPages: ReadonlySet<string> = new Set([paths.contact, paths.whitelabel]);

export function isSharedPage(path: string): boolean {
  return !perVisitorPages.has(path.replace(/(.)\/$/, '$1'));
}

/**
 * Other spellings used by some links of the specification, answered with a permanent redirect to the canonical path.
 * Keys and values are paths without a locale prefix.
 */
export const pathAliases: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  [/^\/about\/?$/, () => paths.about],
  [/^\/contact\/?$/, () => paths.contact],
  [/^\/whitelabel\/?$/, () => paths.whitelabel],
  [/^\/pricing\/?$/, () => paths.pricing],
  [/^\/case-study\/([^/]+)\/?$/, (m) => paths.caseStudy(m[1] ?? '')],
  [/^\/case-study\/?$/, () => paths.caseStudies],
];

/** The URL path of a page in a language: English unprefixed, the others under `/es`, `/de`, `/ar`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

const localePrefix = new RegExp(`^/(${locales.filter((l) => l !== defaultLocale).join('|')})(?=/|$)`);

/** Splits `/de/about` into `de` + `/about` (English has no prefix). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = localePrefix.exec(pathname);
  const locale = match?.[1];
  if (!locale || !isLocale(locale)) return { locale: defaultLocale, path: pathname };
  return { locale, path: pathname.slice(match[0].length) || '/' };
}
