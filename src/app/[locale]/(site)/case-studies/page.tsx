import type { Metadata } from 'next';
import { parseCategoryTab } from '@/content/category-tabs';
import { caseStudiesPage, CaseStudiesView } from '@/features/case-studies/case-studies-view';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';

type Props = PageProps<'/[locale]/case-studies'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.caseStudies, seoKey: 'caseStudies' });
}

export default async function CaseStudiesPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const view = await caseStudiesPage(locale, parseCategoryTab(query.category));
  return (
    <>
      <JsonLd data={view.breadcrumbs} />
      <CaseStudiesView {...view} />
    </>
  );
}
