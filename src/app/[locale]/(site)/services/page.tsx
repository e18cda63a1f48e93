import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo/metadata';
import { ServicesView } from '@/features/services/services-view';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getPage } from '@/server/queries/pages';
import { listServices } from '@/server/queries/services';

type Props = PageProps<'/[locale]/services'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.services, seoKey: 'services' });
}

export default async function ServicesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [page, services] = await Promise.all([getPage('services'), listServices()]);
  if (!page) notFound();
  return <ServicesView page={page} services={services} locale={locale} />;
}
