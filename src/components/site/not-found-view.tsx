import { BookOpen, Calculator, Home } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

/** "Page not found" (spec 000, 404) with its three ways out, in the request's language. */
export async function NotFoundView() {
  const t = await getTranslations('notFound');

  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <p className="text-7xl font-black tracking-tight text-ember-600 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('message')}</h1>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link href={paths.home} className={buttonVariants({ size: 'lg' })}>
          <Home aria-hidden="true" />
          {t('home')}
        </Link>
        <Link href={paths.blog} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <BookOpen aria-hidden="true" />
          {t('blog')}
        </Link>
        <Link href={paths.pricing} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <Calculator aria-hidden="true" />
          {t('pricing')}
        </Link>
      </div>
    </section>
  );
}

/** The 404 page's title and description. (Next.js marks every 404 `noindex` itself.) */
export async function notFoundMetadata() {
  const t = await getTranslations('notFound');
  return { title: t('title'), description: t('message') };
}
