import type { Metadata } from 'next';
import { parseCategoryTab } from '@/content/category-tabs';
import { portfolioPage, PortfolioView } from '@/features/portfolio/portfolio-view';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';

type Props = PageProps<'/[locale]/portfolio'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.portfolio, seoKey: 'portfolio' });
}

export default async function PortfolioPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const view = await portfolioPage(locale, parseCategoryTab(query.category));
  return (
    <>
      <JsonLd data={view.breadcrumbs} />
      <PortfolioView {...view} />
    </>
  );
}
