import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Calculator } from '@/features/pricing/calculator-client';
import { pricingPage, PricingPageView } from '@/features/pricing/pricing-page-view';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';

type Props = PageProps<'/[locale]/pricing-calculator'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.pricing, seoKey: 'pricing' });
}

export default async function PricingCalculatorPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const view = await pricingPage(locale, query);
  if (!view) notFound();
  const { calculator, parts, structuredData, ...props } = view;
  return (
    <>
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <PricingPageView {...props} calculator={<Calculator {...calculator} {...parts} />} />
    </>
  );
}
