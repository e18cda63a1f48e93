import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/site/coming-soon';
import { pick } from '@/content/fields';
import { breadcrumbJsonLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getService } from '@/server/queries/services';

type Props = PageProps<'/[locale]/services/[serviceId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { serviceId }] = await Promise.all([pageLocale(params), params]);
  const service = await getService(serviceId);
  if (!service) return {};
  return pageMetadata({
    locale,
    path: paths.service(service.id),
    seoKey: `service:${service.id}`,
    fallback: {
      title: pick(service.title, locale),
      description: pick(service.description, locale),
      image: service.image,
    },
  });
}

export default async function ServicePage({ params }: Props) {
  const [locale, { serviceId }] = await Promise.all([pageLocale(params), params]);
  const service = await getService(serviceId);
  if (!service) redirect(paths.services, locale);
  const t = await getTranslations('pages');
  const title = pick(service.title, locale);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: t('home'), path: paths.home },
          { name: t('services'), path: paths.services },
          { name: title, path: paths.service(service.id) },
        ])}
      />
      <ComingSoon page={title} />
    </>
  );
}
