import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo/metadata';
import { JsonLd } from '@/features/seo/json-ld-next';
import { socialPlansPage, SocialPlansView } from '@/features/social-plans/social-plans-view';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';

type Props = PageProps<'/[locale]/socialmediaplans'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.socialPlans, seoKey: 'socialPlans' });
}

export default async function SocialPlansPage({ params }: Props) {
  const locale = await pageLocale(params);
  const view = await socialPlansPage(locale);
  if (!view) notFound();
  return (
    <>
      <JsonLd data={view.breadcrumbs} />
      <SocialPlansView {...view} />
    </>
  );
}
