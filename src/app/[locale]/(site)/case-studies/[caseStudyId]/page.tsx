import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { galleryIcons, videoFacadeIcons } from '@/components/site/island-icons';
import { VideoFacade } from '@/components/site/video-facade-client';
import { caseStudyPage, CaseStudyDetail } from '@/features/case-studies/case-study-detail';
import { caseStudyMetadata } from '@/features/case-studies/metadata';
import { GalleryViewer } from '@/features/media/gallery-client';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageLocale } from '@/i18n/params';
import { getCaseStudy } from '@/server/queries/case-studies';

type Props = PageProps<'/[locale]/case-studies/[caseStudyId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { caseStudyId }] = await Promise.all([pageLocale(params), params]);
  const study = await getCaseStudy(caseStudyId);
  return study ? caseStudyMetadata(study, locale) : {};
}

export default async function CaseStudyPage({ params }: Props) {
  const [locale, { caseStudyId }] = await Promise.all([pageLocale(params), params]);
  const view = await caseStudyPage(caseStudyId, locale);
  if (!view) notFound();
  const { breadcrumbs, islands, ...props } = view;
  return (
    <>
      <JsonLd data={breadcrumbs} />
      <CaseStudyDetail
        {...props}
        gallery={islands.gallery && <GalleryViewer {...islands.gallery} {...galleryIcons} />}
        video={islands.video && <VideoFacade {...islands.video} {...videoFacadeIcons} />}
      />
    </>
  );
}
