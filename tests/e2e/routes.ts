/** The routes of both route tables, for tests that visit every page. */
export const SITE_URL = 'https://www.emberline.example';
export const locales = ['en', 'es', 'de', 'ar'] as const;

export const publicPaths = [
  '/',
  '/services',
  '/services/web-development',
  '/services/mobile-apps',
  '/services/web3',
  '/services/ai-automation',
  '/services/digital-marketing',
  '/services/crm-erp-development',
  '/portfolio',
  '/portfolio/11',
  '/case-studies',
  '/case-studies/smart-emr',
  '/about-us',
  '/contact-us',
  '/whitelabel-solutions',
  '/process',
  '/pricing-calculator',
  '/blog',
  '/blog/seo-basics-for-small-businesses',
  '/socialmediaplans',
  '/privacy-policy',
  '/terms',
  // A page built from blocks (the seed's landing page).
  '/apps-for-clinics',
] as const;

/** Other spellings → the canonical path they redirect to permanently. */
export const aliases: Record<string, string> = {
  '/about': '/about-us',
  '/contact': '/contact-us',
  '/whitelabel': '/whitelabel-solutions',
  '/pricing': '/pricing-calculator',
  '/case-study/smart-emr': '/case-studies/smart-emr',
};

export const adminPaths = [
  '/admin',
  '/admin/services',
  '/admin/projects',
  '/admin/casestudies',
  '/admin/testimonials',
  '/admin/seo',
  '/admin/pricing',
  '/admin/settings',
];

export function localized(locale: (typeof locales)[number], path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The canonical URL of a localized path as Next.js prints it (the site root without a trailing slash). */
export function canonicalUrl(path: string): string {
  return path === '/' ? SITE_URL : `${SITE_URL}${path}`;
}
