import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pick } from '@/content/fields';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata';
import { ServiceDetailView } from '@/features/services/service-detail-view';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import { localizedPath, paths } from '@/lib/paths';
import { listProjects } from '@/server/queries/projects';
import { getService } from '@/server/queries/services';
import { getSiteSettings } from '@/server/queries/settings';
import { writtenIn } from '@/features/seo/written-in';

type Props = PageProps<'/[locale]/services/[serviceId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { serviceId }] = await Promise.all([pageLocale(params), params]);
  const service = await getService(serviceId);
  if (!service) return {};
  return pageMetadata({
    locale,
    path: paths.service(service.id),
    seoKey: `service:${service.id}`,
    written: writtenIn.service(service),
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
  const [projects, site, t] = await Promise.all([listProjects(), getSiteSettings(), getTranslations('pages')]);
  const byId = new Map(projects.map((project) => [project.id, project]));
  const related = service.relatedProjectIds.flatMap((id) => byId.get(id) ?? []);
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
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: title,
          description: pick(service.description, locale),
          serviceType: title,
          url: absoluteUrl(localizedPath(locale, paths.service(service.id))),
          image: absoluteUrl(service.image),
          provider: { '@type': 'ProfessionalService', name: site.name, url: absoluteUrl('/') },
          areaServed: 'Worldwide',
        }}
      />
      {service.faqs.length > 0 && (
        <JsonLd
          data={faqPageJsonLd(
            service.faqs.map((faq) => ({ question: pick(faq.question, locale), answer: pick(faq.answer, locale) })),
          )}
        />
      )}
      <ServiceDetailView service={service} related={related} locale={locale} />
    </>
  );
}
