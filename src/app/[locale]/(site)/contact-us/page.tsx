import type { Metadata } from 'next';
import { ContactView } from '@/features/leads/contact-view';
import { organizationJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getSiteSettings } from '@/server/queries/settings';

type Props = PageProps<'/[locale]/contact-us'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.contact, seoKey: 'contact' });
}

export default async function ContactPage({ params, searchParams }: Props) {
  const [locale, site, query] = await Promise.all([pageLocale(params), getSiteSettings(), searchParams]);
  return (
    <>
      <JsonLd data={organizationJsonLd(site, locale)} />
      <ContactView locale={locale} site={site} query={query} />
    </>
  );
}
