import { ArrowLeft, SearchX } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('blog');
  return { title: t('notFoundTitle') };
}

/** An unknown article (spec 001): "Blog Post Not Found" and a way back to the list. Status 404. */
export default async function BlogPostNotFound() {
  const t = await getTranslations('blog');
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-ember-100 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('notFoundText')}</p>
      <Link href={paths.blog} className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('back')}
      </Link>
    </section>
  );
}
