/** The routes benchmarked by default: every public page type in English, the other home pages and the RTL layout. */
import servicesSeed from '../../src/content/seed/services';
import { defaultLocale, locales } from '../../src/lib/locales';

/** Read from the seed so a new service is benchmarked without touching this file. */
const serviceRoutes = (servicesSeed.services ?? []).map((service) => `/services/${service.id}`);

export const defaultRoutes: readonly string[] = [
  '/',
  '/services',
  ...serviceRoutes,
  '/portfolio',
  // Two web projects and a mobile-app project with a video (16).
  '/portfolio/11',
  '/portfolio/16',
  '/portfolio/14',
  '/case-studies',
  // One web and one mobile-app case study.
  '/case-studies/smart-emr',
  '/case-studies/m1',
  '/blog',
  '/blog/seo-basics-for-small-businesses',
  '/about-us',
  '/process',
  '/contact-us',
  '/whitelabel-solutions',
  // A page built from blocks: hero, figures, projects, testimonials, FAQ and the contact form (the seed's).
  '/apps-for-clinics',
  '/pricing-calculator',
  '/socialmediaplans',
  '/no-such-page',
  '/es',
  '/de',
  '/ar',
  '/ar/portfolio/11',
  '/ar/pricing-calculator',
];

/** The busiest page, a heavy detail page, the largest client page and a localized detail page. */
export const defaultLoadRoutes: readonly string[] = [
  '/',
  '/portfolio/11',
  '/pricing-calculator',
  '/es/services/web-development',
];

const prefixedLocales: readonly string[] = locales.filter((locale) => locale !== defaultLocale);

/** `/es/contact-us` → `/contact-us`, `/ar` → `/`; English routes have no prefix and come back unchanged. */
export function routeWithoutLocale(route: string): string {
  const [, first, ...rest] = route.split('/');
  if (first === undefined || !prefixedLocales.includes(first)) return route;
  return `/${rest.join('/')}`;
}
