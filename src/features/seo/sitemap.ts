import { escapeXml } from '@/features/blog/rss';
import { locales, type Locale } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';
import { listLandingPages } from '@/server/queries/landing-pages';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listProjects } from '@/server/queries/projects';
import { listSeoEntries } from '@/server/queries/seo';
import { listServices } from '@/server/queries/services';
import { absoluteUrl, languageAlternates } from './metadata';
import { writtenIn } from './written-in';

interface SitemapEntry {
  url: string;
  /** Every language the page is written in, and `x-default`, with its address. */
  languages: Record<string, string>;
  priority: number;
}

/** Every public page in every language it is written in, each listing its alternates. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [services, projects, caseStudies, posts, landingPages, entries] = await Promise.all([
    listServices(),
    listProjects(),
    listCaseStudies(),
    listBlogPosts(),
    listLandingPages(),
    listSeoEntries(),
  ]);
  const pages: { path: string; seoKey: string; written?: Locale[] }[] = [
    { path: paths.home, seoKey: 'home' },
    { path: paths.services, seoKey: 'services' },
    ...services.map((s) => ({ path: paths.service(s.id), seoKey: `service:${s.id}`, written: writtenIn.service(s) })),
    { path: paths.portfolio, seoKey: 'portfolio' },
    ...projects.map((p) => ({ path: paths.project(p.id), seoKey: `project:${p.id}`, written: writtenIn.project(p) })),
    { path: paths.caseStudies, seoKey: 'caseStudies' },
    ...caseStudies.map((c) => ({
      path: paths.caseStudy(c.id),
      seoKey: `case-study:${c.id}`,
      written: writtenIn.caseStudy(c),
    })),
    { path: paths.blog, seoKey: 'blog' },
    ...posts.map((p) => ({ path: paths.blogPost(p.slug), seoKey: `blog:${p.slug}`, written: writtenIn.blogPost(p) })),
    ...(['about', 'contact', 'whitelabel', 'process', 'pricing', 'socialPlans', 'privacy', 'terms'] as const).map(
      (key) => ({ path: paths[key], seoKey: key }),
    ),
    ...landingPages.map((page) => ({
      path: paths.landingPage(page.id),
      seoKey: `page:${page.id}`,
      written: writtenIn.landingPage(page),
    })),
  ];
  // A page its SEO entry keeps out of search results is not listed either.
  const hidden = new Set(entries.filter((entry) => entry.noindex).map((entry) => entry.id));
  // A page whose content is not written in a language is not listed in it (its URL there shows the English text).
  return pages
    .filter((page) => !hidden.has(page.seoKey))
    .flatMap(({ path, written = [...locales] }) => {
      const languages = languageAlternates(path, written);
      return written.map((locale) => ({
        url: absoluteUrl(localizedPath(locale, path)),
        languages,
        priority: path === paths.home ? 1 : 0.7,
      }));
    });
}

/** The sitemap protocol's XML with hreflang alternates, line for line as Next.js wrote it, every value escaped. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url>\n<loc>${escapeXml(entry.url)}</loc>\n${Object.entries(entry.languages)
        .map(
          ([language, href]) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}" />\n`,
        )
        .join('')}<changefreq>weekly</changefreq>\n<priority>${entry.priority}</priority>\n</url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`;
}

/** robots.txt: crawlers are welcome everywhere but the admin and the API, and are told where the sitemap is. */
export function robotsTxt(): string {
  return `User-Agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-login\nDisallow: /api/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
