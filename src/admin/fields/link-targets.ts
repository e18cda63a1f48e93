import type { LocalizedText } from '@/content/fields';
import { locales, type Locale } from '@/lib/locales';
import { pathAliases } from '@/lib/paths';

/** A page of the site a link may name: its path (no language prefix), what it is, and its title per language. */
export interface LinkTarget {
  path: string;
  kind: 'page' | 'service' | 'project' | 'caseStudy' | 'blogPost';
  title: LocalizedText;
}

/** What the site answers today: its published pages, and old addresses that redirect to a page. */
export interface KnownPaths {
  targets: LinkTarget[];
  /** Redirect sources with a target, lower case (a 410 "gone" redirect is no page). */
  redirected: string[];
}

const languagePrefix = new RegExp(`^/(?:${locales.join('|')})(?=/|$)`);

/** A link's page as the router reads it — decoded, no language prefix, query, fragment or trailing slash — or undefined
 * for anything but a path on this site. */
export function sitePathOf(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return undefined;
  const raw = href.split(/[?#]/, 1)[0] ?? href;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not decodable: no page has that address, and it is compared as written.
  }
  return decoded.replace(languagePrefix, '').replace(/(.)\/$/, '$1') || '/';
}

/**
 * Whether a link names a page of this site that does not answer: a typo, a trashed or unpublished item, a draft never
 * published. A file (a last segment with an extension: `/images/a.pdf`, `/blog/rss.xml`) is not judged, nor is an
 * address of another site; an alias of a page (`/about`) and an old address that redirects are fine.
 */
export function isMissingPage(href: string, known: KnownPaths): boolean {
  const path = sitePathOf(href);
  if (path === undefined || /\.[a-z0-9]+$/i.test(path)) return false;
  const pages = new Set(known.targets.map((target) => target.path));
  const aliased = pathAliases.find(([pattern]) => pattern.test(path));
  const canonical = aliased ? aliased[1](aliased[0].exec(path)!) : path;
  if (pages.has(canonical)) return false;
  const redirected = new Set(known.redirected);
  const asSent = (href.split(/[?#]/, 1)[0] ?? href).replace(/(.)\/$/, '$1').toLowerCase();
  return !redirected.has(path.toLowerCase()) && !redirected.has(asSent);
}

/** The title of a target in `locale`, English where it has none there. */
export const titleIn = (target: LinkTarget, locale: Locale) => target.title[locale] || target.title.en;

/** The targets whose title (in `locale`, or English) or path holds every word of `query`; all of them for no words. */
export function findTargets(targets: readonly LinkTarget[], query: string, locale: Locale): LinkTarget[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return targets.filter((target) => {
    const text = `${titleIn(target, locale)} ${target.title.en} ${target.path}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
