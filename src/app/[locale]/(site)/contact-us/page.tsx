import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactForm } from '@/features/leads/contact-form-client';
import { contactPage, ContactView } from '@/features/leads/contact-view';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';

type Props = PageProps<'/[locale]/contact-us'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.contact, seoKey: 'contact' });
}

export default async function ContactPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const view = await contactPage(locale, query);
  if (!view) notFound();
  const { contactForm, structuredData, ...props } = view;
  return (
    <>
      <JsonLd data={structuredData} />
      <ContactView {...props} form={<ContactForm {...contactForm} />} />
    </>
  );
}
