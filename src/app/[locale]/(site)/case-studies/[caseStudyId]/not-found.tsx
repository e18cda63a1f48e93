import { ArrowLeft, SearchX } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { RedirectAfter } from '@/features/case-studies/redirect-after-client';
import { currentLocale, Link } from '@/i18n/navigation';
import { localizedPath, paths } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('caseStudyDetail');
  return { title: t('notFoundTitle') };
}

/** An unknown case study (spec 001): the message and a way back, then the list after half a second. Status 404. */
export default async function CaseStudyNotFound() {
  const [t, locale] = await Promise.all([getTranslations('caseStudyDetail'), currentLocale()]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-ember-100 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('notFoundText')}</p>
      <p role="status" className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        {t('notFoundRedirect')}
      </p>
      <Link href={paths.caseStudies} className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('back')}
      </Link>
      <RedirectAfter href={localizedPath(locale, paths.caseStudies)} delay={500} />
    </section>
  );
}
