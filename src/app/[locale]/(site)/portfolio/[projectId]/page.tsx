import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pick } from '@/content/fields';
import { relatedProjects } from '@/features/portfolio/related-projects';
import { ProjectDetail } from '@/features/portfolio/project-detail';
import { breadcrumbJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import { localizedPath, paths } from '@/lib/paths';
import { getProject, listProjects } from '@/server/queries/projects';
import { getSiteSettings } from '@/server/queries/settings';
import { writtenIn } from '@/features/seo/written-in';

type Props = PageProps<'/[locale]/portfolio/[projectId]'>;

/** Only a plain decimal id names a project (`11`, not `11abc`, `011` or `1e1`). */
async function findProject(projectId: string) {
  return /^[1-9]\d{0,8}$/.test(projectId) ? getProject(Number(projectId)) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { projectId }] = await Promise.all([pageLocale(params), params]);
  const project = await findProject(projectId);
  if (!project) return {};
  return pageMetadata({
    locale,
    path: paths.project(project.id),
    seoKey: `project:${project.id}`,
    written: writtenIn.project(project),
    fallback: {
      title: pick(project.title, locale),
      description: pick(project.shortDescription, locale),
      image: project.image,
    },
  });
}

export default async function ProjectPage({ params }: Props) {
  const [locale, { projectId }] = await Promise.all([pageLocale(params), params]);
  const project = await findProject(projectId);
  if (!project) redirect(paths.portfolio, locale);
  const [t, tCategory, projects, site] = await Promise.all([
    getTranslations('pages'),
    getTranslations('categories'),
    listProjects(),
    getSiteSettings(),
  ]);
  const title = pick(project.title, locale);
  const url = absoluteUrl(localizedPath(locale, paths.project(project.id)));
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: title,
          headline: title,
          description: pick(project.shortDescription, locale),
          url,
          image: project.image ? absoluteUrl(project.image) : undefined,
          inLanguage: locale,
          dateCreated: project.completedDate,
          genre: project.categories.map((category) => tCategory(category)),
          keywords: project.technologies.join(', '),
          sameAs: project.link,
          creator: { '@type': 'Organization', '@id': `${absoluteUrl('/')}#organization`, name: site.name },
          sourceOrganization: { '@type': 'Organization', name: project.client },
        }}
      />
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: t('home'), path: paths.home },
          { name: t('portfolio'), path: paths.portfolio },
          { name: title, path: paths.project(project.id) },
        ])}
      />
      <ProjectDetail project={project} related={relatedProjects(project, projects)} locale={locale} />
    </>
  );
}
