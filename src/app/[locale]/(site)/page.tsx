import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pick } from '@/content/fields';
import { JsonLd, organizationJsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { getPage } from '@/server/queries/pages';
import { getSiteSettings } from '@/server/queries/settings';

type Props = PageProps<'/[locale]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.home, seoKey: 'home' });
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const [home, site, t] = await Promise.all([getPage('home'), getSiteSettings(), getTranslations('home')]);
  if (!home) notFound();

  return (
    <div className="mx-auto max-w-5xl px-6 py-24">
      <JsonLd data={organizationJsonLd(site, locale)} />
      <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase dark:text-ember-500">{site.name}</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {pick(home.hero.headline, locale)}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{pick(home.hero.subheadline, locale)}</p>
      <h2 className="sr-only">{t('benefitsLabel')}</h2>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {home.hero.benefits.map((benefit) => (
          <li key={benefit.en} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            {pick(benefit, locale)}
          </li>
        ))}
      </ul>
      <p className="mt-8 font-medium">{pick(home.hero.trustedBy, locale)}</p>
    </div>
  );
}
