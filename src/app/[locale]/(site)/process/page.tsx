import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProcessView } from '@/features/process/process-view';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { translatorFor } from '@/i18n/translator';
import { paths } from '@/lib/paths';
import { getPage } from '@/server/queries/pages';

type Props = PageProps<'/[locale]/process'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.process, seoKey: 'process' });
}

export default async function ProcessPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [page, t] = await Promise.all([getPage('process'), translatorFor(locale)]);
  if (!page) notFound();
  return <ProcessView page={page} locale={locale} t={t} />;
}
