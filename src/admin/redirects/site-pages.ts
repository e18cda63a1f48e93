import 'server-only';
import { defaultLocale, locales } from '@/lib/locales';
import { listSeoPages, type SeoPage } from '../seo/pages';
import { seoTabs } from '../seo/tabs';

/** Every page of the site (the pages the SEO editor names): what a redirect may point to, and may not hide. */
export async function sitePages(): Promise<Pick<SeoPage, 'name' | 'path'>[]> {
  const tabs = await Promise.all(seoTabs.map((tab) => listSeoPages(tab)));
  return tabs.flat().map(({ name, path }) => ({ name, path }));
}

const prefix = new RegExp(`^/(?:${locales.filter((locale) => locale !== defaultLocale).join('|')})(?=/|$)`, 'i');

/**
 * Whether a path, in any language and any case (`/Services`, `/ES/services`), is a page of the site: a redirect may
 * not take over a page, nor an address a person could mean as one.
 */
export function pageTest(pages: readonly { path: string }[]): (path: string) => boolean {
  const known = new Set(pages.map((page) => page.path.toLowerCase()));
  return (path) => known.has((path.replace(prefix, '') || '/').toLowerCase());
}
