import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AboutView } from '@/features/about/about-view';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { translatorFor } from '@/i18n/translator';
import { paths } from '@/lib/paths';
import { getPage } from '@/server/queries/pages';

type Props = PageProps<'/[locale]/about-us'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.about, seoKey: 'about' });
}

export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [page, t] = await Promise.all([getPage('about'), translatorFor(locale)]);
  if (!page) notFound();
  return <AboutView page={page} locale={locale} t={t} />;
}
