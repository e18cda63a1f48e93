import 'server-only';
import { pick } from '@/content/fields';
import type { MenuLink, Menus } from '@/content/menus';
import type { FooterGroup } from '@/components/site/footer';
import type { NavItem } from '@/components/site/nav-links';
import type { Locale } from '@/lib/locales';
import { isPagePath, localizedPath } from '@/lib/paths';
import { listLandingPages } from '@/server/queries/landing-pages';
import { getMenus } from '@/server/queries/menus';

/**
 * Whether a menu link can be followed: an https address, or the path of a page of the site (one of its own pages, or
 * a page built from blocks that is published). A link to a page in the trash is left out until the page is back.
 */
export function linkTest(landingAddresses: ReadonlySet<string>): (href: string) => boolean {
  return (href) => {
    if (!href.startsWith('/')) return true;
    const [path = ''] = href.split(/[?#]/);
    return isPagePath(path) || landingAddresses.has(path);
  };
}

function isCurrent(path: string, href: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/** Menu links as a page at `path` in `locale` shows them: the followable ones, at their addresses in its language. */
function resolved(links: readonly MenuLink[], locale: Locale, path: string, followable: (href: string) => boolean) {
  return links
    .filter((link) => followable(link.href))
    .map((link) => ({
      href: link.href.startsWith('/') ? localizedPath(locale, link.href) : link.href,
      label: pick(link.label, locale),
      current: link.href.startsWith('/') && isCurrent(path, link.href),
    }));
}

/** The header's and the footer's links of a page at `path` (without its language prefix) in `locale`. */
export async function siteMenus(locale: Locale, path: string): Promise<{ header: NavItem[]; footer: FooterGroup[] }> {
  const [menus, landingPages] = await Promise.all([getMenus(), listLandingPages()]);
  if (!menus) return { header: [], footer: [] };
  const followable = linkTest(new Set(landingPages.map((page) => `/${page.id}`)));
  return {
    header: menus.header
      .filter((item) => followable(item.href))
      .map((item) => ({
        ...resolved([item], locale, path, followable)[0]!,
        children: resolved(item.children ?? [], locale, path, followable),
      })),
    footer: menus.footer.map((group: Menus['footer'][number]) => ({
      title: pick(group.title, locale),
      links: resolved(group.links, locale, path, followable),
    })),
  };
}
