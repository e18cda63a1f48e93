import type { MetadataRoute } from 'next';
import { absoluteUrl, languageAlternates } from '@/features/seo/metadata';
import { locales } from '@/lib/locales';
import { localizedPath, paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listProjects } from '@/server/queries/projects';
import { listServices } from '@/server/queries/services';

export const dynamic = 'force-dynamic';

/** Every public page in every language, each listing its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [services, projects, caseStudies, posts] = await Promise.all([
    listServices(),
    listProjects(),
    listCaseStudies(),
    listBlogPosts(),
  ]);
  const pagePaths = [
    paths.home,
    paths.services,
    ...services.map((s) => paths.service(s.id)),
    paths.portfolio,
    ...projects.map((p) => paths.project(p.id)),
    paths.caseStudies,
    ...caseStudies.map((c) => paths.caseStudy(c.id)),
    paths.blog,
    ...posts.map((p) => paths.blogPost(p.slug)),
    paths.about,
    paths.contact,
    paths.whitelabel,
    paths.process,
    paths.pricing,
    paths.socialPlans,
    paths.privacy,
    paths.terms,
  ];
  return pagePaths.flatMap((path) => {
    const languages = languageAlternates(path);
    return locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      changeFrequency: 'weekly' as const,
      priority: path === paths.home ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
