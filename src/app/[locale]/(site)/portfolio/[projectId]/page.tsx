import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/site/coming-soon';
import { pick } from '@/content/fields';
import { breadcrumbJsonLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getProject } from '@/server/queries/projects';

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
  const t = await getTranslations('pages');
  const title = pick(project.title, locale);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: t('home'), path: paths.home },
          { name: t('portfolio'), path: paths.portfolio },
          { name: title, path: paths.project(project.id) },
        ])}
      />
      <ComingSoon page={title} />
    </>
  );
}
