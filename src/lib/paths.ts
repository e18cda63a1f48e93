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
  /** A page built from blocks: its address is one segment under `/` (src/lib/page-address.ts). */
  landingPage: (address: string) => `/${address}`,
  /** The page editor's live preview in a language (src/site/pages/page-preview): no visitor's page. */
  livePreview: (locale: Locale) => (locale === defaultLocale ? '/page-preview' : `/page-preview/${locale}`),
  adminLogin: '/admin-login',
  /** Forgot password: asks for a reset link by e-mail (under the sign-in page, so it is answered as the admin is). */
  adminForgotPassword: '/admin-login/forgot',
  /** Where a one-time link lets a person set a password (its token in the query). */
  adminSetPassword: '/admin-set-password',
  /** The second step of a sign-in with two-step sign-in on: the authenticator's code or a recovery code. */
  adminTwoStep: '/admin-login/verify',
} as const;

/**
 * The pages that are the same for every visitor and so may be served from the rendered-page cache (src/render-cache).
 * An allowlist: a page that is not named here (the lead forms with their signed render time, anything added later) is
 * rendered per request until someone decides otherwise.
 */
const sharedPages: readonly RegExp[] = [
  /^\/$/,
  /^\/(?:services|portfolio|case-studies|blog)(?:\/[^/]+)?$/,
  /^\/(?:about-us|process|pricing-calculator|socialmediaplans|privacy-policy|terms)$/,
];

/** The pages with a lead form, which is sent to the page itself (src/features/leads/receive.ts). */
const formPages = /^\/(?:contact-us|whitelabel-solutions)$/;

/**
 * Every public page of src/site/pages, as its path without a language prefix: any other path is answered with the
 * not-found page (src/lib/paths.test.ts checks the list against the pages' files).
 */
const pages: readonly RegExp[] = [...sharedPages, formPages];

const anyLocalePrefix = new RegExp(`^/(?:${locales.join('|')})(?=/|$)`);

/**
 * Whether a request path (as sent, with or without a language prefix, `/en` included, which is redirected to the
 * address without it) is the address of a public page. Decided on the decoded path without a trailing slash, as the router
 * matches it; a path that does not decode is no page.
 */
export function isPagePath(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  if (decoded === undefined) return false;
  const path = decoded.replace(anyLocalePrefix, '').replace(/(.)\/$/, '$1') || '/';
  return pages.some((pattern) => pattern.test(path));
}

/** A request path as the router matches it (percent-decoded), or undefined when it does not decode. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Whether a request path (as sent, locale prefix included) names a shared page. It is decided on the decoded path, the
 * one the router matches, so `/contact%2Dus` is the contact page here too; a path that does not decode is not shared.
 */
export function isSharedPage(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  if (decoded === undefined) return false;
  const { path } = splitLocale(decoded);
  return sharedPages.some((pattern) => pattern.test(path));
}

/** Whether a request path (as sent, locale prefix included) is a page a lead form is posted to. */
export function takesForm(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  return decoded !== undefined && formPages.test(splitLocale(decoded).path);
}

/** Whether a request path is the page editor's live preview (see `paths.livePreview`), framed by the admin alone. */
export function isLivePreview(pathname: string): boolean {
  return new RegExp(`^/page-preview(?:/(?:${locales.join('|')}))?$`).test(pathname);
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
