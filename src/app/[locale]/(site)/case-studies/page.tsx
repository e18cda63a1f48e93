import type { Metadata } from 'next';
import { CaseStudiesView } from '@/features/case-studies/case-studies-view';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { parseCategoryTab } from '@/content/category-tabs';
import { paths } from '@/lib/paths';
import { listCaseStudies } from '@/server/queries/case-studies';

type Props = PageProps<'/[locale]/case-studies'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.caseStudies, seoKey: 'caseStudies' });
}

export default async function CaseStudiesPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const studies = await listCaseStudies();
  return <CaseStudiesView studies={studies} tab={parseCategoryTab(query.category)} locale={locale} />;
}
