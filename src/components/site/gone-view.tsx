import { ArrowLeft, Home } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { currentPath, Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

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
 * "This page was removed" (status 410) for the address of a deleted item, in the request's language, with the way home
 * and back to the list it was on. The address is the one requested: proxy.ts rewrote it here and kept it for
 * `currentPath`.
 */
export async function GoneView() {
  const [t, path] = await Promise.all([getTranslations('gone'), currentPath()]);
  const segment = path.split('/')[1];
  const section = isSection(segment) ? segment : undefined;

  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <p className="text-7xl font-black tracking-tight text-ember-600 sm:text-8xl" aria-hidden="true">
        410
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('heading')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('message')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link href={paths.home} className={buttonVariants({ size: 'lg' })}>
          <Home aria-hidden="true" />
          {t('home')}
        </Link>
        {section && (
          <Link href={sections[section]} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t(`sections.${section}`)}
          </Link>
        )}
      </div>
    </section>
  );
}

/** The gone page's title and description. (Next.js marks it `noindex` itself, as it does any 4xx answer.) */
export async function goneMetadata() {
  const t = await getTranslations('gone');
  return { title: t('title'), description: t('message') };
}
