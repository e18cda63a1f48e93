import type { MetadataRoute } from 'next';
import { absoluteUrl, languageAlternates } from '@/features/seo/metadata';
import { writtenIn } from '@/features/seo/written-in';
import { locales, type Locale } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listProjects } from '@/server/queries/projects';
import { listSeoEntries } from '@/server/queries/seo';
import { listServices } from '@/server/queries/services';

export const dynamic = 'force-dynamic';

/** Every public page in every language it is written in, each listing its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [services, projects, caseStudies, posts, entries] = await Promise.all([
    listServices(),
    listProjects(),
    listCaseStudies(),
    listBlogPosts(),
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
        changeFrequency: 'weekly' as const,
        priority: path === paths.home ? 1 : 0.7,
        alternates: { languages },
      }));
    });
}
