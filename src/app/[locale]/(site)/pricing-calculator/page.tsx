import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PricingPageView } from '@/features/pricing/pricing-page-view';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { parseEstimate } from '@/lib/pricing';
import { listPricingCatalogues } from '@/server/queries/pricing';
import { getSiteSettings } from '@/server/queries/settings';

type Props = PageProps<'/[locale]/pricing-calculator'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.pricing, seoKey: 'pricing' });
}

export default async function PricingCalculatorPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const [catalogues, site] = await Promise.all([listPricingCatalogues(), getSiteSettings()]);
  if (catalogues.length === 0) notFound();
  return (
    <PricingPageView catalogues={catalogues} site={site} estimate={parseEstimate(query, catalogues)} locale={locale} />
  );
}
