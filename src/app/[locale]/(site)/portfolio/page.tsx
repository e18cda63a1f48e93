import type { Metadata } from 'next';
import { PortfolioView } from '@/features/portfolio/portfolio-view';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { parseCategoryTab } from '@/content/category-tabs';
import { paths } from '@/lib/paths';
import { listProjects } from '@/server/queries/projects';
import { getSiteSettings } from '@/server/queries/settings';

type Props = PageProps<'/[locale]/portfolio'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.portfolio, seoKey: 'portfolio' });
}

export default async function PortfolioPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const [projects, site] = await Promise.all([listProjects(), getSiteSettings()]);
  return <PortfolioView projects={projects} site={site} tab={parseCategoryTab(query.category)} locale={locale} />;
}
