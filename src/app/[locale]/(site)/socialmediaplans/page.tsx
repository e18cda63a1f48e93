import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { breadcrumbJsonLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { SocialPlansView } from '@/features/social-plans/social-plans-view';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getPage } from '@/server/queries/pages';
import { listSocialPlans } from '@/server/queries/social-plans';

type Props = PageProps<'/[locale]/socialmediaplans'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.socialPlans, seoKey: 'socialPlans' });
}

export default async function SocialPlansPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [page, plans, tPages] = await Promise.all([
    getPage('socialPlans'),
    listSocialPlans(),
    getTranslations('pages'),
  ]);
  if (!page) notFound();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, [
          { name: tPages('home'), path: paths.home },
          { name: tPages('socialPlans'), path: paths.socialPlans },
        ])}
      />
      <SocialPlansView page={page} plans={plans} locale={locale} />
    </>
  );
}
