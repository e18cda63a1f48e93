import type { Metadata } from 'next';
import { galleryIcons, videoFacadeIcons } from '@/components/site/island-icons';
import { VideoFacade } from '@/components/site/video-facade-client';
import { GalleryViewer } from '@/features/media/gallery-client';
import { projectMetadata } from '@/features/portfolio/metadata';
import { findProject, projectPage, ProjectDetail } from '@/features/portfolio/project-detail';
import { JsonLd } from '@/features/seo/json-ld-next';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';

type Props = PageProps<'/[locale]/portfolio/[projectId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { projectId }] = await Promise.all([pageLocale(params), params]);
  const project = await findProject(projectId);
  return project ? projectMetadata(project, locale) : {};
}

export default async function ProjectPage({ params }: Props) {
  const [locale, { projectId }] = await Promise.all([pageLocale(params), params]);
  const view = await projectPage(projectId, locale);
  if (!view) redirect(paths.portfolio, locale);
  const { structuredData, islands, ...props } = view;
  return (
    <>
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <ProjectDetail
        {...props}
        gallery={islands.gallery && <GalleryViewer {...islands.gallery} {...galleryIcons} />}
        video={islands.video && <VideoFacade {...islands.video} {...videoFacadeIcons} />}
      />
    </>
  );
}
