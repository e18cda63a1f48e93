import { ArrowLeft, Home } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { LocalLink } from './local-link';

/** The list pages a removed item can have been on, by the first segment of its address. */
const sections = {
  services: paths.services,
  portfolio: paths.portfolio,
  'case-studies': paths.caseStudies,
  blog: paths.blog,
} as const;

type Section = keyof typeof sections;

function isSection(segment: string | undefined): segment is Section {
  return segment !== undefined && Object.hasOwn(sections, segment);
}

/**
 * "This page was removed" (status 410) for the address of a deleted item, in the path's language, with the way home
 * and back to the list it was on. `path` is the address requested, without its language prefix.
 */
export function GoneView({ t, locale, path }: { t: Translator; locale: Locale; path: string }) {
  const segment = path.split('/')[1];
  const section = isSection(segment) ? segment : undefined;

  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <p className="text-7xl font-black tracking-tight text-ember-600 sm:text-8xl" aria-hidden="true">
        410
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('gone.heading')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('gone.message')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <LocalLink locale={locale} href={paths.home} className={buttonVariants({ size: 'lg' })}>
          <Home aria-hidden="true" />
          {t('gone.home')}
        </LocalLink>
        {section && (
          <LocalLink
            locale={locale}
            href={sections[section]}
            className={buttonVariants({ variant: 'secondary', size: 'lg' })}
          >
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t(`gone.sections.${section}`)}
          </LocalLink>
        )}
      </div>
    </section>
  );
}
