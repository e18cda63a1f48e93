import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { breadcrumbJsonLd } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { WhitelabelView } from '@/features/whitelabel/whitelabel-view';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getPage } from '@/server/queries/pages';
import { getSiteSettings } from '@/server/queries/settings';

type Props = PageProps<'/[locale]/whitelabel-solutions'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.whitelabel, seoKey: 'whitelabel' });
}

export default async function WhitelabelPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [page, site, tPages] = await Promise.all([getPage('whitelabel'), getSiteSettings(), getTranslations('pages')]);
  if (!page) notFound();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: tPages('home'), path: paths.home },
          { name: tPages('whitelabel'), path: paths.whitelabel },
        ])}
      />
      <WhitelabelView page={page} site={site} locale={locale} />
    </>
  );
}
