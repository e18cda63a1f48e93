import { BookOpen, Calculator, Home } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title'), description: t('message'), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations('notFound');

  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      {/* Next.js 16 renders this page's body in the browser for unknown paths under a dynamic route and then drops the
          server's <title>; React hoists these into <head> so the tab keeps its title (vercel/next.js#62228). */}
      <title>{t('title')}</title>
      <meta name="description" content={t('message')} />
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
