import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ItemNotFound } from '@/components/site/item-not-found';
import { RedirectAfter } from '@/features/case-studies/redirect-after-client';
import { currentLocale } from '@/i18n/navigation';
import { localizedPath, paths } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('caseStudyDetail');
  return { title: t('notFoundTitle') };
}

/** An unknown case study (spec 001): the message and a way back, then the list after half a second. Status 404. */
export default async function CaseStudyNotFound() {
  const [t, locale] = await Promise.all([getTranslations('caseStudyDetail'), currentLocale()]);
  return (
    <ItemNotFound
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      notice={t('notFoundRedirect')}
      locale={locale}
      backHref={paths.caseStudies}
      backLabel={t('back')}
    >
      <RedirectAfter href={localizedPath(locale, paths.caseStudies)} delay={500} />
    </ItemNotFound>
  );
}
