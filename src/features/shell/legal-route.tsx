import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Markdown } from '@/components/site/markdown';
import { pick } from '@/content/fields';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { getPage } from '@/server/queries/pages';
import { Localized } from '@/components/site/localized';
import { contactFactsFiller } from './contact-facts';

interface Props {
  params: Promise<{ locale: string }>;
}

/** The privacy policy and the terms: a title, the date of the last change and the text from the seed. */
export function legalRoute({ id, path }: { id: 'privacy' | 'terms'; path: string }) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return pageMetadata({ locale: await pageLocale(params), path, seoKey: id });
    },
    async Page({ params }: Props) {
      const locale = await pageLocale(params);
      const [page, t, format, fill] = await Promise.all([
        getPage(id),
        getTranslations('legal'),
        getFormatter(),
        contactFactsFiller(locale),
      ]);
      if (!page) notFound();
      const updated = format.dateTime(new Date(`${page.updated}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
      return (
        <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
          <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
              <Localized text={page.title} locale={locale} />
            </h1>
            <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
              <time dateTime={page.updated}>{t('updated', { date: updated })}</time>
            </p>
          </header>
          <div className="mt-8">
            {/* The text may name the settings' phone, e-mail and hours ({phone}, {email}, {hours}). */}
            <Markdown source={fill(pick(page.body, locale))} />
          </div>
        </article>
      );
    },
  };
}
