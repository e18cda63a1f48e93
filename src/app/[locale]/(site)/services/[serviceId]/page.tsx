import type { Metadata } from 'next';
import { JsonLd } from '@/features/seo/json-ld-next';
import { serviceMetadata } from '@/features/services/metadata';
import { serviceDetailPage, ServiceDetailView } from '@/features/services/service-detail-view';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getService } from '@/server/queries/services';

type Props = PageProps<'/[locale]/services/[serviceId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { serviceId }] = await Promise.all([pageLocale(params), params]);
  const service = await getService(serviceId);
  return service ? serviceMetadata(service, locale) : {};
}

export default async function ServicePage({ params }: Props) {
  const [locale, { serviceId }] = await Promise.all([pageLocale(params), params]);
  const view = await serviceDetailPage(serviceId, locale);
  if (!view) redirect(paths.services, locale);
  return (
    <>
      {view.structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <ServiceDetailView {...view} />
    </>
  );
}
