import { BookOpen, Calculator, Home } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { LocalLink } from './local-link';

/** "Page not found" (spec 000, 404) with its three ways out, in the path's language. */
export function NotFoundView({ t, locale }: { t: Translator; locale: Locale }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <p className="text-7xl font-black tracking-tight text-ember-600 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.message')}</h1>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <LocalLink locale={locale} href={paths.home} className={buttonVariants({ size: 'lg' })}>
          <Home aria-hidden="true" />
          {t('notFound.home')}
        </LocalLink>
        <LocalLink locale={locale} href={paths.blog} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <BookOpen aria-hidden="true" />
          {t('notFound.blog')}
        </LocalLink>
        <LocalLink
          locale={locale}
          href={paths.pricing}
          className={buttonVariants({ variant: 'secondary', size: 'lg' })}
        >
          <Calculator aria-hidden="true" />
          {t('notFound.pricing')}
        </LocalLink>
      </div>
    </section>
  );
}
