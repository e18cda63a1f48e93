import { Calculator, Hammer, MessageSquare } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

/** Stands in, inside the shell, for a page whose feature has not landed yet. */
export async function ComingSoon({ page }: { page: string }) {
  const t = await getTranslations('comingSoon');
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-ember-100 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
        <Hammer aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-ember-700 uppercase dark:text-ember-500">
        {t('eyebrow')}
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('title', { page })}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600 dark:text-slate-300">{t('text')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link href={paths.contact} className={buttonVariants({ size: 'lg' })}>
          <MessageSquare aria-hidden="true" />
          {t('contact')}
        </Link>
        <Link href={paths.pricing} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <Calculator aria-hidden="true" />
          {t('estimate')}
        </Link>
      </div>
    </section>
  );
}
