import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pick } from '@/content/fields';
import { CaseStudyDetail } from '@/features/case-studies/case-study-detail';
import { breadcrumbJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getCaseStudy, listCaseStudies } from '@/server/queries/case-studies';
import { writtenIn } from '@/features/seo/written-in';

type Props = PageProps<'/[locale]/case-studies/[caseStudyId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { caseStudyId }] = await Promise.all([pageLocale(params), params]);
  const study = await getCaseStudy(caseStudyId);
  if (!study) return {};
  return pageMetadata({
    locale,
    path: paths.caseStudy(study.id),
    seoKey: `case-study:${study.id}`,
    written: writtenIn.caseStudy(study),
    fallback: { title: pick(study.title, locale), description: pick(study.description, locale), image: study.image },
  });
}

export default async function CaseStudyPage({ params }: Props) {
  const [locale, { caseStudyId }] = await Promise.all([pageLocale(params), params]);
  const study = await getCaseStudy(caseStudyId);
  if (!study) notFound();
  const [t, studies] = await Promise.all([getTranslations('pages'), listCaseStudies()]);
  const title = pick(study.title, locale);
  const related = study.relatedCaseStudies.flatMap((id) =>
    studies.filter((other) => other.id === id && other.id !== study.id),
  );
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: t('home'), path: paths.home },
          { name: t('caseStudies'), path: paths.caseStudies },
          { name: title, path: paths.caseStudy(study.id) },
        ])}
      />
      <CaseStudyDetail study={study} related={related} locale={locale} />
    </>
  );
}
