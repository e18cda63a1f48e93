import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WhitelabelForm } from '@/features/leads/whitelabel-form-client';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { whitelabelPage, WhitelabelView } from '@/features/whitelabel/whitelabel-view';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';

type Props = PageProps<'/[locale]/whitelabel-solutions'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.whitelabel, seoKey: 'whitelabel' });
}

export default async function WhitelabelPage({ params }: Props) {
  const view = await whitelabelPage(await pageLocale(params));
  if (!view) notFound();
  const { whitelabelForm, structuredData, ...props } = view;
  return (
    <>
      <JsonLd data={structuredData} />
      <WhitelabelView {...props} form={<WhitelabelForm {...whitelabelForm} />} />
    </>
  );
}
