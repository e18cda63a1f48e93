import 'server-only';
import { defaultLocale, locales } from '@/lib/locales';
import { listSeoPages, type SeoPage } from '../seo/pages';
import { seoTabs } from '../seo/tabs';

/** Every page of the site (the pages the SEO editor names): what a redirect may point to, and may not hide. */
export async function sitePages(): Promise<Pick<SeoPage, 'name' | 'path'>[]> {
  const tabs = await Promise.all(seoTabs.map((tab) => listSeoPages(tab)));
  return tabs.flat().map(({ name, path }) => ({ name, path }));
}

const prefix = new RegExp(`^/(?:${locales.filter((locale) => locale !== defaultLocale).join('|')})(?=/|$)`);

/** Whether a path, in any language, is a page of the site. */
export function pageTest(pages: readonly { path: string }[]): (path: string) => boolean {
  const known = new Set(pages.map((page) => page.path));
  return (path) => known.has(path.replace(prefix, '') || '/');
}
