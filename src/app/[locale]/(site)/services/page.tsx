import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo/metadata';
import { imagesFor } from '@/features/media/picture';
import { ServicesView } from '@/features/services/services-view';
import { pageLocale } from '@/i18n/params';
import { translatorFor } from '@/i18n/translator';
import { paths } from '@/lib/paths';
import { getPage } from '@/server/queries/pages';
import { listServices } from '@/server/queries/services';

type Props = PageProps<'/[locale]/services'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.services, seoKey: 'services' });
}

export default async function ServicesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [page, services, t, images] = await Promise.all([
    getPage('services'),
    listServices(),
    translatorFor(locale),
    imagesFor(locale),
  ]);
  if (!page) notFound();
  return <ServicesView page={page} services={services} locale={locale} t={t} images={images} />;
}
