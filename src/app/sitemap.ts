import type { MetadataRoute } from 'next';
import { absoluteUrl, languageAlternates } from '@/features/seo/metadata';
import { writtenIn } from '@/features/seo/written-in';
import { locales, type Locale } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listProjects } from '@/server/queries/projects';
import { listServices } from '@/server/queries/services';

export const dynamic = 'force-dynamic';

/** Every public page in every language it is written in, each listing its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [services, projects, caseStudies, posts] = await Promise.all([
    listServices(),
    listProjects(),
    listCaseStudies(),
    listBlogPosts(),
  ]);
  const pages: { path: string; written?: Locale[] }[] = [
    { path: paths.home },
    { path: paths.services },
    ...services.map((s) => ({ path: paths.service(s.id), written: writtenIn.service(s) })),
    { path: paths.portfolio },
    ...projects.map((p) => ({ path: paths.project(p.id), written: writtenIn.project(p) })),
    { path: paths.caseStudies },
    ...caseStudies.map((c) => ({ path: paths.caseStudy(c.id), written: writtenIn.caseStudy(c) })),
    { path: paths.blog },
    ...posts.map((p) => ({ path: paths.blogPost(p.slug), written: writtenIn.blogPost(p) })),
    ...[
      paths.about,
      paths.contact,
      paths.whitelabel,
      paths.process,
      paths.pricing,
      paths.socialPlans,
      paths.privacy,
      paths.terms,
    ].map((path) => ({ path })),
  ];
  // A page whose content is not written in a language is not listed in it (its URL there shows the English text).
  return pages.flatMap(({ path, written = [...locales] }) => {
    const languages = languageAlternates(path, written);
    return written.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      changeFrequency: 'weekly' as const,
      priority: path === paths.home ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
